import type { BookingRequest } from '@/modules/tirehotel/schemas'
import type { BookingConfirmation, CustomerSearchResult, Validated } from '@/modules/tirehotel/types'

/**
 * The widget's calls to /api/tirehotel (spec 3 section 7). Each resolves to the HTTP status and
 * the parsed body; a network failure rejects, which the widget shows as the generic text.
 */

export type Answer<T> = { status: number; ok: boolean; body: T & { message?: string; error?: string } }

async function call<T>(path: string, init: RequestInit = {}): Promise<Answer<T>> {
  const response = await fetch(`/api/tirehotel/${path}`, {
    ...init,
    credentials: 'same-origin',
    headers: { ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
  })
  const body = (response.status === 204 ? {} : await response.json().catch(() => ({}))) as Answer<T>['body']
  return { status: response.status, ok: response.ok, body }
}

const q = encodeURIComponent

export const api = {
  search: (regNo: string) => call<CustomerSearchResult>(`authorization/search?regNo=${q(regNo)}`),
  login: (encrypted: string) =>
    call<{ authorizationToken: string; message: string }>(`authorization/login?encryptedPhoneNumber=${q(encrypted)}`, {
      method: 'POST',
    }),
  validate: (token: string, code: string) =>
    call<Validated & { attemptsLeft?: number }>(`authorization/validate?authToken=${q(token)}&otpToken=${q(code)}`, {
      method: 'POST',
    }),
  logout: () => call<object>('authorization/logout', { method: 'POST' }),
  days: (erpId: string, startDate: string, endDate: string, brandCode: string) =>
    call<{ availableDates: { date: string }[] }>(`booking/GetTimeslotDays?workshopIdentifier=${q(erpId)}`, {
      method: 'POST',
      body: JSON.stringify({ startDate, endDate, regNo: brandCode }),
    }),
  times: (erpId: string, date: string, brandCode: string) =>
    call<{ availableTimeSlotDates: { startTime: string[] }[] }>(`booking/GetTimeslots?workshopIdentifier=${q(erpId)}`, {
      method: 'POST',
      body: JSON.stringify({ startDate: date, endDate: date, regNo: brandCode }),
    }),
  create: (erpId: string, request: BookingRequest, idempotencyKey: string) =>
    call<BookingConfirmation>(`booking/create?departmentIdentifier=${q(erpId)}`, {
      method: 'POST',
      body: JSON.stringify(request),
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  upcoming: () => call<{ confirmation: BookingConfirmation | null }>('booking/upcoming'),
  cancel: (id: string) =>
    call<object>('booking/cancel', { method: 'POST', body: JSON.stringify({ bookingConfirmationId: id }) }),
  history: (regNo: string) =>
    call<{
      sets: {
        label: string
        season: string
        history: { date: string; equipmentPosition: string; threadDepth: number }[]
        photos: { caption: string; url: string }[]
      }[]
    }>(`vehicle/history?regNo=${q(regNo)}`),
  review: (input: { rating: number; comment: string; date: string; bookingConfirmationId: string }) =>
    call<object>('review/addReview', { method: 'POST', body: JSON.stringify(input) }),
}
