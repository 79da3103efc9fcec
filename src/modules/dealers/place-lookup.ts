import { placesProvider, isPlaceCountry, type Place } from '@/providers/places'
import { searchScopeFor } from '../search/site-scopes'
import type { Site } from '../sites/site'
import type { LatLng } from '../geo/haversine'

/** Folds case and accents, so 'Goteborg' and 'Göteborg' read as one word. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, '')
    .toLowerCase()
}

/**
 * Whether the visitor typed the place itself ('Uppsala', '753 20'), not a word that only
 * resembles one: the list orders by distance only then, so 'Volvo' stays a keyword search.
 */
export function namesPlace(text: string, place: Place): boolean {
  if (place.kind !== 'city' && place.kind !== 'postcode') return false
  return fold(place.name) === fold(text)
}

/**
 * A lookup of the place a site's visitor names in the dealer search box, in the site's
 * market, through the places provider (the site's server key, else the embedded gazetteer).
 */
export function findPlaceFor(site: Site): (text: string) => Promise<Place | null> {
  const market = searchScopeFor(site.name).market
  const country = isPlaceCountry(market) ? market : undefined
  return async (text) => {
    const places = await placesProvider(site.map.apiKey).geocode(text, { country, lang: site.defaultLanguage })
    return places.find((place) => namesPlace(text, place)) ?? null
  }
}

/** Where an address is, for a dealer whose feed has no coordinates: the best match in its country. */
export async function geocodeAddress(site: Site, address: string, country: string): Promise<LatLng | null> {
  const places = await placesProvider(site.map.apiKey).geocode(address, {
    country: isPlaceCountry(country) ? country : undefined,
    lang: site.defaultLanguage,
  })
  const best = places[0]
  return best ? { lat: best.lat, lng: best.lng } : null
}
