import { otherMethods } from '@/lib/http-methods'
import { reviewSchema } from '@/modules/tirehotel/schemas'
import { tireHotel } from '@/providers/tirehotel'
import { answer, fail, handle, jsonBody, requireSession } from '../../http'

/**
 * POST /api/tirehotel/review/addReview `{rating, comment, date}` (and our optional
 * bookingConfirmationId): 201, one per booking (409 again); without an id the session's upcoming
 * booking is the one rated.
 */
export async function POST(request: Request) {
  return handle('review', async () => {
    const body = await jsonBody(request, reviewSchema)
    if (!body.ok) return body.response
    const session = await requireSession(request)
    const confirmationId =
      body.data.bookingConfirmationId ?? (await tireHotel().service.upcoming(session))?.booking.confirmationId
    if (!confirmationId) return fail(404, 'not_found', 'no booking to rate')
    await tireHotel().service.review(session, {
      rating: body.data.rating,
      comment: body.data.comment,
      date: body.data.date,
      confirmationId,
    })
    return answer(201, { ok: true })
  })
}

export const { GET, PUT, DELETE, PATCH } = otherMethods('POST')
