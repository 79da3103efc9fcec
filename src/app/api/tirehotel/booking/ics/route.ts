import { otherMethods } from '@/lib/http-methods'
import { MESSAGES, TireHotelError } from '@/modules/tirehotel/types'
import { tireHotel } from '@/providers/tirehotel'
import { bookingIcs } from '@/providers/tirehotel/notices'
import { fail, handle, query, requireSession } from '../../http'

/** GET /api/tirehotel/booking/ics?id=: the upcoming booking as a calendar file ('Lägg till i kalendern'). */
export async function GET(request: Request) {
  return handle('ics', async () => {
    const id = query(request).get('id') ?? ''
    if (!/^TH-[A-F0-9]{10}$/.test(id)) return fail(400, 'invalid_request', 'id must be a booking confirmation id')
    const session = await requireSession(request)
    const upcoming = await tireHotel().service.upcoming(session)
    if (!upcoming || upcoming.booking.confirmationId !== id)
      throw new TireHotelError(404, 'not_found', MESSAGES.forbidden)
    const workshop = upcoming.confirmation.workshop
    const ics = bookingIcs(
      upcoming.booking,
      { locationName: workshop.name, address: workshop.address, email: workshop.email },
      'PUBLISH',
    )
    return new Response(ics, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="hjulskifte-${id}.ics"`,
        'Cache-Control': 'private, no-store',
      },
    })
  })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
