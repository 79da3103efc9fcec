import { otherMethods } from '@/lib/http-methods'
import { reviewSchema } from '@/modules/tirehotel/types'
import { tireHotel } from '@/providers/tirehotel'
import { answer, fail, handle, jsonBody, requireSession } from '../../http'

/** POST /api/tirehotel/review/addReview `{rating, comment, date, bookingConfirmationId}`: 201, one per booking (409 again). */
export async function POST(request: Request) {
  return handle('review', async () => {
    const body = await jsonBody(request, reviewSchema)
    if (!body.ok) return body.response
    const session = await requireSession(request)
    if (!body.data.bookingConfirmationId)
      return fail(400, 'invalid_request', 'bookingConfirmationId is required', {
        fields: { bookingConfirmationId: 'required' },
      })
    await tireHotel().service.review(session, {
      rating: body.data.rating,
      comment: body.data.comment,
      date: body.data.date,
      confirmationId: body.data.bookingConfirmationId,
    })
    return answer(201, { ok: true })
  })
}

export const { GET, PUT, DELETE, PATCH } = otherMethods('POST')
