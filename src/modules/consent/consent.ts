/**
 * The visitor's cookie consent, per site (each site has its own host, so its own cookie).
 * Necessary cookies need no consent; statistics and marketing are off until the visitor says yes.
 * Stored as a short versioned cookie value; a value of another version counts as no choice, so
 * raising the version (new categories, new purposes) asks every visitor again.
 */

export const CONSENT_COOKIE = 'consent'
export const CONSENT_VERSION = 1
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** The categories a visitor can choose; necessary ones are always on and not stored. */
export const OPTIONAL_CATEGORIES = ['statistics', 'marketing'] as const
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number]
export type ConsentCategory = 'necessary' | OptionalCategory

export type Consent = { statistics: boolean; marketing: boolean }

/** Before a choice (and on the server, which cannot ask): nothing optional is granted. */
export const NO_CONSENT: Consent = Object.freeze({ statistics: false, marketing: false })
export const ALL_CONSENT: Consent = Object.freeze({ statistics: true, marketing: true })

/** `v1.s1.m0`: version, then one flag per optional category. */
const FORMAT = /^v(\d+)\.s([01])\.m([01])$/

/** The stored choice, or null when there is none: missing, malformed, or of another version. */
export function parseConsent(raw: string | null | undefined): Consent | null {
  if (typeof raw !== 'string') return null
  const match = FORMAT.exec(decodeSafely(raw.trim()))
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null
  return { statistics: match[2] === '1', marketing: match[3] === '1' }
}

export function serializeConsent(consent: Consent): string {
  return `v${CONSENT_VERSION}.s${consent.statistics ? 1 : 0}.m${consent.marketing ? 1 : 0}`
}

/** The `document.cookie` assignment that stores a choice for a year on the whole site. */
export function consentCookie(consent: Consent, secure: boolean): string {
  const parts = [
    `${CONSENT_COOKIE}=${serializeConsent(consent)}`,
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** The value of one cookie in a `document.cookie` or Cookie header string. */
export function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at < 0) continue
    if (part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return null
}

/** Whether a category may be used under a choice (or none): necessary always, others when granted. */
export function isGranted(consent: Consent | null, category: ConsentCategory): boolean {
  if (category === 'necessary') return true
  return consent?.[category] === true
}

/** The tag manager may load once the visitor allows statistics or marketing: it serves both. */
export function allowsTagManager(consent: Consent | null): boolean {
  return isGranted(consent, 'statistics') || isGranted(consent, 'marketing')
}

export type GoogleConsentState = {
  analytics_storage: 'granted' | 'denied'
  ad_storage: 'granted' | 'denied'
  ad_user_data: 'granted' | 'denied'
  ad_personalization: 'granted' | 'denied'
}

/**
 * The choice in Google Consent Mode terms, passed to the tag manager, so that inside the
 * container the tags of a category the visitor refused stay off even when the other one loaded it.
 */
export function googleConsentState(consent: Consent | null): GoogleConsentState {
  const flag = (granted: boolean) => (granted ? 'granted' : 'denied')
  const marketing = flag(isGranted(consent, 'marketing'))
  return {
    analytics_storage: flag(isGranted(consent, 'statistics')),
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
  }
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
