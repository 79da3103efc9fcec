/** A point on the earth in decimal degrees (WGS 84). */
export type LatLng = { lat: number; lng: number }

/** Spec 1 section 9: the locator's constants. */
export const EARTH_DIAMETER_MILES = 7917.6
export const KM_PER_MILE = 1.60934

const RADIANS = Math.PI / 180

/** Great-circle distance in miles (haversine, on the spec's earth). */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RADIANS
  const dLng = (b.lng - a.lng) * RADIANS
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(dLng / 2) ** 2
  // Rounding can push h a hair past 1 for antipodes; asin would answer NaN.
  return EARTH_DIAMETER_MILES * Math.asin(Math.sqrt(Math.min(1, h)))
}

/** Great-circle distance in kilometres: the spec's miles times 1.60934. */
export function distanceKm(a: LatLng, b: LatLng): number {
  return distanceMiles(a, b) * KM_PER_MILE
}
