import type { LatLng } from './haversine'

const NUMBER = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)`
const GEOCOORD = new RegExp(`^\\s*(${NUMBER})\\s*,\\s*(${NUMBER})\\s*$`)

/**
 * A 'lat,lng' string (a dealer site's site_geocoord, spec 2 section 3.5) as a point; null when
 * blank, not two numbers or out of range (latitude -90..90, longitude -180..180).
 */
export function parseGeocoord(value: string | null | undefined): LatLng | null {
  if (!value) return null
  const match = GEOCOORD.exec(value)
  if (!match) return null
  return validLatLng(Number(match[1]), Number(match[2]))
}

/** The point when both numbers are finite and in range, else null. */
export function validLatLng(lat: number, lng: number): LatLng | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null
  return { lat, lng }
}
