'use client'

import { type KeyboardEvent, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import type { CountryCode } from '@/modules/dealers/types'
import type { LatLng } from '@/modules/geo/haversine'
import { useGeolocation } from '@/modules/geo/use-geolocation'
import { matchesFilters } from '@/modules/locator/filters'
import { clampShow, LIST_INITIAL, LIST_STEP, nextShow } from '@/modules/locator/paging'
import { queryLocations } from '@/modules/locator/query'
import { createSuggester } from '@/modules/locator/suggest'
import { CONNECTORS, MIN_POWERS, type DistanceUnit, type Location, type LocationType } from '@/modules/locator/types'
import {
  encodeLocatorState,
  filtersOf,
  toggleConnector,
  toggleMinPower,
  toggleOpenNow,
  type LocatorState,
} from '@/modules/locator/url-state'
import { useHydrated } from '@/ui/browser-hooks'
import { MapSlot } from '@/ui/map/MapSlot'
import type { MapFit, MapMarker } from '@/ui/map/types'
import { connectorLabel, fill, LocationCard } from './LocationCard'
import type { LocatorTexts } from './texts'

type Props = {
  site: string
  lang: string
  locale: string
  type: LocationType
  unit: DistanceUnit
  listPath: string
  timeZone: string
  country: CountryCode
  initial: {
    state: LocatorState
    origin: LatLng | null
    place: string | null
    searchFailed: boolean
    selectedId: string | null
    /** The list as the server rendered it: the first `state.show` results. */
    items: Location[]
    total: number
  }
  map: { center: LatLng; zoom: number; styleUrl: string | null; googleApiKey: string | null }
  texts: LocatorTexts
}

type FitRequest = { key: number; kind: 'origin' | 'all' }

const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-link)]'
const MAP_HEIGHT = 'min(75vh, 640px)'

function markerOf(location: Location): MapMarker {
  return {
    id: location.id,
    lat: location.lat,
    lng: location.lng,
    title: location.name,
    lines: [location.address, `${location.zip} ${location.city}`, ...(location.info ? [location.info] : [])],
    ...(location.dealerPath ? { href: location.dealerPath } : {}),
  }
}

const cardOf = (id: string) => document.querySelector<HTMLElement>(`[data-location-id="${CSS.escape(id)}"]`)

/**
 * The locator in the browser: the list the server rendered, then, once the site's locations
 * have loaded, the map beside it (tabs Map / Panel below 1024 px), suggestions, search, near me,
 * filters and Show more without page loads. Every state change is written to the URL.
 */
