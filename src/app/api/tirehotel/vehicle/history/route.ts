import { otherMethods } from '@/lib/http-methods'
import { MESSAGES, TireHotelError } from '@/modules/tirehotel/types'
import { regNoSchema } from '@/modules/tirehotel/schemas'
import { treadHistory } from '@/providers/tirehotel/history'
import { answer, fail, handle, query, requireSession } from '../../http'

/** GET /api/tirehotel/vehicle/history?regNo=: tread history and check-in photos, for the owner only. */
export async function GET(request: Request) {
  return handle('history', async () => {
    const regNo = regNoSchema.safeParse(query(request).get('regNo') ?? '')
    if (!regNo.success) return fail(400, 'invalid_request', 'regNo must be 2-7 letters or digits')
    const session = await requireSession(request)
    if (!session.plates.includes(regNo.data)) throw new TireHotelError(403, 'forbidden', MESSAGES.forbidden)
    return answer(200, await treadHistory(regNo.data))
  })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
