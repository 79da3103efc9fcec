'use client'

import { prefersReducedMotion } from '@/ui/browser-hooks'
import { useEffect, useState } from 'react'

/** Spec 1 sections 2.4 and 9: the button appears after this much scrolling. */
export const SCROLL_TO_TOP_AFTER_PX = 528

/** A floating button back to the top of the page, shown once the visitor has scrolled down. */
export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    let frame = 0
    // Read scrollY once per frame at most; the listener is passive so it never delays scrolling.
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setVisible(window.scrollY > SCROLL_TO_TOP_AFTER_PX))
    }
    // A page restored further down (back button, reload) needs the button without a scroll.
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
    }
  }, [])

  const toTop = () => {
    const reduce = prefersReducedMotion()
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
    // Keyboard users continue from the top of the page, not from a button that is about to vanish.
    document.body.setAttribute('tabindex', '-1')
    document.body.focus({ preventScroll: true })
    document.body.removeAttribute('tabindex')
  }

  if (!visible) return null
  return (
    <button
      type="button"
      onClick={toTop}
      aria-label={label}
      title={label}
      data-scroll-to-top
      className="fixed right-4 bottom-4 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-[var(--color-primary)] text-[var(--color-primary-fg)] shadow-lg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-primary)] print:hidden"
    >
      <svg aria-hidden focusable="false" viewBox="0 0 24 24" className="h-6 w-6" fill="none">
        <path
          d="M12 19V5M5.5 11.5 12 5l6.5 6.5"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  )
}
