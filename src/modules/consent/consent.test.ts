import { describe, expect, it } from 'vitest'
import {
  ALL_CONSENT,
  CONSENT_MAX_AGE_SECONDS,
  NO_CONSENT,
  allowsTagManager,
  consentCookie,
  googleConsentState,
  isGranted,
  parseConsent,
  readCookie,
  serializeConsent,
} from './consent'

describe('consent cookie value', () => {
  it('round-trips every combination of choices', () => {
    for (const statistics of [false, true]) {
      for (const marketing of [false, true]) {
        const consent = { statistics, marketing }
        expect(parseConsent(serializeConsent(consent))).toEqual(consent)
      }
    }
  })

  it('is short, versioned and cookie-safe', () => {
    expect(serializeConsent({ statistics: true, marketing: false })).toBe('v1.s1.m0')
    expect(serializeConsent(ALL_CONSENT)).toMatch(/^[\w.]+$/)
  })

  it('means no choice when missing, malformed or of another version', () => {
    for (const raw of [
      undefined,
      null,
      '',
      'yes',
      'v1.s1',
      'v1.s2.m0',
      'v1.s1.m0.x',
      '{"statistics":true}',
      'v2.s1.m1',
      'v0.s1.m1',
    ])
      expect(parseConsent(raw), String(raw)).toBeNull()
  })

  it('accepts a URL-encoded value and surrounding spaces', () => {
    expect(parseConsent(' v1%2Es1%2Em1 ')).toEqual(ALL_CONSENT)
    expect(parseConsent('%E0%A4%A')).toBeNull()
  })

  it('is stored for a year on the whole site', () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000)
    expect(consentCookie(NO_CONSENT, false)).toBe('consent=v1.s0.m0; Max-Age=31536000; Path=/; SameSite=Lax')
    expect(consentCookie(ALL_CONSENT, true)).toBe('consent=v1.s1.m1; Max-Age=31536000; Path=/; SameSite=Lax; Secure')
  })
})

describe('readCookie', () => {
  it('finds one cookie among others, by exact name', () => {
    const header = 'hideAlert=true; myconsent=v1.s0.m0; consent=v1.s1.m0; other=a=b'
    expect(readCookie(header, 'consent')).toBe('v1.s1.m0')
    expect(readCookie(header, 'other')).toBe('a=b')
    expect(readCookie(header, 'missing')).toBeNull()
    expect(readCookie('', 'consent')).toBeNull()
  })
})

describe('granting', () => {
  it('grants nothing optional before a choice, and necessary always', () => {
    expect(isGranted(null, 'necessary')).toBe(true)
    expect(isGranted(null, 'statistics')).toBe(false)
    expect(isGranted(null, 'marketing')).toBe(false)
    expect(isGranted(NO_CONSENT, 'necessary')).toBe(true)
    expect(isGranted(NO_CONSENT, 'statistics')).toBe(false)
  })

  it('lets the tag manager load only with statistics or marketing consent', () => {
    expect(allowsTagManager(null)).toBe(false)
    expect(allowsTagManager(NO_CONSENT)).toBe(false)
    expect(allowsTagManager({ statistics: true, marketing: false })).toBe(true)
    expect(allowsTagManager({ statistics: false, marketing: true })).toBe(true)
  })

  it('maps the choice to Google Consent Mode, denying what was not granted', () => {
    expect(googleConsentState(null)).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
    expect(googleConsentState({ statistics: true, marketing: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
    expect(googleConsentState({ statistics: false, marketing: true }).ad_storage).toBe('granted')
  })
})
