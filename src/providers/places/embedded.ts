import { readCities } from './cities'
import { dealerFeed, type DealerSource } from './dealers'
import { Gazetteer } from './gazetteer'
import type { PlacesProvider } from './types'

export type EmbeddedPlacesOptions = {
  /** The gazetteer; the process's shared one by default (built on first use). */
  gazetteer?: () => Gazetteer
  /** Dealer sites to add; none when absent. */
  dealers?: DealerSource
  onDealerError?: (error: unknown) => void
}

const GEOCODE_LIMIT = 5

type Holder = { gazetteer?: Gazetteer }
// One gazetteer per process, also across module re-evaluation in development.
const holder = ((globalThis as { __retailCloudGazetteer?: Holder }).__retailCloudGazetteer ??= {})

/** The process's gazetteer of towns, built once on first use (about 0.2 s and 10 MB). */
export function sharedGazetteer(): Gazetteer {
  holder.gazetteer ??= new Gazetteer(readCities())
  return holder.gazetteer
}

/** Places from the embedded gazetteer: no outside service, no key. */
export function embeddedPlaces(options: EmbeddedPlacesOptions = {}): PlacesProvider {
  const gazetteer = options.gazetteer ?? sharedGazetteer
  const feed = options.dealers ? dealerFeed(options.dealers, { onError: options.onDealerError }) : undefined
  const ready = async () => {
    const index = gazetteer()
    if (feed) index.setDealers(await feed.current())
    return index
  }
  return {
    async suggest(q, { country, lang, limit }) {
      return (await ready()).suggest(q, { country, lang, limit })
    },
    async geocode(q, options = {}) {
      return (await ready()).suggest(q, { ...options, limit: GEOCODE_LIMIT })
    },
    async reverse(lat, lng, options = {}) {
      return (await ready()).reverse(lat, lng, options.lang)
    },
  }
}
