import type { CompiledRule } from './compile'
import { fillDestination } from './destination'
import { mergeQuery, type QueryPair } from './query'
import { isPermanentStatus, type RedirectStatus } from './rule'

/**
 * Turning a matched rule into a Location, and a flattened chain into the answer the proxy sends:
 * status, Location and the cache headers of issue 20 (a permanent answer is cached an hour in
 * browsers and a day in shared caches, purged by the site's tag when rules change; a temporary
 * one only a minute in shared caches).
 */

export const PERMANENT_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400'
export const TEMPORARY_CACHE_CONTROL = 'public, max-age=0, s-maxage=60'

export function redirectCacheTag(siteName: string): string {
  return `redirects-${siteName}`
}

export type LocationInput = {
  /** values captured by the walk, in the order of `rule.captureNames` */
  captures: readonly string[]
  /** the request's query pairs */
  pairs: readonly QueryPair[]
  /** a language prefix to keep in front of the destination ('' for none) */
  langPrefix: string
}

/** The Location a rule answers: relative for a path on the site, absolute for an https URL. */
export function ruleLocation(compiled: CompiledRule, input: LocationInput): string {
  const filled = fillDestination(compiled.destination, input.captures)
  const query = mergeQuery(filled.query, input.pairs, compiled.consumedKeys)
  let path = filled.path
  if (filled.origin === '' && input.langPrefix !== '') path = `/${input.langPrefix}${path === '/' ? '' : path}`
  return filled.origin + path + (query === '' ? '' : `?${query}`) + filled.hash
}

/**
 * The status of a flattened chain: permanent only when every hop is (a temporary decision must
 * not be cached for good); then the first hop's own code, else the first temporary hop's.
 */
export function chainStatus(statuses: readonly RedirectStatus[]): RedirectStatus {
  const temporary = statuses.find((status) => !isPermanentStatus(status))
  return temporary ?? statuses[0] ?? 308
}

export function redirectHeaders(status: RedirectStatus, location: string, siteName: string): Record<string, string> {
  if (isPermanentStatus(status)) {
    return { location, 'cache-control': PERMANENT_CACHE_CONTROL, 'cache-tag': redirectCacheTag(siteName) }
  }
  return { location, 'cache-control': TEMPORARY_CACHE_CONTROL }
}
