import type { Payload, Where } from 'payload'
import type { ScheduleInput, Weekday } from '@/modules/dealers/types'
import type {
  AgreementRecord,
  ChallengeRecord,
  NewBooking,
  StoredBooking,
  TireHotelStore,
  WorkshopRecord,
} from '@/modules/tirehotel/service'
import { bookingWindow } from '@/modules/tirehotel/calendar'
import { treadStatus, type Season } from '@/modules/tirehotel/tread'
import type { Tire, Vehicle } from '@/modules/tirehotel/types'

/**
 * The embedded tyre-hotel store: the tyre-hotel collections in the application database (SQLite
 * or PostgreSQL). Capacity and single use are the database's work: a booking takes a seat of its
 * slot through a unique index, and a code attempt is a conditional UPDATE.
 */

type Doc = Record<string, unknown> & { id: number | string }
type Rel = Doc | number | string | null | undefined

const idOf = (value: Rel): string | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? String(value.id) : String(value)
const rowId = (id: string): number | string => (/^\d+$/.test(id) ? Number(id) : id)
const str = (v: unknown) => (typeof v === 'string' ? v : '')
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0)
const dateOrNull = (v: unknown) => (typeof v === 'string' && v ? new Date(v) : null)

/** True when a write failed on a unique index (SQLite or PostgreSQL, as Payload reports it). */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const e = current as { message?: unknown; code?: unknown; name?: unknown; cause?: unknown; data?: unknown }
    const text = `${String(e.name ?? '')} ${String(e.message ?? '')} ${String(e.code ?? '')}`
    if (/unique|23505|SQLITE_CONSTRAINT|ValidationError|already exists|must be unique/i.test(text)) return true
    current = e.cause
  }
  return false
}

function agreementOf(doc: Doc): AgreementRecord {
  const customer = doc.customer as Doc | undefined
  const workshop = doc.workshop as Doc | undefined
  return {
    id: String(doc.id),
    regNo: str(doc.regNo),
    phone: str(customer?.phone),
    workshopErpId: str(workshop?.erpId),
  }
}

function challengeOf(doc: Doc): ChallengeRecord {
  return {
    id: String(doc.id),
    agreementId: idOf(doc.agreement as Rel) ?? '',
    codeHash: str(doc.codeHash),
    nonce: str(doc.nonce),
    expiresAt: new Date(str(doc.expiresAt)),
    attempts: num(doc.attempts),
    usedAt: dateOrNull(doc.usedAt),
    voided: doc.voided === true,
  }
}

export function workshopOf(doc: Doc): WorkshopRecord {
  return {
    erpId: str(doc.erpId),
    locationName: str(doc.locationName),
    departmentName: str(doc.departmentName),
    address: str(doc.address),
    phone: str(doc.phone),
    email: str(doc.email),
    slotMinutes: num(doc.slotMinutes) || 60,
    capacityPerSlot: num(doc.capacityPerSlot),
    dropOffCapacity: num(doc.dropOffCapacity),
    dropOffOnlyDays: (Array.isArray(doc.dropOffOnlyDays) ? doc.dropOffOnlyDays : []) as Weekday[],
    schedule: (doc.schedule ?? null) as ScheduleInput,
  }
}

function bookingOf(doc: Doc): StoredBooking {
  const customer = (doc.customer ?? {}) as Record<string, unknown>
  return {
    id: String(doc.id),
    confirmationId: str(doc.confirmationId),
    agreementId: idOf(doc.agreement as Rel),
    regNo: str(doc.regNo),
    erpId: str(doc.erpId),
    bookingDate: str(doc.bookingDate),
    bookingStart: doc.bookingStart ? new Date(str(doc.bookingStart)).toISOString() : null,
    status: doc.status === 'cancelled' ? 'cancelled' : 'booked',
    freeText: str(doc.freeText),
    customer: {
      firstName: str(customer.firstName),
      lastName: str(customer.lastName),
      email: str(customer.email),
      phoneMobile: str(customer.phoneMobile),
    },
    idempotencyKey: typeof doc.idempotencyKey === 'string' ? doc.idempotencyKey : null,
    createdAt: new Date(str(doc.createdAt) || Date.now()),
  }
}

