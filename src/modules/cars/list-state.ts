import type { Filters } from '../search/contract'
import { CAR_DATES, CAR_KEYWORDS, CAR_NUMBERS, CAR_SORTS, HIERARCHY_SEPARATOR, NEGATION_SUFFIX } from '../search/fields'

/**
 * The car list's query state (spec 2 sections 2.1, 3.9 and 4) and its URL form. Filters,
 * keyphrase, sort and page live in the query string so a list can be shared and survives the
 * back button; anything the URL says that the index does not know is dropped, never an error.
 *
 * URL form: one parameter per filter value (`car_fuel=El&car_fuel=Diesel`), a range as exactly
 * two values (`car_price=100000&car_price=300000`), brand and model as `car_brand=Volvo` and
 * `car_model=Volvo>XC60`, `keyphrase`, `sort` and zero-based `page`, each left out when empty,
 * default or 0.
 */

export const CAR_LIST_PAGE_SIZE = 48
/** Spec 2 section 9: the page index is capped at 20 and show-more stops at zero-based 19. */
export const MAX_PAGE = 20
export const MAX_NEXT_PAGE = 19
/** Totals of this many or more read '10000+'. */
export const TOTAL_DISPLAY_MAX = 10_000

export const KEYPHRASE_PARAM = 'keyphrase'
export const SORT_PARAM = 'sort'
export const PAGE_PARAM = 'page'
const KEYPHRASE_MAX = 200

/** The brand > model facet of the search service and the two URL parameters it is kept in. */
export const BRAND_MODEL_FACET = 'car_brand>car_model'
export const BRAND_PARAM = 'car_brand'
export const MODEL_PARAM = 'car_model'

/** Clearing a facet clears the facets that only make sense under it (spec 2 section 4). */
const DEPENDENT_PARAMS: Record<string, readonly string[]> = { [BRAND_PARAM]: [MODEL_PARAM] }

/**
 * Near a place (spec 2 section 4, near me): cars of the dealer sites within `radius` of a point,
 * in the site's distance unit (miles on the UK site). `place` names the point for its chip: a
 * typed place's name, or empty for the visitor's own position.
 */
export type NearState = { lat: number; lng: number; radius: number; place: string }

export type ListState = {
  /** URL parameter -> values, in the order the visitor chose them */
  filters: Record<string, string[]>
  keyphrase: string
  /** a sort name of the cars index, or null for the default (newest first) */
  sort: string | null
  /** zero-based index of the last page shown */
  page: number
  near?: NearState
}

export const NEAR_PARAM = 'near'
export const RADIUS_PARAM = 'radius'
export const PLACE_PARAM = 'place'
/** Radius choices, in the site's distance unit. */
export const RADIUS_CHOICES = [10, 25, 50, 100, 200] as const
export const DEFAULT_RADIUS = 50
/** Nearest dealer first: a sort of its own, meaningful only with a place. */
export const DISTANCE_SORT = 'distance'
const PLACE_MAX = 100
/** A typed place's point is kept to about 100 m, the visitor's own to about 1 km. */
export const PLACE_DECIMALS = 3
export const POSITION_DECIMALS = 2

export const EMPTY_LIST_STATE: ListState = { filters: {}, keyphrase: '', sort: null, page: 0 }

// The browser runs this module: it reads the index's field names, not the index definition.
const KEYWORDS = new Set<string>(CAR_KEYWORDS)
const NUMBERS = new Set<string>([...CAR_NUMBERS, ...CAR_DATES])
const SORTS = new Set<string>(CAR_SORTS)

export type ParamKind = 'list' | 'range'

/**
 * Which URL parameters a list knows: its index's keyword and number fields and sorts, and the
 * two-level facet kept in two parameters. The car list is the default; the kits tool has its own.
 */
export type ListParams = {
  keywords: ReadonlySet<string>
  numbers: ReadonlySet<string>
  sorts: ReadonlySet<string>
  hierarchy: { facet: string; parent: string; child: string }
}

export const CAR_LIST_PARAMS: ListParams = {
  keywords: KEYWORDS,
  numbers: NUMBERS,
  sorts: SORTS,
  hierarchy: { facet: 'car_brand>car_model', parent: 'car_brand', child: 'car_model' },
}

