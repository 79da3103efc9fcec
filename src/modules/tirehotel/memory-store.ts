import type {
  AgreementRecord,
  ChallengeRecord,
  SmsMessage,
  StoredBooking,
  TireHotelStore,
  WorkshopRecord,
} from './service'
import type { Vehicle } from './types'

/** An in-memory store for unit tests; its compare-and-set writes are atomic like the database's. */
export function memoryStore(seed: {
  agreements: AgreementRecord[]
  workshops: WorkshopRecord[]
  vehicles?: Vehicle[]
}) {
  const challenges = new Map<string, ChallengeRecord>()
  const bookings: StoredBooking[] = []
  const seats = new Set<string>()
  const reviews = new Set<string>()
  const sms: SmsMessage[] = []
  let next = 1
  const tick = () => new Promise<void>((resolve) => setImmediate(resolve))

  const store: TireHotelStore = {
    async agreementByRegNo(regNo) {
      await tick()
      return seed.agreements.find((a) => a.regNo === regNo) ?? null
    },
    async agreement(id) {
      await tick()
      return seed.agreements.find((a) => a.id === id) ?? null
    },
    async createChallenge(agreementId, codeHash, expiresAt, nonce) {
      for (const c of challenges.values()) if (c.agreementId === agreementId && !c.usedAt) c.voided = true
      const challenge = {
        id: String(next++),
        agreementId,
        codeHash,
        nonce,
        expiresAt,
        attempts: 0,
        usedAt: null,
        voided: false,
      }
      challenges.set(challenge.id, challenge)
      return { ...challenge }
    },
    async challenge(id) {
      await tick()
      const c = challenges.get(id)
      return c ? { ...c } : null
    },
    async countAttempt(id, seen) {
      await tick()
      const c = challenges.get(id)
      if (!c || c.attempts !== seen || c.usedAt || c.voided) return false
      c.attempts = seen + 1
      return true
    },
    async consumeChallenge(id, now) {
      await tick()
      const c = challenges.get(id)
      if (!c || c.usedAt || c.voided) return false
      c.usedAt = now
      return true
    },
    async writeSms(message) {
      sms.push(message)
    },
    async vehicles(ids) {
      return (seed.vehicles ?? []).filter((v) =>
        ids.includes(seed.agreements.find((a) => a.regNo === v.regNo)?.id ?? ''),
      )
    },
    async workshop(erpId) {
      return seed.workshops.find((w) => w.erpId === erpId) ?? null
    },
    async bookedCounts(erpId) {
      const counts = new Map<string, number>()
      for (const key of seats) {
        if (!key.startsWith(`${erpId}|`)) continue
        const slot = key.replace(/\|\d+$/, '')
        counts.set(slot, (counts.get(slot) ?? 0) + 1)
      }
      return counts
    },
    async insertBooking(booking, slotKey, capacity) {
      await tick()
      if (booking.agreementId && bookings.some((b) => b.agreementId === booking.agreementId && b.status === 'booked'))
        return { ok: false, reason: 'already_booked' }
      for (let seat = 1; seat <= capacity; seat++) {
        if (seats.has(`${slotKey}|${seat}`)) continue
        seats.add(`${slotKey}|${seat}`)
        const stored: StoredBooking = { ...booking, id: String(next++), status: 'booked', createdAt: new Date() }
        bookings.push(stored)
        return { ok: true, booking: stored }
      }
      return { ok: false, reason: 'slot_taken' }
    },
    async bookingByIdempotencyKey(key) {
      return bookings.find((b) => b.idempotencyKey === key) ?? null
    },
    async bookingByConfirmationId(id) {
      return bookings.find((b) => b.confirmationId === id) ?? null
    },
    async upcomingBooking(agreementId) {
      return bookings.find((b) => b.agreementId === agreementId && b.status === 'booked') ?? null
    },
    async cancelBooking(id) {
      const b = bookings.find((x) => x.id === id)
      if (!b || b.status !== 'booked') return false
      b.status = 'cancelled'
      return true
    },
    async insertReview(review) {
      if (reviews.has(review.confirmationId)) return false
      reviews.add(review.confirmationId)
      return true
    },
  }
  return { store, sms, bookings, challenges }
}