export function vehicleOf(agreement: Doc, tyreSets: Doc[]): Vehicle {
  const vehicle = (agreement.vehicle ?? {}) as Doc
  const workshop = workshopOf((agreement.workshop ?? {}) as Doc)
  const pkg = (agreement.package ?? {}) as Doc
  const stored = tyreSets.filter((set) => set.checkedIn !== false)
  const tires: Tire[] = stored.flatMap((set) =>
    (Array.isArray(set.wheels) ? (set.wheels as Doc[]) : []).map((wheel) => {
      const depth = num(wheel.threadDepth)
      const status = treadStatus(depth, (set.season === 'summer' ? 'summer' : 'winter') as Season)
      return {
        equipmentPosition: str(wheel.equipmentPosition),
        wheel: {
          name: str(wheel.name),
          rimDiameter: num(wheel.rimDiameter),
          sectionWidth: num(wheel.sectionWidth),
          threadPattern: str(wheel.threadPattern),
          threadDepth: depth,
          aspectRatio: num(wheel.aspectRatio),
          threadStatusId: status.id,
          threadStatusMessage: status.message,
        },
      }
    }),
  )
  return {
    regNo: str(agreement.regNo),
    name: str(vehicle.name),
    brand: str(vehicle.brand),
    brandCode: str(vehicle.brandCode),
    productId: str(vehicle.productId),
    packageLevel: str(pkg.packageLevel),
    tires,
    location: {
      erpId: workshop.erpId,
      locationName: workshop.locationName,
      departmentName: workshop.departmentName,
      phone: workshop.phone,
      email: workshop.email,
      model: str(vehicle.model),
    },
  }
}

export type StoreOptions = {
  /** Called once an SMS is stored (delivery to the gateway, not awaited by the caller's answer). */
  afterSms?: (payload: Payload, id: number | string, message: { to: string; body: string }) => void
}