/** What kind of filter a URL parameter is, or null when the index has no such field. */
export function paramKind(param: string, params: ListParams = CAR_LIST_PARAMS): ParamKind | null {
  const negated = param.endsWith(NEGATION_SUFFIX)
  const name = negated ? param.slice(0, -NEGATION_SUFFIX.length) : param
  if (params.keywords.has(name)) return 'list'
  if (!negated && params.numbers.has(name)) return 'range'
  return null
}

export function isSortName(name: string, params: ListParams = CAR_LIST_PARAMS): boolean {
  return params.sorts.has(name) || (params === CAR_LIST_PARAMS && name === DISTANCE_SORT)
}

/**
 * Reads a number as a visitor types it: spaces are stripped (Nordic thousands separators), as
 * are commas grouping thousands ('100,000'); any other comma is a decimal comma.
 */
export function parseNumberInput(text: string): number | null {
  let cleaned = text.replace(/\s/g, '')
  cleaned = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(cleaned) ? cleaned.replace(/,/g, '') : cleaned.replace(',', '.')
  if (cleaned === '') return null
  const value = Number(cleaned)
  return Number.isFinite(value) ? value : null
}

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>

function entriesOf(source: ParamSource): [string, string][] {
  if (source instanceof URLSearchParams) return [...source.entries()]
  return Object.entries(source).flatMap(([key, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v): [string, string] => [key, v]),
  )
}

/**
 * The two inputs of a range facet are named `<param>_min` and `<param>_max`, so a form sent
 * without JavaScript carries each bound by its own name (two controls of one name are invalid
 * HTML); they read as the range `<param>`. Returns the range parameter and which bound, or null.
 */
export function rangeBoundOf(
  key: string,
  params: ListParams = CAR_LIST_PARAMS,
): { param: string; bound: 0 | 1 } | null {
  const match = /^(.+)_(min|max)$/.exec(key)
  if (!match || paramKind(match[1]!, params) !== 'range') return null
  return { param: match[1]!, bound: match[2] === 'min' ? 0 : 1 }
}

/** The names of a range facet's two inputs (see rangeBoundOf). */
export function rangeInputNames(param: string): [string, string] {
  return [`${param}_min`, `${param}_max`]
}

/** The list state a URL asks for; unknown parameters, bad ranges and sorts are dropped. */
export function decodeListState(source: ParamSource, params: ListParams = CAR_LIST_PARAMS): ListState {
  const raw = new Map<string, string[]>()
  const ranges = new Map<string, string[]>()
  let keyphrase = ''
  let sort: string | null = null
  let page = 0
  let point: { lat: number; lng: number } | null = null
  let radius = DEFAULT_RADIUS
  let place = ''
  const bounds = new Map<string, [string, string]>()
  for (const [key, value] of entriesOf(source)) {
    const bound = rangeBoundOf(key, params)
    if (bound) {
      const pair = bounds.get(bound.param) ?? ['', '']
      pair[bound.bound] = value.trim()
      bounds.set(bound.param, pair)
    } else if (key === KEYPHRASE_PARAM) keyphrase = value.trim().slice(0, KEYPHRASE_MAX)
    else if (key === NEAR_PARAM && params === CAR_LIST_PARAMS) point = parsePoint(value)
    else if (key === RADIUS_PARAM) radius = parseRadius(value)
    else if (key === PLACE_PARAM) place = value.trim().slice(0, PLACE_MAX)
    else if (key === SORT_PARAM) sort = isSortName(value, params) ? value : null
    else if (key === PAGE_PARAM) page = parsePage(value)
    else if (paramKind(key, params) === 'range') {
      // Kept in order with empty values: the no-JavaScript form sends an untouched bound empty.
      ranges.set(key, [...(ranges.get(key) ?? []), value.trim()])
      raw.set(key, [])
    } else if (paramKind(key, params)) {
      const values = raw.get(key) ?? []
      const trimmed = value.trim()
      if (trimmed && !values.includes(trimmed)) values.push(trimmed)
      raw.set(key, values)
    }
  }
  // The range from its two inputs (an empty one is an open end), when the URL has no range of
  // that name already.
  for (const [param, pair] of bounds) {
    if (ranges.has(param)) continue
    ranges.set(param, pair)
    raw.set(param, [])
  }
  const filters: Record<string, string[]> = {}
  for (const [key, values] of raw) {
    if (ranges.has(key)) {
      const range = parseRange(ranges.get(key)!)
      if (range) filters[key] = range.map(String)
    } else if (values.length) {
      filters[key] = values
    }
  }
  const state: ListState = { filters, keyphrase, sort, page }
  if (point) state.near = { ...point, radius, place }
  else if (sort === DISTANCE_SORT) state.sort = null
  return state
}

