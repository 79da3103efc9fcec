'use client'

import dynamic from 'next/dynamic'
import Image from 'next/image'
import { useEffect, useId, useRef, useState } from 'react'
import { interpolate } from '@/modules/content/interpolate'
import type { CompareItem } from '@/modules/cars/compare'
import { useHeightVariable } from '@/ui/browser-hooks'
import { Link } from '@/ui/Link'
import { useCompare } from './CompareProvider'
import type { CompareTexts } from './texts'

// The view is loaded when first opened (or hovered), so it is not in the car list's first load.
// The import is written out in dynamic() for Next's compiler, which reads it there.
const CompareModal = dynamic(() => import('./CompareModal'), { ssr: false })
const preloadModal = () => void import('./CompareModal')

/**
 * The bar fixed at the bottom of the car list while at least one car is chosen (spec 2 section
 * 2.2): the chosen cars, a show/hide toggle for them, clear, and 'Compare (count)'. A spacer of
 * its height keeps the end of the page from hiding behind it.
 */
export function CompareBar() {
  const { items, texts, full, limitHintId, open, openModal, remove, clear } = useCompare()
  const selectionId = useId()
  const [expanded, setExpanded] = useState(true)
  const [height, setHeight] = useState(0)
  const bar = useRef<HTMLElement>(null)
  const compareButton = useRef<HTMLButtonElement>(null)
  const shown = items.length > 0

  useEffect(() => {
    const element = bar.current
    if (!shown || !element) return
    const observer = new ResizeObserver(([entry]) => setHeight(entry?.borderBoxSize[0]?.blockSize ?? 0))
    observer.observe(element)
    return () => observer.disconnect()
  }, [shown])
  // The sticky filter sidebar ends above the bar (globals.css .car-list-sidebar).
  useHeightVariable(bar, '--compare-bar-height', shown)

  if (!shown) return null

  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <section
        ref={bar}
        aria-label={texts.title}
        data-testid="compare-bar"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-[var(--color-border)] bg-[var(--color-surface)] text-[var(--color-fg)] shadow-[0_-6px_20px_rgba(0,0,0,0.12)]"
      >
        <div className="mx-auto max-w-[1600px] px-4 py-3 md:px-8">
          <ul
            id={selectionId}
            hidden={!expanded}
            className="-mx-1 mb-3 flex snap-x gap-3 overflow-x-auto px-1 pb-1 pt-1"
          >
            {items.map((item) => (
              <li key={item.id} className="w-[315px] shrink-0 snap-start">
                <BarCard
                  item={item}
                  texts={texts}
                  onRemove={() => {
                    remove(item.id)
                    compareButton.current?.focus()
                  }}
                />
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={selectionId}
              onClick={() => setExpanded(!expanded)}
              className="inline-flex items-center gap-1.5 rounded-[var(--radius)] px-2 py-2 text-sm font-semibold text-[var(--color-link)] underline underline-offset-2 hover:no-underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                className={`h-3.5 w-3.5 fill-current transition-transform ${expanded ? '' : 'rotate-180'}`}
              >
                <path d="M8 11.5 2.5 6l1.4-1.4L8 8.7l4.1-4.1L13.5 6z" />
              </svg>
              {expanded ? texts.hideSelection : texts.showSelection}
            </button>
            {full ? (
              <p id={limitHintId} className="text-sm text-[var(--color-muted)]">
                {texts.limit}
              </p>
            ) : null}
            <div className="ml-auto flex items-center gap-2">
              <button
                type="button"
                onClick={clear}
                data-testid="compare-clear"
                className="rounded-[var(--radius)] border border-[var(--color-border)] px-4 py-2.5 font-semibold hover:border-[var(--color-fg)] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                {texts.clear}
              </button>
              <button
                ref={compareButton}
                type="button"
                onClick={openModal}
                onPointerEnter={preloadModal}
                onFocus={preloadModal}
                aria-haspopup="dialog"
                data-testid="compare-open"
                className="rounded-[var(--radius)] bg-[var(--color-primary)] px-5 py-2.5 font-semibold text-[var(--color-primary-fg)] hover:opacity-90 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-fg)]"
              >
                {interpolate(texts.compareButton, { count: items.length })}
              </button>
            </div>
          </div>
        </div>
      </section>
      {open ? <CompareModal /> : null}
    </>
  )
}

function BarCard({ item, texts, onRemove }: { item: CompareItem; texts: CompareTexts; onRemove: () => void }) {
  const name = `${item.brand} ${item.model}`.trim()
  return (
    <article className="relative flex h-full items-center gap-3 rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-bg)] p-2 pr-10">
      <div className="relative h-[60px] w-20 shrink-0 overflow-hidden rounded-[calc(var(--radius)/2)] bg-neutral-100">
        {item.image ? (
          <Image src={item.image.src} alt="" fill sizes="80px" className="object-cover" />
        ) : (
          <svg
            aria-hidden="true"
            viewBox="0 0 64 32"
            className="absolute inset-0 m-auto h-6 w-12 fill-current text-[var(--color-muted)] opacity-50"
          >
            <path d="M8 22c0-3 2-5 5-6l7-7c2-2 4-3 7-3h12c3 0 5 1 7 3l6 7c4 1 6 3 6 6v3h-4a5 5 0 0 0-10 0H22a5 5 0 0 0-10 0H8z" />
          </svg>
        )}
      </div>
      <div className="min-w-0 text-sm">
        <p className="truncate font-bold">
          <Link href={item.href} className="hover:underline focus-visible:underline">
            {name}
          </Link>
        </p>
        {item.version ? <p className="truncate text-[var(--color-muted)]">{item.version}</p> : null}
        {item.price ? (
          <p className={`font-semibold ${item.campaign ? 'text-[var(--color-campaign-text)]' : ''}`}>
            {item.price}
            {item.exVat ? <span className="ml-1 font-normal">{texts.card.exclVat}</span> : null}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={interpolate(texts.removeCar, { name })}
        data-testid="compare-bar-remove"
        className="absolute right-1 top-1 flex h-8 w-8 items-center justify-center rounded-full text-[var(--color-muted)] hover:bg-[var(--color-surface)] hover:text-[var(--color-fg)] focus-visible:outline focus-visible:outline-2"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5 fill-current">
          <path d="M3.5 2.1 8 6.6l4.5-4.5 1.4 1.4L9.4 8l4.5 4.5-1.4 1.4L8 9.4l-4.5 4.5-1.4-1.4L6.6 8 2.1 3.5z" />
        </svg>
      </button>
    </article>
  )
}
