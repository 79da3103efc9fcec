import type { Location } from './types'

/** Google Maps directions to a location, by its name, address, zip and city (spec 1 section 2.6). */
export function directionsUrl(location: Pick<Location, 'name' | 'address' | 'zip' | 'city'>): string {
  const destination = [location.name, location.address, `${location.zip} ${location.city}`].join(', ')
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
}
