'use client'

import { prefersReducedMotion } from '@/ui/browser-hooks'
import { useRef, type ReactNode } from 'react'

/**
 * The alternate layout's similar-cars panel: a row of fixed-width cards that slides by a card
 * at a time with the buttons, or by swiping and scrolling.
 */
export function SlidingPanel({
  children,
  cardWidth,
  label,
  texts,
}: {
  children: ReactNode
  cardWidth: number
  label: string
  texts: { previous: string; next: string }
}) {
  const track = useRef<HTMLUListElement>(null)
  const slide = (direction: -1 | 1) => {
    const element = track.current
    if (!element) return
    const reduced = prefersReducedMotion()
    element.scrollBy({ left: direction * (cardWidth + 24), behavior: reduced ? 'auto' : 'smooth' })
  }
  const button =
    'flex h-11 w-11 items-center justify-center rounded-full border border-[var(--color-border)] bg-[var(--color-bg)] hover:bg-[var(--color-surface)]'
  return (
    <div>
      <div className="flex justify-end gap-2" data-print-hide>
        <button type="button" className={button} onClick={() => slide(-1)} aria-label={texts.previous}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 fill-current">
            <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z" />
          </svg>
        </button>
        <button type="button" className={button} onClick={() => slide(1)} aria-label={texts.next}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 fill-current">
            <path d="M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0z" />
          </svg>
        </button>
      </div>
      <ul
        ref={track}
        aria-label={label}
        tabIndex={0}
        className="mt-4 flex snap-x snap-mandatory gap-6 overflow-x-auto pb-4 [scrollbar-width:thin]"
      >
        {children}
      </ul>
    </div>
  )
}
