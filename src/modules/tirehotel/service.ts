import { randomBytes } from 'node:crypto'
import { addDays } from '../dealers/calendar'
import { bookingWindow, clampedDates, daysBetween, inWindow, MAX_RANGE_DAYS, swedishDate, wallClock } from './calendar'
import {
  codeMatches,
  decryptLookup,
  encryptLookup,
  hashCode,
  newCode,
  signChallengeToken,
  TokenError,
  verifyChallengeToken,
  type Keys,
  type Session,
} from './secrets'
import { capacityOf, dayAvailable, dayPlan, freeStarts, slotKeyOf, type WorkshopPlan } from './slots'
import { obfuscatePhone } from './tread'
import type { BookingRequest } from './schemas'
import {
  CHANGE_DEADLINE_MS,
  CODE_TTL_MS,
  MAX_CODE_ATTEMPTS,
  MESSAGES,
  TireHotelError,
  type BookingConfirmation,
  type CustomerSearchResult,
  type Vehicle,
} from './types'

/**
 * The tyre hotel's flow over a store (the embedded one keeps everything in the app database:
 * providers/tirehotel). Framework-free: routes parse input, call these, and answer.
 */

export type AgreementRecord = { id: string; regNo: string; phone: string; workshopErpId: string }
export type ChallengeRecord = {
  id: string
  agreementId: string
  codeHash: string
  /** Bound into the code's HMAC, so equal codes of two challenges hash differently. */
  nonce: string
  expiresAt: Date
  attempts: number
  usedAt: Date | null
  voided: boolean
}
export type WorkshopRecord = WorkshopPlan & {
  locationName: string
  departmentName: string
  address: string
  phone: string
  email: string
}
export type StoredBooking = {
  id: string
  confirmationId: string
  agreementId: string | null
  regNo: string
  erpId: string
  bookingDate: string
  bookingStart: string | null
  status: 'booked' | 'cancelled'
  freeText: string
  customer: BookingRequest['customer']
  idempotencyKey: string | null
  createdAt: Date
}
export type NewBooking = Omit<StoredBooking, 'id' | 'createdAt' | 'status'>
export type InsertOutcome =
  { ok: true; booking: StoredBooking } | { ok: false; reason: 'slot_taken' | 'already_booked' }
export type SmsMessage = { to: string; body: string; expiresAt: Date | null; kind: 'code' | 'reminder' | 'booking' }

export interface TireHotelStore {
  agreementByRegNo(regNo: string): Promise<AgreementRecord | null>
  agreement(id: string): Promise<AgreementRecord | null>
  /** A new challenge for the agreement; every earlier open challenge of it is voided. */
  createChallenge(agreementId: string, codeHash: string, expiresAt: Date, nonce: string): Promise<ChallengeRecord>
  challenge(id: string): Promise<ChallengeRecord | null>
  /** Compare-and-set: attempts `seen` -> `seen + 1` on an open challenge; false when another request won. */
  countAttempt(id: string, seen: number): Promise<boolean>
  /** Compare-and-set: usedAt null -> now; false when it was used already. */
  consumeChallenge(id: string, now: Date): Promise<boolean>
  writeSms(message: SmsMessage): Promise<void>
  vehicles(agreementIds: readonly string[]): Promise<Vehicle[]>
  workshop(erpId: string): Promise<WorkshopRecord | null>
  /** Bookings per slot key of the workshop between two dates (inclusive), cancelled ones not counted. */
  bookedCounts(erpId: string, from: string, to: string): Promise<Map<string, number>>
  /** Takes seat 1..capacity of the slot key with a unique index; one active booking per agreement. */
  insertBooking(booking: NewBooking, slotKey: string, capacity: number): Promise<InsertOutcome>
  bookingByIdempotencyKey(key: string): Promise<StoredBooking | null>
  bookingByConfirmationId(id: string): Promise<StoredBooking | null>
  upcomingBooking(agreementId: string, today: string): Promise<StoredBooking | null>
  cancelBooking(id: string): Promise<boolean>
  /** false when the booking has a review already. */
  insertReview(review: { confirmationId: string; rating: number; comment: string; date: string }): Promise<boolean>
}

export type Limiter = {
  /** Counts one event under `key`; resolves the seconds to wait when over the limit, else null. */
  hit(key: string): Promise<number | null>
}
export type Limits = {
  lookupPerIp: Limiter[]
  codePerAgreement: Limiter[]
  codePerIp: Limiter[]
  validatePerIp: Limiter[]
}

export type Deps = {
  store: TireHotelStore
  keys: Keys
  limits: Limits
  /** The domain WebOTP binds the code to ('@host #1234'). */
  now?: () => Date
}

