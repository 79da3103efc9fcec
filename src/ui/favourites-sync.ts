import { FAVOURITES_SYNC_API, favouritesKey, favouritesSyncKey, parseFavourites } from '@/modules/cars/favourites'
import { readStorage, removeStorage, writeJson } from '@/blocks/carList/browser-storage'

/**
 * Favourites with a confirmed alert address (issue 18 item 8): local storage stays the first
 * home of the list; a browser that confirmed an alert (it holds the account cookie, and the
 * confirm page left the sync marker) merges its list with the account's, so the same favourites
 * follow the address to another browser that confirms it. Loaded only where it runs.
 */

export function hasFavouritesAccount(siteName: string): boolean {
  return readStorage(favouritesSyncKey(siteName)) !== null
}

/**
 * Sends the list and the list last agreed, stores the merged answer as both. `start` makes the
 * marker (the confirm page); otherwise a browser without one does nothing. A 401 (no or an
 * expired cookie) removes the marker.
 */
export async function syncFavourites(siteName: string, start = false): Promise<'synced' | 'no-account' | 'failed'> {
  const syncKey = favouritesSyncKey(siteName)
  const baseText = readStorage(syncKey)
  if (baseText === null && !start) return 'no-account'
  const ids = parseFavourites(readStorage(favouritesKey(siteName)))
  const base = parseFavourites(baseText)
  try {
    const response = await fetch(FAVOURITES_SYNC_API, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ids, base }),
      credentials: 'same-origin',
    })
    if (response.status === 401) {
      removeStorage(syncKey)
      return 'no-account'
    }
    if (!response.ok) return 'failed'
    const merged = parseFavourites(JSON.stringify(((await response.json()) as { ids?: unknown }).ids ?? []))
    writeJson(favouritesKey(siteName), merged)
    writeJson(syncKey, merged)
    return 'synced'
  } catch {
    return 'failed'
  }
}
