'use client'

import { useCallback, useSyncExternalStore } from 'react'

/**
 * The cart of a dealer-system transaction, kept in localStorage under the transaction id so a
 * reload or a second tab of the same transaction sees the same kits and another one starts
 * empty. Read through useSyncExternalStore: the server's HTML (no cart) and hydration agree.
 */

export type CartLine = { kitId: string; kitCode: string; name: string; retailPrice: number }

const EMPTY: CartLine[] = []
const listeners = new Set<() => void>()
const snapshots = new Map<string, { raw: string | null; lines: CartLine[] }>()
/** Where the browser refuses storage (a private window, a full quota) the cart lives in memory. */
const memory = new Map<string, string>()

const storageKey = (transactionId: string | undefined) => `kits-cart:${transactionId ?? '-'}`

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key) ?? memory.get(key) ?? null
  } catch {
    return memory.get(key) ?? null
  }
}

function parse(raw: string | null): CartLine[] {
  try {
    const stored: unknown = JSON.parse(raw ?? '[]')
    return Array.isArray(stored)
      ? (stored as CartLine[]).filter((line) => typeof line?.kitId === 'string' && typeof line.retailPrice === 'number')
      : EMPTY
  } catch {
    return EMPTY
  }
}

function snapshot(key: string): CartLine[] {
  const raw = readRaw(key)
  const known = snapshots.get(key)
  if (known && known.raw === raw) return known.lines
  const lines = parse(raw)
  snapshots.set(key, { raw, lines })
  return lines
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

export function useCart(transactionId: string | undefined): [CartLine[], (lines: CartLine[]) => void] {
  const key = storageKey(transactionId)
  const lines = useSyncExternalStore(
    subscribe,
    () => snapshot(key),
    () => EMPTY,
  )
  const save = useCallback(
    (next: CartLine[]) => {
      const raw = JSON.stringify(next)
      try {
        window.localStorage.setItem(key, raw)
        memory.delete(key)
      } catch {
        memory.set(key, raw)
      }
      for (const listener of listeners) listener()
    },
    [key],
  )
  return [lines, save]
}
