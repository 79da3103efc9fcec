import type { Payload } from 'payload'
import { eventData } from '@/lib/event-stream'
import { WorkshopError, WORKSHOP_ERROR_STATUS, type WorkshopErrorCode } from '@/modules/workshop/errors'
import { bookingTotal } from '@/modules/workshop/totals'
import { catalogueItem, durationOf } from '@/modules/workshop/catalogue'
import type { Car, OfferingCategory, TimeslotDay, WorkshopSite } from '@/modules/workshop/types'
import type { ValidBooking } from '@/modules/workshop/schemas'
import { answerOf } from './embedded'
import { enqueueMessage } from './outbox'
import { insertBooking, setBookingStatus, settled, type StoredBooking } from './store'
import type { BookResult, WorkshopProvider } from './types'

/**
 * The MechMate-shaped HTTP upstream (MECHMATE_URL, MECHMATE_API_KEY): the same paths below the
 * base URL. A booking is stored here first; the upstream call carries its idempotency key. When
 * the upstream cannot be reached the visitor gets 202 'requested' and the booking outbox sends it
 * on later (and the confirmation e-mail follows then).
 */

export type HttpOptions = {
  baseUrl: string
  apiKey?: string
  timeoutMs: number
  payload: () => Promise<Payload>
  onMessage?: (id: string) => void
}

export class UpstreamDown extends Error {}

async function call(options: HttpOptions, path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(`${options.baseUrl.replace(/\/$/, '')}${path}`, {
      ...init,
      headers: {
        accept: 'application/json',
        ...(options.apiKey ? { 'x-api-key': options.apiKey } : {}),
        ...init.headers,
      },
      signal: AbortSignal.timeout(options.timeoutMs),
    })
  } catch (error) {
    throw new UpstreamDown(error instanceof Error ? error.message : String(error))
  }
}

async function json<T>(options: HttpOptions, path: string, init?: RequestInit): Promise<T> {
  let res: Response
  try {
    res = await call(options, path, init)
  } catch {
    throw new WorkshopError('ServerError')
  }
  const body = (await res.json().catch(() => null)) as { errors?: { code?: string; message?: string }[] } | null
  if (res.ok && body) return body as T
  const first = body?.errors?.[0]
  const code = first?.code && first.code in WORKSHOP_ERROR_STATUS ? (first.code as WorkshopErrorCode) : 'ServerError'
  throw new WorkshopError(res.status >= 500 ? 'ServerError' : code, first?.message)
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString()

/** Sends a stored booking to the upstream; UpstreamDown when it should be tried again. */
export async function forwardBooking(
  options: HttpOptions,
  booking: StoredBooking,
  request: ValidBooking | null,
): Promise<string> {
  const body = request ?? {
    customer: { firstName: booking.firstName, lastName: booking.lastName, phone: booking.phone, email: booking.email },
    freeText: booking.freeText,
    departmentId: booking.departmentId,
    timeSlot: booking.timeSlot,
    isFullDay: booking.isFullDay,
    registrationNumber: booking.registrationNumber,
    mileage: booking.mileage ?? 1,
    serviceOfferingRequests: booking.services.map((s) => ({
      kobraId: s.code,
      unitsSelected: s.units,
      userInput: s.userInput,
    })),
  }
  const res = await call(options, '/book', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': booking.idempotencyKey },
    body: JSON.stringify(body),
  })
  const answer = (await res.json().catch(() => null)) as {
    id?: string
    errors?: { code?: string; message?: string }[]
  } | null
  if (res.ok && answer?.id) return String(answer.id)
  if (res.status >= 500 || res.status === 429 || res.status === 408)
    throw new UpstreamDown(`upstream answered ${res.status}`)
  const code = answer?.errors?.[0]?.code
  throw new WorkshopError(
    code && code in WORKSHOP_ERROR_STATUS ? (code as WorkshopErrorCode) : 'TimeslotNotAvailable',
    answer?.errors?.[0]?.message,
  )
}

