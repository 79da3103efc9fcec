import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'

/**
 * Phone numbers of every form (issue 23 item 2): typed as people write them ('070-123 45 67',
 * '+46 70-123 45 67', '(0)70 123 45 67'), read in the site's market when they have no country
 * code, and stored as E.164 so staff and the lead hub see one spelling. libphonenumber's
 * "min" metadata keeps the browser chunk small and still knows each country's number lengths.
 */

/** The markets' countries; the UK's is GB as in ISO 3166. */
export const PHONE_COUNTRIES = ['SE', 'NO', 'FI', 'SK', 'GB'] as const
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]

/** Longest text a phone input takes: a number with spaces, hyphens and a country code. */
export const PHONE_MAX_LENGTH = 30

export const isPhoneCountry = (value: unknown): value is PhoneCountry =>
  typeof value === 'string' && (PHONE_COUNTRIES as readonly string[]).includes(value)

/** The number in E.164 ('+46701234567'), or null when it is no valid number of any country. */
export function e164Phone(typed: string, country: PhoneCountry): string | null {
  const text = typed.trim()
  // Only what people type in phone numbers; letters would be read as a keypad's digits.
  if (text === '' || text.length > PHONE_MAX_LENGTH || !/^[+\d\s().\-/]+$/.test(text)) return null
  const parsed = parsePhoneNumberFromString(text, country as CountryCode)
  return parsed?.isValid() ? parsed.number : null
}
