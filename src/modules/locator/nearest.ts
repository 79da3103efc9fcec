import { formatDistance } from '../geo/format-distance'
import { distanceMiles, KM_PER_MILE, type LatLng } from '../geo/haversine'
import type { DistanceUnit, Location } from './types'

/** Spec 1 section 9: nearest locations within 16 km, at least 3 shown. */
export const NEAREST_RADIUS_KM = 16
export const NEAREST_MIN = 3

/** The distance between two points in `unit` (haversine on the spec's earth). */
export function distanceIn(a: LatLng, b: LatLng, unit: DistanceUnit): number {
  const miles = distanceMiles(a, b)
  return unit === 'mi' ? miles : miles * KM_PER_MILE
}

/**
 * The locations near `origin`, nearest first, each with its distance in `unit`: every one within
 * 16 km, and never fewer than 3 (the 3 nearest however far) when there are that many.
 */
export function nearest(
  locations: readonly Location[],
  origin: LatLng,
  unit: DistanceUnit = 'km',
  options: { radiusKm?: number; min?: number } = {},
): Location[] {
  const radiusKm = options.radiusKm ?? NEAREST_RADIUS_KM
  const min = options.min ?? NEAREST_MIN
  const measured = locations
    .map((location) => ({ location, miles: distanceMiles(origin, location) }))
    .sort((a, b) => a.miles - b.miles)
  const within = measured.filter(({ miles }) => miles * KM_PER_MILE <= radiusKm).length
  return measured.slice(0, Math.max(within, min)).map(({ location, miles }) => ({
    ...location,
    distance: { value: round3(unit === 'mi' ? miles : miles * KM_PER_MILE), unit },
  }))
}

const round3 = (value: number) => Math.round(value * 1000) / 1000

/**
 * A distance as a card shows it: under 1 unit as '~N m' rounded to 100 m (spec 1 section 9), else
 * the number in the visitor's locale and the unit ('3,4 km', '12 mi').
 */
export function formatLocationDistance(distance: { value: number; unit: DistanceUnit }, locale: string): string {
  if (distance.unit === 'km') return formatDistance(distance.value, locale)
  if (!Number.isFinite(distance.value) || distance.value < 0) return ''
  if (distance.value < 1) return formatDistance(Math.min(0.999, distance.value * KM_PER_MILE), locale)
  const digits = distance.value < 10 ? 1 : 0
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(distance.value)} mi`
}
