import type { Payload, PayloadRequest, Where } from 'payload'
import { WorkshopError } from '@/modules/workshop/errors'
import { dayKey, FULL_DAY_TIME, parseTimeSlot, slotKey, type ClaimCounts } from '@/modules/workshop/slots'
import type { ValidBooking } from '@/modules/workshop/schemas'
import type { Car } from '@/modules/workshop/types'

/**
 * The embedded scheduler's bookings in the application database. A booking is stored first
 * (status `claiming`, unique idempotency key), then takes a place of its slot: a claim row whose
 * key `{department}|{date}|{time or day}|{seat}` is unique, seats 1..capacity. Of any number of
 * attempts at once on the last free seat the database lets one insert win; the others get
 * TimeslotNotAvailable. Cancelling deletes the claims, which frees the place.
 */

export type BookingStatus = 'claiming' | 'confirmed' | 'requested' | 'cancelled' | 'rejected'

export type StoredBooking = {
  id: string
  status: BookingStatus
  timeSlot: string
  isFullDay: boolean
  departmentId: string
  siteName: string
  registrationNumber: string
  idempotencyKey: string
  version: number
  upstreamId: string | null
  origin: string | null
  firstName: string
  lastName: string
  phone: string
  email: string
  freeText: string | null
  mileage: number | null
  car: Car | null
  services: BookedService[]
  total: number
  durationMinutes: number
  createdAt: string
}

export type BookedService = {
  code: string
  name: string
  price: number
  priceKnown: boolean
  units: number | null
  userInput: string | null
}

type Doc = Record<string, unknown> & { id: number | string }

export const rowId = (id: string): number | string => (/^\d+$/.test(id) ? Number(id) : id)

export function bookingFromDoc(doc: Doc): StoredBooking {
  return {
    id: String(doc.id),
    status: doc.status as BookingStatus,
    timeSlot: String(doc.timeSlot),
    isFullDay: Boolean(doc.isFullDay),
    departmentId: String(doc.departmentId),
    siteName: String(doc.siteName ?? ''),
    registrationNumber: String(doc.registrationNumber),
    idempotencyKey: String(doc.idempotencyKey),
    version: Number(doc.version ?? 1),
    upstreamId: (doc.upstreamId as string | null) ?? null,
    origin: (doc.origin as string | null) ?? null,
    firstName: String(doc.firstName),
    lastName: String(doc.lastName),
    phone: String(doc.phone),
    email: String(doc.email),
    freeText: (doc.freeText as string | null) ?? null,
    mileage: (doc.mileage as number | null) ?? null,
    car: (doc.car as Car | null) ?? null,
    services: (doc.services as BookedService[]) ?? [],
    total: Number(doc.total ?? 0),
    durationMinutes: Number(doc.durationMinutes ?? 0),
    createdAt: String(doc.createdAt),
  }
}

