/** The markets' countries; the UK's is GB as in ISO 3166. */
export const MARKET_COUNTRIES = ['SE', 'NO', 'FI', 'SK', 'GB'] as const
export type MarketCountry = (typeof MARKET_COUNTRIES)[number]

/** The markets' calling codes (metadata.test.ts checks them against libphonenumber's). */
export const MARKET_CALLING_CODES = ['44', '46', '47', '358', '421'] as const

/**
 * Whether the number is dialled to a country outside the markets ('+49 …', '0045 …'). Calling
 * codes are prefix-free, so a code's digits at the start of the number decide.
 */
export function dialledOutsideMarkets(text: string): boolean {
  const digits = text.replace(/\D/g, '')
  const international = text.trimStart().startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null
  return international !== null && !MARKET_CALLING_CODES.some((code) => international.startsWith(code))
}
