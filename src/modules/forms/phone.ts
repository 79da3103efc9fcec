import { knowsRulesFor, parsePhone } from '#phone'
import { MARKET_COUNTRIES, type MarketCountry } from '@/modules/phone/markets'
import { PHONE_MAX_LENGTH } from './field-rules'

/**
 * Phone numbers of every form: typed as people write them ('070-123 45 67', '+46 70-123 45 67',
 * '(0)70 123 45 67'), read in the site's market when they have no country code, and stored as
 * E.164 so staff and the lead hub see one spelling.
 */

export const PHONE_COUNTRIES = MARKET_COUNTRIES
export type PhoneCountry = MarketCountry

/** E.164 numbers have at most 15 digits; the shortest in use have 8 with their calling code. */
const E164_DIGITS = /^\d{8,15}$/

export const isPhoneCountry = (value: unknown): value is PhoneCountry =>
  typeof value === 'string' && (PHONE_COUNTRIES as readonly string[]).includes(value)

/** The number in E.164 ('+46701234567'), or null when it is no valid number of any country. */
export function e164Phone(typed: string, country: PhoneCountry): string | null {
  const text = typed.trim()
  // Only what people type in phone numbers; letters would be read as a keypad's digits.
  if (text === '' || text.length > PHONE_MAX_LENGTH || !/^[+\d\s().\-/]+$/.test(text)) return null
  if (!knowsRulesFor(text)) {
    // Another country's number in the browser: passed on in E.164 for the server to judge.
    const digits = text.replace(/\D/g, '').replace(/^00/, '')
    return E164_DIGITS.test(digits) ? `+${digits}` : null
  }
  const parsed = parsePhone(text, country)
  return parsed?.isValid() ? parsed.number : null
}
