import type { Filters, IndexName } from './contract'

/**
 * Which inventory each marketplace site searches (spec 2 section 7.1: "index per site name").
 * All sites share the physical indexes; a site's scope is the market and brands it sells,
 * applied to every query as filters the visitor cannot remove and that facet counts respect.
 */
export type SiteSearchScope = {
  siteName: string
  market: 'SE' | 'NO' | 'FI' | 'SK' | 'GB'
  currency: 'SEK' | 'NOK' | 'EUR' | 'GBP'
  /** Always-on filters per index; an index missing here is not searchable from the site. */
  filters: Partial<Record<IndexName, Filters>>
}

function marketplace(
  siteName: string,
  market: SiteSearchScope['market'],
  currency: SiteSearchScope['currency'],
  brands?: string[],
  extra: Partial<Record<IndexName, Filters>> = {},
): SiteSearchScope {
  const cars: Filters = { car_country_code: [market], ...(brands ? { car_brand: brands } : {}) }
  const sites: Filters = { country_code: [market], ...(brands ? { site_brands: brands } : {}) }
  return { siteName, market, currency, filters: { cars, vehicles: cars, sites, ...extra } }
}

export const SITE_SCOPES: readonly SiteSearchScope[] = [
  marketplace('hedin-se', 'SE', 'SEK'),
  marketplace('hedin-no', 'NO', 'NOK'),
  marketplace('hedin-fi', 'FI', 'EUR', undefined, { kits: { currency: ['EUR'] } }),
  marketplace('hedin-sk', 'SK', 'EUR'),
  marketplace('hedin-uk', 'GB', 'GBP'),
  marketplace('brand-se', 'SE', 'SEK', ['smart']),
  marketplace('brand-no', 'NO', 'NOK', ['MINI']),
  marketplace('rnautomotive', 'SE', 'SEK', ['Renault', 'Dacia']),
]

export class UnknownSiteError extends Error {
  readonly code = 'UNKNOWN_SITE'
  constructor(readonly siteName: string) {
    // The spec's wording, kept so logs read as they always have.
    super(`Unknown sitecoreSiteName: ${siteName}`)
  }
}

/** Tells an UnknownSiteError by its code, across bundles (see isSearchQueryError). */
export function isUnknownSiteError(error: unknown): error is UnknownSiteError {
  return error instanceof Error && (error as { code?: unknown }).code === 'UNKNOWN_SITE'
}

/** Whether the site sells cars at all: a charging network's or a locator's site does not. */
export function hasCarInventory(siteName: string): boolean {
  return SITE_SCOPES.some((scope) => scope.siteName === siteName && scope.filters.cars !== undefined)
}

export function searchScopeFor(siteName: string): SiteSearchScope {
  const scope = SITE_SCOPES.find((candidate) => candidate.siteName === siteName)
  if (!scope) throw new UnknownSiteError(siteName)
  return scope
}

/** The always-on filters of `siteName` for `index`; throws for a site without that index. */
export function scopeFilters(siteName: string, index: IndexName): Filters {
  const filters = searchScopeFor(siteName).filters[index]
  if (!filters) throw new UnknownSiteError(`${siteName} (no ${index} index)`)
  return filters
}
