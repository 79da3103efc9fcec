import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ServiceBookingClaims,
  ServiceBookingMessages,
  ServiceBookings,
  ServiceBookingWorkshops,
} from '@/cms/collections/service-booking'
import { Users } from '@/cms/collections/users'
import { testSchedule } from '@/modules/dealers/test-schedule'
import { WorkshopError } from '@/modules/workshop/errors'
import { parseBooking, type ValidBooking } from '@/modules/workshop/schemas'
import { addDays } from '@/modules/dealers/calendar'
import type { BookingWorkshop, WorkshopDirectory } from './directory'
import { embeddedWorkshop } from './embedded'
import { bookingForToken, cancelBooking, rescheduleBooking, tokenFor } from './manage'
import { messageOutbox } from './outbox'
import { claimCounts, getBooking } from './store'
import { openTestPayload, type TestPayload } from '@/lib/testing/test-payload'

/**
 * The embedded scheduler's bookings on a real database of either kind (schema pushed from the
 * collections): the 100-way race for a slot with room for one, idempotency keys, moving a booking,
 * and an e-mail that fails and is sent on a later try.
 */

const WEEK = {
  monday: '08:00-17:00',
  tuesday: '08:00-17:00',
  wednesday: '08:00-17:00',
  thursday: '08:00-17:00',
  friday: '08:00-17:00',
}
// Monday 2030-03-04, 09:00 in Stockholm: bookable from Tuesday on with room to spare.
const NOW = new Date('2030-03-04T08:00:00Z')
const SECRET = 'booking-contract-secret-0123456789'

function workshop(departmentId: string, capacity: number): BookingWorkshop {
  return {
    departmentId,
    siteId: 'S1',
    siteName: 'Hedin Test Verkstad',
    address: 'Testgatan 1, 111 11 Stockholm',
    latitude: 59.33,
    longitude: 18.06,
    brands: ['Volvo'],
    email: 'verkstad@example.com',
    phone: null,
    schedule: testSchedule(WEEK),
    settings: { capacity, slotMinutes: 60, fullDayPlaces: 1, closedPeriods: [] },
  }
}

function directoryOf(list: BookingWorkshop[]): WorkshopDirectory {
  return { all: async () => list, get: async (id) => list.find((w) => w.departmentId === id), invalidate: () => {} }
}

function booking(over: Partial<Record<string, unknown>> = {}): ValidBooking {
  const parsed = parseBooking({
    customer: { firstName: 'Åsa', lastName: 'Öberg', phone: '+46 70 123 45 67', email: 'asa@example.com' },
    departmentId: 'D1',
    timeSlot: '2030-03-06T10:00:00',
    registrationNumber: 'ABC123',
    serviceOfferingRequests: [{ kobraId: 'wheelchange' }],
    ...over,
  })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return parsed.booking
}

