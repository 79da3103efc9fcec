'use client'

import type { KeyboardEvent } from 'react'

export type Chip = { key: string; label: string; href: string; pressed: boolean }

/**
 * The tag filter (spec 1 section 2.7): toggle buttons that are links, so the filter works
 * without JavaScript and each filter has an address. As buttons they say whether they are
 * pressed, and take Space as well as Enter.
 */
export function TagChips({ chips, label }: { chips: Chip[]; label: string }) {
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return
    event.preventDefault()
    event.currentTarget.click()
  }
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2" data-story-chips="">
      {chips.map((chip) => (
        <a
          key={chip.key}
          href={chip.href}
          role="button"
          aria-pressed={chip.pressed}
          onKeyDown={onKeyDown}
          data-story-chip={chip.key}
          className={`inline-flex min-h-11 items-center rounded-full border-2 px-4 font-semibold ${
            chip.pressed
              ? 'border-[var(--color-primary)] bg-[var(--color-primary)] text-[var(--color-primary-fg)]'
              : 'border-[var(--color-border)] bg-[var(--color-bg)] text-[var(--color-fg)] hover:border-[var(--color-primary)]'
          }`}
        >
          {chip.label}
        </a>
      ))}
    </div>
  )
}
