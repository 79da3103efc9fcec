import { CONSENT_COOKIE, CONSENT_VERSION } from '@/modules/consent/consent'
import { HIDE_ALERT_COOKIE } from '@/modules/content/alert'

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
}

const config: VisitorStateConfig = {
  consentCookie: CONSENT_COOKIE,
  consentFormat: `^v${CONSENT_VERSION}\\.s[01]\\.m[01]$`,
  alertCookie: HIDE_ALERT_COOKIE,
  attributes: VISITOR_ATTRIBUTES,
}

export const VISITOR_STATE_SCRIPT = `(${applyVisitorState.toString()})(document,${JSON.stringify(config)})`
