'use client'

import { useId, useState, type ReactNode } from 'react'

type Props = {
  /** the entry's link, or nothing when its page is not navigable: then the title itself toggles */
  link: ReactNode | null
  title: string
  /** the accessible name of the + / − button beside a link */
  toggleLabel: string
  children: ReactNode
}

const rowText = 'py-2 text-lg font-semibold'

/**
 * A menu entry with children in the hamburger menu (spec 1 section 2.4): the link stays a link,
 * and a + / − button beside it shows or hides the children. An entry that is not a link is one
 * wide button.
 */
export function MenuEntry({ link, title, toggleLabel, children }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const sign = (
    <span aria-hidden="true" className="flex h-11 w-11 shrink-0 items-center justify-center text-2xl leading-none">
      {open ? '−' : '+'}
    </span>
  )
  return (
    <>
      {link ? (
        <div className="flex items-center justify-between gap-2">
          {link}
          <button
            type="button"
            aria-expanded={open}
            aria-controls={id}
            aria-label={toggleLabel}
            onClick={() => setOpen((value) => !value)}
            className="rounded hover:bg-[var(--color-surface)]"
          >
            {sign}
          </button>
        </div>
      ) : (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className={`flex w-full items-center justify-between gap-2 rounded text-left hover:bg-[var(--color-surface)] ${rowText}`}
        >
          {title}
          {sign}
        </button>
      )}
      <div id={id} hidden={!open}>
        {children}
      </div>
    </>
  )
}
