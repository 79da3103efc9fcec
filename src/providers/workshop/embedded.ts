import type { Payload } from 'payload'
import { TZDate } from '@date-fns/tz'
import { addDays, localDate } from '@/modules/dealers/calendar'
import { distanceKm, type LatLng } from '@/modules/geo/haversine'
import {
  ADDON_GROUPS,
  catalogueItem,
  durationOf,
  itemPrice,
  offeringsFor,
  priceLevel,
  SERVICE_GROUPS,
  workshopDoes,
} from '@/modules/workshop/catalogue'
import { WorkshopError } from '@/modules/workshop/errors'
import type { ValidBooking } from '@/modules/workshop/schemas'
import {
  FIRST_SLOT_HORIZON_DAYS,
  firstFreeSlot,
  isSlotFree,
  parseTimeSlot,
  TIMESLOT_DAYS,
  WORKSHOP_TIME_ZONE,
  type SlotQuery,
} from '@/modules/workshop/slots'
import { bookingTotal } from '@/modules/workshop/totals'
import { lookupVehicle } from '@/modules/vehicles/register'
import type { Car } from '@/modules/workshop/types'
import type { BookingWorkshop, WorkshopDirectory } from './directory'
import { enqueueMessage } from './outbox'
import {
  claimCounts,
  claimSeat,
  insertBooking,
  releaseSeats,
  setBookingStatus,
  settled,
  type BookedService,
  type StoredBooking,
} from './store'
import type { BookResult, WorkshopProvider } from './types'

/** How many workshops near the visitor the median price is taken over. */
const MEDIAN_OVER = 10
export const SITES_PER_PAGE = 5

export type EmbeddedOptions = {
  payload: () => Promise<Payload>
  directory: WorkshopDirectory
  now?: () => Date
  /** after a booking is confirmed (the route starts the e-mail at once) */
  onMessage?: (id: string) => void
}

export function carOrThrow(plate: string): Car {
  const found = lookupVehicle(plate)
  if (found.kind === 'not_found') throw new WorkshopError('VehicleNotFound')
  if (found.kind === 'brand_not_supported')
    throw new WorkshopError('BrandNotSupported', `Vi kan inte erbjuda service för bilar av märket ${found.brand}.`)
  return found.car
}

/** The instant a local 'YYYY-MM-DDTHH:mm:00' at the workshop is. */
export function slotInstant(timeSlot: string): Date {
  const parsed = parseTimeSlot(timeSlot)!
  const [y, m, d] = parsed.date.split('-').map(Number) as [number, number, number]
  const [h, mi] = parsed.time.split(':').map(Number) as [number, number]
  return new Date(new TZDate(y, m - 1, d, h, mi, WORKSHOP_TIME_ZONE).getTime())
}

/** The reminder goes out at 10:00 the day before the slot. */
export function reminderAt(timeSlot: string): Date {
  const date = addDays(timeSlot.slice(0, 10), -1)
  return slotInstant(`${date}T10:00:00`)
}

