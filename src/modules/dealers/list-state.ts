/**
 * The dealer site list's query state (spec 2 section 2.8) and its URL form, like the car
 * list's: one parameter per filter value, `keyphrase` and zero-based `page`, anything else
 * dropped. The facets are the ones a visitor ticks; two more filters arrive only in links
 * (the UK's old dealer pages redirect to `/find-us?site_departments.brands.name=BMW`).
 */

export const SITE_LIST_PAGE_SIZE = 48
/** Spec 2 section 9: the search box appears only when more than this many sites are listed. */
export const SITE_SEARCH_MIN_TOTAL = 8
/** The map shows at most this many of the list's sites (the site candidates of spec 2 section 9). */
export const SITE_MAP_LIMIT = 100
/** Every site a list can hold: a market has dozens, so the list is read whole and paged here. */
export const SITE_LIST_READ_LIMIT = 500
/** Show-more stops here, as the car list's does. */
export const SITE_LIST_MAX_PAGE = 20

/** The facets shown as filters, in the panel's order, with their dictionary label keys. */
export const SITE_LIST_FACETS = [
  { name: 'site_region', label: 'siteFilterRegion' },
  { name: 'website_city', label: 'siteFilterCity' },
  { name: 'site_brands', label: 'siteFilterBrand' },
  { name: 'site_department_groups', label: 'siteFilterDepartment' },
] as const

/** Filters a link may carry that have no panel of their own. */
const LINK_FILTERS = ['site_departments.brands.name', 'site_departments.service_name'] as const

const FILTER_PARAMS = new Set<string>([...SITE_LIST_FACETS.map((facet) => facet.name), ...LINK_FILTERS])

const KEYPHRASE_PARAM = 'keyphrase'
const PAGE_PARAM = 'page'
const KEYPHRASE_MAX = 100
const VALUE_MAX = 100
const VALUES_MAX = 20

export type SiteListState = {
  filters: Record<string, string[]>
  keyphrase: string
  page: number
}

export const EMPTY_SITE_LIST_STATE: SiteListState = { filters: {}, keyphrase: '', page: 0 }

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>

function entriesOf(source: ParamSource): [string, string][] {
  if (source instanceof URLSearchParams) return [...source.entries()]
  return Object.entries(source).flatMap(([key, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v): [string, string] => [key, v]),
  )
}

export function isSiteListParam(name: string): boolean {
  return FILTER_PARAMS.has(name) || name === KEYPHRASE_PARAM || name === PAGE_PARAM
}

/** The state a URL asks for; unknown parameters, blank values and bad pages are dropped. */
export function decodeSiteListState(source: ParamSource): SiteListState {
  const filters: Record<string, string[]> = {}
  let keyphrase = ''
  let page = 0
  for (const [key, value] of entriesOf(source)) {
    const trimmed = value.trim()
    if (key === KEYPHRASE_PARAM) keyphrase = trimmed.slice(0, KEYPHRASE_MAX)
    else if (key === PAGE_PARAM) page = /^\d{1,3}$/.test(trimmed) ? Math.min(Number(trimmed), SITE_LIST_MAX_PAGE) : 0
    else if (FILTER_PARAMS.has(key) && trimmed && trimmed.length <= VALUE_MAX) {
      const values = (filters[key] ??= [])
      if (!values.includes(trimmed) && values.length < VALUES_MAX) values.push(trimmed)
    }
  }
  return { filters, keyphrase, page }
}

/** The canonical URL form: filters in a fixed order with sorted values, defaults left out. */
export function encodeSiteListState(state: SiteListState): URLSearchParams {
  const params = new URLSearchParams()
  for (const name of [...FILTER_PARAMS].sort()) {
    for (const value of [...(state.filters[name] ?? [])].sort()) params.append(name, value)
  }
  if (state.keyphrase) params.set(KEYPHRASE_PARAM, state.keyphrase)
  if (state.page > 0) params.set(PAGE_PARAM, String(state.page))
  return params
}

/** The URL of the list with one facet value switched on or off (back to the first page). */
export function toggleFilterHref(path: string, state: SiteListState, name: string, value: string): string {
  const current = state.filters[name] ?? []
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  return hrefOf(path, { ...state, filters: { ...state.filters, [name]: next }, page: 0 })
}

export function hrefOf(path: string, state: SiteListState): string {
  const query = encodeSiteListState(state).toString()
  return query ? `${path}?${query}` : path
}

export function hasFilters(state: SiteListState): boolean {
  return state.keyphrase !== '' || Object.values(state.filters).some((values) => values.length > 0)
}
