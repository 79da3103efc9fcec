'use client'

import type { MouseEvent } from 'react'
import { Link } from '@/ui/Link'
import { useBrowserValue } from './browser-hooks'
import { rememberedCarList } from './list-return'

type Props = {
  href: string
  label: string
  sticky: boolean
  /** return to the car list the visitor last looked at (src/ui/list-return.ts) */
  toRememberedList?: boolean
}

/**
 * 'back to all cars' (spec 2 section 2.3). On a car page it leads to the list the visitor last
 * looked at, filters and all, even after hopping from car to car; straight back in history when
 * that list is the page before (the list keeps its scroll position that way). Elsewhere: back
 * in history when the visitor came from this site, otherwise a plain link.
 */
export function BackLink({ href, label, sticky, toRememberedList = false }: Props) {
  // After hydration: the server's HTML links the plain list, which is right without JavaScript.
  const remembered = useBrowserValue(() => (toRememberedList ? rememberedCarList() : null), null)
  const target = remembered ?? href

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    const referrer = document.referrer ? new URL(document.referrer) : null
    const fromHere = referrer !== null && referrer.origin === window.location.origin
    if (!fromHere || window.history.length <= 1) return
    if (remembered === null ? !toRememberedList : `${referrer.pathname}${referrer.search}` === remembered) {
      event.preventDefault()
      window.history.back()
    }
  }
  return (
    <div
      data-print-hide
      className={
        sticky
          ? 'sticky top-[var(--sticky-header-height,0px)] z-30 -mx-4 border-b border-[var(--color-border)] bg-[var(--color-bg)]/95 px-4 py-2 backdrop-blur md:-mx-8 md:px-8'
          : 'py-2'
      }
    >
      <Link
        href={target}
        onClick={onClick}
        data-back-link
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-[var(--color-link)] underline-offset-4 hover:underline"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
          <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z" />
        </svg>
        <span className="first-letter:uppercase">{label}</span>
      </Link>
    </div>
  )
}