async function limited(limiters: Limiter[], key: string): Promise<void> {
  for (const limiter of limiters) {
    const wait = await limiter.hit(key)
    if (wait !== null) throw new TireHotelError(429, 'too_many_requests', MESSAGES.codeWait, { retryAfter: wait })
  }
}

const DUMMY_AGREEMENT = 'none'

export function tireHotelService(deps: Deps) {
  const { store, keys, limits } = deps
  const now = deps.now ?? (() => new Date())

  return {
    /**
     * GET …/search. Found and not found do the same work (a lookup and an encryption), so the
     * answer's time does not tell whether a plate has an agreement.
     */
    async search(regNo: string, ip: string): Promise<CustomerSearchResult> {
      await limited(limits.lookupPerIp, ip)
      const agreement = await store.agreementByRegNo(regNo)
      const encrypted = await encryptLookup(keys, agreement?.id ?? DUMMY_AGREEMENT, now())
      const obfuscated = obfuscatePhone(agreement?.phone ?? '0700000000')
      if (!agreement) throw new TireHotelError(404, 'not_found', MESSAGES.notFound)
      return { encryptedPhoneNumber: encrypted, obfuscatedPhoneNumber: obfuscated, regNo: agreement.regNo }
    },

    /** POST …/login: a new code to the phone on file, written to the SMS outbox before we answer. */
    async login(encryptedPhoneNumber: string, ip: string, host: string) {
      let agreementId: string
      try {
        agreementId = await decryptLookup(keys, encryptedPhoneNumber, now())
      } catch (error) {
        if (error instanceof TokenError && error.reason === 'expired')
          throw new TireHotelError(410, 'expired', MESSAGES.lookupExpired)
        throw new TireHotelError(400, 'invalid_token', MESSAGES.tampered)
      }
      const agreement = agreementId === DUMMY_AGREEMENT ? null : await store.agreement(agreementId)
      if (!agreement) throw new TireHotelError(400, 'invalid_token', MESSAGES.tampered)
      await limited(limits.codePerIp, ip)
      await limited(limits.codePerAgreement, agreement.id)
      const code = newCode()
      const nonce = randomBytes(16).toString('hex')
      const expiresAt = new Date(now().getTime() + CODE_TTL_MS)
      const challenge = await store.createChallenge(agreement.id, hashCode(keys, nonce, code), expiresAt, nonce)
      await store.writeSms({ to: agreement.phone, body: codeSms(code, host), expiresAt, kind: 'code' })
      return {
        authorizationToken: await signChallengeToken(keys, challenge.id, now()),
        message: MESSAGES.codeSent.replace('{phone}', obfuscatePhone(agreement.phone)),
      }
    },

    /**
     * POST …/validate. The attempt is counted (compare-and-set) before the code is compared, so
     * 20 parallel guesses get 5 comparisons at most; after 5 wrong ones even the right code is refused.
     */
    async validate(authToken: string, otp: string, ip: string) {
      let challengeId: string
      try {
        challengeId = await verifyChallengeToken(keys, authToken, now())
      } catch (error) {
        if (error instanceof TokenError && error.reason === 'expired')
          throw new TireHotelError(410, 'expired', MESSAGES.codeExpired)
        throw new TireHotelError(400, 'invalid_token', MESSAGES.tampered)
      }
      await limited(limits.validatePerIp, ip)
      for (;;) {
        const challenge = await store.challenge(challengeId)
        if (!challenge) throw new TireHotelError(400, 'invalid_token', MESSAGES.tampered)
        if (challenge.usedAt || challenge.voided || challenge.expiresAt.getTime() <= now().getTime())
          throw new TireHotelError(410, 'expired', MESSAGES.codeExpired)
        if (challenge.attempts >= MAX_CODE_ATTEMPTS)
          throw new TireHotelError(429, 'too_many_attempts', MESSAGES.tooManyAttempts)
        if (!(await store.countAttempt(challenge.id, challenge.attempts))) continue
        const attempts = challenge.attempts + 1
        if (!codeMatches(keys, challenge.nonce, otp, challenge.codeHash)) {
          const attemptsLeft = MAX_CODE_ATTEMPTS - attempts
          throw new TireHotelError(401, 'wrong_code', MESSAGES.wrongCode.replace('{n}', String(attemptsLeft)), {
            status: 1,
            attemptsLeft,
          })
        }
        if (!(await store.consumeChallenge(challenge.id, now())))
          throw new TireHotelError(410, 'expired', MESSAGES.codeExpired)
        const agreement = await store.agreement(challenge.agreementId)
        if (!agreement) throw new TireHotelError(410, 'expired', MESSAGES.codeExpired)
        const vehicles = await store.vehicles([agreement.id])
        return {
          validated: { status: 0, vehicles },
          claims: {
            agreements: [agreement.id],
            plates: vehicles.map((v) => v.regNo),
            workshops: [...new Set([agreement.workshopErpId, ...vehicles.map((v) => v.location.erpId)])],
          },
        }
      }
    },

    async timeslotDays(session: Session, erpId: string, startDate: string, endDate: string) {
      const workshop = await ownWorkshop(session, erpId)
      if (endDate < startDate) throw new TireHotelError(400, 'invalid_range', 'endDate must not be before startDate')
      if (daysBetween(startDate, endDate) > MAX_RANGE_DAYS)
        throw new TireHotelError(400, 'range_too_long', `at most ${MAX_RANGE_DAYS} days`)
      const window = bookingWindow(now())
      const dates = clampedDates(startDate, endDate, window)
      if (!dates.length) return { availableDates: [] }
      const booked = await store.bookedCounts(workshop.erpId, dates[0]!, dates.at(-1)!)
      const availableDates = dates
        .map((date) => dayPlan(workshop, date))
        .filter((day) => day !== null && dayAvailable(workshop, day, booked))
        .map((day) => ({ date: day!.date }))
      return { availableDates }
    },

    async timeslots(session: Session, erpId: string, date: string) {
      const workshop = await ownWorkshop(session, erpId)
      if (!inWindow(date, bookingWindow(now()))) return { availableTimeSlotDates: [] }
      const day = dayPlan(workshop, date)
      if (!day || day.dropOffOnly) return { availableTimeSlotDates: [] }
      const booked = await store.bookedCounts(workshop.erpId, date, date)
      const startTime = freeStarts(workshop, day, booked)
      return { availableTimeSlotDates: startTime.length ? [{ startTime }] : [] }
    },

    async create(
      session: Session,
      erpId: string,
      request: BookingRequest,
      idempotencyKey: string | null,
    ): Promise<CreateResult> {
      if (!session.plates.includes(request.regNo)) throw new TireHotelError(403, 'forbidden', MESSAGES.forbidden)
      const workshop = await ownWorkshop(session, erpId)
      if (idempotencyKey) {
        const earlier = await store.bookingByIdempotencyKey(idempotencyKey)
        if (earlier && earlier.regNo === request.regNo) return repeated(earlier, workshop)
      }
      const window = bookingWindow(now())
      if (!inWindow(request.bookingDate, window))
        throw new TireHotelError(422, 'outside_window', MESSAGES.outsideWindow, { fields: { bookingDate: 'outside' } })
      const day = dayPlan(workshop, request.bookingDate)
      if (!day)
        throw new TireHotelError(422, 'outside_window', MESSAGES.outsideWindow, { fields: { bookingDate: 'closed' } })
      let start: string | null = null
      if (day.dropOffOnly) {
        if (request.bookingStart)
          throw new TireHotelError(400, 'invalid_request', 'this day has no times', {
            fields: { bookingStart: 'not offered' },
          })
      } else {
        if (!request.bookingStart)
          throw new TireHotelError(400, 'invalid_request', 'a time is required', {
            fields: { bookingStart: 'required' },
          })
        start = new Date(request.bookingStart).toISOString()
        if (!day.starts.includes(start)) throw new TireHotelError(409, 'slot_taken', MESSAGES.slotTaken)
      }
      const agreement = await agreementOfPlate(session, request.regNo)
      const outcome = await store.insertBooking(
        {
          confirmationId: `TH-${randomBytes(5).toString('hex').toUpperCase()}`,
          agreementId: agreement,
          regNo: request.regNo,
          erpId: workshop.erpId,
          bookingDate: request.bookingDate,
          bookingStart: start,
          freeText: request.freeText,
          customer: request.customer,
          idempotencyKey,
        },
        slotKeyOf(workshop.erpId, request.bookingDate, start),
        capacityOf(workshop, start),
      )
      if (!outcome.ok) {
        if (outcome.reason === 'already_booked') throw new TireHotelError(409, 'already_booked', MESSAGES.alreadyBooked)
        if (idempotencyKey) {
          const earlier = await store.bookingByIdempotencyKey(idempotencyKey)
          if (earlier) return repeated(earlier, workshop)
        }
        throw new TireHotelError(409, 'slot_taken', MESSAGES.slotTaken)
      }
      return {
        confirmation: confirmationOf(outcome.booking, workshop).confirmation,
        booking: outcome.booking,
        workshop,
      }
    },

    async upcoming(session: Session) {
      const today = bookingWindow(now()).today
      for (const agreementId of session.agreements) {
        const booking = await store.upcomingBooking(agreementId, today)
        if (booking) {
          const workshop = await store.workshop(booking.erpId)
          if (workshop) return { booking, ...confirmationOf(booking, workshop) }
        }
      }
      return null
    },

    async cancel(session: Session, confirmationId: string) {
      const booking = await store.bookingByConfirmationId(confirmationId)
      if (!booking || booking.status !== 'booked') throw new TireHotelError(404, 'not_found', 'no such booking')
      if (!booking.agreementId || !session.agreements.includes(booking.agreementId))
        throw new TireHotelError(403, 'forbidden', MESSAGES.forbidden)
      if (startOf(booking).getTime() - now().getTime() < CHANGE_DEADLINE_MS)
        throw new TireHotelError(422, 'too_late', MESSAGES.tooLate)
      await store.cancelBooking(booking.id)
      return booking
    },

    async review(session: Session, input: { rating: number; comment: string; date: string; confirmationId: string }) {
      const booking = await store.bookingByConfirmationId(input.confirmationId)
      if (!booking) throw new TireHotelError(404, 'not_found', 'no such booking')
      if (!booking.agreementId || !session.agreements.includes(booking.agreementId))
        throw new TireHotelError(403, 'forbidden', MESSAGES.forbidden)
      if (!(await store.insertReview(input)))
        throw new TireHotelError(409, 'already_reviewed', 'this booking has a review')
    },
  }

  /** The same request again (Idempotency-Key): the first answer, nothing sent twice. */
  function repeated(booking: StoredBooking, workshop: WorkshopRecord): CreateResult {
    return { confirmation: confirmationOf(booking, workshop).confirmation, booking: null, workshop: null }
  }

  async function ownWorkshop(session: Session, erpId: string): Promise<WorkshopRecord> {
    if (!session.workshops.includes(erpId)) throw new TireHotelError(403, 'forbidden', MESSAGES.forbidden)
    const workshop = await store.workshop(erpId)
    if (!workshop) throw new TireHotelError(404, 'not_found', 'no such workshop')
    return workshop
  }

  async function agreementOfPlate(session: Session, regNo: string): Promise<string | null> {
    for (const id of session.agreements) {
      const agreement = await store.agreement(id)
      if (agreement?.regNo === regNo) return id
    }
    return session.agreements[0] ?? null
  }
}

