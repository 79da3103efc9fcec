'use client'

import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react'
import type { Lang } from '@/modules/sites/languages'
import {
  COMPARE_PARAM,
  compareStorageKey,
  compareUrl,
  MAX_COMPARE,
  parseCompareParam,
  parseStoredCompare,
  toCompareItem,
  toggleCompare,
  type CompareCar,
  type CompareItem,
} from '@/modules/cars/compare'
import { useStorageItem, writeJson } from '../browser-storage'
import type { CompareTexts } from './texts'

/**
 * The comparison's state for a car list (spec 2 section 2.2): the chosen cars, kept in session
 * storage per site, and whether the compare view is open. A `?compare=<id>,<id>` link chooses
 * those cars and opens the view.
 */

export type CompareContextValue = {
  siteName: string
  lang: Lang
  texts: CompareTexts
  items: CompareItem[]
  /** MAX_COMPARE cars are chosen: no more can be added */
  full: boolean
  /** the id of the bar's "up to 4 cars" hint, which describes a toggle that cannot add */
  limitHintId: string
  isSelected: (id: string) => boolean
  /** adds or removes the car */
  toggle: (car: CompareItem) => void
  remove: (id: string) => void
  clear: () => void
  open: boolean
  openModal: () => void
  closeModal: () => void
  /** columns fetched to open a shared link, so the view need not ask for them again */
  prefetched: readonly CompareCar[]
}

const CompareContext = createContext<CompareContextValue | null>(null)

export function useCompare(): CompareContextValue {
  const value = useContext(CompareContext)
  if (!value) throw new Error('compare components must be inside a CompareProvider')
  return value
}

/** The view's columns for `ids` ('full car detail by car_id filter'), in the order of the ids. */
export async function fetchCompareCars(siteName: string, lang: Lang, ids: readonly string[]): Promise<CompareCar[]> {
  const params = new URLSearchParams({ site: siteName, lang, ids: ids.join(',') })
  const response = await fetch(`/api/cars/compare?${params}`)
  if (!response.ok) throw new Error(`car comparison answered ${response.status}`)
  return ((await response.json()) as { cars: CompareCar[] }).cars
}

/** Takes a shared comparison out of the address once the view is closed or emptied. */
function forgetSharedLink() {
  const url = new URL(window.location.href)
  if (url.searchParams.has(COMPARE_PARAM)) {
    window.history.replaceState(window.history.state, '', compareUrl(url.href, []))
  }
}

type Props = { siteName: string; lang: Lang; texts: CompareTexts; children: ReactNode }

export function CompareProvider({ siteName, lang, texts, children }: Props) {
  const key = compareStorageKey(siteName)
  const raw = useStorageItem(key, 'session')
  const stored = useMemo(() => parseStoredCompare(raw), [raw])
  // Where session storage is blocked, the choice lives as long as the page.
  const [unstored, setUnstored] = useState<CompareItem[] | null>(null)
  const items = unstored ?? stored
  const [open, setOpen] = useState(false)
  const [prefetched, setPrefetched] = useState<readonly CompareCar[]>([])
  const limitHintId = useId()

  const save = useCallback(
    (next: CompareItem[]) => {
      setUnstored(writeJson(key, next, 'session') ? null : next)
      if (next.length === 0) {
        // Spec 2 section 2.2: an empty list closes the view and clears its state.
        setOpen(false)
        setPrefetched([])
        forgetSharedLink()
      }
    },
    [key],
  )

  useEffect(() => {
    const ids = parseCompareParam(new URLSearchParams(window.location.search).get(COMPARE_PARAM))
    if (!ids.length) return
    let current = true
    fetchCompareCars(siteName, lang, ids)
      .then((cars) => {
        if (!current || !cars.length) return
        save(cars.map(toCompareItem))
        setPrefetched(cars)
        setOpen(true)
      })
      .catch((error: unknown) => console.error('the shared comparison could not be opened', error))
    return () => {
      current = false
    }
  }, [siteName, lang, save])

  const value = useMemo<CompareContextValue>(
    () => ({
      siteName,
      lang,
      texts,
      items,
      full: items.length >= MAX_COMPARE,
      limitHintId,
      isSelected: (id) => items.some((item) => item.id === id),
      toggle: (car) => save(toggleCompare(items, car)),
      remove: (id) => save(items.filter((item) => item.id !== id)),
      clear: () => save([]),
      open: open && items.length > 0,
      openModal: () => setOpen(true),
      closeModal: () => {
        setOpen(false)
        forgetSharedLink()
      },
      prefetched,
    }),
    [siteName, lang, texts, items, limitHintId, open, prefetched, save],
  )

  return <CompareContext.Provider value={value}>{children}</CompareContext.Provider>
}
