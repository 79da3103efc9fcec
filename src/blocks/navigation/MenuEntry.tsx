'use client'

import { useId, useState, type ReactNode } from 'react'

/**
 * A menu entry with children in the hamburger menu (spec 1 section 2.4): the link stays a link,
 * and a + / − button beside it shows or hides the children.
 */
export function MenuEntry({ link, label, children }: { link: ReactNode; label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        {link}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          aria-label={label}
          onClick={() => setOpen((value) => !value)}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded text-2xl leading-none hover:bg-[var(--color-surface)]"
        >
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </div>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </>
  )
}
