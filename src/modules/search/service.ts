import { emptyResponse, type SearchRequest, type SearchResponse } from './contract'
import type { SearchEngine } from './engine'
import { planQuery, type QueryPlan } from './plan'
import { toResponse } from './response'
import type { DistanceUnit, QueryLang } from './query-words'
import {
  parseSearchText,
  suggestSearchText,
  SEARCH_BOX_FIELDS,
  SEARCH_BOX_RANGES,
  type ParsedSearchText,
  type ParseOptions,
  type Vocabulary,
} from './search-text'
import { scopeFilters, searchScopeFor, type SiteSearchScope } from './site-scopes'

/** The language of each market's feed, whose words the search box also understands. */
const MARKET_LANG: Record<SiteSearchScope['market'], QueryLang> = { SE: 'sv', NO: 'nb', FI: 'fi', SK: 'sk', GB: 'en' }
/** How each market's feed counts mileage (car_mileage): Scandinavian mil, kilometres, miles. */
const MARKET_DISTANCE: Record<SiteSearchScope['market'], DistanceUnit> = {
  SE: 'mil',
  NO: 'mil',
  FI: 'km',
  SK: 'km',
  GB: 'miles',
}

function vocabularyOf(response: SearchResponse): Vocabulary {
  const values: Vocabulary['values'] = {}
  const ranges: NonNullable<Vocabulary['ranges']> = {}
  const modelsByBrand = new Map<string, string[]>()
  for (const facet of response.facet) {
    if (facet.type === 'histogram') {
      ranges[facet.name as keyof typeof ranges] = { min: facet.value.min, max: facet.value.max }
    } else if (facet.name === 'car_brand>car_model') {
      for (const brand of facet.value)
        modelsByBrand.set(
          brand.text,
          (brand.children ?? []).map((model) => model.text),
        )
    } else {
      values[facet.name as keyof Vocabulary['values']] = facet.value.map((value) => value.text)
    }
  }
  return { values, modelsByBrand, ranges }
}

// The same cached facet answer gives the same vocabulary, so the parser's lookups are reused.
const vocabularies = new WeakMap<SearchResponse, Vocabulary>()

/** Spec 2 section 7.1: search responses are cached for 60 seconds. */
export const SEARCH_CACHE_MS = 60_000
const CACHE_ENTRIES = 2_000
/**
 * Documents the cache may hold across its entries. A car page of 24 parsed cars is ~300 KB, so
 * 2,000 entries of those were 600 MB at 100,000 cars (measured by bench/ingest.ts); facet-only
 * answers (limit 0) are small and count as one.
 */
const CACHE_DOCUMENTS = 12_000
/** Documents read per engine call of a scan: bounded, so one call never holds the whole index. */
const SCAN_PAGE = 10_000

export type SearchLogger = { error: (details: Record<string, unknown>, message: string) => void }

export type SearchService = {
  /**
   * Answers a request of the contract. Bad input throws SearchQueryError; an engine failure is
   * logged and answered with an empty response, so a page shows "no results", not an error.
   */
  search(request: unknown): Promise<SearchResponse>
  /** The same, within a site's inventory; an unknown site throws 'Unknown sitecoreSiteName'. */
  searchForSite(siteName: string, request: SearchRequest): Promise<SearchResponse>
  /**
   * Every document of a site's inventory that matches, in the request's sort order, past the
   * paging window visitors get (sitemaps and vehicle feeds list the whole stock). Uncached: the
   * callers cache what they build from it. An engine failure throws, so no empty list is cached.
   */
  scanForSite(
    siteName: string,
    request: Omit<SearchRequest, 'limit' | 'offset' | 'facets'>,
  ): Promise<SearchResponse['content']>
  /**
   * Search-box text of a site parsed into filters and a keyphrase, using the site's facet values
   * and the words of `lang` (the page's language) and of the site's market.
   */
  parseSearchBox(siteName: string, text: string, lang?: QueryLang): Promise<ParsedSearchText>
  /** A likely meant text for search-box text that found nothing, or null (see suggestSearchText). */
  suggestSearchBox(siteName: string, text: string, lang?: QueryLang): Promise<string | null>
  /** Catches this instance up with the store now (after an ingest here). */
  refresh(): Promise<void>
}

export type SearchServiceOptions = {
  /** The engine, or a promise of it while it is still loading or reconnecting. */
  engine: () => Promise<SearchEngine>
  logger: SearchLogger
  cacheMs?: number
  now?: () => number
}

