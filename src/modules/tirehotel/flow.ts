import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  type BookingConfirmation,
  type Credentials,
  type CustomerSearchResult,
  type Validated,
} from './types'

/**
 * The widget's state that lives in session storage (spec 3 section 3: key `tirehotel` with
 * customer, credentials, validated, confirmation), its pages, and the rules of its forms.
 */

export const STORAGE_KEY = 'tirehotel'
export type Page = 'Search' | 'Login' | 'Validate' | 'LoggedIn' | 'Booking' | 'Confirmation'
export type StoredFlow = {
  customer?: CustomerSearchResult | null
  credentials?: Credentials | null
  validated?: Validated | null
  confirmation?: (BookingConfirmation & { regNo?: string; email?: string }) | null
}

export function parseStoredFlow(text: string | null): StoredFlow {
  if (!text) return {}
  try {
    const value = JSON.parse(text) as unknown
    return value && typeof value === 'object' ? (value as StoredFlow) : {}
  } catch {
    return {}
  }
}

export const isLoggedIn = (flow: StoredFlow) => flow.validated?.status === 0

/** Search, Login and Validate jump to LoggedIn once the session holds a validated customer. */
export function effectivePage(page: Page, flow: StoredFlow): Page {
  if (isLoggedIn(flow) && (page === 'Search' || page === 'Login' || page === 'Validate')) return 'LoggedIn'
  if (!isLoggedIn(flow) && (page === 'LoggedIn' || page === 'Booking')) return 'Search'
  return page
}

export type ContactValues = {
  firstName: string
  lastName: string
  phoneMobile: string
  email: string
  freeText: string
}
export type ContactErrors = Partial<Record<keyof ContactValues, 'required' | 'invalid'>>

export function contactErrors(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {}
  if (!values.firstName.trim()) errors.firstName = 'required'
  if (!values.lastName.trim()) errors.lastName = 'required'
  if (!values.phoneMobile) errors.phoneMobile = 'required'
  else if (!PHONE_PATTERN.test(values.phoneMobile)) errors.phoneMobile = 'invalid'
  if (!values.email.trim()) errors.email = 'required'
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'invalid'
  return errors
}

/** 'Genomför bokning' is enabled once a date (and a time, when times exist) is set and the contact is valid. */
export function canSubmit(input: {
  date: string | null
  time: string | null
  timesOffered: boolean
  values: ContactValues
}) {
  if (!input.date) return false
  if (input.timesOffered && !input.time) return false
  return Object.keys(contactErrors(input.values)).length === 0
}

/** Analytics steps (spec 3 section 4). */
export const FLOW_STEPS = {
  1: 'phone validation',
  2: 'validation code',
  3: 'vehicle info',
  4: 'time and place',
  5: 'contact details',
  6: 'complete booking',
} as const
export type FlowStep = keyof typeof FLOW_STEPS
