'use client'

import { openCookieSettings } from './consent-store'

/** Reopens the cookie banner's settings, so a visitor can change or withdraw consent at any time. */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      onClick={openCookieSettings}
      className={
        className ??
        'underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-current'
      }
    >
      {label}
    </button>
  )
}