export function httpWorkshop(options: HttpOptions): WorkshopProvider {
  return {
    kind: 'http',
    car: (plate) => json<Car>(options, `/car/${encodeURIComponent(plate)}`),
    async offerings(plate, at, kind) {
      const body = await json<{ serviceOfferingCategories: OfferingCategory[] }>(
        options,
        `/${kind}/${encodeURIComponent(plate)}?${q({ lat: String(at.lat), lng: String(at.lng) })}`,
      )
      return body.serviceOfferingCategories ?? []
    },
    async *sites({ plate, codes, origin, cursor }) {
      let res: Response
      try {
        res = await call(
          options,
          `/departments/closestAvailable?${q({ regNo: plate, serviceOfferings: codes.join(','), latitude: String(origin.lat), longitude: String(origin.lng), ...(cursor ? { cursor } : {}) })}`,
          { headers: { accept: 'text/event-stream' } },
        )
      } catch {
        throw new WorkshopError('ServerError')
      }
      if (!res.ok || !res.body) throw new WorkshopError('ServerError')
      for await (const data of eventData(res.body)) {
        const value = JSON.parse(data) as WorkshopSite | { error?: unknown; nosites?: boolean }
        if ('error' in value && value.error) throw new WorkshopError('ServerError')
        if ('departmentId' in value) yield value
      }
    },
    timeslots: (plate, departmentId, from, codes) =>
      json<TimeslotDay[]>(
        options,
        `/timeslots/from/${encodeURIComponent(plate)}/${encodeURIComponent(departmentId)}/${from}T00:00:00/?${q({ serviceOfferings: codes.join(',') })}`,
      ),
    async hasBrand(brand) {
      return (
        await json<{ hasBrand: boolean }>(
          options,
          `/authorized-workshop/${encodeURIComponent(brand.replace(/ /g, '-'))}`,
        )
      ).hasBrand
    },
    async prices(plate, milage, departmentId, codes) {
      const body = await json<{ offers: { code: string; price: number }[] }>(
        options,
        `/prices/${encodeURIComponent(plate)}/${milage}/${encodeURIComponent(departmentId)}?${q({ serviceOfferings: codes.join(',') })}`,
      )
      return body.offers ?? []
    },
    async book(booking: ValidBooking, idempotencyKey: string, origin: string | null): Promise<BookResult> {
      const payload = await options.payload()
      const services = booking.serviceOfferingRequests.map((r) => ({
        code: r.kobraId,
        name: catalogueItem(r.kobraId)?.item.name ?? r.kobraId,
        price: 0,
        priceKnown: false,
        units: r.unitsSelected ?? null,
        userInput: r.userInput ?? null,
      }))
      // Stored before the upstream is called: an upstream outage loses no booking.
      const stored = await insertBooking(payload, {
        booking,
        idempotencyKey,
        siteName: booking.departmentId,
        car: null,
        services,
        total: bookingTotal([]),
        durationMinutes: durationOf(services.map((s) => s.code)),
        origin,
      })
      if (!stored.created) {
        const done = await settled(payload, stored.booking.id)
        if (done && (done.status === 'confirmed' || done.status === 'requested')) return answerOf(done)
        throw new WorkshopError(done?.status === 'claiming' ? 'ServerError' : 'TimeslotNotAvailable')
      }
      const b = stored.booking
      try {
        const upstreamId = await forwardBooking(options, b, booking)
        const confirmed = (await setBookingStatus(payload, b.id, ['claiming'], { status: 'confirmed', upstreamId }))!
        const message = await enqueueMessage(payload, { kind: 'confirmation', booking: confirmed })
        options.onMessage?.(message.id)
        return { ...answerOf(confirmed), created: true }
      } catch (error) {
        if (!(error instanceof UpstreamDown)) {
          await setBookingStatus(payload, b.id, ['claiming'], { status: 'rejected' })
          throw error
        }
        const requested = (await setBookingStatus(payload, b.id, ['claiming'], { status: 'requested' }))!
        await enqueueMessage(payload, { kind: 'upstream', booking: requested })
        return { ...answerOf(requested), status: 'requested', created: true }
      }
    },
  }
}