/** 'lat,lng' as the URL carries it; null when not two numbers in range. */
function parsePoint(value: string): { lat: number; lng: number } | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value)
  if (!match) return null
  const lat = Number(match[1])
  const lng = Number(match[2])
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null
}

/** A radius of the choices; any other number is the default. */
function parseRadius(value: string): number {
  const radius = Number(value)
  return (RADIUS_CHOICES as readonly number[]).includes(radius) ? radius : DEFAULT_RADIUS
}

/** A point rounded for the URL: a few decimals, so nearby visitors share one cached page. */
export function roundPoint(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}

/** Searches near a point (or no longer near one: null); distance order needs a point. */
export function setNear(state: ListState, near: NearState | null): ListState {
  const { near: _previous, ...rest } = state
  void _previous
  if (!near) return { ...rest, sort: rest.sort === DISTANCE_SORT ? null : rest.sort, page: 0 }
  return { ...rest, near, page: 0 }
}

function parsePage(value: string): number {
  if (!/^\d+$/.test(value.trim())) return 0
  return Math.min(Number(value), MAX_PAGE)
}

/**
 * An open end of a range: the no-JavaScript form leaves a bound the visitor did not touch empty,
 * and `car_price=&car_price=300000` means "up to 300 000". The list page clamps an open end to
 * the facet's bounds (withoutFullRanges in list-service), so it is never shown.
 */
export const OPEN_RANGE_LOW = 0
export const OPEN_RANGE_HIGH = Number.MAX_SAFE_INTEGER

/**
 * Spec 2 section 5: a range needs exactly two values; crossed bounds are swapped. One of them may
 * be empty (an open end); both empty is no range.
 */
function parseRange(values: readonly string[]): [number, number] | null {
  if (values.length !== 2 || values.every((v) => v === '')) return null
  const [a, b] = values.map(parseNumberInput)
  const low = values[0] === '' ? OPEN_RANGE_LOW : a
  const high = values[1] === '' ? OPEN_RANGE_HIGH : b
  if (low == null || high == null) return null
  return low <= high ? [low, high] : [high, low]
}

/** The query string of a state: empty, default and zero parts are left out. */
export function encodeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, values] of Object.entries(state.filters)) for (const value of values) params.append(key, value)
  if (state.keyphrase.trim()) params.set(KEYPHRASE_PARAM, state.keyphrase.trim())
  if (state.near) {
    params.set(NEAR_PARAM, `${state.near.lat},${state.near.lng}`)
    if (state.near.radius !== DEFAULT_RADIUS) params.set(RADIUS_PARAM, String(state.near.radius))
    if (state.near.place) params.set(PLACE_PARAM, state.near.place)
  }
  if (state.sort) params.set(SORT_PARAM, state.sort)
  if (state.page > 0) params.set(PAGE_PARAM, String(Math.min(state.page, MAX_PAGE)))
  return params
}

/** Whether a URL parameter belongs to the list state (other parameters, e.g. sc_site, are kept). */
export function isStateParam(key: string, params: ListParams = CAR_LIST_PARAMS): boolean {
  return (
    key === KEYPHRASE_PARAM ||
    key === SORT_PARAM ||
    key === PAGE_PARAM ||
    key === NEAR_PARAM ||
    key === RADIUS_PARAM ||
    key === PLACE_PARAM ||
    paramKind(key, params) !== null
  )
}

