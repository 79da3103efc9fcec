/**
 * The tyre hotel's shapes (spec 3 section 3, "Tire hotel"): what the browser and our API
 * exchange. The routes check every input with these schemas; the widget uses the same types.
 */

/** A registration number as typed: spaces removed, upper-cased, at most 7 characters (spec 3 section 5). */
export const REG_NO_MAX = 7
export const REG_NO_MIN = 2
export const CODE_LENGTH = 4
/** Wrong codes allowed per challenge before even the right one is refused. */
export const MAX_CODE_ATTEMPTS = 5
/** How long a code may be used. */
export const CODE_TTL_MS = 10 * 60_000
/** How long the encrypted lookup result (encryptedPhoneNumber) may be used to ask for a code. */
export const LOOKUP_TTL_MS = 15 * 60_000
/** How long a session lasts after the code was proved. */
export const SESSION_TTL_S = 30 * 60
/** The wait before 'Skicka ny kod' is offered. */
export const RESEND_AFTER_MS = 30_000
/** A booking can be changed or cancelled until this long before it. */
export const CHANGE_DEADLINE_MS = 24 * 3_600_000
export const TIME_ZONE = 'Europe/Stockholm'
export const SESSION_COOKIE = 'tirehotel_session'
export const COOKIE_PATH = '/api/tirehotel'

/** Strips spaces, upper-cases and cuts at 7 characters. */
export function normalizeRegNo(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase().slice(0, REG_NO_MAX)
}

/** Mobile: digits and plus, 8 to 15 characters (spec 3 section 5). */
export const PHONE_PATTERN = /^[0-9+]{8,15}$/
/** Local part, @, domain, top level of at least 2 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/

export function cleanPhoneInput(value: string): string {
  return value.replace(/[^0-9+]/g, '')
}

export type CustomerSearchResult = { encryptedPhoneNumber: string; obfuscatedPhoneNumber: string; regNo: string }
export type Credentials = { authorizationToken: string | null; message: string }

export type Wheel = {
  name: string
  rimDiameter: number
  sectionWidth: number
  threadPattern: string
  threadDepth: number
  aspectRatio: number
  threadStatusId: number
  threadStatusMessage: string
}
export type Tire = { equipmentPosition: string; wheel: Wheel }
export type VehicleLocation = {
  erpId: string
  locationName: string
  departmentName: string
  phone: string
  email: string
  model: string
}
export type Vehicle = {
  regNo: string
  name: string
  brand: string
  brandCode: string
  productId: string
  packageLevel: string
  tires: Tire[]
  location: VehicleLocation
}
export type Validated = { status: number; vehicles: Vehicle[]; message?: string }

export type BookingConfirmation = {
  bookingConfirmationId: string
  services: { name: string }[]
  appointmentTime: string
  isFullDay: boolean
  workshop: { name: string; address: string; email: string; phoneNumber: string }
  freeText: string
  customerBase: { firstName: string; lastName: string; email: string; phoneMobile: string }
  /** Ours beyond the spec: the booked date and whether it may still be changed. */
  bookingDate?: string
  changeableUntil?: string
}

/** An error a route answers as `{ error, message }` with its status. */
export class TireHotelError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'TireHotelError'
  }
}

export const MESSAGES = {
  notFound: 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.',
  generic: 'Något gick fel, var god och försök senare.',
  tooManyAttempts: 'För många felaktiga försök. Begär en ny kod.',
  wrongCode: 'Felaktig kod. Du har {n} försök kvar.',
  codeExpired: 'Koden har gått ut eller redan använts. Begär en ny kod.',
  lookupExpired: 'Sökningen har gått ut. Sök på registreringsnumret igen.',
  tampered: 'Ogiltig begäran.',
  codeSent: 'En kod har skickats till {phone}.',
  codeWait: 'Vänta en stund innan du begär en ny kod.',
  slotTaken: 'Den valda tiden är inte längre ledig. Välj en annan tid.',
  alreadyBooked: 'Det finns redan en bokning för det här fordonet.',
  outsideWindow: 'Datumet går inte att boka.',
  notLoggedIn: 'Du är inte inloggad. Verifiera ditt telefonnummer igen.',
  forbidden: 'Fordonet eller verkstaden hör inte till din inloggning.',
  tooLate: 'Bokningen kan inte ändras senare än 24 timmar före.',
} as const
