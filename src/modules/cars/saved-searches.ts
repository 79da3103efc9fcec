import { HIERARCHY_SEPARATOR, NEGATION_SUFFIX } from '../search/fields'
import {
  BRAND_PARAM,
  MODEL_PARAM,
  decodeListState,
  encodeListState,
  listStateKey,
  paramKind,
  type ListState,
} from './list-state'

/**
 * The visitor's saved searches on the car list (issue 4 item 10): a named copy of the list's
 * URL state with the time it was saved, kept in the browser per site, newest first, at most
 * {@link SAVED_SEARCHES_MAX}. The state is stored in its URL form and decoded on read, so a
 * filter the index no longer knows is dropped exactly as it would be from a shared link.
 * Storage is read leniently: invalid entries are dropped, anything else reads as no searches.
 */

export const SAVED_SEARCHES_MAX = 10
export const SAVED_SEARCH_NAME_MAX = 80
/** The list API; with `limit=0` and `since` its `total` is the count of new matching cars. */
export const CAR_LIST_API = '/api/cars/list'

export type SavedSearch = {
  id: string
  name: string
  /** always page 0: a saved search names a result set, not how far the visitor scrolled */
  state: ListState
  /** epoch milliseconds */
  savedAt: number
}

/** How a saved search is kept in storage. */
export type StoredSavedSearch = { id: string; name: string; query: string; savedAt: number }

export class SavedSearchError extends Error {
  constructor(
    readonly code: 'empty-name',
    message: string,
  ) {
    super(message)
    this.name = 'SavedSearchError'
  }
}

export function savedSearchesKey(siteName: string): string {
  return `retail-cloud:saved-searches:${siteName}`
}

/** A name as typed: whitespace collapsed and trimmed, cut to the maximum length with '…'. */
export function cleanSearchName(text: string): string {
  const name = text.replace(/\s+/g, ' ').trim()
  if (name.length <= SAVED_SEARCH_NAME_MAX) return name
  return `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…`
}

/** A short id, unique enough among ten entries of one browser. */
export function newSavedSearchId(now: number, random: () => number = Math.random): string {
  return `${Math.max(0, Math.floor(now)).toString(36)}-${Math.floor(random() * 36 ** 6).toString(36)}`
}

export function createSavedSearch(input: { id: string; name: string; state: ListState; savedAt: number }): SavedSearch {
  const name = cleanSearchName(input.name)
  if (!name) throw new SavedSearchError('empty-name', 'a saved search needs a name')
  return { id: input.id, name, state: { ...input.state, page: 0 }, savedAt: input.savedAt }
}

/**
 * The list with `search` first. Saving a state that is already saved replaces the old entry
 * (new name, new time), so the same result set is never listed twice; the oldest entries
 * beyond the maximum are dropped.
 */
export function addSavedSearch(
  list: readonly SavedSearch[],
  search: SavedSearch,
  max: number = SAVED_SEARCHES_MAX,
): SavedSearch[] {
  const key = listStateKey(search.state)
  const rest = list.filter((entry) => entry.id !== search.id && listStateKey(entry.state) !== key)
  return [search, ...rest].slice(0, Math.max(0, max))
}

export function removeSavedSearch(list: readonly SavedSearch[], id: string): SavedSearch[] {
  return list.filter((entry) => entry.id !== id)
}

export function toStoredSavedSearches(list: readonly SavedSearch[]): StoredSavedSearch[] {
  return list.map(({ id, name, state, savedAt }) => ({ id, name, query: listStateKey(state), savedAt }))
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0

// Checked by hand, not with zod: this runs in the browser, where zod would weigh more than the list.
function storedSearch(value: unknown): StoredSavedSearch | null {
  if (typeof value !== 'object' || value === null) return null
  const { id, name, query, savedAt } = value as Record<string, unknown>
  const valid =
    typeof id === 'string' &&
    id.length >= 1 &&
    id.length <= 100 &&
    typeof name === 'string' &&
    typeof query === 'string' &&
    query.length <= 10_000 &&
    isCount(savedAt)
  return valid ? { id, name, query, savedAt } : null
}

/** A stored value (already JSON-parsed) as saved searches: invalid entries and repeats are dropped. */
export function parseSavedSearches(value: unknown, max: number = SAVED_SEARCHES_MAX): SavedSearch[] {
  if (!Array.isArray(value)) return []
  const searches: SavedSearch[] = []
  const ids = new Set<string>()
  const keys = new Set<string>()
  for (const entry of value) {
    const stored = storedSearch(entry)
    if (!stored) continue
    const name = cleanSearchName(stored.name)
    const state = { ...decodeListState(new URLSearchParams(stored.query)), page: 0 }
    const key = listStateKey(state)
    if (!name || ids.has(stored.id) || keys.has(key)) continue
    ids.add(stored.id)
    keys.add(key)
    searches.push({ id: stored.id, name, state, savedAt: stored.savedAt })
    if (searches.length >= max) break
  }
  return searches
}

/**
 * A name for the state when the page has none to offer: the keyphrase and the chosen values,
 * a model as 'Volvo XC60' (its brand is then not repeated). Ranges and exclusions are left
 * out, as bare numbers or values would read wrongly without their facet's label.
 */
export function stateSummary(state: ListState): string {
  const models = state.filters[MODEL_PARAM] ?? []
  const parts: string[] = state.keyphrase.trim() ? [state.keyphrase.trim()] : []
  for (const [param, values] of Object.entries(state.filters)) {
    if (param.endsWith(NEGATION_SUFFIX) || paramKind(param) !== 'list') continue
    for (const value of values) {
      if (param === BRAND_PARAM && models.some((model) => model.startsWith(`${value}${HIERARCHY_SEPARATOR}`))) continue
      const text = param === MODEL_PARAM ? value.split(HIERARCHY_SEPARATOR).join(' ') : value
      if (text.trim() && !parts.includes(text.trim())) parts.push(text.trim())
    }
  }
  return parts.join(', ')
}

/** The name the save form starts with: the page's summary, else the state's, else the fallback. */
export function defaultSearchName(summary: string, state: ListState, fallback: string): string {
  return cleanSearchName(summary) || cleanSearchName(stateSummary(state)) || cleanSearchName(fallback)
}

/** The list API request whose `total` is the count of cars matching `state` published since `since`. */
export function newCarsUrl(input: { siteName: string; lang: string; state: ListState; since: number }): string {
  const params = new URLSearchParams({ site: input.siteName, lang: input.lang })
  for (const [key, value] of encodeListState({ ...input.state, page: 0 })) params.append(key, value)
  params.set('offset', '0')
  params.set('limit', '0')
  params.set('facets', '0')
  params.set('since', String(Math.max(0, Math.floor(input.since))))
  return `${CAR_LIST_API}?${params.toString()}`
}

/** The count from a list API answer, or null when the answer is not one. */
export function parseNewCarsTotal(value: unknown): number | null {
  const total = typeof value === 'object' && value !== null ? (value as { total?: unknown }).total : undefined
  return isCount(total) ? total : null
}
