import {
  decodeListState,
  encodeListState,
  PAGE_PARAM,
  paramKind,
  rangeBoundOf,
  SORT_PARAM,
  KEYPHRASE_PARAM,
} from '../cars/list-state'
import { decodeSiteListState, encodeSiteListState, isSiteListParam } from '../dealers/list-state'
import { decodeLocatorState, encodeLocatorState, isLocatorParam } from '../locator/url-state'
import { AFTER_PARAM, decodeStoriesListState, encodeStoriesListState, TAG_PARAM } from '../stories/list-state'

/**
 * Public pages are cached once per site, language, path and query variant. Only the query
 * parameters a page can show (the car list's, the dealer list's and the locator's state) make a variant; every other parameter is
 * dropped before the cache key, so `?utm_source=…` or a cache-buster reuses the cached page.
 * The variant travels to the page as a path segment, since the page cache keys on the path.
 */

/** The segment of a request without a query that matters. */
export const NO_VARIANT = '-'

/** Longer canonical queries (hundreds of filter values) are not cached as variants of their own. */
export const MAX_VARIANT_LENGTH = 1024

/**
 * The canonical query of a request's parameters: known state only, in a stable form. The car
 * list's state, then the dealer list's filters (keyphrase and page are the same parameters), then
 * the stories list's tags and cursor.
 */
export function canonicalQuery(params: URLSearchParams): string {
  const query = encodeListState(decodeListState(params))
  const sites = decodeSiteListState(params)
  for (const [name, value] of encodeSiteListState({ ...sites, keyphrase: '', page: 0 })) query.append(name, value)
  // The locator's state, bad values dropped or clamped as the page reads them.
  for (const [name, value] of new URLSearchParams(encodeLocatorState(decodeLocatorState(params)))) {
    query.append(name, value)
  }
  for (const [name, value] of encodeStoriesListState(decodeStoriesListState(params))) query.append(name, value)
  return query.toString()
}

/** Whether a query key is one a page reads (every other key is dropped before the cache key). */
export function isPageQueryKey(key: string): boolean {
  return (
    key === KEYPHRASE_PARAM ||
    key === SORT_PARAM ||
    key === PAGE_PARAM ||
    paramKind(key) !== null ||
    rangeBoundOf(key) !== null ||
    isSiteListParam(key) ||
    isLocatorParam(key) ||
    key === TAG_PARAM ||
    key === AFTER_PARAM
  )
}

/**
 * The path segment naming a query variant, NO_VARIANT for none. Base64url keeps it one plain
 * segment whatever the query holds: a percent-encoded query would be decoded on the way to
 * the page a varying number of times.
 */
export function variantSegment(query: string): string {
  return query === '' ? NO_VARIANT : Buffer.from(query, 'utf8').toString('base64url')
}

/** The search parameters a variant segment stands for; a segment we did not make is none. */
export function variantSearchParams(segment: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {}
  if (segment === NO_VARIANT || !/^[A-Za-z0-9_-]+$/.test(segment)) return result
  for (const [key, value] of new URLSearchParams(Buffer.from(segment, 'base64url').toString('utf8'))) {
    const existing = result[key]
    if (existing === undefined) result[key] = value
    else result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value]
  }
  return result
}

/**
 * Caps how many query variants of one page are cached, so a stranger cannot fill the cache by
 * sending endless filter combinations. Each instance remembers the variants it let through for
 * the pages it saw most recently; past the cap a request is served the page without its query,
 * and the browser applies the query itself (the car list reads its state from the address).
 */
export class VariantLimiter {
  private readonly pages = new Map<string, Set<string>>()

  constructor(
    private readonly perPage: number,
    private readonly maxPages: number,
  ) {}

  /** Whether `variant` of `page` may be served as its own cached page. */
  admit(page: string, variant: string): boolean {
    if (variant === NO_VARIANT) return true
    if (variant.length > MAX_VARIANT_LENGTH) return false
    let variants = this.pages.get(page)
    if (variants) {
      this.pages.delete(page) // re-inserted below: the map's order is least recently used first
    } else {
      variants = new Set()
      if (this.pages.size >= this.maxPages) {
        const oldest = this.pages.keys().next().value
        if (oldest !== undefined) this.pages.delete(oldest)
      }
    }
    this.pages.set(page, variants)
    if (variants.has(variant)) return true
    if (variants.size >= this.perPage) return false
    variants.add(variant)
    return true
  }
}
