import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { getSearchService } from '@/modules/search/runtime'
import { searchIndexDealers } from './dealers'
import { embeddedPlaces } from './embedded'
import { googlePlaces } from './google'
import type { PlacesProvider } from './types'

export { readCities, type City } from './cities'
export { dealerFeed, searchIndexDealers, type DealerSource } from './dealers'
export { embeddedPlaces, sharedGazetteer, type EmbeddedPlacesOptions } from './embedded'
export { Gazetteer, DEALER_FIELDS, type DealerDocument } from './gazetteer'
export { googlePlaces, GOOGLE_TIMEOUT_MS, PlacesUpstreamError, type GooglePlacesOptions } from './google'
export * from './types'

/**
 * Server code only: the Google variant holds a server key. No route or module that a client
 * component imports may import this folder (there is no `server-only` guard to enforce it in
 * tests, as in the other providers).
 */
const log = logger.child({ module: 'places' })

type Holder = { embedded?: PlacesProvider }
const holder = ((globalThis as { __retailCloudPlaces?: Holder }).__retailCloudPlaces ??= {})

/** The embedded gazetteer with the dealer sites of the search index, one per process. */
function embedded(): PlacesProvider {
  holder.embedded ??= embeddedPlaces({
    dealers: searchIndexDealers(getSearchService),
    onDealerError: (error) => log.warn({ err: error }, 'dealer sites could not be read for place search'),
  })
  return holder.embedded
}

/**
 * The places provider for a request: Google, with the gazetteer as fallback, when a server key
 * is given (a site's `map.apiKey`) or GOOGLE_MAPS_SERVER_KEY is set; otherwise the gazetteer.
 */
export function placesProvider(serverKey?: string | null): PlacesProvider {
  const settings = env()
  const key = serverKey || settings.GOOGLE_MAPS_SERVER_KEY
  if (!key) return embedded()
  return googlePlaces({ key, baseUrl: settings.GOOGLE_MAPS_API_URL, fallback: embedded(), log })
}
