import { logger } from '@/lib/logger'
import { placesProvider } from '@/providers/places'
import type { Filters } from '@/modules/search/contract'
import type { QueryLang } from '@/modules/search/query-words'
import { getSearchService } from '@/modules/search/runtime'
import { searchScopeFor } from '@/modules/search/site-scopes'
import { DEFAULT_RADIUS, PLACE_DECIMALS, roundPoint, type NearState } from './list-state'

/**
 * Search-box text understood for a site (server only): the parser's filters and keyphrase, and
 * the place it names looked up with the places provider in the site's market: a place found is
 * a radius around it (DEFAULT_RADIUS), one not found goes back into the keyphrase.
 */
export type UnderstoodText = { filters: Filters; keyphrase: string; near?: NearState }

export async function understandSearchText(siteName: string, text: string, lang?: QueryLang): Promise<UnderstoodText> {
  const parsed = await (await getSearchService()).parseSearchBox(siteName, text, lang)
  const { place, filters, keyphrase } = parsed
  if (place === undefined) return { filters, keyphrase }
  const back = { filters, keyphrase: [keyphrase, place].filter(Boolean).join(' ') }
  try {
    const [found] = await placesProvider().geocode(place, { country: searchScopeFor(siteName).market, lang })
    if (!found) return back
    const near: NearState = {
      lat: roundPoint(found.lat, PLACE_DECIMALS),
      lng: roundPoint(found.lng, PLACE_DECIMALS),
      radius: DEFAULT_RADIUS,
      place: found.name,
    }
    return { filters, keyphrase, near }
  } catch (error) {
    logger.warn({ err: error, site: siteName }, 'a place in the search box could not be looked up')
    return back
  }
}