/** A URL's query string with its list state replaced and every other parameter kept. */
export function withListState(search: string, state: ListState, params: ListParams = CAR_LIST_PARAMS): string {
  const kept = [...new URLSearchParams(search).entries()].filter(([key]) => !isStateParam(key, params))
  const query = new URLSearchParams([...kept, ...encodeListState(state)]).toString()
  return query ? `?${query}` : ''
}

/** A stable key of the state's result set, for client caches and comparisons. */
export function listStateKey(state: ListState): string {
  return encodeListState(state).toString()
}

// ── transitions (spec 2 section 4); every one that changes the result set goes back to page 0 ──

function withFilters(state: ListState, filters: Record<string, string[]>): ListState {
  return { ...state, filters, page: 0 }
}

function withoutKeys(filters: Record<string, string[]>, keys: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(Object.entries(filters).filter(([key]) => !keys.includes(key)))
}

/** A model value of the brand > model facet: 'Volvo>XC60'. */
export function modelValue(brand: string, model: string): string {
  return `${brand}${HIERARCHY_SEPARATOR}${model}`
}

/** Ticks or unticks a list value. Unticking a brand also unticks its models. */
export function toggleFilterValue(
  state: ListState,
  param: string,
  value: string,
  params: ListParams = CAR_LIST_PARAMS,
): ListState {
  const current = state.filters[param] ?? []
  const selected = current.includes(value)
  let filters: Record<string, string[]> = {
    ...state.filters,
    [param]: selected ? current.filter((v) => v !== value) : [...current, value],
  }
  const { parent, child } = params.hierarchy
  if (selected && param === parent) {
    const prefix = modelValue(value, '')
    filters[child] = (filters[child] ?? []).filter((model) => !model.startsWith(prefix))
  }
  filters = Object.fromEntries(Object.entries(filters).filter(([, values]) => values.length > 0))
  return withFilters(state, filters)
}

/** Removes a facet's filter and the filters that depend on it. */
export function clearFacet(state: ListState, param: string, params: ListParams = CAR_LIST_PARAMS): ListState {
  const dependent = param === params.hierarchy.parent ? [params.hierarchy.child] : (DEPENDENT_PARAMS[param] ?? [])
  return withFilters(state, withoutKeys(state.filters, [param, ...dependent]))
}

/** Clear-all: no filters, no keyphrase, page 0; the sort stays. */
export function clearAll(state: ListState): ListState {
  return { ...setNear(state, null), filters: {}, keyphrase: '', page: 0 }
}

export type Bounds = { min: number; max: number }

/**
 * Sets a range from the slider or the two inputs: bounds are swapped when crossed and clamped
 * to the facet's min and max; the full range removes the filter.
 */
export function setRange(
  state: ListState,
  param: string,
  low: number,
  high: number,
  bounds: Bounds,
  params: ListParams = CAR_LIST_PARAMS,
): ListState {
  const clamp = (n: number) => Math.min(bounds.max, Math.max(bounds.min, n))
  const [a, b] = low <= high ? [low, high] : [high, low]
  const min = clamp(a)
  const max = clamp(b)
  if (min <= bounds.min && max >= bounds.max) return clearFacet(state, param, params)
  return withFilters(state, { ...state.filters, [param]: [String(min), String(max)] })
}

export function setKeyphrase(state: ListState, keyphrase: string): ListState {
  return { ...state, keyphrase: keyphrase.trim().slice(0, KEYPHRASE_MAX), page: 0 }
}

