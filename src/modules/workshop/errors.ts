/**
 * The service-booking scheduler's error catalogue (spec 3 section 8). Every answer that is not a
 * success is `{ errors: [{ code, message }] }`; the flow shows the first entry's message.
 */

export const WORKSHOP_ERROR_STATUS = {
  InvalidReg: 400,
  InvalidRequest: 400,
  Forbidden: 403,
  VehicleNotFound: 404,
  DepartmentNotFound: 404,
  BookingNotFound: 404,
  Expired: 410,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  BrandNotSupported: 422,
  TimeslotNotAvailable: 409,
  TooManyRequests: 429,
  ServerError: 503,
} as const

export type WorkshopErrorCode = keyof typeof WORKSHOP_ERROR_STATUS

/** The spec's Swedish texts; `{brand}` is filled in where it appears. */
export const WORKSHOP_ERROR_TEXTS: Record<WorkshopErrorCode, string> = {
  InvalidReg: 'Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt',
  VehicleNotFound: 'Fordonet hittades inte, kontrollera att registreringsnumret är korrekt',
  BrandNotSupported: 'Vi kan inte erbjuda service för bilar av märket {brand}.',
  ServerError: 'Något gick fel, försök igen',
  TimeslotNotAvailable: 'Tiden är inte tillgänglig, vänligen välj en annan tid',
  InvalidRequest: 'Något gick fel, försök igen',
  Forbidden: 'Länken är ogiltig',
  DepartmentNotFound: 'Verkstaden finns inte',
  BookingNotFound: 'Bokningen finns inte',
  Expired: 'Bokningen kan inte längre ändras här, kontakta verkstaden',
  PayloadTooLarge: 'Något gick fel, försök igen',
  UnsupportedMediaType: 'Något gick fel, försök igen',
  TooManyRequests: 'Något gick fel, försök igen',
}

export type WorkshopErrorEntry = { code: WorkshopErrorCode; message: string; field?: string }

export class WorkshopError extends Error {
  readonly status: number
  constructor(
    readonly code: WorkshopErrorCode,
    message?: string,
    readonly field?: string,
  ) {
    super(message ?? WORKSHOP_ERROR_TEXTS[code])
    this.status = WORKSHOP_ERROR_STATUS[code]
  }
}

export function errorText(code: string, values: { brand?: string } = {}): string {
  const text = (WORKSHOP_ERROR_TEXTS as Record<string, string>)[code] ?? WORKSHOP_ERROR_TEXTS.ServerError
  return text.replace('{brand}', values.brand ?? '')
}

export function isWorkshopError(error: unknown): error is WorkshopError {
  return error instanceof WorkshopError
}