export function describeBookings(kind: 'sqlite' | 'postgres'): void {
  describe(`service bookings on ${kind}`, () => {
    let payload: Payload
    let db: TestPayload

    beforeAll(async () => {
      db = await openTestPayload(kind, 'booking', [
        ServiceBookings,
        ServiceBookingWorkshops,
        ServiceBookingClaims,
        ServiceBookingMessages,
        Users,
      ])
      payload = db.payload
    })

    afterAll(() => db?.close())

    const provider = (list: BookingWorkshop[]) =>
      embeddedWorkshop({ payload: async () => payload, directory: directoryOf(list), now: () => NOW })

    it('gives one of 100 attempts at once the slot with room for one; 99 get TimeslotNotAvailable', async () => {
      const p = provider([workshop('D1', 1)])
      const results = await Promise.allSettled(
        Array.from({ length: 100 }, (_, i) => p.book(booking(), `race-${kind}-${i}`, null)),
      )
      const booked = results.filter((r) => r.status === 'fulfilled')
      const refused = results.filter(
        (r) => r.status === 'rejected' && r.reason instanceof WorkshopError && r.reason.code === 'TimeslotNotAvailable',
      )
      expect(booked).toHaveLength(1)
      expect(refused).toHaveLength(99)
      const counts = await claimCounts(payload, 'D1', '2030-03-06', '2030-03-06')
      expect(counts.get('2030-03-06|10:00')).toBe(1)
      const confirmed = await payload.count({
        collection: 'service-bookings',
        where: { status: { equals: 'confirmed' } },
      })
      expect(confirmed.totalDocs).toBe(1)
    })

    it('fills a slot with room for three with three bookings', async () => {
      const p = provider([workshop('D3', 3)])
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => p.book(booking({ departmentId: 'D3' }), `three-${kind}-${i}`, null)),
      )
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    })

    it('answers the same Idempotency-Key with the same booking, also at once', async () => {
      const p = provider([workshop('D2', 1)])
      const b = booking({ departmentId: 'D2', timeSlot: '2030-03-07T09:00:00' })
      const [a, c] = await Promise.all([p.book(b, `same-${kind}`, null), p.book(b, `same-${kind}`, null)])
      expect(a.id).toBe(c.id)
      const again = await p.book(b, `same-${kind}`, null)
      expect(again.id).toBe(a.id)
      expect(again.created).toBe(false)
      const rows = await payload.count({
        collection: 'service-bookings',
        where: { idempotencyKey: { equals: `same-${kind}` } },
      })
      expect(rows.totalDocs).toBe(1)
    })

    it('moves a booking: the new time is taken, the old one freed, the old link refused', async () => {
      const w = workshop('D4', 1)
      const p = provider([w])
      const made = await p.book(booking({ departmentId: 'D4', timeSlot: '2030-03-06T13:00:00' }), `move-${kind}`, null)
      const before = (await getBooking(payload, made.id))!
      const oldToken = tokenFor(SECRET, before)
      expect((await bookingForToken(payload, SECRET, oldToken, NOW)).id).toBe(made.id)
      const query = async (date: string) => ({
        schedule: w.schedule,
        settings: w.settings,
        claims: await claimCounts(payload, 'D4', date, addDays(date, 1)),
        durationMinutes: 60,
        now: NOW,
      })
      const moved = await rescheduleBooking(
        payload,
        before,
        w,
        { timeSlot: '2030-03-07T14:00:00', isFullDay: false },
        query,
        NOW,
      )
      expect(moved.timeSlot).toBe('2030-03-07T14:00:00')
      expect(moved.version).toBe(2)
      const counts = await claimCounts(payload, 'D4', '2030-03-06', '2030-03-07')
      expect(counts.get('2030-03-06|13:00')).toBeUndefined()
      expect(counts.get('2030-03-07|14:00')).toBe(1)
      await expect(bookingForToken(payload, SECRET, oldToken, NOW)).rejects.toMatchObject({ code: 'Forbidden' })
      // A second booking can now have the freed time.
      await p.book(booking({ departmentId: 'D4', timeSlot: '2030-03-06T13:00:00' }), `move-after-${kind}`, null)
      // Cancelling frees the moved one's time.
      await cancelBooking(payload, moved)
      const after = await claimCounts(payload, 'D4', '2030-03-07', '2030-03-07')
      expect(after.get('2030-03-07|14:00')).toBeUndefined()
      const mails = await payload.find({
        collection: 'service-booking-messages',
        where: { booking: { equals: made.id } },
        limit: 20,
      })
      expect(mails.docs.map((d) => d.kind).sort()).toEqual([
        'cancellation',
        'confirmation',
        'reminder',
        'reminder',
        'reschedule',
      ])
    })

    it('keeps an e-mail the mail server refused and sends it on a later try; the booking stands', async () => {
      const p = provider([workshop('D5', 1)])
      const made = await p.book(booking({ departmentId: 'D5' }), `mail-${kind}`, null)
      let clock = NOW.getTime()
      let failures = 1
      const sent: string[] = []
      const outbox = messageOutbox({
        payload: async () => payload,
        now: () => new Date(clock),
        random: () => 0.5,
        send: async (message) => {
          if (failures-- > 0) throw new Error('421 mail server busy')
          sent.push(message.idempotencyKey)
          return 'sent'
        },
      })
      const found = await payload.find({
        collection: 'service-booking-messages',
        where: { and: [{ booking: { equals: made.id } }, { kind: { equals: 'confirmation' } }] },
      })
      const id = String(found.docs[0]!.id)
      const first = await outbox.deliver((await outbox.get(id))!)
      expect(first?.status).toBe('pending')
      expect(first?.attempts).toBe(1)
      expect(await getBooking(payload, made.id)).toMatchObject({ status: 'confirmed' })
      // Not due yet: nothing is tried.
      expect(await outbox.deliver(first!)).toBeNull()
      clock += 60_000
      const second = await outbox.deliver((await outbox.get(id))!)
      expect(second?.status).toBe('delivered')
      expect(sent).toEqual([`${made.id}:confirmation:1`])
    })
  })
}
