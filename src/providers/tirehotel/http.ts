import { z } from 'zod'
import type { Limiter, Limits, TireHotelService } from '@/modules/tirehotel/service'
import { MESSAGES, TireHotelError, type BookingConfirmation, type Vehicle } from '@/modules/tirehotel/types'

/**
 * The tyre-hotel API upstream (TIREHOTEL_URL): the spec's calls forwarded with the API key; the
 * upstream sends the SMS. Our limits, input checks and session stay in front of it; its answers
 * are checked before they reach the browser.
 */

type Options = { url: string; apiKey?: string; limits: Limits; embedded: TireHotelService; timeoutMs?: number }

const searchResult = z.object({
  encryptedPhoneNumber: z.string(),
  obfuscatedPhoneNumber: z.string(),
  regNo: z.string(),
})
const credentials = z.object({ authorizationToken: z.string().nullable().optional(), message: z.string().default('') })
const validated = z.object({
  status: z.number(),
  vehicles: z.array(z.any()).default([]),
  message: z.string().optional(),
})
const days = z.object({ availableDates: z.array(z.object({ date: z.string() })) })
const slots = z.object({ availableTimeSlotDates: z.array(z.object({ startTime: z.array(z.string()) })) })

async function limited(limiters: Limiter[], key: string) {
  for (const limiter of limiters) {
    const wait = await limiter.hit(key)
    if (wait !== null) throw new TireHotelError(429, 'too_many_requests', MESSAGES.codeWait, { retryAfter: wait })
  }
}

export function httpTireHotel(options: Options): TireHotelService {
  const base = options.url.replace(/\/$/, '')
  async function call<T>(path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    let response: Response
    try {
      response = await fetch(`${base}${path}`, {
        method: body === undefined && path.startsWith('/authorization/search') ? 'GET' : 'POST',
        headers: {
          ...(options.apiKey ? { 'x-api-key': options.apiKey } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
      })
    } catch {
      throw new TireHotelError(503, 'upstream_unavailable', MESSAGES.generic)
    }
    const json = (await response.json().catch(() => ({}))) as { message?: unknown }
    if (!response.ok) {
      const message = typeof json.message === 'string' ? json.message : MESSAGES.generic
      throw new TireHotelError(
        response.status >= 500 ? 502 : response.status,
        'upstream',
        message,
        json as Record<string, unknown>,
      )
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new TireHotelError(502, 'upstream_invalid', MESSAGES.generic)
    return parsed.data
  }
  const q = encodeURIComponent

  const api: TireHotelService = {
    async search(regNo, ip) {
      await limited(options.limits.lookupPerIp, ip)
      return call(`/authorization/search?regNo=${q(regNo)}`, searchResult)
    },
    async login(encryptedPhoneNumber, ip) {
      await limited(options.limits.codePerIp, ip)
      await limited(options.limits.codePerAgreement, encryptedPhoneNumber.slice(0, 200))
      const result = await call(`/authorization/login?encryptedPhoneNumber=${q(encryptedPhoneNumber)}`, credentials, {})
      return { authorizationToken: result.authorizationToken ?? '', message: result.message }
    },
    async validate(authToken, otp, ip) {
      await limited(options.limits.validatePerIp, ip)
      const result = await call(`/authorization/validate?authToken=${q(authToken)}&otpToken=${q(otp)}`, validated, {})
      if (result.status !== 0)
        throw new TireHotelError(401, 'wrong_code', result.message ?? MESSAGES.generic, { status: result.status })
      const vehicles = result.vehicles as Vehicle[]
      return {
        validated: { status: 0, vehicles },
        claims: {
          agreements: vehicles.map((v) => v.regNo),
          plates: vehicles.map((v) => v.regNo),
          workshops: vehicles.map((v) => v.location?.erpId).filter((id): id is string => typeof id === 'string'),
        },
      }
    },
    async timeslotDays(session, erpId, startDate, endDate) {
      if (!session.workshops.includes(erpId)) throw new TireHotelError(403, 'forbidden', MESSAGES.forbidden)
      return call(`/booking/GetTimeslotDays?workshopIdentifier=${q(erpId)}`, days, { startDate, endDate })
    },
    async timeslots(session, erpId, date) {
      if (!session.workshops.includes(erpId)) throw new TireHotelError(403, 'forbidden', MESSAGES.forbidden)
      return call(`/booking/GetTimeslots?workshopIdentifier=${q(erpId)}`, slots, { startDate: date, endDate: date })
    },
    async create(session, erpId, request) {
      if (!session.plates.includes(request.regNo) || !session.workshops.includes(erpId))
        throw new TireHotelError(403, 'forbidden', MESSAGES.forbidden)
      const confirmation = (await call(
        `/booking/create?departmentIdentifier=${q(erpId)}`,
        z.any(),
        request,
      )) as BookingConfirmation
      return { confirmation, booking: null, workshop: null }
    },
    async upcoming() {
      return null
    },
    async cancel(): Promise<never> {
      throw new TireHotelError(501, 'not_supported', 'the tyre-hotel API takes changes by phone')
    },
    async review(_session, input) {
      await call('/review/addReview', z.any(), { rating: input.rating, comment: input.comment, date: input.date })
    },
  }
  return api
}
