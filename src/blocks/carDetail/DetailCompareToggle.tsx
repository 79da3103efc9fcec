'use client'

import { useMemo } from 'react'
import {
  compareStorageKey,
  compareUrl,
  MAX_COMPARE,
  parseStoredCompare,
  toggleCompare,
  type CompareItem,
} from '@/modules/cars/compare'
import { interpolate } from '@/modules/content/interpolate'
import { useStorageItem, writeJson } from '../carList/browser-storage'

type Props = {
  siteName: string
  car: CompareItem
  /** the car list, where the compare bar and view are */
  listHref: string
  texts: { add: string; remove: string; limit: string; compareButton: string }
}

/**
 * 'Add to compare' on the car page: the same choice as the list's card toggles (session storage
 * per site), and once cars are chosen a link that opens the comparison on the car list.
 */
export function DetailCompareToggle({ siteName, car, listHref, texts }: Props) {
  const key = compareStorageKey(siteName)
  const raw = useStorageItem(key, 'session')
  const items = useMemo(() => parseStoredCompare(raw), [raw])
  const selected = items.some((item) => item.id === car.id)
  const blocked = !selected && items.length >= MAX_COMPARE
  const button =
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-[var(--radius)] border-2 border-[var(--color-border)] px-4 font-semibold hover:border-[var(--color-primary)]'
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        aria-pressed={selected}
        aria-disabled={blocked || undefined}
        title={blocked ? texts.limit : undefined}
        data-detail-compare
        onClick={() => {
          if (!blocked) writeJson(key, toggleCompare(items, car), 'session')
        }}
        className={`${button} ${blocked ? 'cursor-not-allowed opacity-60' : ''}`}
      >
        {selected ? texts.remove : texts.add}
      </button>
      {items.length > 0 ? (
        // A page load: the list opens the comparison the address names.
        <a
          href={compareUrl(
            new URL(listHref, window.location.href).href,
            items.map((item) => item.id),
          )}
          className="font-semibold text-[var(--color-link)] underline underline-offset-4"
        >
          {interpolate(texts.compareButton, { count: items.length })}
        </a>
      ) : null}
    </div>
  )
}
