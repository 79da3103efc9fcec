import { useCallback, useSyncExternalStore } from 'react'
import type { CarCard } from '@/modules/cars/card'
import { addRecentlyViewed, parseRecentlyViewed, recentlyViewedKey } from '@/modules/cars/recently-viewed'
import { parseStoredJson } from '@/lib/stored-json'

/**
 * Web storage for the browser only. Storage can be missing (server), blocked (privacy
 * settings throw on access), full (quota) or hold anything, so every helper here swallows
 * those failures: a read gives null, a write gives false, nothing throws.
 *
 * Writes made through here notify the page's own subscribers (the browser's `storage` event
 * only reaches other tabs), so every component showing a key updates together.
 */

export type StorageKind = 'local' | 'session'

const CHANGE_EVENT = 'retail-cloud:storage'
type ChangeDetail = { key: string; kind: StorageKind }

function storageOf(kind: StorageKind): Storage | null {
  try {
    if (typeof window === 'undefined') return null
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}

export function readStorage(key: string, kind: StorageKind = 'local'): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function readJson(key: string, kind: StorageKind = 'local'): unknown {
  return parseStoredJson(readStorage(key, kind))
}

function notify(key: string, kind: StorageKind): void {
  window.dispatchEvent(new CustomEvent<ChangeDetail>(CHANGE_EVENT, { detail: { key, kind } }))
}

/** Whether the value was stored. */
export function writeJson(key: string, value: unknown, kind: StorageKind = 'local'): boolean {
  const storage = storageOf(kind)
  if (!storage) return false
  try {
    storage.setItem(key, JSON.stringify(value))
  } catch {
    return false
  }
  notify(key, kind)
  return true
}

export function removeStorage(key: string, kind: StorageKind = 'local'): void {
  const storage = storageOf(kind)
  if (!storage) return
  try {
    storage.removeItem(key)
  } catch {
    return
  }
  notify(key, kind)
}

/** Calls `onChange` when the key changes in this page or another tab; returns the unsubscribe. */
export function subscribeStorage(key: string, kind: StorageKind, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // a null key means the other tab cleared the whole storage
    if ((event.key === key || event.key === null) && event.storageArea === storageOf(kind)) onChange()
  }
  const onLocal = (event: Event) => {
    const detail = (event as CustomEvent<ChangeDetail | undefined>).detail
    if (detail?.key === key && detail.kind === kind) onChange()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(CHANGE_EVENT, onLocal)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CHANGE_EVENT, onLocal)
  }
}

/**
 * A storage item's text, kept current. The server snapshot is null, so the server HTML and
 * the hydrating render agree (nothing stored is shown) and React renders the stored value
 * right after hydration. The text is a string, so equal snapshots compare equal; parse it in
 * a `useMemo` keyed by it.
 */
export function useStorageItem(key: string, kind: StorageKind = 'local'): string | null {
  const subscribe = useCallback((onChange: () => void) => subscribeStorage(key, kind, onChange), [key, kind])
  return useSyncExternalStore(
    subscribe,
    () => readStorage(key, kind),
    () => null,
  )
}

/** Records a car the visitor opens (list card click, car detail page); never throws. */
export function recordViewedCar(siteName: string, card: CarCard): void {
  const key = recentlyViewedKey(siteName)
  writeJson(key, addRecentlyViewed(parseRecentlyViewed(readJson(key)), card))
}

export function clearViewedCars(siteName: string): void {
  removeStorage(recentlyViewedKey(siteName))
}
