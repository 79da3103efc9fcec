import { env } from '@/lib/env'
import { otherMethods } from '@/lib/http-methods'
import { readJsonBody } from '@/lib/read-body'
import { z } from 'zod'
import { WorkshopError } from '@/modules/workshop/errors'
import { answerError, fail, ok } from '@/providers/workshop/answers'
import { bookingForToken, cancelBooking, publicView, rescheduleBooking, tokenFor } from '@/providers/workshop/manage'
import { bookingDirectory, sendSoon, workshopProvider } from '@/providers/workshop/runtime'
import { claimCounts } from '@/providers/workshop/store'
import { addDays } from '@/modules/dealers/calendar'

/**
 * The change/cancel link (beyond the spec): GET shows the booking, DELETE cancels it (the slot is
 * freed), PATCH `{ timeSlot, isFullDay }` moves it. 403 for a token that is not ours or is for an
 * older version of the booking, 410 within 24 h of the slot.
 */

type Params = { params: Promise<{ token: string }> }
const getPayload = async () => (await import('@/lib/payload')).payload()

async function load(params: Params['params']) {
  let token: string
  try {
    token = decodeURIComponent((await params).token)
  } catch {
    throw new WorkshopError('Forbidden')
  }
  return bookingForToken(await getPayload(), env().payloadSecret, token, new Date())
}

export async function GET(_request: Request, { params }: Params) {
  try {
    const booking = await load(params)
    return ok({ booking: publicView(booking) })
  } catch (error) {
    return answerError(error, { route: 'bookings' })
  }
}

export async function DELETE(_request: Request, { params }: Params) {
  try {
    const booking = await load(params)
    const cancelled = await cancelBooking(await getPayload(), booking)
    const { bookingOutbox } = await import('@/providers/workshop/runtime')
    void bookingOutbox()
      .deliverDue(5)
      .catch(() => 0)
    return ok({ booking: publicView(cancelled) })
  } catch (error) {
    return answerError(error, { route: 'bookings' })
  }
}

const moveSchema = z.object({ timeSlot: z.string().max(25), isFullDay: z.boolean().optional().default(false) })

export async function PATCH(request: Request, { params }: Params) {
  const body = await readJsonBody(request, 4 * 1024)
  if (!body.ok)
    return body.status === 413 ? fail('PayloadTooLarge') : fail('InvalidRequest', 'Innehållet måste vara JSON')
  const move = moveSchema.safeParse(body.value)
  if (!move.success) return fail('InvalidRequest', 'Ogiltig tid', 'timeSlot')
  try {
    if (workshopProvider().kind !== 'embedded') throw new WorkshopError('ServerError')
    const booking = await load(params)
    const workshop = await bookingDirectory().get(booking.departmentId)
    if (!workshop) throw new WorkshopError('DepartmentNotFound')
    const payload = await getPayload()
    const { durationOf } = await import('@/modules/workshop/catalogue')
    const codes = booking.services.map((s) => s.code)
    const moved = await rescheduleBooking(
      payload,
      booking,
      workshop,
      move.data,
      async (date) => ({
        schedule: workshop.schedule,
        settings: workshop.settings,
        claims: await claimCounts(payload, workshop.departmentId, date, addDays(date, 1)),
        durationMinutes: durationOf(codes),
        now: new Date(),
      }),
      new Date(),
      sendSoon,
    )
    return ok({ booking: publicView(moved), token: tokenFor(env().payloadSecret, moved) })
  } catch (error) {
    return answerError(error, { route: 'bookings' })
  }
}

export const { POST, PUT } = otherMethods('GET', 'DELETE', 'PATCH')
