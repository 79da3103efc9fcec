import { otherMethods } from '@/lib/http-methods'
import { tireHotel } from '@/providers/tirehotel'
import { answer, handle, requireSession } from '../../http'

/** GET /api/tirehotel/booking/upcoming: the session's upcoming wheel change, to change or cancel (beyond the spec). */
export async function GET(request: Request) {
  return handle('upcoming', async () => {
    const session = await requireSession(request)
    const upcoming = await tireHotel().service.upcoming(session)
    return answer(200, { confirmation: upcoming?.confirmation ?? null })
  })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
