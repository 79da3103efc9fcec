import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Users } from '@/cms/collections/users'
import { tireHotelCollections } from '@/cms/collections/tirehotel'
import { deriveKeys, hashCode } from '@/modules/tirehotel/secrets'
import { slotKeyOf } from '@/modules/tirehotel/slots'
import { payloadTireHotelStore } from './payload-store'
import { REDACTED, redactExpiredCodes } from './sms'
import { openTestPayload, type TestPayload } from '@/lib/testing/test-payload'

/**
 * The embedded tyre-hotel store on a real database of either kind: capacity under 100 concurrent
 * bookings, one upcoming booking per agreement, the code attempts' compare-and-set under 20
 * parallel guesses, single use and one review per booking. The schema is pushed from the
 * collections (a config of its own), so the test does not depend on the committed migrations.
 */

export function describeTireHotelStore(kind: 'sqlite' | 'postgres') {
  describe(`tyre-hotel store on ${kind}`, () => {
    let payload: Payload
    let db: TestPayload

    beforeAll(async () => {
      db = await openTestPayload(kind, 'tirehotel', [...tireHotelCollections, Users])
      payload = db.payload
    }, 120_000)

    afterAll(() => db?.close())

    const store = () => payloadTireHotelStore(async () => payload)

    async function agreements(count: number, erpId: string) {
      const workshop = await payload.create({
        collection: 'tirehotel-workshops',
        data: {
          erpId,
          locationName: 'W',
          departmentName: 'Verkstad',
          slotMinutes: 60,
          capacityPerSlot: 2,
          dropOffCapacity: 2,
        },
      })
      const pkg = await payload.create({ collection: 'tirehotel-packages', data: { packageLevel: `P-${erpId}` } })
      const ids: string[] = []
      for (let i = 0; i < count; i++) {
        const customer = await payload.create({
          collection: 'tirehotel-customers',
          data: { name: `C${i}`, phone: '+46700000000' },
        })
        const regNo = `${erpId.slice(0, 3)}${String(i).padStart(3, '0')}`
        const vehicle = await payload.create({
          collection: 'tirehotel-vehicles',
          data: { regNo, name: 'Car', brand: 'Volvo', brandCode: 'VO' },
        })
        const agreement = await payload.create({
          collection: 'tirehotel-agreements',
          data: { regNo, customer: customer.id, vehicle: vehicle.id, package: pkg.id, workshop: workshop.id },
        })
        ids.push(String(agreement.id))
      }
      return ids
    }

    const booking = (agreementId: string, i: number, erpId: string) => ({
      confirmationId: `TH-${randomBytes(5).toString('hex').toUpperCase()}`,
      agreementId,
      regNo: `R${i}`,
      erpId,
      bookingDate: '2030-01-15',
      bookingStart: '2030-01-15T07:00:00.000Z',
      freeText: '',
      customer: { firstName: 'A', lastName: 'B', email: 'a@example.com', phoneMobile: '0701234567' },
      idempotencyKey: null,
    })

    it('blanks the text of code messages whose code has expired, and of no other', async () => {
      const now = new Date('2031-01-10T12:00:00Z')
      const sms = (body: string, kind: 'code' | 'reminder', expiresAt: string | null) =>
        payload.create({
          collection: 'sms-outbox',
          data: { to: '+46701234567', body, kind, status: 'pending', expiresAt },
          overrideAccess: true,
        })
      const expired = await sms('Din kod är 1234', 'code', '2031-01-10T11:59:00Z')
      const live = await sms('Din kod är 5678', 'code', '2031-01-10T12:05:00Z')
      const reminder = await sms('Dags att byta däck', 'reminder', '2031-01-10T11:00:00Z')
      await redactExpiredCodes(payload, now)
      const body = async (id: number | string) =>
        (await payload.findByID({ collection: 'sms-outbox', id, overrideAccess: true })).body
      expect(await body(expired.id)).toBe(REDACTED)
      expect(await body(live.id)).toBe('Din kod är 5678')
      expect(await body(reminder.id)).toBe('Dags att byta däck')
    })

    it('lets exactly 2 of 100 concurrent bookings into a slot of capacity 2', async () => {
      const ids = await agreements(100, 'CAPW')
      const key = slotKeyOf('CAPW', '2030-01-15', '2030-01-15T07:00:00.000Z')
      const s = store()
      const outcomes = await Promise.all(ids.map((id, i) => s.insertBooking(booking(id, i, 'CAPW'), key, 2)))
      expect(outcomes.filter((o) => o.ok)).toHaveLength(2)
      expect(outcomes.filter((o) => !o.ok && o.reason === 'slot_taken')).toHaveLength(98)
      const counts = await s.bookedCounts('CAPW', '2030-01-01', '2030-01-31')
      expect(counts.get(key)).toBe(2)
    }, 120_000)

    it('keeps one upcoming booking per agreement, and frees the seat on cancel', async () => {
      const [id] = await agreements(1, 'ONEW')
      const s = store()
      const key = slotKeyOf('ONEW', '2030-01-15', '2030-01-15T07:00:00.000Z')
      const first = await s.insertBooking(booking(id!, 1, 'ONEW'), key, 2)
      expect(first.ok).toBe(true)
      expect(await s.insertBooking(booking(id!, 2, 'ONEW'), key, 2)).toEqual({ ok: false, reason: 'already_booked' })
      if (!first.ok) return
      expect(await s.cancelBooking(first.booking.id)).toBe(true)
      expect(await s.cancelBooking(first.booking.id)).toBe(false)
      expect((await s.bookedCounts('ONEW', '2030-01-01', '2030-01-31')).size).toBe(0)
      expect((await s.insertBooking(booking(id!, 3, 'ONEW'), key, 2)).ok).toBe(true)
    }, 60_000)

    it('counts 20 parallel attempts with compare-and-set: 5 win, the challenge is used once', async () => {
      const [id] = await agreements(1, 'OTPW')
      const s = store()
      const keys = deriveKeys('x'.repeat(40))
      const challenge = await s.createChallenge(id!, hashCode(keys, 'n', '1234'), new Date(Date.now() + 600_000), 'n')
      // Each racer reads, then tries to take the next count, as the service does.
      const race = async () => {
        for (;;) {
          const current = await s.challenge(challenge.id)
          if (!current || current.attempts >= 5) return false
          if (await s.countAttempt(challenge.id, current.attempts)) return true
        }
      }
      const wins = await Promise.all(Array.from({ length: 20 }, race))
      expect(wins.filter(Boolean)).toHaveLength(5)
      expect((await s.challenge(challenge.id))?.attempts).toBe(5)
      const used = await Promise.all([
        s.consumeChallenge(challenge.id, new Date()),
        s.consumeChallenge(challenge.id, new Date()),
      ])
      expect(used.filter(Boolean)).toHaveLength(1)
      // A new challenge voids the old one.
      const next = await s.createChallenge(id!, 'h', new Date(Date.now() + 600_000), 'm')
      await s.createChallenge(id!, 'h2', new Date(Date.now() + 600_000), 'k')
      expect((await s.challenge(next.id))?.voided).toBe(true)
    }, 60_000)

    it('takes one review per booking', async () => {
      const s = store()
      expect(
        await s.insertReview({
          confirmationId: 'TH-REVIEW0001',
          rating: 4,
          comment: '',
          date: new Date().toISOString(),
        }),
      ).toBe(true)
      expect(
        await s.insertReview({
          confirmationId: 'TH-REVIEW0001',
          rating: 5,
          comment: '',
          date: new Date().toISOString(),
        }),
      ).toBe(false)
    })
  })
}