export function embeddedWorkshop(options: EmbeddedOptions): WorkshopProvider {
  const now = options.now ?? (() => new Date())
  const { directory } = options

  const nearest = async (at: LatLng) =>
    [...(await directory.all())]
      .map((w) => ({ w, km: distanceKm(at, { lat: w.latitude, lng: w.longitude }) }))
      .sort((a, b) => a.km - b.km || a.w.departmentId.localeCompare(b.w.departmentId))

  const slotQuery = async (
    w: BookingWorkshop,
    codes: readonly string[],
    from: string,
    days: number,
  ): Promise<SlotQuery> => ({
    schedule: w.schedule,
    settings: w.settings,
    claims: await claimCounts(await options.payload(), w.departmentId, from, addDays(from, days)),
    durationMinutes: durationOf(codes),
    now: now(),
  })

  const workshopOrThrow = async (departmentId: string) => {
    const w = await directory.get(departmentId)
    if (!w) throw new WorkshopError('DepartmentNotFound')
    return w
  }

  const bookable = (car: Car) => {
    if (!car.isSupported)
      throw new WorkshopError('BrandNotSupported', `Vi kan inte erbjuda service för bilar av märket ${car.brand}.`)
  }

  return {
    kind: 'embedded',
    async car(plate) {
      return carOrThrow(plate)
    },
    async offerings(plate, at, kind) {
      const car = carOrThrow(plate)
      bookable(car)
      const near = (await nearest(at)).slice(0, 40)
      const groups = kind === 'services' ? SERVICE_GROUPS : ADDON_GROUPS
      return offeringsFor(groups, car, (code) =>
        near
          .filter(({ w }) => workshopDoes(w.departmentId, code))
          .slice(0, MEDIAN_OVER)
          .map(({ w }) => priceLevel(w.departmentId)),
      )
    },
    async *sites({ plate, codes, origin, cursor }) {
      const car = carOrThrow(plate)
      bookable(car)
      const ordered = await nearest(origin)
      let start = 0
      if (cursor) {
        const at = ordered.findIndex(({ w }) => w.departmentId === cursor)
        if (at < 0) throw new WorkshopError('InvalidRequest', 'cursor: okänd verkstad', 'cursor')
        start = at + 1
      }
      const today = localDate(WORKSHOP_TIME_ZONE, now())
      let sent = 0
      for (let i = start; i < ordered.length && sent < SITES_PER_PAGE; i++) {
        const { w } = ordered[i]!
        if (!codes.every((code) => workshopDoes(w.departmentId, code))) continue
        const first = firstFreeSlot(await slotQuery(w, codes, today, FIRST_SLOT_HORIZON_DAYS), FIRST_SLOT_HORIZON_DAYS)
        if (!first) continue
        sent++
        yield {
          siteId: w.siteId,
          departmentId: w.departmentId,
          siteName: w.siteName,
          address: w.address,
          latitude: w.latitude,
          longitude: w.longitude,
          brands: w.brands,
          firstTimeSlot: first,
        }
      }
    },
    async timeslots(plate, departmentId, from, codes) {
      carOrThrow(plate)
      const w = await workshopOrThrow(departmentId)
      const { timeslotDays } = await import('@/modules/workshop/slots')
      return timeslotDays(await slotQuery(w, codes, from, TIMESLOT_DAYS), from, TIMESLOT_DAYS)
    },
    async hasBrand(brand) {
      const wanted = brand.toLowerCase()
      return (await directory.all()).some((w) => w.brands.some((b) => b.toLowerCase() === wanted))
    },
    async prices(plate, _milage, departmentId, codes) {
      const car = carOrThrow(plate)
      const w = await workshopOrThrow(departmentId)
      return codes
        .filter((code) => workshopDoes(w.departmentId, code))
        .map((code) => {
          const item = catalogueItem(code)!.item
          const price = itemPrice(item, car, priceLevel(w.departmentId))
          const discount = car.hasServiceAgreement && price !== null ? (item.agreementDiscount ?? 0) : 0
          return { code, price: price === null ? 0 : Math.max(0, price - discount) }
        })
    },
    async book(booking, idempotencyKey, origin) {
      return bookEmbedded(options, booking, idempotencyKey, origin, { workshopOrThrow, slotQuery, now })
    },
  }
}

export function bookedServices(booking: ValidBooking, car: Car, w: BookingWorkshop): BookedService[] {
  return booking.serviceOfferingRequests.map((r) => {
    const item = catalogueItem(r.kobraId)!.item
    const price = itemPrice(item, car, priceLevel(w.departmentId))
    const discount = car.hasServiceAgreement && price !== null ? (item.agreementDiscount ?? 0) : 0
    return {
      code: r.kobraId,
      name: item.name,
      price: price === null ? 0 : Math.max(0, price - discount),
      priceKnown: price !== null,
      units: r.unitsSelected ?? null,
      userInput: r.userInput ?? null,
    }
  })
}