export async function findBooking(payload: Payload, where: Where, req?: Partial<PayloadRequest>) {
  const result = await payload.find({
    collection: 'service-bookings',
    where,
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const doc = result.docs[0] as Doc | undefined
  return doc ? bookingFromDoc(doc) : null
}

export const getBooking = (payload: Payload, id: string) => findBooking(payload, { id: { equals: rowId(id) } })

/** Bookings per slot and full day of a department between two dates (inclusive). */
export async function claimCounts(
  payload: Payload,
  departmentId: string,
  from: string,
  to: string,
): Promise<ClaimCounts> {
  const result = await payload.find({
    collection: 'service-booking-claims',
    where: {
      and: [
        { departmentId: { equals: departmentId } },
        { date: { greater_than_equal: from } },
        { date: { less_than_equal: to } },
      ],
    },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { date: true, time: true },
  })
  const counts = new Map<string, number>()
  for (const doc of result.docs as unknown as { date: string; time: string }[]) {
    const key = doc.time === 'day' ? dayKey(doc.date) : slotKey(doc.date, doc.time)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

export type SlotSeat = {
  departmentId: string
  timeSlot: string
  isFullDay: boolean
  capacity: number
  fullDayPlaces: number
}

/**
 * Takes a free seat of the slot for a booking: tries seats 1..capacity, each an insert the
 * unique key lets through once. Answers false when every seat is taken.
 */
export async function claimSeat(
  payload: Payload,
  seat: SlotSeat,
  bookingId: string,
  req?: Partial<PayloadRequest>,
): Promise<boolean> {
  const parsed = parseTimeSlot(seat.timeSlot)
  if (!parsed) return false
  const time = seat.isFullDay ? 'day' : parsed.time
  const places = seat.isFullDay ? seat.fullDayPlaces : seat.capacity
  const base = `${seat.departmentId}|${parsed.date}|${time}`
  const seatKeys = Array.from({ length: places }, (_, i) => `${base}|${i + 1}`)
  if (seatKeys.length === 0) return false
  const taken = await payload.find({
    collection: 'service-booking-claims',
    where: { claimKey: { in: seatKeys } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { claimKey: true },
    req,
  })
  const takenKeys = new Set((taken.docs as unknown as { claimKey: string }[]).map((d) => d.claimKey))
  let failures = 0
  for (let n = 1; n <= places; n++) {
    const claimKey = `${base}|${n}`
    if (takenKeys.has(claimKey)) continue
    try {
      await payload.create({
        collection: 'service-booking-claims',
        data: { claimKey, departmentId: seat.departmentId, date: parsed.date, time, booking: bookingId },
        depth: 0,
        overrideAccess: true,
        req,
      })
      return true
    } catch {
      // Another booking took this seat first (the unique key), or the write failed.
      failures++
    }
  }
  if (failures > 0) {
    // Every seat looked free or was tried: if some are still free, a write failed, which is not
    // the visitor's "taken".
    const after = await payload.count({
      collection: 'service-booking-claims',
      where: { claimKey: { in: seatKeys } },
      overrideAccess: true,
    })
    if (after.totalDocs < places) throw new WorkshopError('ServerError')
  }
  return false
}

export async function releaseSeats(payload: Payload, bookingId: string, req?: Partial<PayloadRequest>): Promise<void> {
  await payload.delete({
    collection: 'service-booking-claims',
    where: { booking: { equals: bookingId } },
    overrideAccess: true,
    req,
  })
}

export type NewBooking = {
  booking: ValidBooking
  idempotencyKey: string
  siteName: string
  car: Car | null
  services: BookedService[]
  total: number
  durationMinutes: number
  origin: string | null
}

/**
 * Stores the booking (or answers the stored one for the same key) without a place yet.
 * `created` false: the key was seen before.
 */
export async function insertBooking(
  payload: Payload,
  input: NewBooking,
): Promise<{ booking: StoredBooking; created: boolean }> {
  const existing = await findBooking(payload, { idempotencyKey: { equals: input.idempotencyKey } })
  if (existing) return { booking: existing, created: false }
  const b = input.booking
  try {
    const doc = await payload.create({
      collection: 'service-bookings',
      data: {
        status: 'claiming',
        timeSlot: b.isFullDay ? `${b.timeSlot.slice(0, 10)}T${FULL_DAY_TIME}:00` : normalizeSlot(b.timeSlot),
        isFullDay: b.isFullDay,
        departmentId: b.departmentId,
        siteName: input.siteName,
        registrationNumber: b.registrationNumber,
        idempotencyKey: input.idempotencyKey,
        version: 1,
        firstName: b.customer.firstName,
        lastName: b.customer.lastName,
        phone: b.customer.phone,
        email: b.customer.email,
        freeText: b.freeText ?? null,
        mileage: b.mileage,
        car: input.car,
        services: input.services,
        total: input.total,
        durationMinutes: input.durationMinutes,
        origin: input.origin,
      },
      depth: 0,
      overrideAccess: true,
    })
    return { booking: bookingFromDoc(doc as unknown as Doc), created: true }
  } catch (error) {
    // The same key at once from a double click: the unique index let the other one in.
    const winner = await findBooking(payload, { idempotencyKey: { equals: input.idempotencyKey } })
    if (winner) return { booking: winner, created: false }
    throw error
  }
}

export function normalizeSlot(timeSlot: string): string {
  const parsed = parseTimeSlot(timeSlot)
  return parsed ? `${parsed.date}T${parsed.time}:00` : timeSlot
}

/** Conditional status change: applied only while the booking still has one of `from`. */
export async function setBookingStatus(
  payload: Payload,
  id: string,
  from: readonly BookingStatus[],
  data: Partial<Record<string, unknown>> & { status: BookingStatus },
  req?: Partial<PayloadRequest>,
): Promise<StoredBooking | null> {
  const doc = await payload.db.updateOne({
    collection: 'service-bookings',
    where: { and: [{ id: { equals: rowId(id) } }, { status: { in: [...from] } }] },
    data,
    options: { atomic: true },
    req,
  })
  return doc ? bookingFromDoc(doc as unknown as Doc) : null
}

/** Waits a little for a booking another request is still claiming (same idempotency key). */
export async function settled(payload: Payload, id: string, waitMs = 3_000): Promise<StoredBooking | null> {
  const until = Date.now() + waitMs
  for (;;) {
    const booking = await getBooking(payload, id)
    if (!booking || booking.status !== 'claiming' || Date.now() > until) return booking
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
