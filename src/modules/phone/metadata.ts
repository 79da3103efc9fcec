import type { MetadataJson } from 'libphonenumber-js/core'
import { MARKET_COUNTRIES } from './markets'

/**
 * The part of libphonenumber's metadata the browser gets (parse.browser.ts): each market's calling
 * code with every country that shares it (a '+44' number may be Jersey's, and a UK number is only
 * read right when GG, IM and JE are known too). About 7 KB instead of 83 KB.
 * `scripts/phone-metadata.ts` writes it to `metadata.markets.json`, and a test keeps that file
 * equal to what the installed library gives.
 */
export function marketPhoneMetadata(full: MetadataJson): MetadataJson {
  const codes = Object.entries(full.country_calling_codes).filter(([, countries]) =>
    countries.some((country) => (MARKET_COUNTRIES as readonly string[]).includes(country)),
  )
  const countries = codes.flatMap(([, list]) => list)
  return {
    version: full.version,
    country_calling_codes: Object.fromEntries(codes),
    countries: Object.fromEntries(countries.map((country) => [country, full.countries[country]])),
    nonGeographic: {},
  } as MetadataJson
}
