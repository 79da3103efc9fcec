'use client'

import dynamic from 'next/dynamic'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Lang } from '@/modules/sites/languages'
import type { CarListCondition, CarListPage } from '@/modules/cars/list-page'
import type { ListRescue } from '@/modules/cars/list-rescue'
import { interpolate } from '@/modules/content/interpolate'
import { activeChips, formatBound, type ChipLabels } from '@/modules/cars/list-facets'
import {
  activeFilterCount,
  applySearchBox,
  CAR_LIST_PAGE_SIZE,
  clearAll,
  clearFacet,
  decodeListState,
  DISTANCE_SORT,
  displayTotal,
  encodeListState,
  listStateKey,
  nextPage,
  paramKind,
  setRange,
  setNear,
  setSort,
  toggleFilterValue,
  withListState,
  type ListState,
  type NearState,
} from '@/modules/cars/list-state'
import { pushToDataLayer, searchEvent } from '@/modules/tracking/data-layer'
import { CarCard } from '@/ui/CarCard'
import { Link } from '@/ui/Link'
import { rememberCarList } from '@/ui/list-return'
import { recordViewedCar, useStorageItem, writeJson } from './browser-storage'
import { parseStoredJson } from '@/lib/stored-json'
import { CompareBar } from './compare/CompareBar'
import { CompareProvider } from './compare/CompareProvider'
import { CompareToggle } from './compare/CompareToggle'
import type { CompareTexts } from './compare/texts'
import { FilterPanel, type FilterMode } from './FilterPanel'
import type { RescueItem } from './Rescue'
import type { RecentlyViewedTexts, SavedSearchTexts } from './personal-texts'

import type { CarListTexts } from './texts'

// Both live in browser storage and need JavaScript to be of use: they load after the list.
const RecentlyViewed = dynamic(() => import('./RecentlyViewed').then((m) => m.RecentlyViewed), { ssr: false })
const SavedSearches = dynamic(() => import('./SavedSearches').then((m) => m.SavedSearches), { ssr: false })

/** Spec 2 section 2.1: 24 skeleton cards while a new result set loads. */
const SKELETONS = 24
/** The show-more control is hidden when everything is shown and that is fewer than this. */
const SHOW_MORE_MIN_TOTAL = 12
const MODE_KEY = 'retail-cloud:filter-mode'

// Only a list without results needs it, so it is fetched then.
const Rescue = dynamic(() => import('./Rescue').then((m) => m.Rescue))
// The place field and the browser's position need JavaScript: a chunk of their own, after the list.
const NearMe = dynamic(() => import('./NearMe').then((m) => m.NearMe), { ssr: false })

/** With a keyphrase the default order is relevance, and newest-first is a sort of its own. */
const KEYPHRASE_SORTS = [
  { value: '', text: 'sortRelevance' },
  { value: 'car_publishdate_desc', text: 'sortNewest' },
] as const satisfies readonly { value: string; text: keyof CarListTexts }[]

const SORTS = [
  { value: '', text: 'sortNewest' },
  { value: 'car_price_asc', text: 'sortPriceAsc' },
  { value: 'car_price_desc', text: 'sortPriceDesc' },
  { value: 'car_mileage_asc', text: 'sortMileageAsc' },
  { value: 'car_year_desc', text: 'sortYearDesc' },
] as const satisfies readonly { value: string; text: keyof CarListTexts }[]

type Props = {
  siteName: string
  lang: Lang
  locale: string
  currency: string
  /** the site's market ('SE', 'GB'): places are looked up there, and the UK measures in miles */
  market: string
  condition: CarListCondition
  listPath: string
  heading: string | null
  showRecentlyViewed: boolean
  initialState: ListState
  /** The state the address asked for, when the server understood its keyphrase into another. */
  askedState?: ListState
  /** null when the first load failed */
  initial: CarListPage | null
  texts: CarListTexts
  chipLabels: ChipLabels
  compareTexts: CompareTexts
  recentlyViewedTexts: RecentlyViewedTexts
  savedSearchTexts: SavedSearchTexts
}

type Status = 'ready' | 'loading' | 'more' | 'error'

