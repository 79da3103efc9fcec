'use client'

import Link from 'next/link'
import type { ListState } from '@/modules/cars/list-state'

export type RescueItem = { key: string; label: string; count: string; state: ListState }

type Props = {
  heading: string
  noResults: string
  didYouMeanLabel: string
  clearAllLabel: string
  didYouMean: RescueItem | null
  relaxed: RescueItem[]
  /** The link of a state, for opening in a new tab and for no-JavaScript visitors. */
  href: (state: ListState) => string
  onPick: (state: ListState) => void
  onClearAll: () => void
}

/**
 * A search that found nothing: "did you mean" for a likely typo, the nearest searches that find
 * cars with their counts, and clear-all; each one click. Loaded only when a search finds nothing.
 */
export function Rescue(props: Props) {
  const link = (item: RescueItem, text: string) => (
    <Link
      href={props.href(item.state)}
      onClick={(event) => {
        event.preventDefault()
        props.onPick(item.state)
      }}
      className="font-semibold text-[var(--color-link)] underline underline-offset-2"
    >
      {text}
    </Link>
  )
  return (
    <div
      className="rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] p-6 md:p-8"
      data-testid="search-rescue"
    >
      <p className="text-lg font-semibold">{props.noResults}</p>
      {props.didYouMean ? (
        <p className="mt-3" data-testid="did-you-mean">
          {props.didYouMeanLabel} {link(props.didYouMean, props.didYouMean.label)}?{' '}
          <span className="text-[var(--color-muted)]">({props.didYouMean.count})</span>
        </p>
      ) : null}
      {props.relaxed.length ? (
        <>
          <h2 className="mt-5 font-semibold">{props.heading}</h2>
          <ul className="mt-2 space-y-2">
            {props.relaxed.map((item) => (
              <li key={item.key}>
                {link(item, item.label)} <span className="text-[var(--color-muted)]">({item.count})</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <button
        type="button"
        onClick={props.onClearAll}
        className="mt-5 rounded-[var(--radius)] border-2 border-[var(--color-primary)] px-4 py-2 font-semibold text-[var(--color-primary)]"
      >
        {props.clearAllLabel}
      </button>
    </div>
  )
}
