'use client'

import dynamic from 'next/dynamic'
import { useCallback, useMemo, useRef, useState } from 'react'
import { FilterPanel } from '@/blocks/carList/FilterPanel'
import { interpolate } from '@/modules/content/interpolate'
import type { PanelFacet } from '@/modules/cars/list-facets'
import {
  activeFilterCount,
  clearFacet,
  displayTotal,
  nextPage,
  setKeyphrase,
  setRange,
  toggleFilterValue,
  withListState,
  type ListState,
} from '@/modules/cars/list-state'
import { cartTotals, formatCents, toCents } from '@/modules/kits/cart'
import { KIT_LIST_PARAMS, KIT_PAGE_SIZE, type KitCard as Kit, type KitListPage } from '@/modules/kits/list'
import type { KitsSession } from '@/modules/kits/session'
import { KITS_ROWS_COOKIE, KITS_ROWS_COOKIE_SECONDS, KITS_SCROLL_AFTER_CLOSE_MS } from '@/modules/kits/view'
import { useCart, type CartLine } from './cart-store'
import { KitCard } from './KitCard'
import type { KitsTexts } from './texts'

// The dialogs are fetched when first opened: most visits only list and tick kits.
const KitDialog = dynamic(() => import('./KitDialog'))
const SessionDialog = dynamic(() => import('./SessionDialog'))

type Props = {
  siteName: string
  lang: string
  locale: string
  listPath: string
  /** the session (and its signature) as the tool's own links and calls carry it */
  sessionQuery: string
  session: KitsSession
  canSend: boolean
  /** the debug fill's query, when it is offered */
  debugQuery: string | null
  carTitle: string | null
  initialState: ListState
  initial: KitListPage | null
  initialRows: boolean
  texts: KitsTexts
}

