import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/min'

/**
 * Phone numbers on the server: every country's rules (libphonenumber's "min" metadata). Browser
 * bundles get `parse.browser.ts` instead, through package.json "imports" (`#phone`), which knows
 * the markets' rules only and keeps about 25 KB gzip off the pages with a phone field or number.
 */

/** The number as libphonenumber reads it, typed the national way of `country` or with a '+'. */
export function parsePhone(text: string, country: CountryCode): PhoneNumber | undefined {
  return parsePhoneNumberFromString(text, country)
}

/** Whether `parsePhone` knows the rules of the country the number is dialled to: here, always. */
export function knowsRulesFor(_text: string): boolean {
  return true
}
