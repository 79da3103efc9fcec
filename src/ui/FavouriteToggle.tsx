'use client'

import { useCallback, useMemo } from 'react'
import { favouritesKey, favouritesSyncKey, parseFavourites, toggleFavourite } from '@/modules/cars/favourites'
import { interpolate } from '@/modules/content/interpolate'
import { readStorage, useStorageItem, writeJson } from '@/blocks/carList/browser-storage'
import { useHydrated } from './browser-hooks'

/** The site's favourites list, kept current across the page's hearts and other tabs. */
export function useFavourites(siteName: string) {
  const key = favouritesKey(siteName)
  const raw = useStorageItem(key, 'local')
  const ids = useMemo(() => parseFavourites(raw), [raw])
  const toggle = useCallback(
    (id: string) => {
      writeJson(key, toggleFavourite(parseFavourites(raw), id))
      // Kept with a confirmed alert address too, when this browser has one (loaded only then).
      if (readStorage(favouritesSyncKey(siteName)) !== null) {
        void import('./favourites-sync').then((sync) => sync.syncFavourites(siteName))
      }
    },
    [key, raw, siteName],
  )
  return { ids, toggle }
}

/** The site of the page, from <html data-site> (the layout writes it), so cards need no prop for it. */
const pageSite = () => (typeof document === 'undefined' ? '' : (document.documentElement.dataset.site ?? ''))

type Props = {
  carId: string
  carName: string
  /** the heart's name, containing {name} */
  label: string
  /** 'card': a round button in a card's corner; 'detail': a button with its text on the car page */
  variant?: 'card' | 'detail'
  /** the visible text of the detail variant */
  text?: string
}

/**
 * The heart that saves a car in the visitor's favourites (local storage, per site). Its name
 * stays the same; `aria-pressed` says whether the car is saved. The server renders it unsaved;
 * the head script paints saved hearts before the first paint (src/ui/visitor-state.ts).
 */
export function FavouriteToggle({ carId, carName, label, variant = 'card', text }: Props) {
  const { ids, toggle } = useFavourites(pageSite())
  const saved = ids.includes(carId)
  const hydrated = useHydrated()
  return (
    <button
      type="button"
      aria-label={variant === 'card' ? interpolate(label, { name: carName }) : undefined}
      aria-pressed={saved}
      data-favourite-id={carId}
      // From hydration on, the heart's own state rules, not the head script's first-paint rule.
      data-live={hydrated || undefined}
      onClick={() => toggle(carId)}
      // Styled in globals.css by its state attributes, icon included: a list repeats it 48 times.
      className={variant === 'card' ? 'favourite-toggle' : 'favourite-toggle favourite-toggle-detail'}
    >
      {variant === 'detail' ? <span>{text ?? interpolate(label, { name: carName })}</span> : null}
    </button>
  )
}
