import { useMemo, useSyncExternalStore } from 'react'
import {
  CONSENT_COOKIE,
  consentCookie,
  isGranted,
  parseConsent,
  readCookie,
  type Consent,
  type ConsentCategory,
} from '@/modules/consent/consent'

/**
 * The visitor's cookie choice in the browser, shared by the banner, the tag manager and embeds,
 * so a choice takes effect at once without a reload. Non-React code can listen for
 * CONSENT_CHANGE_EVENT on window (detail: the new Consent).
 */
export const CONSENT_CHANGE_EVENT = 'consent:change'

type Snapshot = { consent: Consent | null; settingsOpen: boolean }

const SERVER_SNAPSHOT: Snapshot = { consent: null, settingsOpen: false }
const listeners = new Set<() => void>()
let current: Snapshot | null = null
let currentRaw: string | null = null

/** Re-read on every render, so a choice made in another tab or an expired cookie is picked up. */
function snapshot(): Snapshot {
  const raw = readCookie(document.cookie, CONSENT_COOKIE)
  if (current === null || raw !== currentRaw) {
    currentRaw = raw
    current = { consent: parseConsent(raw), settingsOpen: current?.settingsOpen ?? false }
  }
  return current
}

function publish(change: Partial<Snapshot>): void {
  current = { ...snapshot(), ...change }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Stores the visitor's choice for a year and applies it everywhere on the page now. */
export function saveConsent(consent: Consent): void {
  document.cookie = consentCookie(consent, window.location.protocol === 'https:')
  // Given explicitly: with cookies blocked the choice still holds for this page view.
  publish({ consent, settingsOpen: false })
  window.dispatchEvent(new CustomEvent<Consent>(CONSENT_CHANGE_EVENT, { detail: consent }))
}

/** Opens the banner's settings view again, e.g. from a footer link. */
export function openCookieSettings(): void {
  publish({ settingsOpen: true })
}

/** Closes the reopened settings without changing the choice. */
export function closeCookieSettings(): void {
  publish({ settingsOpen: false })
}

/**
 * The banner's view of the store. The server (a cached page, the same for everyone) renders the
 * banner as for a first visit and hydration agrees; the stored choice applies right after. A
 * returning visitor never sees it: the visitor-state script hides it before the first paint.
 */
export function useConsentStore(): Snapshot {
  return useSyncExternalStore(subscribe, snapshot, () => SERVER_SNAPSHOT)
}

export type ConsentView = {
  /** whether the visitor has made a choice (false while rendering on the server) */
  decided: boolean
  statistics: boolean
  marketing: boolean
  granted: (category: ConsentCategory) => boolean
}

/**
 * The visitor's choice for components that depend on it (video embeds wait for marketing).
 * Renders as "nothing granted" on the server and during hydration, then updates.
 */
export function useConsent(): ConsentView {
  const { consent } = useSyncExternalStore(subscribe, snapshot, () => SERVER_SNAPSHOT)
  return useMemo(
    () => ({
      decided: consent !== null,
      statistics: isGranted(consent, 'statistics'),
      marketing: isGranted(consent, 'marketing'),
      granted: (category: ConsentCategory) => isGranted(consent, category),
    }),
    [consent],
  )
}
