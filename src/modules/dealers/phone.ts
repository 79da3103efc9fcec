import type { PhoneNumber } from 'libphonenumber-js/core'
import { parsePhone } from '#phone'
import { dialledOutsideMarkets } from '@/modules/phone/markets'
import type { CountryCode } from './types'

/**
 * Dealer and staff phone numbers as the feeds write them ('08-123 45 67', '020 7946 0000'),
 * turned into E.164 for links and structured data, and formatted the country's way for reading.
 * A number dialled outside the markets is shown as it came, on the server as in the browser
 * (the locator's cards), which knows the markets' rules only: both render the same text.
 */

function parse(raw: string | null | undefined, country: CountryCode): PhoneNumber | null {
  const text = raw?.trim()
  if (!text || dialledOutsideMarkets(text)) return null
  const parsed = parsePhone(text, country)
  return parsed?.isPossible() ? parsed : null
}

/** '+4681234567', or null when the text is no phone number. */
export function toE164(raw: string | null | undefined, country: CountryCode): string | null {
  return parse(raw, country)?.number ?? null
}

/** A `tel:` link in E.164, or null when the text is no phone number. */
export function phoneHref(raw: string | null | undefined, country: CountryCode): string | null {
  const e164 = toE164(raw, country)
  return e164 ? `tel:${e164}` : null
}

/**
 * The number as people of the site's country write it ('08-123 45 67'); a foreign number in the
 * international form; text that is no number as it came (trimmed), or null when empty.
 */
export function displayPhone(raw: string | null | undefined, country: CountryCode): string | null {
  const parsed = parse(raw, country)
  if (!parsed) return raw?.trim() || null
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational()
}