export function payloadTireHotelStore(getPayload: () => Promise<Payload>, options: StoreOptions = {}): TireHotelStore {
  const findOne = async (collection: string, where: Where, depth = 0): Promise<Doc | null> => {
    const result = await (
      await getPayload()
    ).find({
      collection: collection as 'tirehotel-agreements',
      where,
      limit: 1,
      depth,
      pagination: false,
      overrideAccess: true,
      showHiddenFields: true,
    })
    return (result.docs[0] as unknown as Doc | undefined) ?? null
  }

  return {
    /**
     * The same three queries whether or not the plate has an agreement (the customer and workshop
     * rows of id 0 when it has none), so the lookup's time does not tell.
     */
    async agreementByRegNo(regNo) {
      const doc = await findOne('tirehotel-agreements', {
        and: [{ regNo: { equals: regNo } }, { active: { not_equals: false } }],
      })
      const [customer, workshop] = await Promise.all([
        findOne('tirehotel-customers', { id: { equals: doc ? rowId(idOf(doc.customer as Rel) ?? '0') : 0 } }),
        findOne('tirehotel-workshops', { id: { equals: doc ? rowId(idOf(doc.workshop as Rel) ?? '0') : 0 } }),
      ])
      return doc ? agreementOf({ ...doc, customer: customer ?? undefined, workshop: workshop ?? undefined }) : null
    },
    async agreement(id) {
      const doc = await findOne('tirehotel-agreements', { id: { equals: rowId(id) } }, 1)
      return doc ? agreementOf(doc) : null
    },
    async createChallenge(agreementId, codeHash, expiresAt, nonce) {
      const payload = await getPayload()
      // A new code voids the old ones of the agreement.
      await payload.db.updateMany({
        collection: 'tirehotel-challenges',
        where: {
          and: [
            { agreement: { equals: rowId(agreementId) } },
            { voided: { equals: false } },
            { usedAt: { exists: false } },
          ],
        },
        data: { voided: true },
      })
      const doc = await payload.create({
        collection: 'tirehotel-challenges',
        data: {
          agreement: rowId(agreementId) as number,
          codeHash,
          nonce,
          expiresAt: expiresAt.toISOString(),
          attempts: 0,
          voided: false,
        },
        depth: 0,
        overrideAccess: true,
        showHiddenFields: true,
      })
      return challengeOf(doc as unknown as Doc)
    },
    async challenge(id) {
      const doc = await findOne('tirehotel-challenges', { id: { equals: rowId(id) } })
      return doc ? challengeOf(doc) : null
    },
    async countAttempt(id, seen) {
      const doc = await (
        await getPayload()
      ).db.updateOne({
        collection: 'tirehotel-challenges',
        where: {
          and: [
            { id: { equals: rowId(id) } },
            { attempts: { equals: seen } },
            { usedAt: { exists: false } },
            { voided: { equals: false } },
          ],
        },
        data: { attempts: seen + 1 },
        options: { atomic: true },
      })
      return Boolean(doc)
    },
    async consumeChallenge(id, now) {
      const doc = await (
        await getPayload()
      ).db.updateOne({
        collection: 'tirehotel-challenges',
        where: { and: [{ id: { equals: rowId(id) } }, { usedAt: { exists: false } }, { voided: { equals: false } }] },
        data: { usedAt: now.toISOString() },
        options: { atomic: true },
      })
      return Boolean(doc)
    },
    async writeSms(message) {
      const payload = await getPayload()
      const doc = await payload.create({
        collection: 'sms-outbox',
        data: {
          to: message.to,
          body: message.body,
          kind: message.kind,
          status: 'pending',
          attempts: 0,
          expiresAt: message.expiresAt?.toISOString() ?? null,
          redacted: false,
        },
        depth: 0,
        overrideAccess: true,
      })
      options.afterSms?.(payload, doc.id, { to: message.to, body: message.body })
    },
    async vehicles(agreementIds) {
      const payload = await getPayload()
      const ids = agreementIds.map(rowId)
      const agreements = await payload.find({
        collection: 'tirehotel-agreements',
        where: { id: { in: ids } },
        depth: 1,
        limit: ids.length,
        pagination: false,
        overrideAccess: true,
      })
      const sets = await payload.find({
        collection: 'tirehotel-tyre-sets',
        where: { agreement: { in: ids } },
        depth: 0,
        limit: 50,
        pagination: false,
        overrideAccess: true,
        select: { agreement: true, season: true, checkedIn: true, wheels: true },
      })
      return (agreements.docs as unknown as Doc[]).map((agreement) =>
        vehicleOf(
          agreement,
          (sets.docs as unknown as Doc[]).filter((set) => idOf(set.agreement as Rel) === String(agreement.id)),
        ),
      )
    },
    async workshop(erpId) {
      const doc = await findOne('tirehotel-workshops', { erpId: { equals: erpId } })
      return doc ? workshopOf(doc) : null
    },
    async bookedCounts(erpId, from, to) {
      const result = await (
        await getPayload()
      ).find({
        collection: 'tirehotel-bookings',
        where: {
          and: [
            { erpId: { equals: erpId } },
            { status: { equals: 'booked' } },
            { bookingDate: { greater_than_equal: from } },
            { bookingDate: { less_than_equal: to } },
          ],
        },
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
        select: { slotKey: true },
      })
      const counts = new Map<string, number>()
      for (const doc of result.docs as unknown as Doc[]) {
        const key = str(doc.slotKey).replace(/\|\d+$/, '')
        if (key) counts.set(key, (counts.get(key) ?? 0) + 1)
      }
      return counts
    },
    async insertBooking(booking: NewBooking, slotKey, capacity) {
      const payload = await getPayload()
      if (booking.agreementId) {
        const active = await findOne('tirehotel-bookings', { activeKey: { equals: booking.agreementId } })
        if (active && str(active.bookingDate) >= bookingWindow(new Date()).today)
          return { ok: false, reason: 'already_booked' }
        // A past booking no longer holds the agreement's one upcoming booking.
        if (active)
          await payload.db.updateOne({
            collection: 'tirehotel-bookings',
            where: { id: { equals: active.id } },
            data: { activeKey: null },
            options: { atomic: true },
          })
      }
      // Start at the first seat not yet taken, so 50 at once do not all queue for seat 1; a seat
      // a cancellation freed is tried last.
      const taken = await payload.count({
        collection: 'tirehotel-bookings',
        where: { slotKey: { like: `${slotKey}|` } },
        overrideAccess: true,
      })
      const order = Array.from({ length: capacity }, (_, i) => ((taken.totalDocs + i) % capacity) + 1)
      for (const seat of order) {
        try {
          const doc = await payload.create({
            collection: 'tirehotel-bookings',
            data: {
              confirmationId: booking.confirmationId,
              regNo: booking.regNo,
              agreement: booking.agreementId ? (rowId(booking.agreementId) as number) : null,
              erpId: booking.erpId,
              bookingDate: booking.bookingDate,
              bookingStart: booking.bookingStart,
              status: 'booked',
              slotKey: `${slotKey}|${seat}`,
              activeKey: booking.agreementId,
              idempotencyKey: booking.idempotencyKey,
              freeText: booking.freeText,
              customer: booking.customer,
            },
            depth: 0,
            overrideAccess: true,
          })
          return { ok: true, booking: bookingOf(doc as unknown as Doc) }
        } catch (error) {
          if (!isUniqueViolation(error)) throw error
          // Which index refused it? The agreement's or the idempotency key's: not a seat question.
          if (
            booking.agreementId &&
            (await findOne('tirehotel-bookings', { activeKey: { equals: booking.agreementId } }))
          )
            return { ok: false, reason: 'already_booked' }
          if (
            booking.idempotencyKey &&
            (await findOne('tirehotel-bookings', { idempotencyKey: { equals: booking.idempotencyKey } }))
          )
            return { ok: false, reason: 'slot_taken' }
        }
      }
      return { ok: false, reason: 'slot_taken' }
    },
    async bookingByIdempotencyKey(key) {
      const doc = await findOne('tirehotel-bookings', { idempotencyKey: { equals: key } })
      return doc ? bookingOf(doc) : null
    },
    async bookingByConfirmationId(id) {
      const doc = await findOne('tirehotel-bookings', { confirmationId: { equals: id } })
      return doc ? bookingOf(doc) : null
    },
    async upcomingBooking(agreementId, today) {
      const doc = await findOne('tirehotel-bookings', {
        and: [{ activeKey: { equals: agreementId } }, { bookingDate: { greater_than_equal: today } }],
      })
      return doc ? bookingOf(doc) : null
    },
    async cancelBooking(id) {
      const doc = await (
        await getPayload()
      ).db.updateOne({
        collection: 'tirehotel-bookings',
        where: { and: [{ id: { equals: rowId(id) } }, { status: { equals: 'booked' } }] },
        data: { status: 'cancelled', slotKey: null, activeKey: null },
        options: { atomic: true },
      })
      return Boolean(doc)
    },
    async insertReview(review) {
      try {
        await (
          await getPayload()
        ).create({
          collection: 'tirehotel-reviews',
          data: { booking: review.confirmationId, rating: review.rating, comment: review.comment, date: review.date },
          depth: 0,
          overrideAccess: true,
        })
        return true
      } catch (error) {
        if (isUniqueViolation(error)) return false
        throw error
      }
    },
  }
}
