'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { interpolate } from '@/modules/content/interpolate'
import type { PanelFacet } from '@/modules/cars/list-facets'
import type { ListState } from '@/modules/cars/list-state'
import { ListFacet } from './ListFacet'
import { RangeFacet } from './RangeFacet'
import type { CarListTexts } from './texts'

/** The texts the panel and its facets show; the kits tool passes its own. */
export type FilterPanelTexts = Pick<
  CarListTexts,
  | 'filters'
  | 'close'
  | 'clear'
  | 'search'
  | 'showResults'
  | 'facetModel'
  | 'facetSearchPlaceholder'
  | 'rangeFrom'
  | 'rangeTo'
>

/** Sticky: a sidebar beside the grid (1024 px and wider only). Toggle: a drawer opened by a button. */
export type FilterMode = 'sticky' | 'toggle'

/** How many facets start open. */
const OPEN_FACETS = 4

type Props = {
  facets: readonly PanelFacet[]
  state: ListState
  mode: FilterMode
  /** the drawer is open (toggle mode, and always below 1024 px) */
  open: boolean
  total: number
  listPath: string
  texts: FilterPanelTexts
  formatBound: (param: string, n: number) => string
  onToggle: (param: string, value: string) => void
  onRange: (param: string, low: number, high: number) => void
  onClearFacet: (param: string) => void
  onClose: () => void
  /** e.g. the search box and sort of the drawer's head */
  children?: ReactNode
}

/**
 * The filter panel. It is a GET form, so without JavaScript a visitor can still tick values and
 * submit; with it, every change applies at once. As a drawer it is a modal dialog: focus moves
 * in, Tab stays in, Escape closes, and the page behind does not scroll.
 */
export function FilterPanel(props: Props) {
  const { facets, state, mode, open, total, texts, onClose } = props
  const panel = useRef<HTMLDivElement>(null)
  const drawer = open

  useEffect(() => {
    if (!drawer) return
    const node = panel.current
    const previous = document.activeElement as HTMLElement | null
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    node?.querySelector<HTMLElement>('button, input, select, a[href]')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onClose()
      } else if (event.key === 'Tab' && node) {
        const focusable = [...node.querySelectorAll<HTMLElement>('button, input, select, a[href], summary')].filter(
          (el) => el.offsetParent !== null,
        )
        const first = focusable[0]
        const last = focusable.at(-1)
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault()
          last?.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first?.focus()
        }
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = overflow
      previous?.focus()
    }
  }, [drawer, onClose])

  const placement = drawer
    ? 'fixed inset-y-0 left-0 z-50 flex w-[min(92vw,380px)] flex-col bg-[var(--color-surface)] shadow-2xl'
    : mode === 'sticky'
      ? 'car-list-sidebar hidden lg:sticky lg:flex lg:flex-col lg:rounded-[var(--radius)] lg:border lg:border-[var(--color-border)] lg:bg-[var(--color-surface)]'
      : 'hidden'

  return (
    <>
      {drawer ? <div className="fixed inset-0 z-40 bg-black/50" aria-hidden="true" onClick={onClose} /> : null}
      <div
        ref={panel}
        id="car-list-filters"
        className={placement}
        {...(drawer ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'car-list-filters-title' } : {})}
      >
        <div className="flex items-center justify-between border-b border-[var(--color-border)] px-4 py-3">
          <h2 id="car-list-filters-title" className="text-lg font-bold [font-family:var(--font-heading)]">
            {texts.filters}
          </h2>
          {drawer ? (
            <button
              type="button"
              onClick={onClose}
              className="rounded-full p-2 hover:bg-[var(--color-bg)]"
              aria-label={texts.close}
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 fill-current">
                <path d="M3.5 2.1 8 6.6l4.5-4.5 1.4 1.4L9.4 8l4.5 4.5-1.4 1.4L8 9.4l-4.5 4.5-1.4-1.4L6.6 8 2.1 3.5z" />
              </svg>
            </button>
          ) : null}
        </div>
        <form
          method="get"
          action={props.listPath}
          className="flex-1 overflow-y-auto px-4 py-2"
          onSubmit={(event) => event.preventDefault()}
        >
          {props.children}
          {state.keyphrase ? <input type="hidden" name="keyphrase" value={state.keyphrase} /> : null}
          {state.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
          {facets.map((facet, index) => {
            const selected = state.filters[facet.param]
            const active = Boolean(
              selected?.length ||
              (facet.kind === 'list' && facet.childParam && state.filters[facet.childParam]?.length),
            )
            return (
              <details
                key={facet.param}
                open={active || index < OPEN_FACETS}
                className="group border-b border-[var(--color-border)] py-2 last:border-b-0"
              >
                <summary className="flex cursor-pointer list-none items-center justify-between gap-2 py-1 font-semibold [&::-webkit-details-marker]:hidden">
                  <span>
                    {facet.label}
                    {active ? (
                      <span
                        className="ml-2 inline-block h-2 w-2 rounded-full bg-[var(--color-accent)]"
                        aria-hidden="true"
                      />
                    ) : null}
                  </span>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 16 16"
                    className="h-3 w-3 fill-current transition-transform group-open:rotate-180"
                  >
                    <path d="M8 11 2.5 5.5l1-1L8 9l4.5-4.5 1 1z" />
                  </svg>
                </summary>
                <div className="pt-2">
                  {active ? (
                    <button
                      type="button"
                      onClick={() => props.onClearFacet(facet.param)}
                      className="mb-1 text-xs font-semibold text-[var(--color-link)] underline underline-offset-2"
                    >
                      {`${texts.clear}: ${facet.label}`}
                    </button>
                  ) : null}
                  {facet.kind === 'list' ? (
                    <ListFacet
                      facet={facet}
                      selected={selected ?? []}
                      selectedChildren={facet.childParam ? (state.filters[facet.childParam] ?? []) : []}
                      texts={texts}
                      onToggle={props.onToggle}
                    />
                  ) : (
                    <RangeFacet
                      facet={facet}
                      selected={selected?.length === 2 ? [Number(selected[0]), Number(selected[1])] : null}
                      format={(n) => props.formatBound(facet.param, n)}
                      texts={texts}
                      onCommit={(low, high) => props.onRange(facet.param, low, high)}
                    />
                  )}
                </div>
              </details>
            )
          })}
          <noscript>
            <button
              type="submit"
              className="my-4 w-full rounded-[var(--radius)] bg-[var(--color-primary)] px-4 py-3 font-semibold text-[var(--color-primary-fg)]"
            >
              {texts.search}
            </button>
          </noscript>
        </form>
        {drawer ? (
          <div className="border-t border-[var(--color-border)] p-4">
            <button
              type="button"
              onClick={onClose}
              className="w-full rounded-[var(--radius)] bg-[var(--color-primary)] px-4 py-3 font-semibold text-[var(--color-primary-fg)]"
            >
              {interpolate(texts.showResults, { count: total })}
            </button>
          </div>
        ) : null}
      </div>
    </>
  )
}
