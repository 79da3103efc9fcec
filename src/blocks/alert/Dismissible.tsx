'use client'

import { prefersReducedMotion } from '@/ui/browser-hooks'
import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react'
import { HIDE_ALERT_COOKIE, hideAlertCookie, isAlertHidden, type AlertType } from '@/modules/content/alert'
import { readCookie } from '@/modules/consent/consent'
import { ROW_CLASS, STRIP_CLASS } from './classes'

const subscribeToNothing = () => () => {}

type Props = { style: CSSProperties; type: AlertType; label: string; keepOpen: boolean; children: ReactNode }

const COLLAPSE_MS = 250

/**
 * A dismissible alert strip: the close button sets the hideAlert cookie for a day and collapses
 * the strip now, without a reload. On later pages the cookie hides the strip before the first
 * paint (data-alert-dismissible, see src/ui/visitor-state.ts) and here once hydrated.
 */
export function Dismissible({ style, type, label, keepOpen, children }: Props) {
  const [state, setState] = useState<'open' | 'closing' | 'closed'>('open')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  // Dismissed on an earlier page: read once hydrated (the cached HTML is the same for everyone).
  const dismissedBefore = useSyncExternalStore(
    subscribeToNothing,
    () => !keepOpen && isAlertHidden(readCookie(document.cookie, HIDE_ALERT_COOKIE)),
    () => false,
  )

  const dismiss = () => {
    document.cookie = hideAlertCookie(window.location.protocol === 'https:')
    if (prefersReducedMotion()) return setState('closed')
    setState('closing')
    timer.current = setTimeout(() => setState('closed'), COLLAPSE_MS)
  }

  if (state === 'closed' || (state === 'open' && dismissedBefore)) return null
  return (
    <div
      data-alert-type={type}
      data-alert-dismissible={keepOpen ? undefined : ''}
      style={{ ...style, gridTemplateRows: state === 'closing' ? '0fr' : '1fr' }}
      className={`${STRIP_CLASS} grid transition-[grid-template-rows] duration-250 ease-out motion-reduce:transition-none`}
    >
      <div className="overflow-hidden">
        <div className={ROW_CLASS}>
          {children}
          <button
            type="button"
            onClick={dismiss}
            aria-label={label}
            className="-my-1 -mr-2 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-[var(--radius)] hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
          >
            <svg aria-hidden focusable="false" viewBox="0 0 24 24" className="h-5 w-5" fill="none">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
    </div>
  )
}
