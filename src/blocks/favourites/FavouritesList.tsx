'use client'

import { useEffect, useState } from 'react'
import type { CarCard as CarCardData } from '@/modules/cars/card'
import { favouritesQuery, favouritesSyncKey } from '@/modules/cars/favourites'
import { interpolate } from '@/modules/content/interpolate'
import { CarCard, type CarCardTexts } from '@/ui/CarCard'
import { useFavourites } from '@/ui/FavouriteToggle'
import { useHydrated } from '@/ui/browser-hooks'
import { readStorage } from '@/blocks/carList/browser-storage'
import { Link } from '@/ui/Link'

type Props = {
  siteName: string
  lang: string
  listHref: string
  texts: { empty: string; gone: string; allCars: string; loading: string; error: string; card: CarCardTexts }
}

type Loaded = { key: string; cards: CarCardData[] } | { key: string; error: true }

/**
 * The saved cars, in the order they were saved. A car taken out with its heart leaves the list
 * at once; a saved car no longer in stock is counted, not shown.
 */
export function FavouritesList({ siteName, lang, listHref, texts }: Props) {
  const hydrated = useHydrated()
  const { ids } = useFavourites(siteName)
  const key = ids.join(',')
  const [loaded, setLoaded] = useState<Loaded | null>(null)

  // With a confirmed alert address, the list is merged with the address's once per visit.
  useEffect(() => {
    if (readStorage(favouritesSyncKey(siteName)) === null) return
    void import('@/ui/favourites-sync').then((sync) => sync.syncFavourites(siteName))
  }, [siteName])

  useEffect(() => {
    if (!key) return
    let current = true
    fetch(`/api/cars/list?${favouritesQuery(siteName, lang, key.split(','))}`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`car list answered ${response.status}`)
        return ((await response.json()) as { cards: CarCardData[] }).cards
      })
      .then(
        (cards) => current && setLoaded({ key, cards }),
        (error: unknown) => {
          console.error('favourites could not be loaded', error)
          if (current) setLoaded({ key, error: true })
        },
      )
    return () => {
      current = false
    }
  }, [siteName, lang, key])

  // Before hydration the server's HTML cannot know the visitor's list: it says nothing yet.
  if (!hydrated) return <div className="min-h-40" aria-hidden="true" />
  if (!ids.length) {
    return (
      <div className="mt-8 rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] p-8 text-center">
        <p className="text-lg">{texts.empty}</p>
        <Link href={listHref} className="mt-4 inline-block font-semibold text-[var(--color-link)] underline">
          {texts.allCars}
        </Link>
      </div>
    )
  }
  // Cards of the last answer that are still saved, in saved order: unsaving hides a card at once.
  const byId = new Map(loaded && 'cards' in loaded ? loaded.cards.map((card) => [card.id, card]) : [])
  const cards = ids.flatMap((id) => byId.get(id) ?? [])
  const settled = loaded?.key === key
  const gone = settled && 'cards' in loaded ? ids.length - cards.length : 0
  return (
    <div className="mt-8" aria-busy={!settled}>
      {loaded && 'error' in loaded && settled ? <p role="alert">{texts.error}</p> : null}
      {!loaded ? <p>{texts.loading}</p> : null}
      {gone > 0 ? <p className="mb-4 text-[var(--color-muted)]">{interpolate(texts.gone, { count: gone })}</p> : null}
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4" data-favourites-list>
        {cards.map((card) => (
          <li key={card.id}>
            <CarCard car={card} texts={texts.card} headingLevel="h2" />
          </li>
        ))}
      </ul>
    </div>
  )
}