type QuoteStatus = 'idle' | 'sending' | 'sent' | 'error'
export function KitsApp(props: Props) {
  const { texts, session, locale } = props
  const [state, setState] = useState(props.initialState)
  const [page, setPage] = useState<KitListPage | null>(props.initial)
  const [facets, setFacets] = useState<readonly PanelFacet[]>(props.initial?.facets ?? [])
  const [loading, setLoading] = useState(false)
  const [drawer, setDrawer] = useState(false)
  const [rows, setRows] = useState(props.initialRows)
  const [cart, storeCart] = useCart(session.transactionId)
  const [openKit, setOpenKit] = useState<Kit | null>(null)
  const [sessionOpen, setSessionOpen] = useState(false)
  const [quote, setQuote] = useState<QuoteStatus>('idle')
  const listTop = useRef<HTMLDivElement>(null)
  const request = useRef(0)
  const saveCart = (next: CartLine[]) => {
    storeCart(next)
    setQuote('idle')
  }
  const inCart = useMemo(() => new Set(cart.map((line) => line.kitId)), [cart])
  const toggleCart = (kit: Kit) =>
    saveCart(
      inCart.has(kit.kitId)
        ? cart.filter((line) => line.kitId !== kit.kitId)
        : [...cart, { kitId: kit.kitId, kitCode: kit.kitCode, name: kit.name, retailPrice: kit.retailPrice }],
    )

  const load = useCallback(
    async (next: ListState, append: boolean) => {
      const id = ++request.current
      setLoading(true)
      const params = new URLSearchParams(withListState(`?${props.sessionQuery}`, next, KIT_LIST_PARAMS).slice(1))
      params.delete('page')
      params.set('site', props.siteName)
      params.set('lang', props.lang)
      params.set('offset', String(append ? next.page * KIT_PAGE_SIZE : 0))
      params.set('limit', String(append ? KIT_PAGE_SIZE : KIT_PAGE_SIZE * (next.page + 1)))
      params.set('facets', append ? '0' : '1')
      try {
        const response = await fetch(`/api/kits/list?${params}`)
        if (!response.ok) throw new Error(`kits list answered ${response.status}`)
        const body = (await response.json()) as KitListPage
        if (id !== request.current) return
        setPage((previous) =>
          append && previous ? { ...body, cards: [...previous.cards, ...body.cards], facets: null } : body,
        )
        if (body.facets) setFacets(body.facets)
      } catch (error) {
        if (id !== request.current) return
        console.error('kits could not be loaded', error)
        setPage(null)
      } finally {
        if (id === request.current) setLoading(false)
      }
    },
    [props.sessionQuery, props.siteName, props.lang],
  )

  const apply = (next: ListState, append = false) => {
    setState(next)
    window.history.replaceState(
      null,
      '',
      `${props.listPath}${withListState(window.location.search, next, KIT_LIST_PARAMS)}`,
    )
    void load(next, append)
  }

  const closeDrawer = useCallback(() => {
    setDrawer(false)
    // On a phone the list may be far below; once the drawer has gone, bring its top into view.
    window.setTimeout(() => listTop.current?.scrollIntoView({ block: 'start' }), KITS_SCROLL_AFTER_CLOSE_MS)
  }, [])

  const setView = (asRows: boolean) => {
    setRows(asRows)
    document.cookie = asRows
      ? `${KITS_ROWS_COOKIE}=true; Max-Age=${KITS_ROWS_COOKIE_SECONDS}; Path=/; SameSite=Lax`
      : `${KITS_ROWS_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
  }

  const totals = cartTotals(cart.map((line) => line.retailPrice))
  const money = (cents: number) => formatCents(cents, locale)

  const sendQuote = async () => {
    setQuote('sending')
    try {
      const response = await fetch('/api/automaster', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // A signed link's expiry and signature go along: with KITS_LINK_SECRET the server checks them.
        body: JSON.stringify({
          ...session,
          ...Object.fromEntries(
            [...new URLSearchParams(props.sessionQuery)].filter(([name]) => name === 'exp' || name === 'sig'),
          ),
          cart: cart.map((line) => ({ kitId: line.kitId })),
        }),
      })
      const body = (await response.json().catch(() => null)) as { ok?: boolean } | null
      setQuote(response.ok && body?.ok ? 'sent' : 'error')
    } catch {
      setQuote('error')
    }
  }

  const total = page?.total ?? 0
  const more = page ? nextPage(state, total, KIT_PAGE_SIZE) : null
  const filterCount = activeFilterCount(state, KIT_LIST_PARAMS)
  const emptyText =
    props.carTitle && session.auto ? interpolate(texts.noResultsForCar, { car: props.carTitle }) : texts.noResults

  return (
    <section data-block="kitsTool" className="mx-auto max-w-7xl px-4 py-6 md:px-8" aria-labelledby="kits-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="kits-title" className="text-2xl font-bold [font-family:var(--font-heading)] md:text-3xl">
            {texts.title}
          </h1>
          {props.carTitle ? (
            <p className="mt-1 text-base" data-kits-car>
              <span className="font-semibold">{texts.car}:</span> {props.carTitle}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => setSessionOpen(true)}
          className="rounded-[var(--radius)] border border-[var(--color-border)] px-3 py-2 text-sm font-semibold"
        >
          {texts.sessionInfo}
        </button>
      </div>

      <div className="lg:grid lg:grid-cols-[300px_minmax(0,1fr)] lg:items-start lg:gap-8">
        <FilterPanel
          facets={facets}
          state={state}
          mode="sticky"
          open={drawer}
          total={total}
          listPath={props.listPath}
          texts={texts.panel}
          formatBound={(_, n) => formatCents(toCents(n), locale)}
          onToggle={(param, value) => apply(toggleFilterValue(state, param, value, KIT_LIST_PARAMS))}
          onRange={(param, low, high) => {
            const facet = facets.find((f) => f.param === param)
            if (facet?.kind === 'range') apply(setRange(state, param, low, high, facet.bounds, KIT_LIST_PARAMS))
          }}
          onClearFacet={(param) => apply(clearFacet(state, param, KIT_LIST_PARAMS))}
          onClose={closeDrawer}
        />

        <div ref={listTop} className="min-w-0 scroll-mt-4">
          <div className="mb-4 flex flex-wrap items-center gap-2">
            <form
              role="search"
              className="flex min-w-0 flex-1 basis-56"
              onSubmit={(event) => {
                event.preventDefault()
                const text = new FormData(event.currentTarget).get('keyphrase')
                apply(setKeyphrase(state, typeof text === 'string' ? text : ''))
              }}
            >
              <label htmlFor="kits-search" className="sr-only">
                {texts.searchPlaceholder}
              </label>
              <input
                id="kits-search"
                name="keyphrase"
                type="search"
                defaultValue={state.keyphrase}
                placeholder={texts.searchPlaceholder}
                className="min-w-0 flex-1 rounded-l-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] px-3 py-2"
              />
              <button
                type="submit"
                className="rounded-r-[var(--radius)] bg-[var(--color-primary)] px-4 py-2 font-semibold text-[var(--color-primary-fg)]"
              >
                {texts.panel.search}
              </button>
            </form>
            <button
              type="button"
              onClick={() => setDrawer(true)}
              aria-controls="car-list-filters"
              aria-expanded={drawer}
              className="rounded-[var(--radius)] border border-[var(--color-border)] px-3 py-2 font-semibold lg:hidden"
            >
              {texts.showFilters}
              {filterCount ? ` (${filterCount})` : ''}
            </button>
            <div role="group" aria-label={`${texts.viewGrid} / ${texts.viewRows}`} className="flex">
              <button
                type="button"
                aria-pressed={!rows}
                onClick={() => setView(false)}
                className="rounded-l-[var(--radius)] border border-[var(--color-border)] px-3 py-2 text-sm aria-pressed:bg-[var(--color-primary)] aria-pressed:text-[var(--color-primary-fg)]"
              >
                {texts.viewGrid}
              </button>
              <button
                type="button"
                aria-pressed={rows}
                onClick={() => setView(true)}
                className="rounded-r-[var(--radius)] border border-l-0 border-[var(--color-border)] px-3 py-2 text-sm aria-pressed:bg-[var(--color-primary)] aria-pressed:text-[var(--color-primary-fg)]"
              >
                {texts.viewRows}
              </button>
            </div>
          </div>

          <p className="mb-3 text-sm" aria-live="polite" data-kits-count>
            {loading
              ? texts.loading
              : page
                ? interpolate(texts.counter, { current: String(page.cards.length), total: displayTotal(total) })
                : null}
          </p>

          {page === null ? (
            <div role="alert" className="rounded-[var(--radius)] border border-red-300 bg-red-50 p-6 text-red-900">
              {texts.loadError}
            </div>
          ) : page.cards.length === 0 ? (
            <p className="rounded-[var(--radius)] border border-[var(--color-border)] p-6" data-kits-empty>
              {emptyText}
            </p>
          ) : (
            <ul
              data-view={rows ? 'rows' : 'grid'}
              className={rows ? 'flex flex-col gap-3' : 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3'}
            >
              {page.cards.map((kit) => (
                <li key={kit.kitId}>
                  <KitCard
                    kit={kit}
                    rows={rows}
                    locale={locale}
                    selected={inCart.has(kit.kitId)}
                    texts={texts}
                    onOpen={() => setOpenKit(kit)}
                    onToggle={() => toggleCart(kit)}
                  />
                </li>
              ))}
            </ul>
          )}
          {more !== null ? (
            <div className="mt-6 text-center">
              <button
                type="button"
                disabled={loading}
                onClick={() => apply({ ...state, page: more }, true)}
                className="rounded-[var(--radius)] border border-[var(--color-primary)] px-6 py-3 font-semibold"
              >
                {texts.showMore}
              </button>
            </div>
          ) : null}
        </div>
      </div>

      {cart.length ? (
        <aside
          aria-labelledby="kits-cart-title"
          data-kits-cart
          className="z-30 mt-8 rounded-t-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] p-4 shadow-lg lg:sticky lg:bottom-0"
        >
          <h2 id="kits-cart-title" className="mb-2 text-lg font-bold">
            {texts.cart} ({cart.length})
          </h2>
          <ul className="mb-3 max-h-40 overflow-y-auto text-sm">
            {cart.map((line) => (
              <li key={line.kitId} className="flex justify-between gap-3 py-1">
                <span className="min-w-0 break-words">
                  {line.name} <span className="text-[var(--color-muted,inherit)]">({line.kitCode})</span>
                </span>
                <span className="whitespace-nowrap">{money(toCents(line.retailPrice))}</span>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-sm">
            <dt>{texts.net}</dt>
            <dd className="text-right" data-kits-net>
              {money(totals.netCents)}
            </dd>
            <dt>{texts.tax}</dt>
            <dd className="text-right" data-kits-tax>
              {money(totals.taxCents)}
            </dd>
            <dt className="font-bold">{texts.total}</dt>
            <dd className="text-right font-bold" data-kits-total>
              {money(totals.totalCents)}
            </dd>
          </dl>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {props.canSend ? (
              <button
                type="button"
                onClick={() => void sendQuote()}
                disabled={quote === 'sending'}
                className="rounded-[var(--radius)] bg-[var(--color-primary)] px-5 py-3 font-semibold text-[var(--color-primary-fg)]"
              >
                {texts.sendQuote}
              </button>
            ) : (
              <p className="text-sm font-semibold">{texts.sessionMissing}</p>
            )}
            <p role="status" aria-live="polite" className="text-sm font-semibold">
              {quote === 'sending'
                ? texts.sending
                : quote === 'sent'
                  ? texts.sent
                  : quote === 'error'
                    ? texts.quoteError
                    : ''}
            </p>
          </div>
        </aside>
      ) : null}

      {openKit ? (
        <KitDialog
          kit={openKit}
          locale={locale}
          selected={inCart.has(openKit.kitId)}
          texts={texts}
          onToggle={() => toggleCart(openKit)}
          onClose={() => setOpenKit(null)}
        />
      ) : null}
      {sessionOpen ? (
        <SessionDialog
          session={session}
          carTitle={props.carTitle}
          listPath={props.listPath}
          debugQuery={props.debugQuery}
          texts={texts}
          onClose={() => setSessionOpen(false)}
        />
      ) : null}
    </section>
  )
}
