import type { Lang } from '../seed-types'

/**
 * The five car markets: language, currency, VAT and units, and the number formats of each.
 * Texts in documents are formatted here, once, with Intl, so a price reads '349 900 kr' in
 * Sweden and '£27,995' in the UK exactly as the dealer systems' feeds would send it.
 */

export type CountryCode = 'SE' | 'NO' | 'FI' | 'SK' | 'GB'
export type Currency = 'SEK' | 'NOK' | 'EUR' | 'GBP'
/** How the market states distance driven: Swedish and Norwegian 'mil' are 10 km. */
export type DistanceUnit = 'mil' | 'km' | 'miles'

export type Market = {
  country: CountryCode
  lang: Lang
  locale: string
  currency: Currency
  /** Standard VAT in percent (Finland's rose to 25.5 in September 2024, Slovakia's to 23 in 2025). */
  vat: number
  distance: DistanceUnit
  /** Market currency per euro: catalogue prices are kept in euro and converted once. */
  perEuro: number
  /** Retail price endings: Nordic prices end in 900, euro prices in 990, UK prices in 995. */
  priceStep: number
  priceEnding: number
  /** The reserved domain staff e-mail addresses use (never a real mailbox). */
  mailDomain: string
  /** The IANA time zone the market's sites write their opening hours in. */
  timeZone: string
}

export const MARKETS: Record<CountryCode, Market> = {
  SE: {
    country: 'SE',
    lang: 'sv',
    locale: 'sv-SE',
    currency: 'SEK',
    vat: 25,
    distance: 'mil',
    perEuro: 11.2,
    priceStep: 1000,
    priceEnding: 100,
    mailDomain: 'hedin-se.example',
    timeZone: 'Europe/Stockholm',
  },
  NO: {
    country: 'NO',
    lang: 'nb',
    locale: 'nb-NO',
    currency: 'NOK',
    vat: 25,
    distance: 'mil',
    perEuro: 11.7,
    priceStep: 1000,
    priceEnding: 100,
    mailDomain: 'hedin-no.example',
    timeZone: 'Europe/Oslo',
  },
  FI: {
    country: 'FI',
    lang: 'fi',
    locale: 'fi-FI',
    currency: 'EUR',
    vat: 25.5,
    distance: 'km',
    perEuro: 1,
    priceStep: 100,
    priceEnding: 10,
    mailDomain: 'hedin-fi.example',
    timeZone: 'Europe/Helsinki',
  },
  SK: {
    country: 'SK',
    lang: 'sk',
    locale: 'sk-SK',
    currency: 'EUR',
    vat: 23,
    distance: 'km',
    perEuro: 1,
    priceStep: 100,
    priceEnding: 10,
    mailDomain: 'hedin-sk.example',
    timeZone: 'Europe/Bratislava',
  },
  GB: {
    country: 'GB',
    lang: 'en',
    locale: 'en-GB',
    currency: 'GBP',
    vat: 20,
    distance: 'miles',
    perEuro: 0.85,
    priceStep: 500,
    priceEnding: 5,
    mailDomain: 'hedin-uk.example',
    timeZone: 'Europe/London',
  },
}

export const KM_PER_MILE = 1.609344

type Decimals = 0 | 1 | 2

/** Formatting for one market. Intl formatters are built once: building one costs ~50 µs. */
export type Formats = {
  money: (value: number) => string
  /** A price with two decimals, for fees and kits. */
  money2: (value: number) => string
  number: (value: number, decimals?: Decimals) => string
  percent: (value: number) => string
  /** A distance in the market's unit from kilometres, e.g. '4 500 mil', '45 000 km', '28,000 miles'. */
  distance: (km: number) => string
  /** The market's distance number from kilometres (mil, km or miles), rounded. */
  distanceValue: (km: number) => number
}

const formatsCache = new Map<CountryCode, Formats>()

export function formatsFor(country: CountryCode): Formats {
  const cached = formatsCache.get(country)
  if (cached) return cached
  const market = MARKETS[country]
  const currency = new Intl.NumberFormat(market.locale, {
    style: 'currency',
    currency: market.currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  })
  const currency2 = new Intl.NumberFormat(market.locale, {
    style: 'currency',
    currency: market.currency,
    maximumFractionDigits: 2,
    minimumFractionDigits: 2,
  })
  const digits = (count: number) =>
    new Intl.NumberFormat(market.locale, { maximumFractionDigits: count, minimumFractionDigits: count })
  const numbers = [digits(0), digits(1), digits(2)] as const
  const percent = new Intl.NumberFormat(market.locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  const number = (value: number, decimals: Decimals = 0) => numbers[decimals].format(value)
  const distanceValue = (km: number) =>
    market.distance === 'mil' ? Math.round(km / 10) : market.distance === 'miles' ? Math.round(km / KM_PER_MILE) : km
  const formats: Formats = {
    money: (value) => currency.format(value),
    money2: (value) => currency2.format(value),
    number,
    percent: (value) => percent.format(value / 100),
    distance: (km) => `${number(distanceValue(km))} ${market.distance}`,
    distanceValue,
  }
  formatsCache.set(country, formats)
  return formats
}

/** A euro amount as a retail price in the market's currency with the usual ending (349 900, 29 990, 27 995). */
export function retailPrice(country: CountryCode, euro: number): number {
  const market = MARKETS[country]
  const value = euro * market.perEuro
  const rounded = Math.round(value / market.priceStep) * market.priceStep
  return Math.max(market.priceStep, rounded) - market.priceEnding
}

/** A price without VAT, rounded to whole currency units. */
export function withoutVat(country: CountryCode, gross: number): number {
  return Math.round(gross / (1 + MARKETS[country].vat / 100))
}
