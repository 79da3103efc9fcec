import {
  parsePhoneNumberFromString,
  type CountryCode,
  type MetadataJson,
  type PhoneNumber,
} from 'libphonenumber-js/core'
import { dialledOutsideMarkets } from './markets'
import markets from './metadata.markets.json'

/**
 * Phone numbers in the browser: the markets' rules only (metadata.ts), so a page with a phone
 * field stays light. The server, with every country's rules, has the last word (parse.ts).
 */

const metadata = markets as MetadataJson

export function parsePhone(text: string, country: CountryCode): PhoneNumber | undefined {
  return parsePhoneNumberFromString(text, country, metadata)
}

/** False for a number dialled outside the markets: the browser cannot judge it. */
export function knowsRulesFor(text: string): boolean {
  return !dialledOutsideMarkets(text)
}
