/**
 * Places and geocoding (ARCHITECTURE "places, geocoding"): typed-place suggestions, a place's
 * position, and the places near a position. The markets the group sells in are the only
 * countries answered.
 */

export const PLACE_COUNTRIES = ['SE', 'NO', 'FI', 'SK', 'GB'] as const
export type PlaceCountry = (typeof PLACE_COUNTRIES)[number]

export type PlaceKind = 'city' | 'postcode' | 'address' | 'dealer'

export type Place = {
  /** Stable per source: 'gn:2711537' (GeoNames), 'dealer:…', 'zip:SE:11343', 'g:…' (Google). */
  placeId: string
  /** What a list shows in bold: 'Göteborg', '113 43', 'Hedin Bil Uppsala'. */
  name: string
  /** The full line: 'Göteborg, Sverige', '113 43 Stockholm, Sverige'. */
  label: string
  kind: PlaceKind
  country: PlaceCountry
  lat: number
  lng: number
  /** Set by reverse: kilometres from the point asked about. */
  distanceKm?: number
}

export type SuggestOptions = {
  country?: PlaceCountry
  /** The visitor's language: names and country names in it where we have them ('sv': Helsingfors). */
  lang?: string
  /** At most this many places (1–10). */
  limit: number
}

export type GeocodeOptions = { country?: PlaceCountry; lang?: string }

export interface PlacesProvider {
  /** Places matching what the visitor has typed so far, best first. */
  suggest(q: string, options: SuggestOptions): Promise<Place[]>
  /** Where a typed place is: the best matches, best first. */
  geocode(q: string, options?: GeocodeOptions): Promise<Place[]>
  /** Places nearest to a point, nearest first, each with distanceKm. */
  reverse(lat: number, lng: number, options?: { lang?: string }): Promise<Place[]>
}

export const isPlaceCountry = (value: string): value is PlaceCountry =>
  (PLACE_COUNTRIES as readonly string[]).includes(value)
