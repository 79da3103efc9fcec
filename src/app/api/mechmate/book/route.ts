import { randomUUID } from 'node:crypto'
import { otherMethods } from '@/lib/http-methods'
import { readJsonBody } from '@/lib/read-body'
import { parseBooking } from '@/modules/workshop/schemas'
import { answerError, errorsResponse, fail, ok } from '@/providers/workshop/answers'
import { workshopProvider } from '@/providers/workshop/runtime'

/**
 * Spec 3 section 7: `POST /api/mechmate/book` with the booking payload. 200 `{ id,
 * registrationNumber, kobraProductIds }` once booked; 202 with `status: 'requested'` when stored
 * but the upstream scheduler is down (an e-mail confirms later). The same `Idempotency-Key` again
 * answers the same booking. 400 one error per field, 409 TimeslotNotAvailable, 413 over 16 KB.
 */

export const BOOKING_BODY_LIMIT = 16 * 1024

export async function POST(request: Request) {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) return fail('UnsupportedMediaType', 'Innehållet måste vara JSON')
  const key = request.headers.get('idempotency-key')
  if (key !== null && !/^[A-Za-z0-9_.:-]{8,100}$/.test(key))
    return fail('InvalidRequest', 'Ogiltig Idempotency-Key', 'idempotencyKey')
  const body = await readJsonBody(request, BOOKING_BODY_LIMIT)
  if (!body.ok) {
    return body.status === 413
      ? fail('PayloadTooLarge', 'Högst 16 KB')
      : fail('InvalidRequest', 'Innehållet måste vara JSON')
  }
  const parsed = parseBooking(body.value)
  if (!parsed.ok) return errorsResponse(400, parsed.errors)
  try {
    const origin = new URL(request.url).origin
    const result = await workshopProvider().book(parsed.booking, key ?? randomUUID(), origin)
    const answer = {
      id: result.id,
      registrationNumber: result.registrationNumber,
      kobraProductIds: result.kobraProductIds,
    }
    return result.status === 'requested' ? ok({ ...answer, status: 'requested' }, 202) : ok(answer)
  } catch (error) {
    return answerError(error, { route: 'book' })
  }
}

export const { GET, PUT, DELETE, PATCH } = otherMethods('POST')
