import { parseStoredJson } from '@/lib/stored-json'

/**
 * Favourites (issue 18 item 8): the ids of the cars a visitor saved with the heart, newest
 * first, in the browser's local storage per site. Framework-free, for the browser and the tests.
 */

/** The most a visitor keeps; the favourites page asks for all of them in one list request. */
export const MAX_FAVOURITES = 48

const ID = /^[A-Za-z0-9_-]{1,64}$/

export function favouritesKey(siteName: string): string {
  return `retail-cloud:favourites:${siteName}`
}

/** Stored text as a list of car ids; anything else (hand-edited, an old format) reads as none. */
export function parseFavourites(raw: string | null | undefined): string[] {
  const value = parseStoredJson(raw)
  if (!Array.isArray(value)) return []
  const ids = value.filter((id): id is string => typeof id === 'string' && ID.test(id))
  return [...new Set(ids)].slice(0, MAX_FAVOURITES)
}

/** Saves the car (first in the list) or takes it out; the oldest falls off past the maximum. */
export function toggleFavourite(ids: readonly string[], id: string): string[] {
  if (!ID.test(id)) return [...ids]
  if (ids.includes(id)) return ids.filter((other) => other !== id)
  return [id, ...ids].slice(0, MAX_FAVOURITES)
}

/** The list request's query for the saved cars: one car_id value per car. */
export function favouritesQuery(siteName: string, lang: string, ids: readonly string[]): URLSearchParams {
  const params = new URLSearchParams({ site: siteName, lang, facets: '0', limit: String(MAX_FAVOURITES) })
  for (const id of ids) params.append('car_id', id)
  return params
}

/**
 * Favourites kept with a confirmed e-mail (issue 18 item 8): the browser's list merged with the
 * account's. `base` is the list both last agreed on, so a car taken out in this browser since
 * then stays out, one saved elsewhere comes in, and the browser's own order leads.
 */
export function mergeFavourites(
  account: readonly string[],
  local: readonly string[],
  base: readonly string[],
): string[] {
  const localIds = new Set(local)
  const removedHere = new Set(base.filter((id) => !localIds.has(id)))
  const merged = [...local, ...account.filter((id) => !removedHere.has(id))].filter((id) => ID.test(id))
  return [...new Set(merged)].slice(0, MAX_FAVOURITES)
}

/** Storage key of the list last agreed with the account; present only once an e-mail is confirmed. */
export function favouritesSyncKey(siteName: string): string {
  return `retail-cloud:favourites-synced:${siteName}`
}

/** The favourites API of an account (the browser holds its signed cookie). */
export const FAVOURITES_SYNC_API = '/api/alerts/favourites'
