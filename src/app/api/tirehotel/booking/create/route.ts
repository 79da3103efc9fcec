import { after } from 'next/server'
import { otherMethods } from '@/lib/http-methods'
import { bookingRequestSchema, erpIdSchema } from '@/modules/tirehotel/schemas'
import { tireHotel } from '@/providers/tirehotel'
import { sendBookingNotice } from '@/providers/tirehotel/notices'
import { answer, fail, handle, jsonBody, query, requireSession } from '../../http'

/**
 * POST /api/tirehotel/booking/create?departmentIdentifier=: the booking request of spec 3 section 3.
 * 200 with the confirmation (services [{name: 'Hjulskifte'}]); 400 with fields; 401 without a
 * session, 403 for another's plate or workshop; 409 when the slot is taken or the car already
 * booked; 422 outside the window. The same Idempotency-Key answers the same confirmation.
 */
export async function POST(request: Request) {
  return handle('create', async () => {
    const erpId = erpIdSchema.safeParse(query(request).get('departmentIdentifier') ?? '')
    if (!erpId.success) return fail(400, 'invalid_request', 'departmentIdentifier is missing or malformed')
    const key = request.headers.get('idempotency-key')
    if (key !== null && !/^[\w-]{8,100}$/.test(key))
      return fail(400, 'invalid_request', 'Idempotency-Key must be 8-100 letters, digits, _ or -')
    const body = await jsonBody(request, bookingRequestSchema)
    if (!body.ok) return body.response
    const session = await requireSession(request)
    const result = await tireHotel().service.create(session, erpId.data, body.data, key)
    if (result.booking && result.workshop) {
      const { booking, workshop } = result
      after(() => sendBookingNotice(booking, workshop, result.confirmation))
    }
    return answer(200, result.confirmation)
  })
}

export const { GET, PUT, DELETE, PATCH } = otherMethods('POST')
