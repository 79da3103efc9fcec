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

export type ListState = {
  /** URL parameter -> values, in the order the visitor chose them */
  filters: Record<string, string[]>
  keyphrase: string
  /** a sort name of the cars index, or null for the default (newest first) */
  sort: string | null
  /** zero-based index of the last page shown */
  page: number
}

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
  return params.sorts.has(name)
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
  let keyphrase = ''
  let sort: string | null = null
  let page = 0
  const bounds = new Map<string, [string, string]>()
  for (const [key, value] of entriesOf(source)) {
    const bound = rangeBoundOf(key, params)
    if (bound) {
      const pair = bounds.get(bound.param) ?? ['', '']
      pair[bound.bound] = value.trim()
      bounds.set(bound.param, pair)
    } else if (key === KEYPHRASE_PARAM) keyphrase = value.trim().slice(0, KEYPHRASE_MAX)
    else if (key === SORT_PARAM) sort = isSortName(value, params) ? value : null
    else if (key === PAGE_PARAM) page = parsePage(value)
    else if (paramKind(key, params)) {
      const values = raw.get(key) ?? []
      const trimmed = value.trim()
      if (trimmed && !values.includes(trimmed)) values.push(trimmed)
      raw.set(key, values)
    }
  }
  // Both bounds from the two inputs, when the URL has no range of that name already.
  for (const [param, [min, max]] of bounds) if (min && max && !raw.has(param)) raw.set(param, [min, max])
  const filters: Record<string, string[]> = {}
  for (const [key, values] of raw) {
    if (paramKind(key, params) === 'range') {
      const range = parseRange(values)
      if (range) filters[key] = range.map(String)
    } else if (values.length) {
      filters[key] = values
    }
  }
  return { filters, keyphrase, sort, page }
}

function parsePage(value: string): number {
  if (!/^\d+$/.test(value.trim())) return 0
  return Math.min(Number(value), MAX_PAGE)
}

/** Spec 2 section 5: a range needs exactly two numbers; crossed bounds are swapped. */
function parseRange(values: readonly string[]): [number, number] | null {
  if (values.length !== 2) return null
  const [a, b] = values.map(parseNumberInput)
  if (a == null || b == null) return null
  return a <= b ? [a, b] : [b, a]
}

/** The query string of a state: empty, default and zero parts are left out. */
export function encodeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, values] of Object.entries(state.filters)) for (const value of values) params.append(key, value)
  if (state.keyphrase.trim()) params.set(KEYPHRASE_PARAM, state.keyphrase.trim())
  if (state.sort) params.set(SORT_PARAM, state.sort)
  if (state.page > 0) params.set(PAGE_PARAM, String(Math.min(state.page, MAX_PAGE)))
  return params
}

/** Whether a URL parameter belongs to the list state (other parameters, e.g. sc_site, are kept). */
export function isStateParam(key: string, params: ListParams = CAR_LIST_PARAMS): boolean {
  return key === KEYPHRASE_PARAM || key === SORT_PARAM || key === PAGE_PARAM || paramKind(key, params) !== null
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
  return { ...state, filters: {}, keyphrase: '', page: 0 }
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
export function applySearchBox(state: ListState, parsed: { filters: Filters; keyphrase: string }): ListState {
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
    for (const [param, value] of urlValuesOf(name, values.map(String))) {
      const list = filters[param] ?? []
      if (!list.includes(value)) filters[param] = [...list, value]
    }
  }
  return { ...state, filters, keyphrase: parsed.keyphrase.trim().slice(0, KEYPHRASE_MAX), page: 0 }
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
