'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { MOBILE_BELOW_PX } from '@/modules/navigation/mega-menu'
import { focusRing, mobileRowClass as rowClass } from './styles'

export type MobileMenuEntry = {
  key: string
  title: string
  selected: boolean
  /** a top item without children: its link */
  link?: ReactNode
  /** a top item with children: the sub-menu panel's content */
  panel?: ReactNode
}

type Props = {
  entries: MobileMenuEntry[]
  /** CTA buttons and the language switcher, below the items */
  footer?: ReactNode
  texts: { menu: string; closeMenu: string; back: string; navigation: string }
}

/**
 * The mega menu below 1024 px (spec 1 section 4): a hamburger opens a full-height menu (a modal
 * dialog: focus stays inside, Escape closes, focus returns to the hamburger). Selecting a top
 * item with children opens its sub-menu panel with a Back button; focus goes to Back, and Back
 * returns focus to the item.
 */
export function MobileMenu({ entries, footer, texts }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const backRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([])
  const [open, setOpen] = useState(false)
  const [sub, setSub] = useState<number | null>(null)
  /** the item to focus when its sub-menu closes */
  const returnTo = useRef<number | null>(null)
  const id = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
    if (!open) return
    // The page behind the full-height menu stays put.
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    // From 1024 px the desktop bar takes over and this menu is hidden: do not leave it open.
    const desktop = window.matchMedia(`(min-width: ${MOBILE_BELOW_PX}px)`)
    const onChange = () => {
      if (desktop.matches) {
        setOpen(false)
        setSub(null)
      }
    }
    desktop.addEventListener('change', onChange)
    return () => {
      root.style.overflow = overflow
      desktop.removeEventListener('change', onChange)
    }
  }, [open])

  useEffect(() => {
    if (sub !== null) backRef.current?.focus()
    else if (returnTo.current !== null) {
      itemRefs.current[returnTo.current]?.focus()
      returnTo.current = null
    }
  }, [sub])

  const close = () => {
    setOpen(false)
    setSub(null)
    returnTo.current = null
    openerRef.current?.focus()
  }

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(true)}
        className={`flex items-center gap-2 rounded px-3 py-2 font-medium ${focusRing}`}
      >
        <span aria-hidden="true" className="text-2xl leading-none">
          ☰
        </span>
        {texts.menu}
      </button>
      <dialog
        ref={dialogRef}
        id={id}
        aria-label={texts.menu}
        // Escape: the browser closes the dialog; keep our state in step.
        onClose={() => open && close()}
        className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-[var(--color-header-bg)] p-0 text-[var(--color-header-fg)] backdrop:bg-black/50"
      >
        <div className="sticky top-0 flex items-center justify-between gap-3 border-b border-[var(--color-border)] bg-[var(--color-header-bg)] px-2 py-2">
          {sub !== null ? (
            <button
              ref={backRef}
              type="button"
              onClick={() => {
                returnTo.current = sub
                setSub(null)
              }}
              className={`flex items-center gap-2 rounded px-3 py-2 font-medium ${focusRing}`}
            >
              <span aria-hidden="true">‹</span>
              {texts.back}
            </button>
          ) : (
            <span className="px-3 py-2 font-semibold">{texts.menu}</span>
          )}
          <button
            type="button"
            onClick={close}
            aria-label={texts.closeMenu}
            className={`flex h-11 w-11 items-center justify-center rounded text-2xl leading-none ${focusRing}`}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-label={texts.navigation}>
          <ul hidden={sub !== null} className="divide-y divide-[var(--color-border)]">
            {entries.map((entry, index) => (
              <li key={entry.key} data-selected={entry.selected || undefined}>
                {entry.panel ? (
                  <button
                    ref={(element) => {
                      itemRefs.current[index] = element
                    }}
                    type="button"
                    aria-expanded={sub === index}
                    aria-current={entry.selected ? 'true' : undefined}
                    onClick={() => setSub(index)}
                    className={rowClass}
                  >
                    {entry.title}
                    <span aria-hidden="true">›</span>
                  </button>
                ) : (
                  entry.link
                )}
              </li>
            ))}
          </ul>
          {entries.map((entry, index) =>
            entry.panel ? (
              <div key={entry.key} hidden={sub !== index} data-mega-subpanel className="px-4 py-4">
                <h2 className="mb-3 text-xl font-bold">{entry.title}</h2>
                {entry.panel}
              </div>
            ) : null,
          )}
        </nav>
        {footer && sub === null ? <div className="flex flex-col gap-3 px-4 py-6">{footer}</div> : null}
      </dialog>
    </>
  )
}