type CacheEntry = { expires: number; version: string; response: Promise<SearchResponse>; weight: number }

export function createSearchService(options: SearchServiceOptions): SearchService {
  const cacheMs = options.cacheMs ?? SEARCH_CACHE_MS
  const now = options.now ?? Date.now
  // Insertion-ordered, so the oldest entry is the first key: enough for a bounded TTL cache.
  const cache = new Map<string, CacheEntry>()
  let weights = 0
  const remove = (key: string) => {
    weights -= cache.get(key)?.weight ?? 0
    cache.delete(key)
  }
  // Cached answers are keyed by the data they were computed from: the engine's position in the
  // store and this instance's own refreshes. An ingest anywhere thus shows as soon as the engine
  // has caught up, not 60 s later.
  let refreshes = 0
  let engine: SearchEngine | undefined
  const dataVersion = () => `${engine?.version?.() ?? 0}:${refreshes}`

  async function run(plan: QueryPlan): Promise<{ response: SearchResponse; ok: boolean }> {
    try {
      engine = await options.engine()
      return { response: toResponse(plan, await engine.execute(plan)), ok: true }
    } catch (error) {
      options.logger.error({ err: error, index: plan.index }, 'search failed; answering with no results')
      return { response: emptyResponse(plan.limit, plan.offset), ok: false }
    }
  }

  function cached(key: string, plan: QueryPlan): Promise<SearchResponse> {
    const time = now()
    const version = dataVersion()
    const hit = cache.get(key)
    if (hit && hit.expires > time && hit.version === version) return hit.response
    const attempt = run(plan)
    const response = attempt.then((result) => result.response)
    remove(key)
    const weight = plan.limit + 1
    cache.set(key, { expires: time + cacheMs, version, response, weight })
    weights += weight
    // A failed search is not kept: the next visitor gets a fresh try.
    void attempt.then((result) => {
      if (!result.ok && cache.get(key)?.response === response) remove(key)
    })
    while (cache.size > CACHE_ENTRIES || weights > CACHE_DOCUMENTS) remove(cache.keys().next().value!)
    return response
  }

  /** A site's facet values as the search box's vocabulary, with what its market implies. */
  async function vocabularyFor(siteName: string): Promise<{ vocabulary: Vocabulary; options: ParseOptions }> {
    const market = searchScopeFor(siteName).market
    const facets = await service.searchForSite(siteName, {
      index: 'cars',
      limit: 0,
      facets: [
        { name: 'car_brand>car_model' },
        ...[...SEARCH_BOX_FIELDS, ...SEARCH_BOX_RANGES].map((name) => ({ name })),
      ],
    })
    let vocabulary = vocabularies.get(facets)
    if (!vocabulary) vocabularies.set(facets, (vocabulary = vocabularyOf(facets)))
    return {
      vocabulary,
      options: { marketLang: MARKET_LANG[market], distanceUnit: MARKET_DISTANCE[market], country: market },
    }
  }

  const service: SearchService = {
    search(request) {
      try {
        const plan = planQuery(request)
        return cached(JSON.stringify(['', request]), plan)
      } catch (error) {
        return Promise.reject(error)
      }
    },
    searchForSite(siteName, request) {
      try {
        const plan = planQuery(request, { scope: scopeFilters(siteName, request.index) })
        return cached(JSON.stringify([siteName, request]), plan)
      } catch (error) {
        return Promise.reject(error)
      }
    },
    async scanForSite(siteName, request) {
      const plan = planQuery({ ...request, limit: 0 }, { scope: scopeFilters(siteName, request.index) })
      const engine = await options.engine()
      const documents: SearchResponse['content'] = []
      for (let offset = 0; ; offset += SCAN_PAGE) {
        const page = { ...plan, limit: SCAN_PAGE, offset }
        const response = toResponse(page, await engine.execute(page))
        documents.push(...response.content)
        if (response.content.length < SCAN_PAGE || documents.length >= response.total_items) return documents
      }
    },
    async parseSearchBox(siteName, text, lang) {
      const { vocabulary, options } = await vocabularyFor(siteName)
      return parseSearchText(text, vocabulary, { ...options, lang })
    },
    async suggestSearchBox(siteName, text, lang) {
      const { vocabulary, options } = await vocabularyFor(siteName)
      return suggestSearchText(text, vocabulary, { ...options, lang })
    },
    async refresh() {
      await (await options.engine()).refresh()
      refreshes++
    },
  }
  return service
}