export function CarListApp(props: Props) {
  const { siteName, lang, texts, listPath } = props
  const [state, setState] = useState(props.initialState)
  const [data, setData] = useState<CarListPage | null>(props.initial)
  const [status, setStatus] = useState<Status>(props.initial ? 'ready' : 'error')
  const storedMode = useStorageItem(MODE_KEY, 'session')
  const mode: FilterMode = parseStoredJson(storedMode) === 'toggle' ? 'toggle' : 'sticky'
  const [drawerOpen, setDrawerOpen] = useState(false)
  const cache = useRef(new Map<string, CarListPage>())
  const latest = useRef(0)
  const listTop = useRef<HTMLDivElement>(null)

  const formatter = useMemo(() => {
    const money = new Intl.NumberFormat(props.locale, {
      style: 'currency',
      currency: props.currency,
      maximumFractionDigits: 0,
    })
    const number = new Intl.NumberFormat(props.locale, { maximumFractionDigits: 0 })
    return { money: (n: number) => money.format(n), number: (n: number) => number.format(n) }
  }, [props.locale, props.currency])

  const fetchPage = useCallback(
    async (next: ListState, offset: number, limit: number, withFacets: boolean): Promise<CarListPage> => {
      const params = encodeListState({ ...next, page: 0 })
      params.set('site', siteName)
      params.set('lang', lang)
      params.set('condition', props.condition)
      params.set('offset', String(offset))
      params.set('limit', String(limit))
      params.set('facets', withFacets ? '1' : '0')
      const response = await fetch(`/api/cars/list?${params}`)
      if (!response.ok) throw new Error(`car list answered ${response.status}`)
      return (await response.json()) as CarListPage
    },
    [siteName, lang, props.condition],
  )

  /**
   * The server understood the keyphrase ('elbil' is the fuel filter El): the list shows the state
   * searched, so each understood part is a chip, and the address says the same.
   */
  const adopt = useCallback((asked: ListState, page: CarListPage) => {
    if (!page.state || listStateKey(page.state) === listStateKey(asked)) return
    cache.current.set(listStateKey(page.state), page)
    setState(page.state)
    replaceAddress(page.state)
  }, [])

  /** Shows a state's results: from the cache when seen before (back button), else fetched. */
  const show = useCallback(
    async (next: ListState, history: 'push' | 'replace' | 'none') => {
      if (history !== 'none') {
        const url = `${window.location.pathname}${withListState(window.location.search, next)}`
        if (history === 'push') window.history.pushState(window.history.state, '', url)
        else window.history.replaceState(window.history.state, '', url)
      }
      setState(next)
      const request = ++latest.current
      const cached = cache.current.get(listStateKey(next))
      if (cached) {
        setData(cached)
        setStatus('ready')
        return
      }
      setStatus('loading')
      try {
        const page = await fetchPage(next, 0, CAR_LIST_PAGE_SIZE * (next.page + 1), true)
        cache.current.set(listStateKey(next), page)
        if (request !== latest.current) return
        setData(page)
        adopt(next, page)
        setStatus('ready')
      } catch (error) {
        console.error(error)
        if (request === latest.current) setStatus('error')
      }
    },
    [fetchPage, adopt],
  )

  /** A new result set: new URL entry, page 0, and the top of the list in view. */
  const change = useCallback(
    (next: ListState) => {
      const target = { ...next, page: 0 }
      // A change that changes nothing (a range reset to the range it had) adds no history entry.
      if (listStateKey(target) === listStateKey(state)) return
      const top = listTop.current?.getBoundingClientRect().top ?? 0
      if (top < 0) listTop.current?.scrollIntoView({ block: 'start' })
      void show(target, 'push')
    },
    [show, state],
  )

  useEffect(() => {
    if (props.initial) cache.current.set(listStateKey(props.initialState), props.initial)
    // The server rendered the understood state already; the address follows it.
    if (props.askedState && listStateKey(props.askedState) !== listStateKey(props.initialState)) {
      replaceAddress(props.initialState)
    }
    // The page cache keeps a bounded number of query variants per page; past that the page
    // without its query is served, and the list shows what the address asks for itself.
    const asked = decodeListState(new URLSearchParams(window.location.search))
    const served = [props.initialState, props.askedState ?? props.initialState].map(listStateKey)
    if (!served.includes(listStateKey(asked))) {
      // After hydration has committed: the address is the outside state this list follows.
      void Promise.resolve().then(() => show(asked, 'none'))
    }
    const onPop = () => void show(decodeListState(new URLSearchParams(window.location.search)), 'none')
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
    // The initial props seed the cache once; later renders must not reset it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onNear = useCallback((near: NearState) => change(setNear(state, near)), [change, state])

  // The list state the car pages' 'back to all cars' returns to (the address follows the state).
  useEffect(() => rememberCarList(`${window.location.pathname}${window.location.search}`), [state])

  const switchMode = (next: FilterMode) => writeJson(MODE_KEY, next, 'session')

  const showMore = async () => {
    if (!data) return
    const page = nextPage(state, data.total)
    if (page === null) return
    const next = { ...state, page }
    const request = ++latest.current
    setStatus('more')
    try {
      const more = await fetchPage(next, page * CAR_LIST_PAGE_SIZE, CAR_LIST_PAGE_SIZE, false)
      if (request !== latest.current) return
      const merged = { ...data, cards: [...data.cards, ...more.cards], total: more.total }
      cache.current.set(listStateKey(next), merged)
      setData(merged)
      setState(next)
      setStatus('ready')
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${withListState(window.location.search, next)}`,
      )
    } catch (error) {
      console.error(error)
      if (request === latest.current) setStatus('ready')
    }
  }

  const submitSearch = async (text: string) => {
    const trimmed = text.trim()
    if (trimmed) pushToDataLayer(window as { dataLayer?: unknown[] }, searchEvent(trimmed, 'car list'))
    if (!trimmed) return change({ ...state, keyphrase: '' })
    try {
      const params = new URLSearchParams({ site: siteName, text: trimmed, lang })
      const response = await fetch(`/api/cars/search-box?${params}`)
      if (!response.ok) throw new Error(`search box answered ${response.status}`)
      change(applySearchBox(state, await response.json()))
    } catch (error) {
      console.error(error)
      change({ ...state, keyphrase: trimmed })
    }
  }

  const facets = data?.facets ?? []
  const cards = data?.cards ?? []
  const total = data?.total ?? 0
  const chips = activeChips(state, props.chipLabels, formatter)
  const filterCount = activeFilterCount(state)
  const following = data ? nextPage(state, total) : null
  const boundFormat = (param: string, n: number) => formatBound(props.chipLabels.formats[param], n, formatter)
  const hideControl = cards.length >= total && total < SHOW_MORE_MIN_TOTAL
  const stateQuery = (next: ListState) => {
    const query = encodeListState(next).toString()
    return query ? `${listPath}?${query}` : listPath
  }
  const unit = props.market === 'GB' ? 'mi' : 'km'
  const nearLabel = (near: NearState) =>
    interpolate(texts.nearChip, { radius: `${near.radius} ${unit}`, place: near.place || texts.nearYou })
  const rescue = data?.rescue
    ? rescueItems(data.rescue, state, chips, props.chipLabels, formatter, texts, nearLabel)
    : null

  return (
    <CompareProvider siteName={siteName} lang={lang} texts={props.compareTexts}>
      <section
        className="mx-auto max-w-[1600px] px-4 pb-24 pt-6 md:px-8"
        aria-labelledby={props.heading ? 'car-list-heading' : undefined}
      >
        {props.heading ? (
          <h1 id="car-list-heading" className="mb-4 text-3xl font-bold md:text-4xl [font-family:var(--font-heading)]">
            {props.heading}
          </h1>
        ) : null}
        {props.showRecentlyViewed ? <RecentlyViewed siteName={siteName} texts={props.recentlyViewedTexts} /> : null}
        <div ref={listTop} className="scroll-mt-4" />
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-controls="car-list-filters"
            aria-expanded={drawerOpen}
            className="inline-flex items-center gap-2 rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] px-4 py-2.5 font-semibold lg:hidden"
          >
            <FilterIcon />
            {texts.filters}
            {filterCount ? (
              <span className="rounded-full bg-[var(--color-primary)] px-2 text-xs leading-5 text-[var(--color-primary-fg)]">
                {filterCount}
              </span>
            ) : null}
          </button>
          <button
            type="button"
            onClick={() => switchMode(mode === 'sticky' ? 'toggle' : 'sticky')}
            aria-controls="car-list-filters"
            aria-expanded={mode === 'sticky'}
            className="hidden items-center gap-2 rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] px-4 py-2.5 font-semibold lg:inline-flex"
          >
            <FilterIcon />
            {mode === 'sticky' ? texts.hideFilters : texts.showFilters}
            {filterCount && mode === 'toggle' ? (
              <span className="rounded-full bg-[var(--color-primary)] px-2 text-xs leading-5 text-[var(--color-primary-fg)]">
                {filterCount}
              </span>
            ) : null}
          </button>
          <SearchBox
            key={state.keyphrase}
            keyphrase={state.keyphrase}
            texts={texts}
            listPath={listPath}
            onSubmit={submitSearch}
          />
          {/* May shrink: a long sort name (Slovak) must not push a 320 px screen sideways. */}
          <label className="flex min-w-0 max-w-full items-center gap-2 text-sm">
            <span className="whitespace-nowrap font-medium">{texts.sortBy}</span>
            <select
              value={state.sort ?? ''}
              onChange={(event) => change(setSort(state, event.target.value || null))}
              className="min-w-0 max-w-full rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] px-3 py-2.5"
            >
              {[
                ...(state.keyphrase ? [...KEYPHRASE_SORTS, ...SORTS.slice(1)] : SORTS),
                ...(state.near ? [{ value: DISTANCE_SORT, text: 'sortDistance' as const }] : []),
              ].map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {texts[sort.text]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="mb-3">
          <NearMe
            near={state.near}
            country={props.market}
            lang={lang}
            siteName={siteName}
            unit={unit}
            texts={{
              placeLabel: texts.nearPlaceLabel,
              nearMe: texts.nearMe,
              radius: texts.nearRadius,
              unknownPlace: texts.nearUnknownPlace,
              search: texts.search,
            }}
            onNear={onNear}
          />
        </div>
        {chips.length || state.keyphrase || state.near ? (
          <div className="mb-4 flex flex-wrap items-center gap-2" role="group" aria-label={texts.activeFilters}>
            {state.near ? (
              <RemovableChip
                label={nearLabel(state.near)}
                removeLabel={texts.removeFilter}
                onRemove={() => change(setNear(state, null))}
              />
            ) : null}
            {state.keyphrase ? (
              <RemovableChip
                label={interpolate(texts.keyphraseChip, { keyphrase: state.keyphrase })}
                removeLabel={texts.removeFilter}
                onRemove={() => change({ ...state, keyphrase: '' })}
              />
            ) : null}
            {chips.map((chip) => (
              <RemovableChip
                key={`${chip.param}=${chip.value}`}
                label={chip.label}
                removeLabel={texts.removeFilter}
                onRemove={() =>
                  change(
                    paramKind(chip.param) === 'range'
                      ? clearFacet(state, chip.param)
                      : toggleFilterValue(state, chip.param, chip.value),
                  )
                }
              />
            ))}
            <button
              type="button"
              onClick={() => change(clearAll(state))}
              className="px-2 text-sm font-semibold text-[var(--color-link)] underline underline-offset-2"
            >
              {texts.clearAllFilters}
            </button>
          </div>
        ) : null}
        {/* The button's height is kept free: the server sends no button (it reads the browser's storage). */}
        <div className="mb-4 min-h-[38px]">
          <SavedSearches
            siteName={siteName}
            lang={lang}
            state={state}
            summary={chips
              .map((chip) => chip.label)
              .concat(state.keyphrase ? [state.keyphrase] : [])
              .join(', ')}
            onApply={(saved) => change(saved)}
            texts={props.savedSearchTexts}
            condition={props.condition}
          />
        </div>
        <div className={mode === 'sticky' ? 'lg:grid lg:grid-cols-[300px_minmax(0,1fr)] lg:items-start lg:gap-8' : ''}>
          <FilterPanel
            facets={facets}
            state={state}
            mode={mode}
            open={drawerOpen}
            total={total}
            listPath={listPath}
            texts={texts}
            formatBound={boundFormat}
            onToggle={(param, value) => change(toggleFilterValue(state, param, value))}
            onRange={(param, low, high) => {
              const facet = facets.find((f) => f.param === param)
              if (facet?.kind === 'range') change(setRange(state, param, low, high, facet.bounds))
            }}
            onClearFacet={(param) => change(clearFacet(state, param))}
            onClose={() => setDrawerOpen(false)}
          />
          <div>
            <p className="mb-3 text-sm text-[var(--color-muted)]" aria-live="polite">
              {status === 'loading'
                ? texts.carListLoading
                : data
                  ? interpolate(texts.carListCounter, { current: cards.length, total: displayTotal(total) })
                  : ''}
            </p>
            {status === 'error' ? (
              <div role="alert" className="rounded-[var(--radius)] border border-red-300 bg-red-50 p-6 text-red-900">
                <p>{texts.carListError}</p>
                <button type="button" onClick={() => void show(state, 'none')} className="mt-3 font-semibold underline">
                  {texts.tryAgain}
                </button>
              </div>
            ) : status === 'loading' ? (
              <ul className={gridClass(mode)} aria-hidden="true">
                {Array.from({ length: SKELETONS }, (_, i) => (
                  <li key={i} className="h-[380px] animate-pulse rounded-[var(--radius)] bg-[var(--color-border)]/60" />
                ))}
              </ul>
            ) : cards.length === 0 && rescue ? (
              <Rescue
                heading={texts.rescueHeading}
                noResults={texts.noSearchResults}
                didYouMeanLabel={texts.rescueDidYouMean}
                clearAllLabel={texts.clearAllFilters}
                didYouMean={rescue.didYouMean}
                relaxed={rescue.relaxed}
                href={stateQuery}
                onPick={change}
                onClearAll={() => change(clearAll(state))}
              />
            ) : cards.length === 0 ? (
              <p className="rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] p-8 text-center text-lg">
                {texts.noSearchResults}
              </p>
            ) : (
              <ul className={gridClass(mode)}>
                {cards.map((card, index) => (
                  <li key={card.id}>
                    <CarCard
                      car={card}
                      texts={texts.card}
                      priority={index < 3}
                      headingLevel="h2"
                      action={<CompareToggle car={card} />}
                      onOpen={() => recordViewedCar(siteName, card)}
                    />
                  </li>
                ))}
              </ul>
            )}
            {data && status !== 'error' && status !== 'loading' && !hideControl ? (
              <div className="mx-auto mt-8 flex max-w-sm flex-col items-center gap-3">
                <p className="text-sm">
                  {interpolate(texts.carListCounter, { current: cards.length, total: displayTotal(total) })}
                </p>
                <div className="h-1.5 w-full overflow-hidden rounded-full bg-[var(--color-border)]" aria-hidden="true">
                  <div
                    className="h-full bg-[var(--color-primary)]"
                    style={{ width: `${total ? Math.min(100, (cards.length / total) * 100) : 100}%` }}
                  />
                </div>
                {following !== null ? (
                  <Link
                    href={stateQuery({ ...state, page: following })}
                    onClick={(event) => {
                      event.preventDefault()
                      void showMore()
                    }}
                    aria-disabled={status === 'more'}
                    className="rounded-[var(--radius)] border-2 border-[var(--color-primary)] px-6 py-2.5 font-semibold text-[var(--color-fg)] hover:bg-[var(--color-primary)] hover:text-[var(--color-primary-fg)]"
                  >
                    {status === 'more' ? texts.carListLoading : texts.showMore}
                  </Link>
                ) : null}
              </div>
            ) : null}
          </div>
        </div>
      </section>
      <CompareBar />
    </CompareProvider>
  )
}

function gridClass(mode: FilterMode) {
  return `grid gap-5 sm:grid-cols-2 ${mode === 'sticky' ? 'xl:grid-cols-3' : 'lg:grid-cols-3 2xl:grid-cols-4'}`
}

function FilterIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 fill-current">
      <path d="M1 3h14v1.5H1zm3 4.25h8v1.5H4zM6.5 11.5h3V13h-3z" />
    </svg>
  )
}

type SearchBoxProps = {
  keyphrase: string
  listPath: string
  texts: CarListTexts
  onSubmit: (text: string) => void
}

/** Free text: brands, models, fuels and the like become filters, the rest a keyphrase. */
function SearchBox({ keyphrase, listPath, texts, onSubmit }: SearchBoxProps) {
  const [text, setText] = useState(keyphrase)
  return (
    <form
      role="search"
      action={listPath}
      method="get"
      className="order-first flex w-full items-stretch lg:order-none lg:w-auto lg:min-w-[240px] lg:flex-1"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(text)
      }}
    >
      <label htmlFor="car-list-search" className="sr-only">
        {texts.carSearchLabel}
      </label>
      <input
        id="car-list-search"
        type="search"
        name="keyphrase"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={texts.carSearchPlaceholder}
        className="min-w-0 flex-1 rounded-l-[var(--radius)] border border-r-0 border-[var(--color-border)] bg-[var(--color-surface)] px-4 py-2.5"
      />
      <button
        type="submit"
        className="rounded-r-[var(--radius)] bg-[var(--color-primary)] px-4 font-semibold text-[var(--color-primary-fg)]"
      >
        {texts.search}
      </button>
    </form>
  )
}

/** The address shows `state` without a new history entry. */
function replaceAddress(state: ListState) {
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${withListState(window.location.search, state)}`,
  )
}

function RemovableChip({ label, removeLabel, onRemove }: { label: string; removeLabel: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={interpolate(removeLabel, { filter: label })}
      className="inline-flex items-center gap-1.5 rounded-full border border-[var(--color-border)] bg-[var(--color-surface)] py-1 pl-3 pr-2 text-sm hover:border-[var(--color-fg)]"
    >
      {label}
      <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3 w-3 fill-current">
        <path d="M3.5 2.1 8 6.6l4.5-4.5 1.4 1.4L9.4 8l4.5 4.5-1.4 1.4L8 9.4l-4.5 4.5-1.4-1.4L6.6 8 2.1 3.5z" />
      </svg>
    </button>
  )
}

/** The rescue's searches worded as the chips word their filters. */
function rescueItems(
  rescue: ListRescue,
  state: ListState,
  chips: ReturnType<typeof activeChips>,
  labels: ChipLabels,
  formatter: Parameters<typeof activeChips>[2],
  texts: CarListTexts,
  nearLabel: (near: NearState) => string,
): { didYouMean: RescueItem | null; relaxed: RescueItem[] } {
  const count = (n: number) => interpolate(texts.rescueCount, { count: displayTotal(n) })
  const relaxed = rescue.relaxed.map(({ relaxation, state: next, count: n }, i): RescueItem => {
    let label: string
    if (relaxation.kind === 'radius' && next.near) {
      label = interpolate(texts.rescueWiden, { filter: nearLabel(next.near) })
    } else if (relaxation.kind === 'near' && state.near) {
      label = interpolate(texts.rescueWithout, { filter: nearLabel(state.near) })
    } else if (relaxation.kind === 'keyphrase') {
      label = interpolate(texts.rescueWithout, { filter: `"${relaxation.keyphrase}"` })
    } else if (relaxation.kind === 'widen') {
      const chip = activeChips(next, labels, formatter).find((c) => c.param === relaxation.param)
      label = interpolate(texts.rescueWiden, { filter: chip?.label ?? relaxation.param })
    } else if (relaxation.kind === 'drop') {
      const chip = chips.find((c) => c.param === relaxation.param && c.value === relaxation.value)
      label = interpolate(texts.rescueWithout, { filter: chip?.label ?? relaxation.value })
    } else label = ''
    return { key: `${i}:${listStateKey(next)}`, label, count: count(n), state: next }
  })
  const didYouMean = rescue.didYouMean
    ? {
        key: 'did-you-mean',
        label: rescue.didYouMean.text,
        count: count(rescue.didYouMean.count),
        state: { ...rescue.didYouMean.state, sort: state.sort },
      }
    : null
  return { didYouMean, relaxed }
}
