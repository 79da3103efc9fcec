import { CONSENT_COOKIE, CONSENT_VERSION } from '@/modules/consent/consent'
import { HIDE_ALERT_COOKIE } from '@/modules/content/alert'
import { favouritesKey } from '@/modules/cars/favourites'

/**
 * Cached pages are the same HTML for every visitor, so what depends on the visitor's cookies (a
 * consent banner already answered, an alert strip dismissed) is settled in the browser. This
 * script runs in <head> before the first paint and marks <html> with the visitor's state;
 * `visitor-state.css` hides the parts that state rules out, so nothing flashes before React
 * hydrates and takes over.
 */
export const VISITOR_ATTRIBUTES = {
  consentDecided: 'data-consent-decided',
  alertHidden: 'data-alert-hidden',
} as const

type VisitorStateConfig = {
  consentCookie: string
  consentFormat: string
  alertCookie: string
  attributes: typeof VISITOR_ATTRIBUTES
  /** the favourites' storage key without the site name (src/modules/cars/favourites.ts) */
  favouritesPrefix: string
}

/** Self-contained: it is sent to the browser as its source text. */
export function applyVisitorState(doc: Document, config: VisitorStateConfig): void {
  const cookies: Record<string, string> = {}
  for (const part of doc.cookie.split(';')) {
    const at = part.indexOf('=')
    if (at > 0) cookies[part.slice(0, at).trim()] = part.slice(at + 1).trim()
  }
  const root = doc.documentElement
  if (new RegExp(config.consentFormat).test(cookies[config.consentCookie] ?? '')) {
    root.setAttribute(config.attributes.consentDecided, '')
  }
  if (cookies[config.alertCookie]) root.setAttribute(config.attributes.alertHidden, '')
  // Saved hearts look saved from the first paint: a rule per saved car (ids checked, so the
  // stored text cannot write CSS), until the heart's own state takes over (data-live).
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(config.favouritesPrefix + root.dataset.site) ?? '[]')
    const ids = Array.isArray(stored) ? stored.filter((id) => typeof id === 'string' && /^[\w-]{1,64}$/.test(id)) : []
    if (ids.length) {
      const style = doc.createElement('style')
      style.textContent = ids
        .map((id) => `.favourite-toggle[data-favourite-id="${id}"]:not([data-live])`)
        .join(',')
        .concat('{border-color:var(--color-campaign);color:var(--color-campaign-text)}')
        .concat(
          ids.map((id) => `.favourite-toggle[data-favourite-id="${id}"]:not([data-live])::before`).join(','),
          '{mask-image:var(--favourite-filled)}',
        )
      doc.head.appendChild(style)
    }
  } catch {
    // storage blocked: the hearts show their state once React has read it
  }
}

const config: VisitorStateConfig = {
  consentCookie: CONSENT_COOKIE,
  consentFormat: `^v${CONSENT_VERSION}\\.s[01]\\.m[01]$`,
  alertCookie: HIDE_ALERT_COOKIE,
  attributes: VISITOR_ATTRIBUTES,
  favouritesPrefix: favouritesKey(''),
}

export const VISITOR_STATE_SCRIPT = `(${applyVisitorState.toString()})(document,${JSON.stringify(config)})`