export const answerOf = (b: StoredBooking): BookResult => ({
  id: b.id,
  registrationNumber: b.registrationNumber,
  kobraProductIds: b.services.map((s) => s.code),
  status: b.status === 'requested' ? 'requested' : 'confirmed',
  created: false,
})

async function bookEmbedded(
  options: EmbeddedOptions,
  booking: ValidBooking,
  idempotencyKey: string,
  origin: string | null,
  helpers: {
    workshopOrThrow: (id: string) => Promise<BookingWorkshop>
    slotQuery: (w: BookingWorkshop, codes: readonly string[], from: string, days: number) => Promise<SlotQuery>
    now: () => Date
  },
): Promise<BookResult> {
  const car = carOrThrow(booking.registrationNumber)
  if (!car.isSupported)
    throw new WorkshopError('BrandNotSupported', `Vi kan inte erbjuda service för bilar av märket ${car.brand}.`)
  const w = await helpers.workshopOrThrow(booking.departmentId)
  const codes = booking.serviceOfferingRequests.map((r) => r.kobraId)
  if (!codes.every((code) => workshopDoes(w.departmentId, code)))
    throw new WorkshopError('InvalidRequest', 'Verkstaden utför inte alla valda tjänster', 'serviceOfferingRequests')
  const services = bookedServices(booking, car, w)
  const payload = await options.payload()
  const stored = await insertBooking(payload, {
    booking,
    idempotencyKey,
    siteName: w.siteName,
    car,
    services,
    total: bookingTotal(services.map((s) => ({ price: s.price, priceKnown: s.priceKnown, unit: s.units }))),
    durationMinutes: durationOf(codes),
    origin,
  })
  if (!stored.created) {
    const done = await settled(payload, stored.booking.id)
    if (done && (done.status === 'confirmed' || done.status === 'requested')) return answerOf(done)
    if (done?.status === 'claiming') throw new WorkshopError('ServerError')
    throw new WorkshopError('TimeslotNotAvailable')
  }
  const b = stored.booking
  const reject = async () => {
    await setBookingStatus(payload, b.id, ['claiming'], { status: 'rejected' })
    throw new WorkshopError('TimeslotNotAvailable')
  }
  const date = b.timeSlot.slice(0, 10)
  // Opening hours, closed periods, notice and bookings as they are now; the claim decides races.
  if (!isSlotFree(await helpers.slotQuery(w, codes, date, 1), date, b.timeSlot.slice(11, 16), b.isFullDay))
    return reject()
  let claimed: boolean
  try {
    claimed = await claimSeat(
      payload,
      {
        departmentId: w.departmentId,
        timeSlot: b.timeSlot,
        isFullDay: b.isFullDay,
        capacity: w.settings.capacity,
        fullDayPlaces: w.settings.fullDayPlaces,
      },
      b.id,
    )
  } catch (error) {
    await setBookingStatus(payload, b.id, ['claiming'], { status: 'rejected' }).catch(() => null)
    throw error
  }
  if (!claimed) return reject()
  const confirmed = await setBookingStatus(payload, b.id, ['claiming'], { status: 'confirmed' })
  if (!confirmed) {
    await releaseSeats(payload, b.id)
    throw new WorkshopError('ServerError')
  }
  await queueBookingMail(payload, confirmed, helpers.now(), options.onMessage)
  return { ...answerOf(confirmed), created: true }
}

/** The confirmation now and the reminder the day before (when that is still ahead). */
export async function queueBookingMail(
  payload: Payload,
  booking: StoredBooking,
  now: Date,
  onMessage?: (id: string) => void,
  kind: 'confirmation' | 'reschedule' = 'confirmation',
): Promise<void> {
  const message = await enqueueMessage(payload, { kind, booking })
  onMessage?.(message.id)
  const remindAt = reminderAt(booking.timeSlot)
  if (remindAt.getTime() > now.getTime()) await enqueueMessage(payload, { kind: 'reminder', booking, dueAt: remindAt })
}