/** The search box: its text parsed into filters (added to those set) and a keyphrase. */
export function applySearchBox(
  state: ListState,
  parsed: { filters: Filters; keyphrase: string; near?: NearState },
): ListState {
  const filters = { ...state.filters }
  const parsedFilters = { ...parsed.filters }
  // One brand named with a model: the model is that brand's, so it narrows the brand facet.
  const brands = parsedFilters[BRAND_PARAM] ?? []
  if (brands.length === 1 && parsedFilters[MODEL_PARAM]) {
    parsedFilters[BRAND_MODEL_FACET] = [
      ...brands.map(String),
      ...parsedFilters[MODEL_PARAM].map((model) => modelValue(String(brands[0]), String(model))),
    ]
    delete parsedFilters[BRAND_PARAM]
    delete parsedFilters[MODEL_PARAM]
  }
  for (const [name, values] of Object.entries(parsedFilters)) {
    // A range named in the text replaces the one set: two ranges of a facet are no range.
    if (paramKind(name) === 'range') {
      filters[name] = values.map(String)
      continue
    }
    for (const [param, value] of urlValuesOf(name, values.map(String))) {
      const list = filters[param] ?? []
      if (!list.includes(value)) filters[param] = [...list, value]
    }
  }
  const next: ListState = { ...state, filters, keyphrase: parsed.keyphrase.trim().slice(0, KEYPHRASE_MAX), page: 0 }
  // A place named in the text is where the buyer searches now; its radius stays if one was set.
  if (parsed.near) next.near = { ...parsed.near, radius: state.near?.radius ?? parsed.near.radius }
  return next
}

/** Search-service filter values as URL parameters: 'car_brand>car_model' splits into two. */
function urlValuesOf(name: string, values: readonly string[]): [string, string][] {
  if (name !== BRAND_MODEL_FACET) return paramKind(name) ? values.map((v): [string, string] => [name, v]) : []
  return values.map((v): [string, string] => [v.includes(HIERARCHY_SEPARATOR) ? MODEL_PARAM : BRAND_PARAM, v])
}

export function setSort(state: ListState, sort: string | null): ListState {
  return { ...state, sort: sort && isSortName(sort) ? sort : null, page: 0 }
}

/** The page show-more loads next, or null when the list has reached the cap or the end. */
export function nextPage(state: ListState, total: number, pageSize = CAR_LIST_PAGE_SIZE): number | null {
  const shown = (state.page + 1) * pageSize
  if (shown >= total || state.page >= MAX_NEXT_PAGE) return null
  return state.page + 1
}

/** A car list block's preset: the used-cars and new-cars pages fix the condition. */
export const CAR_LIST_CONDITIONS = ['all', 'used', 'new'] as const
export type CarListCondition = (typeof CAR_LIST_CONDITIONS)[number]

export function conditionPreset(condition: CarListCondition): Record<string, string[]> {
  if (condition === 'all') return {}
  return { car_is_used: [condition === 'used' ? 'true' : 'false'] }
}

// ── to the search service ──────────────────────────────────────────────────────────────────────

/**
 * The state's filters as the search service takes them: brands and 'Brand>Model' values go to
 * the brand > model facet so its counts stay disjunctive; a bare model name filters the model.
 */
export function searchFilters(
  state: ListState,
  preset: Record<string, string[]> = {},
  params: ListParams = CAR_LIST_PARAMS,
): Filters {
  const { facet, parent, child } = params.hierarchy
  const filters: Filters = {}
  const add = (name: string, values: readonly string[]) => {
    const list = (filters[name] ??= []) as string[]
    for (const value of values) if (!list.includes(value)) list.push(value)
  }
  for (const [param, values] of Object.entries({ ...state.filters, ...preset })) {
    if (param === parent) add(facet, values)
    else if (param === child) {
      const pairs = values.filter((v) => v.includes(HIERARCHY_SEPARATOR))
      if (pairs.length) add(facet, pairs)
      const bare = values.filter((v) => !v.includes(HIERARCHY_SEPARATOR))
      if (bare.length) add(child, bare)
    } else add(param, values)
  }
  return filters
}

/** The filter button's badge: each list value counts, a range counts once (spec 2 section 5). */
export function activeFilterCount(state: ListState, params: ListParams = CAR_LIST_PARAMS): number {
  let count = 0
  for (const [param, values] of Object.entries(state.filters)) {
    count += paramKind(param, params) === 'range' ? 1 : values.length
  }
  return count
}

/** 'showing X of Y' with totals of 10,000 or more as '10000+'. */
export function displayTotal(total: number): string {
  return total >= TOTAL_DISPLAY_MAX ? `${TOTAL_DISPLAY_MAX}+` : String(total)
}