export function LocatorView({
  site,
  lang,
  locale,
  type,
  unit,
  listPath,
  timeZone,
  country,
  initial,
  map,
  texts,
}: Props) {
  const [state, setState] = useState<LocatorState>(initial.state)
  const [origin, setOrigin] = useState<LatLng | null>(initial.origin)
  const [place, setPlace] = useState<string | null>(initial.place)
  const [selectedId, setSelectedId] = useState<string | null>(initial.selectedId)
  const [all, setAll] = useState<Location[] | null>(null)
  const mounted = useHydrated()
  const [tab, setTab] = useState<'map' | 'panel'>('panel')
  const [fitRequest, setFitRequest] = useState<FitRequest | null>(initial.origin ? { key: 1, kind: 'origin' } : null)
  const [query, setQuery] = useState(initial.state.q)
  const [searchFailed, setSearchFailed] = useState(initial.searchFailed)
  const geo = useGeolocation()
  const listOnly = state.listOnly

  // Every location of the site, for the map, suggestions and the list's own paging.
  useEffect(() => {
    const controller = new AbortController()
    fetch(`/api/locator/locations?site=${encodeURIComponent(site)}&lang=${encodeURIComponent(lang)}`, {
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((body: { locations: Location[] }) => setAll(body.locations.filter((l) => l.locationType === type)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('locator: locations could not be loaded', error)
      })
    return () => controller.abort()
  }, [site, lang, type])

  const clock = useMemo(() => ({ timeZone, now: new Date() }), [timeZone])
  const filters = useMemo(() => filtersOf(state), [state])
  const filtered = useMemo(
    () => (all ? all.filter((l) => matchesFilters(l, filters, clock)) : null),
    [all, filters, clock],
  )
  const results = useMemo(
    () => (all ? queryLocations(all, { near: origin, unit, filters, ...clock, locale }) : null),
    [all, origin, unit, filters, clock, locale],
  )
  const total = results ? results.length : initial.total
  const shown = (results ?? initial.items).slice(0, state.show)
  const markers = useMemo(() => (filtered ? filtered.map(markerOf) : []), [filtered])
  const suggest = useMemo(() => (all ? createSuggester(all) : null), [all])

  // The URL follows the state, so a reload or a shared link shows the same list.
  const url = `${listPath}${encodeLocatorState({ ...state, location: selectedId, near: state.q ? null : origin })}`
  useEffect(() => {
    if (mounted && `${window.location.pathname}${window.location.search}` !== url) {
      window.history.replaceState(window.history.state, '', url)
    }
  }, [mounted, url])
  const update = (next: LocatorState) => setState(next)
  const requestFit = (kind: FitRequest['kind']) => setFitRequest((current) => ({ key: (current?.key ?? 0) + 1, kind }))
  const loaded = results !== null
  const fit = useMemo<MapFit | null>(() => {
    if (!fitRequest || !results || !filtered) return null
    const points = fitRequest.kind === 'origin' && origin ? [origin, ...results.slice(0, LIST_INITIAL)] : filtered
    return { key: fitRequest.key, points }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fit is taken when it is asked for
  }, [fitRequest, loaded])

  const select = useCallback(
    (id: string | null, from: 'map' | 'list') => {
      setSelectedId(id)
      setState((current) => {
        let show = current.show
        if (id && results) {
          const at = results.findIndex((l) => l.id === id)
          if (at >= show) show = LIST_INITIAL + Math.ceil((at + 1 - LIST_INITIAL) / LIST_STEP) * LIST_STEP
        }
        return { ...current, show, location: id }
      })
      if (id && from === 'map') {
        // The marker's card expands in the list; bring it into view there.
        requestAnimationFrame(() => {
          const card = cardOf(id)
          if (card && card.offsetParent !== null) card.scrollIntoView({ block: 'nearest' })
        })
      }
    },
    [results],
  )

  // Near me: when a position arrives the list becomes the nearest to the visitor (a refusal only
  // logs a warning, in the hook). State adjusted while rendering, as React advises for a change.
  const [usedPosition, setUsedPosition] = useState<LatLng | null>(null)
  if (geo.status === 'ok' && geo.position && geo.position !== usedPosition) {
    setUsedPosition(geo.position)
    setOrigin(geo.position)
    setPlace(null)
    setQuery('')
    setSearchFailed(false)
    setSelectedId(null)
    setState({ ...state, q: '', show: LIST_INITIAL, location: null })
    requestFit('origin')
  }

  const search = async (text: string) => {
    const q = text.trim()
    setSearchFailed(false)
    setSelectedId(null)
    if (!q) {
      // A blank submit fits all markers (spec 1 section 5).
      setOrigin(null)
      setPlace(null)
      update({ ...state, q: '', show: LIST_INITIAL, location: null })
      requestFit('all')
      return
    }
    const named = suggest?.(q).find((l) => l.name.toLowerCase() === q.toLowerCase())
    if (named) {
      choose(named)
      return
    }
    try {
      const response = await fetch(`/api/locator/geocode?site=${encodeURIComponent(site)}&q=${encodeURIComponent(q)}`)
      if (!response.ok) throw new Error(`geocoding answered ${response.status}`)
      const found = (await response.json()) as { lat: number; lng: number; label: string }
      const point = { lat: found.lat, lng: found.lng }
      setOrigin(point)
      setPlace(found.label.split(',')[0] ?? found.label)
      update({ ...state, q, show: LIST_INITIAL, location: null })
      requestFit('origin')
    } catch (error) {
      // Spec 1 section 8: logged, and the field shows an error border (no message).
      console.warn('locator: the search could not be geocoded', error)
      setSearchFailed(true)
    }
  }

  const choose = (location: Location) => {
    setQuery(location.name)
    setSearchFailed(false)
    select(location.id, 'list')
  }

  const showMore = () => {
    const next = { ...state, show: nextShow(state.show) }
    update(next)
    const firstNew = results?.[state.show]
    if (firstNew) requestAnimationFrame(() => cardOf(firstNew.id)?.querySelector('button')?.focus())
  }

  const chip = (active: boolean, href: string, label: string, next: () => LocatorState, key: string) => (
    <li key={key}>
      <a
        href={href}
        role="button"
        aria-pressed={active}
        onClick={(event) => {
          if (!all) return // not loaded yet: the link loads the page with the filter
          event.preventDefault()
          setSelectedId(null)
          update(next())
        }}
        className={`inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-semibold ${focusRing} ${
          active
            ? 'border-[var(--color-primary)] bg-[var(--color-primary)] text-[var(--color-primary-fg)]'
            : 'border-[var(--color-border)] bg-[var(--color-bg)] text-[var(--color-fg)] hover:bg-[var(--color-surface)]'
        }`}
      >
        {label}
      </a>
    </li>
  )
  const hrefOf = (next: LocatorState) => `${listPath}${encodeLocatorState({ ...next, near: next.q ? null : origin })}`

  const showTabs = mounted && !listOnly
  const counter = fill(texts.counter, { current: Math.min(state.show, total), total })

  return (
    <div data-locator-view={all ? 'ready' : 'loading'}>
      <SearchBox
        listPath={listPath}
        state={state}
        origin={origin}
        query={query}
        setQuery={(value) => {
          setQuery(value)
          setSearchFailed(false)
        }}
        failed={searchFailed}
        suggest={suggest}
        onChoose={choose}
        onSearch={search}
        onNearMe={mounted ? geo.locate : null}
        locating={geo.status === 'locating'}
        texts={texts}
      />
      <ul className="mt-3 flex list-none flex-wrap gap-2 p-0" aria-label={texts.filters}>
        {type === 'ChargingPoint'
          ? [
              ...CONNECTORS.map((connector) =>
                chip(
                  state.connectors.includes(connector),
                  hrefOf(toggleConnector(state, connector)),
                  connectorLabel(connector),
                  () => toggleConnector(state, connector),
                  connector,
                ),
              ),
              ...MIN_POWERS.map((power) =>
                chip(
                  state.minPower === power,
                  hrefOf(toggleMinPower(state, power)),
                  fill(texts.minPower, { kw: power }),
                  () => toggleMinPower(state, power),
                  `p${power}`,
                ),
              ),
            ]
          : null}
        {chip(state.openNow, hrefOf(toggleOpenNow(state)), texts.openNow, () => toggleOpenNow(state), 'open')}
      </ul>
      {showTabs ? (
        <div role="tablist" aria-label={texts.mapLabel} className="mt-4 flex lg:hidden">
          {(['map', 'panel'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`locator-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`locator-${name}`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
                event.preventDefault()
                const other = name === 'map' ? 'panel' : 'map'
                setTab(other)
                document.getElementById(`locator-tab-${other}`)?.focus()
              }}
              className={`min-h-11 flex-1 cursor-pointer border-b-2 font-semibold ${focusRing} ${
                tab === name
                  ? 'border-[var(--color-primary)]'
                  : 'border-[var(--color-border)] text-[var(--color-muted)]'
              }`}
            >
              {name === 'map' ? texts.mapTab : texts.panelTab}
            </button>
          ))}
        </div>
      ) : null}
      <div className={`mt-4 ${listOnly ? '' : 'lg:grid lg:grid-cols-[minmax(18rem,26rem)_minmax(0,1fr)] lg:gap-6'}`}>
        <div
          id="locator-panel"
          {...(showTabs ? { role: 'tabpanel', 'aria-labelledby': 'locator-tab-panel' } : {})}
          className={`${showTabs && tab === 'map' ? 'max-lg:hidden' : ''} ${
            listOnly ? '' : 'lg:max-h-[min(75vh,640px)] lg:overflow-y-auto lg:pr-2'
          }`}
          data-locator-panel
        >
          {/* The list's heading, for the outline: the cards below are its h3s. */}
          <h2 className="sr-only">{texts.panelTab}</h2>
          <p role="status" className="m-0 text-sm" data-locator-counter>
            {counter}
            {origin && place ? ` · ${fill(texts.nearPlace, { place })}` : null}
          </p>
          {total === 0 ? (
            <p className="py-6" data-locator-empty>
              {texts.empty}
            </p>
          ) : (
            <ol
              className={`mt-3 grid list-none gap-3 p-0 ${listOnly ? 'sm:grid-cols-2 lg:grid-cols-3' : ''}`}
              data-locator-list
            >
              {shown.map((location) => (
                <li key={location.id} data-location-id={location.id} data-selected={location.id === selectedId}>
                  <LocationCard
                    location={location}
                    selected={location.id === selectedId}
                    onToggle={(id) => select(id === selectedId ? null : id, 'list')}
                    locale={locale}
                    texts={texts}
                    listPath={listPath}
                    country={country}
                  />
                </li>
              ))}
            </ol>
          )}
          {state.show < total ? (
            <p className="mt-4 text-center">
              <a
                href={hrefOf({ ...state, show: clampShow(String(state.show + LIST_STEP)) })}
                onClick={(event) => {
                  if (!results) return // not loaded yet: the link loads the longer list
                  event.preventDefault()
                  showMore()
                }}
                data-locator-more
                className={`inline-flex min-h-11 items-center rounded-[var(--radius)] border border-[var(--color-border)] px-6 font-semibold ${focusRing}`}
              >
                {texts.showMore}
              </a>
            </p>
          ) : null}
        </div>
        {listOnly ? null : (
          <div
            id="locator-map"
            {...(showTabs ? { role: 'tabpanel', 'aria-labelledby': 'locator-tab-map' } : {})}
            className={`${!showTabs || tab === 'panel' ? 'max-lg:hidden' : ''} max-lg:mt-2`}
            style={{ minHeight: MAP_HEIGHT }}
          >
            {mounted && filtered ? (
              <MapSlot
                markers={markers}
                center={map.center}
                zoom={map.zoom}
                styleUrl={map.styleUrl}
                googleApiKey={map.googleApiKey}
                selectedId={selectedId}
                onSelect={(id) => select(id, 'map')}
                fit={fit}
                draggable={false}
                popupAction={{
                  label: texts.showMore,
                  className: 'lg:hidden',
                  onAction: (id) => {
                    setTab('panel')
                    requestAnimationFrame(() => {
                      const card = cardOf(id)
                      card?.scrollIntoView({ block: 'start' })
                      card?.querySelector('button')?.focus({ preventScroll: true })
                    })
                  },
                }}
                height={MAP_HEIGHT}
                texts={texts.map}
                label={texts.mapLabel}
              />
            ) : null}
          </div>
        )}
      </div>
    </div>
  )
}

type SearchBoxProps = {
  listPath: string
  state: LocatorState
  origin: LatLng | null
  query: string
  setQuery: (value: string) => void
  failed: boolean
  suggest: ((q: string) => Location[]) | null
  onChoose: (location: Location) => void
  onSearch: (q: string) => void
  onNearMe: (() => void) | null
  locating: boolean
  texts: LocatorTexts
}

/**
 * The search box: a GET form (`?q=`) without JavaScript; with it, an ARIA combobox whose
 * suggestions (at most 5) are chosen with the arrow keys and Enter, closed with Escape.
 */
function SearchBox({
  listPath,
  state,
  query,
  setQuery,
  failed,
  suggest,
  onChoose,
  onSearch,
  onNearMe,
  locating,
  texts,
}: SearchBoxProps) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const input = useRef<HTMLInputElement>(null)
  // Matching thousands of locations takes a moment: typing stays responsive, the list follows.
  const typed = useDeferredValue(query)
  const options = useMemo(() => (suggest && open ? suggest(typed) : []), [suggest, typed, open])
  const expanded = open && options.length > 0

  const choose = (location: Location) => {
    setOpen(false)
    setActive(-1)
    onChoose(location)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!expanded) {
        setOpen(true)
        setActive(event.key === 'ArrowDown' ? 0 : -1)
        return
      }
      const count = options.length
      setActive((current) =>
        event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1,
      )
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < options.length) {
      event.preventDefault()
      const option = options[active]
      if (option) choose(option)
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      }
    }
  }

  const inputClass = `min-h-11 w-full min-w-0 rounded-[var(--radius)] border bg-[var(--color-bg)] px-3 text-[var(--color-fg)] ${focusRing} ${
    failed ? 'border-2 border-[#b00020]' : 'border-[var(--color-border)]'
  }`

  return (
    <form
      method="get"
      action={listPath}
      role="search"
      aria-label={texts.searchLabel}
      onSubmit={(event) => {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
        onSearch(query)
      }}
      className="flex flex-wrap items-end gap-2"
    >
      <div className="relative min-w-0 flex-[1_1_16rem]">
        <label htmlFor="locator-q" className="mb-1 block text-sm font-semibold">
          {texts.searchLabel}
        </label>
        <input
          ref={input}
          id="locator-q"
          name="q"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls="locator-suggestions"
          aria-activedescendant={expanded && active >= 0 ? `locator-option-${active}` : undefined}
          aria-invalid={failed || undefined}
          autoComplete="off"
          maxLength={100}
          value={query}
          placeholder={texts.searchPlaceholder}
          onChange={(event) => {
            setQuery(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className={inputClass}
        />
        <ul
          id="locator-suggestions"
          role="listbox"
          aria-label={texts.suggestions}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-30 m-0 mt-1 list-none rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-bg)] p-1 shadow-lg"
        >
          {options.map((option, i) => (
            <li
              key={option.id}
              id={`locator-option-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              className={`cursor-pointer rounded px-2 py-1.5 ${i === active ? 'bg-[var(--color-surface)] font-semibold' : ''}`}
            >
              {option.name}
              <span className="block text-xs text-[var(--color-muted)]">
                {option.address}, {option.zip} {option.city}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {state.connectors.map((c) => (
        <input key={c} type="hidden" name="connector" value={c} />
      ))}
      {state.minPower ? <input type="hidden" name="minPower" value={state.minPower} /> : null}
      {state.openNow ? <input type="hidden" name="open" value="now" /> : null}
      {state.listOnly ? <input type="hidden" name="view" value="list" /> : null}
      <button
        type="submit"
        className={`min-h-11 cursor-pointer rounded-[var(--radius)] bg-[var(--color-primary)] px-4 font-semibold text-[var(--color-primary-fg)] ${focusRing}`}
      >
        {texts.searchButton}
      </button>
      {onNearMe ? (
        <button
          type="button"
          onClick={onNearMe}
          disabled={locating}
          data-near-me
          className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-[var(--radius)] border border-[var(--color-border)] px-4 font-semibold hover:bg-[var(--color-surface)] disabled:opacity-60 ${focusRing}`}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
            <path d="M10 1a1 1 0 0 1 1 1v1.07A7 7 0 0 1 16.93 9H18a1 1 0 1 1 0 2h-1.07A7 7 0 0 1 11 16.93V18a1 1 0 1 1-2 0v-1.07A7 7 0 0 1 3.07 11H2a1 1 0 1 1 0-2h1.07A7 7 0 0 1 9 3.07V2a1 1 0 0 1 1-1zm0 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4z" />
          </svg>
          {texts.nearMe}
        </button>
      ) : null}
    </form>
  )
}
