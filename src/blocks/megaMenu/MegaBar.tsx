'use client'

import { useEffect, useReducer, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { barKeyTarget, CLOSED, panelReducer } from '@/modules/navigation/mega-menu'
import { closeDelay } from '@/modules/navigation/overflow'
import { topItemClass } from './styles'

export type MegaBarEntry = {
  key: string
  title: string
  selected: boolean
  /** a top item without children: its link, rendered on the server with `data-mega-top` */
  link?: ReactNode
  /** a top item with children: the wide panel's content */
  panel?: ReactNode
}

type Props = { entries: MegaBarEntry[]; label: string; idPrefix: string }

const FOCUSABLE = 'a[href], button:not([disabled])'

/**
 * The desktop bar of the mega menu (1024 px and wider): a top item with children opens a wide
 * panel below the bar on hover, on keyboard focus or on click (a click pins it open; see
 * panelReducer). It closes 200 ms after the mouse leaves (600 ms for an item without children),
 * on Escape (focus goes back to its item), on a click outside and when focus leaves the bar.
 * Arrow keys, Home and End move along the top items; ArrowDown opens a panel and enters it.
 */
export function MegaBar({ entries, label, idPrefix }: Props) {
  const [state, dispatch] = useReducer(panelReducer, CLOSED)
  const navRef = useRef<HTMLElement>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  /** set while focus is moved back to an item on Escape, which must not reopen the panel */
  const quietFocus = useRef(false)
  const tops = () => [...(navRef.current?.querySelectorAll<HTMLElement>('[data-mega-top]') ?? [])]
  const panelId = (index: number) => `${idPrefix}-panel-${index}`

  useEffect(() => () => clearTimeout(closeTimer.current), [])

  useEffect(() => {
    if (state.open === null) return
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) dispatch({ type: 'close' })
    }
    // A panel opened by hover closes on Escape too, while focus is elsewhere on the page.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !navRef.current?.contains(document.activeElement)) dispatch({ type: 'close' })
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [state.open])

  const enter = (index: number) => {
    clearTimeout(closeTimer.current)
    dispatch({ type: 'hover', index })
  }
  const leave = (hasPanel: boolean) => {
    clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(() => dispatch({ type: 'leave' }), closeDelay(hasPanel))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && state.open !== null) {
      const index = state.open
      dispatch({ type: 'close' })
      // Focus goes back to the item without opening its panel again.
      quietFocus.current = true
      tops()[index]?.focus()
      quietFocus.current = false
      event.preventDefault()
      return
    }
    const items = tops()
    const at = items.indexOf(document.activeElement as HTMLElement)
    if (at === -1) return
    if (event.key === 'ArrowDown' && entries[at]?.panel) {
      event.preventDefault()
      // The panel must be visible before focus can move into it.
      flushSync(() => dispatch({ type: 'pin', index: at }))
      document.getElementById(panelId(at))?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
      return
    }
    const next = barKeyTarget(event.key, at, items.length)
    if (next === null) return
    event.preventDefault()
    items[next]?.focus()
  }

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className="min-w-0 flex-1"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch({ type: 'close' })
      }}
    >
      <ul className="flex flex-wrap items-center gap-x-1">
        {entries.map((entry, index) => {
          const open = state.open === index
          return (
            <li
              key={entry.key}
              onMouseEnter={() => enter(index)}
              onMouseLeave={() => leave(Boolean(entry.panel))}
              onFocus={(event) => {
                if (
                  !quietFocus.current &&
                  event.target === event.currentTarget.querySelector('[data-mega-top]') &&
                  isKeyboardFocus(event.target)
                )
                  dispatch({ type: 'focus', index })
              }}
            >
              {entry.panel ? (
                <>
                  <button
                    type="button"
                    data-mega-top
                    data-selected={entry.selected || undefined}
                    aria-current={entry.selected ? 'true' : undefined}
                    aria-expanded={open}
                    aria-controls={panelId(index)}
                    onClick={() => dispatch({ type: 'click', index })}
                    className={topItemClass(entry.selected)}
                  >
                    {entry.title}{' '}
                    <span
                      aria-hidden="true"
                      className={`inline-block transition-transform ${open ? 'rotate-180' : ''}`}
                    >
                      ▾
                    </span>
                  </button>
                  <div
                    id={panelId(index)}
                    hidden={!open}
                    data-mega-panel
                    className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-6rem)] overflow-y-auto border-t border-[var(--color-border)] bg-[var(--color-header-bg)] text-[var(--color-header-fg)] shadow-xl"
                  >
                    {entry.panel}
                  </div>
                </>
              ) : (
                entry.link
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** Focus from the keyboard (Tab, arrow keys) opens a panel; focus from a mouse click does not. */
function isKeyboardFocus(element: EventTarget): boolean {
  try {
    return element instanceof Element && element.matches(':focus-visible')
  } catch {
    return false
  }
}
