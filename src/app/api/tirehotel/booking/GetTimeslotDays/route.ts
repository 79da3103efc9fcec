import { otherMethods } from '@/lib/http-methods'
import { dateRangeSchema, erpIdSchema } from '@/modules/tirehotel/schemas'
import { tireHotel } from '@/providers/tirehotel'
import { answer, fail, handle, jsonBody, query, requireSession } from '../../http'

/**
 * POST /api/tirehotel/booking/GetTimeslotDays?workshopIdentifier= `{startDate, endDate, regNo}`:
 * `{availableDates: [{date}]}` inside the booking window; a range over 120 days is a 400.
 */
export async function POST(request: Request) {
  return handle('days', async () => {
    const erpId = erpIdSchema.safeParse(query(request).get('workshopIdentifier') ?? '')
    if (!erpId.success) return fail(400, 'invalid_request', 'workshopIdentifier is missing or malformed')
    const body = await jsonBody(request, dateRangeSchema)
    if (!body.ok) return body.response
    const session = await requireSession(request)
    return answer(
      200,
      await tireHotel().service.timeslotDays(session, erpId.data, body.data.startDate, body.data.endDate),
    )
  })
}

export const { GET, PUT, DELETE, PATCH } = otherMethods('POST')
