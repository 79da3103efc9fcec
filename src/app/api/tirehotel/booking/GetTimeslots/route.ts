import { otherMethods } from '@/lib/http-methods'
import { dateRangeSchema, erpIdSchema } from '@/modules/tirehotel/schemas'
import { tireHotel } from '@/providers/tirehotel'
import { answer, fail, handle, jsonBody, query, requireSession } from '../../http'

/** POST /api/tirehotel/booking/GetTimeslots?workshopIdentifier= for one day: `{availableTimeSlotDates: [{startTime: [ISO]}]}`. */
export async function POST(request: Request) {
  return handle('slots', async () => {
    const erpId = erpIdSchema.safeParse(query(request).get('workshopIdentifier') ?? '')
    if (!erpId.success) return fail(400, 'invalid_request', 'workshopIdentifier is missing or malformed')
    const body = await jsonBody(request, dateRangeSchema)
    if (!body.ok) return body.response
    if (body.data.startDate !== body.data.endDate)
      return fail(400, 'invalid_request', 'startDate and endDate must be the same day', {
        fields: { endDate: 'not the same day' },
      })
    const session = await requireSession(request)
    return answer(200, await tireHotel().service.timeslots(session, erpId.data, body.data.startDate))
  })
}

export const { GET, PUT, DELETE, PATCH } = otherMethods('POST')
