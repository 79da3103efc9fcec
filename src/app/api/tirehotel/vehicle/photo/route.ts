import { z } from 'zod'
import { otherMethods } from '@/lib/http-methods'
import { MESSAGES, TireHotelError } from '@/modules/tirehotel/types'
import { regNoSchema } from '@/modules/tirehotel/schemas'
import { checkInPhoto } from '@/providers/tirehotel/history'
import { fail, handle, query, requireSession } from '../../http'

const index = z.coerce.number().int().min(0).max(50)

/** GET /api/tirehotel/vehicle/photo?regNo=&set=&n=: one check-in photo, for the owner only, never cached publicly. */
export async function GET(request: Request) {
  return handle('photo', async () => {
    const params = query(request)
    const regNo = regNoSchema.safeParse(params.get('regNo') ?? '')
    const set = index.safeParse(params.get('set') ?? '')
    const n = index.safeParse(params.get('n') ?? '')
    if (!regNo.success || !set.success || !n.success)
      return fail(400, 'invalid_request', 'regNo, set and n are required')
    const session = await requireSession(request)
    if (!session.plates.includes(regNo.data)) throw new TireHotelError(403, 'forbidden', MESSAGES.forbidden)
    const photo = await checkInPhoto(regNo.data, set.data, n.data)
    if (!photo) return fail(404, 'not_found', 'no such photo')
    return new Response(new Uint8Array(photo.body), {
      headers: {
        'Content-Type': photo.contentType,
        'Cache-Control': 'private, no-store',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
