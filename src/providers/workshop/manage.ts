import type { Payload } from 'payload'
import { WorkshopError } from '@/modules/workshop/errors'
import { CHANGE_DEADLINE_MS, signBookingToken, verifyBookingToken } from '@/modules/workshop/token'
import { parseTimeSlot, isSlotFree, type SlotQuery } from '@/modules/workshop/slots'
import type { BookingWorkshop } from './directory'
import { slotInstant, queueBookingMail } from './embedded'
import { enqueueMessage } from './outbox'
import { claimSeat, getBooking, normalizeSlot, releaseSeats, type StoredBooking } from './store'

/**
 * The change/cancel link of a booking (`/api/mechmate/bookings/{token}`): view, cancel, move to
 * another time. The token is signed for the booking's version and runs out 24 h before the slot.
 */

export function tokenFor(secret: string, booking: Pick<StoredBooking, 'id' | 'version' | 'timeSlot'>): string {
  return signBookingToken(secret, {
    bookingId: booking.id,
    version: booking.version,
    expiresAt: new Date(slotInstant(booking.timeSlot).getTime() - CHANGE_DEADLINE_MS),
  })
}

/** The booking a token names: 403 altered or for an older version of the booking, 410 past its time. */
export async function bookingForToken(
  payload: Payload,
  secret: string,
  token: string,
  now: Date,
): Promise<StoredBooking> {
  const check = verifyBookingToken(secret, token, now)
  if (!check.ok && check.reason === 'invalid') throw new WorkshopError('Forbidden')
  if (!check.ok) throw new WorkshopError('Expired')
  const booking = await getBooking(payload, check.claims.bookingId)
  if (!booking) throw new WorkshopError('BookingNotFound')
  if (booking.version !== check.claims.version)
    throw new WorkshopError('Forbidden', 'Länken gäller en tidigare version av bokningen')
  return booking
}

/** What the link shows: no one else's data, only the booking's own. */
export function publicView(booking: StoredBooking) {
  return {
    id: booking.id,
    status: booking.status,
    registrationNumber: booking.registrationNumber,
    departmentId: booking.departmentId,
    siteName: booking.siteName,
    timeSlot: booking.timeSlot,
    isFullDay: booking.isFullDay,
    services: booking.services.map((s) => ({
      code: s.code,
      name: s.name,
      price: s.price,
      priceKnown: s.priceKnown,
      units: s.units,
    })),
    total: booking.total,
  }
}

export async function cancelBooking(payload: Payload, booking: StoredBooking): Promise<StoredBooking> {
  if (booking.status === 'cancelled') return booking
  const doc = await payload.db.updateOne({
    collection: 'service-bookings',
    where: {
      and: [
        { id: { equals: Number(booking.id) || booking.id } },
        { version: { equals: booking.version } },
        { status: { in: ['confirmed', 'requested'] } },
      ],
    },
    data: { status: 'cancelled' },
    options: { atomic: true },
  })
  if (!doc) throw new WorkshopError('TimeslotNotAvailable', 'Bokningen ändrades samtidigt, ladda om sidan')
  await releaseSeats(payload, booking.id)
  const cancelled = (await getBooking(payload, booking.id))!
  await enqueueMessage(payload, { kind: 'cancellation', booking: cancelled })
  return cancelled
}

/**
 * Moves a booking: the new place is claimed first (the unique claim decides a race), then the
 * booking row moves to the new time and the next version in one conditional update, then the old
 * place is freed. If the update loses (the booking changed meanwhile) the new place is given back.
 */
export async function rescheduleBooking(
  payload: Payload,
  booking: StoredBooking,
  workshop: BookingWorkshop,
  target: { timeSlot: string; isFullDay: boolean },
  query: (date: string) => Promise<SlotQuery>,
  now: Date,
  onMessage?: (id: string) => void,
): Promise<StoredBooking> {
  if (booking.status !== 'confirmed') throw new WorkshopError('TimeslotNotAvailable', 'Bokningen kan inte flyttas')
  const parsed = parseTimeSlot(target.timeSlot)
  if (!parsed) throw new WorkshopError('InvalidRequest', 'Ogiltig tid', 'timeSlot')
  const timeSlot = target.isFullDay ? `${parsed.date}T08:00:00` : normalizeSlot(target.timeSlot)
  if (!isSlotFree(await query(parsed.date), parsed.date, timeSlot.slice(11, 16), target.isFullDay))
    throw new WorkshopError('TimeslotNotAvailable')
  // The new place is held under a key of its own until the booking row has moved.
  const holder = `${booking.id}:v${booking.version + 1}`
  const claimed = await claimSeat(
    payload,
    {
      departmentId: workshop.departmentId,
      timeSlot,
      isFullDay: target.isFullDay,
      capacity: workshop.settings.capacity,
      fullDayPlaces: workshop.settings.fullDayPlaces,
    },
    holder,
  )
  if (!claimed) throw new WorkshopError('TimeslotNotAvailable')
  const moved = await payload.db.updateOne({
    collection: 'service-bookings',
    where: {
      and: [
        { id: { equals: Number(booking.id) || booking.id } },
        { version: { equals: booking.version } },
        { status: { equals: 'confirmed' } },
      ],
    },
    data: { timeSlot, isFullDay: target.isFullDay, version: booking.version + 1 },
    options: { atomic: true },
  })
  if (!moved) {
    await releaseSeats(payload, holder)
    throw new WorkshopError('TimeslotNotAvailable', 'Bokningen ändrades samtidigt, ladda om sidan')
  }
  await releaseSeats(payload, booking.id)
  await payload.update({
    collection: 'service-booking-claims',
    where: { booking: { equals: holder } },
    data: { booking: booking.id },
    overrideAccess: true,
  })
  const updated = (await getBooking(payload, booking.id))!
  await queueBookingMail(payload, updated, now, onMessage, 'reschedule')
  return updated
}