export type TireHotelService = ReturnType<typeof tireHotelService>
/** booking and workshop are set when this call made the booking (its notices are due). */
export type CreateResult = {
  confirmation: BookingConfirmation
  booking: StoredBooking | null
  workshop: WorkshopRecord | null
}

/** The code SMS in the WebOTP format: the last line binds the code to our domain. */
export function codeSms(code: string, host: string): string {
  const domain = host.replace(/:\d+$/, '')
  return `Din kod till däckhotellet är ${code}. Den gäller i 10 minuter.\n\n@${domain} #${code}`
}

export function startOf(booking: Pick<StoredBooking, 'bookingDate' | 'bookingStart'>): Date {
  return booking.bookingStart ? new Date(booking.bookingStart) : new Date(`${booking.bookingDate}T06:00:00Z`)
}

export function confirmationOf(
  booking: StoredBooking,
  workshop: WorkshopRecord,
): { confirmation: BookingConfirmation } {
  const start = booking.bookingStart
  return {
    confirmation: {
      bookingConfirmationId: booking.confirmationId,
      services: [{ name: 'Hjulskifte' }],
      appointmentTime: start ?? `${booking.bookingDate}T00:00:00`,
      isFullDay: start === null,
      workshop: {
        name: workshop.locationName,
        address: workshop.address,
        email: workshop.email,
        phoneNumber: workshop.phone,
      },
      freeText: booking.freeText,
      customerBase: booking.customer,
      bookingDate: booking.bookingDate,
      changeableUntil: new Date(startOf(booking).getTime() - CHANGE_DEADLINE_MS).toISOString(),
    },
  }
}

/** 'torsdag 3 december 2026 kl. 08:00', the time left out for a full day. */
export function summaryLine(
  confirmation: Pick<BookingConfirmation, 'appointmentTime' | 'isFullDay'> & { bookingDate?: string },
): string {
  const date = confirmation.bookingDate ?? confirmation.appointmentTime.slice(0, 10)
  const day = swedishDate(date)
  return confirmation.isFullDay ? day : `${day} kl. ${wallClock(confirmation.appointmentTime)}`
}

export { addDays }
