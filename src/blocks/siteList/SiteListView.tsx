'use client'

import { useMemo, useState } from 'react'
import type { SiteListItem } from '@/modules/dealers/list-service'
import { byDistanceFrom } from '@/modules/dealers/distance'
import { formatDistance } from '@/modules/geo/format-distance'
import { useGeolocation } from '@/modules/geo/use-geolocation'
import { SiteCard, type SiteCardTexts } from '@/ui/SiteCard'
import { MapSlot } from '@/ui/map/MapSlot'
import type { MapMarker, MapTexts } from '@/ui/map/types'

export type SiteListViewTexts = SiteCardTexts & {
  listView: string
  mapView: string
  nearMe: string
  nearMeActive: string
  mapLabel: string
  map: MapTexts
}

export type SiteListMapSettings = {
  center: { lat: number; lng: number }
  zoom: number
  styleUrl: string | null
  googleApiKey: string | null
}

type Props = {
  items: SiteListItem[]
  mapItems: SiteListItem[]
  /** the dealer pages' base path in the page's language */
  basePath: string
  locale: string
  texts: SiteListViewTexts
  /** null: no map view */
  map: SiteListMapSettings | null
}

function markerOf(item: SiteListItem, href: string, linkLabel: string): MapMarker | null {
  if (!item.position) return null
  const town = [item.zip, item.city].filter(Boolean).join(' ')
  return {
    id: item.slug,
    lat: item.position.lat,
    lng: item.position.lng,
    title: item.name,
    lines: [item.street, town, item.phone].filter((line): line is string => Boolean(line)),
    href,
    linkLabel,
  }
}

/**
 * The dealer cards and their map (spec 2 section 2.8). The server has rendered the cards in the
 * list's order; here the visitor switches between list and map, and "near me" orders the cards
 * by distance from where the browser says they are. The position never leaves the browser.
 */
export function SiteListView({ items, mapItems, basePath, locale, texts, map }: Props) {
  const [view, setView] = useState<'list' | 'map'>('list')
  const [selected, setSelected] = useState<string | null>(null)
  const geo = useGeolocation()
  const hrefOf = (slug: string) => `${basePath}/${slug}`

  const shown = useMemo(
    () => (geo.status === 'ok' && geo.position ? byDistanceFrom(geo.position, items) : items),
    [geo.status, geo.position, items],
  )
  const markers = useMemo(
    () =>
      mapItems
        .map((item) => markerOf(item, hrefOf(item.slug), texts.readMore))
        .filter((marker): marker is MapMarker => marker !== null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- hrefOf only reads basePath
    [mapItems, basePath, texts.readMore],
  )

  const toggleClass = (active: boolean) =>
    `min-h-11 px-4 font-semibold ${
      active
        ? 'bg-[var(--color-primary)] text-[var(--color-primary-fg)]'
        : 'bg-[var(--color-bg)] text-[var(--color-fg)] hover:bg-[var(--color-surface)]'
    }`

  return (
    <div data-site-list-view={view}>
      <div className="flex flex-wrap items-center gap-3 py-4">
        {map ? (
          <div
            role="group"
            aria-label={`${texts.listView} / ${texts.mapView}`}
            className="inline-flex overflow-hidden rounded-[var(--radius)] border border-[var(--color-border)]"
          >
            <button
              type="button"
              aria-pressed={view === 'list'}
              className={toggleClass(view === 'list')}
              onClick={() => setView('list')}
            >
              {texts.listView}
            </button>
            <button
              type="button"
              aria-pressed={view === 'map'}
              className={toggleClass(view === 'map')}
              onClick={() => setView('map')}
            >
              {texts.mapView}
            </button>
          </div>
        ) : null}
        <button
          type="button"
          onClick={geo.locate}
          aria-pressed={geo.status === 'ok'}
          disabled={geo.status === 'locating'}
          className="inline-flex min-h-11 items-center gap-2 rounded-[var(--radius)] border border-[var(--color-border)] px-4 font-semibold hover:bg-[var(--color-surface)] disabled:opacity-60"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
            <path d="M10 1a1 1 0 0 1 1 1v1.07A7 7 0 0 1 16.93 9H18a1 1 0 1 1 0 2h-1.07A7 7 0 0 1 11 16.93V18a1 1 0 1 1-2 0v-1.07A7 7 0 0 1 3.07 11H2a1 1 0 1 1 0-2h1.07A7 7 0 0 1 9 3.07V2a1 1 0 0 1 1-1zm0 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4z" />
          </svg>
          {texts.nearMe}
        </button>
        {geo.status === 'ok' ? (
          <p role="status" className="text-sm">
            {texts.nearMeActive}
          </p>
        ) : null}
      </div>
      {map && view === 'map' ? (
        <MapSlot
          markers={markers}
          center={map.center}
          zoom={map.zoom}
          styleUrl={map.styleUrl}
          googleApiKey={map.googleApiKey}
          selectedId={selected}
          onSelect={setSelected}
          height="min(70vh, 560px)"
          texts={texts.map}
          label={texts.mapLabel}
        />
      ) : (
        <ol className="grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3" data-site-cards>
          {shown.map((item) => (
            <li key={item.slug}>
              <SiteCard
                site={item}
                href={hrefOf(item.slug)}
                texts={texts}
                selected={item.slug === selected}
                note={item.distanceKm !== undefined ? formatDistance(item.distanceKm, locale) : undefined}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
