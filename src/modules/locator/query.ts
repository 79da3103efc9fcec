import type { LatLng } from '../geo/haversine'
import { matchesFilters, NO_FILTERS, type LocationFilters } from './filters'
import { nearest } from './nearest'
import type { DistanceUnit, Location } from './types'

/**
 * The one query both the list on the page and the API answer: filter, then either the nearest
 * to a point (with distances) or every location by city, then name.
 */
export type LocationQuery = {
  near?: LatLng | null
  unit?: DistanceUnit
  filters?: LocationFilters
  timeZone: string
  now: Date
  locale: string
}

export function queryLocations(all: readonly Location[], query: LocationQuery): Location[] {
  const filters = query.filters ?? NO_FILTERS
  const clock = { timeZone: query.timeZone, now: query.now }
  const kept = all.filter((location) => matchesFilters(location, filters, clock))
  if (query.near) return nearest(kept, query.near, query.unit ?? 'km')
  return sortByCity(kept, query.locale)
}

export function sortByCity(locations: readonly Location[], locale: string): Location[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  return [...locations].sort(
    (a, b) => collator.compare(a.city, b.city) || collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1),
  )
}

/** The site's country for geocoding and its time zone for "open now", by its language. */
const MARKETS = {
  sv: { country: 'SE', timeZone: 'Europe/Stockholm' },
  nb: { country: 'NO', timeZone: 'Europe/Oslo' },
  fi: { country: 'FI', timeZone: 'Europe/Helsinki' },
  sk: { country: 'SK', timeZone: 'Europe/Bratislava' },
  en: { country: 'GB', timeZone: 'Europe/London' },
} as const

export type LocatorMarket = (typeof MARKETS)[keyof typeof MARKETS]

export function marketOf(defaultLanguage: string): LocatorMarket {
  return MARKETS[defaultLanguage as keyof typeof MARKETS] ?? MARKETS.sv
}
