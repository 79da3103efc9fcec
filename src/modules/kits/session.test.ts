import { describe, expect, it } from 'vitest'
import {
  carriedParams,
  debugFillParams,
  isKitsDebug,
  hasKitsAccess,
  isCompleteSession,
  missingSessionKeys,
  parseKitsSession,
  signKitsLink,
  trustedKitsSession,
  verifyKitsLink,
} from './session'

const full = { user: 'matti.m', dealer: 'D-100', unit: 'U1', transactionId: 'tx_42', auto: 'car@7' }

describe('parseKitsSession', () => {
  it('keeps the five values of the query', () => {
    expect(parseKitsSession(new URLSearchParams(full))).toEqual(full)
  })

  it('drops malformed, empty and too long values', () => {
    const session = parseKitsSession({
      user: 'a b',
      dealer: '',
      unit: 'x'.repeat(65),
      transactionId: 'ok',
      auto: '<x>',
    })
    expect(session).toEqual({ transactionId: 'ok' })
  })

  it('takes 64 characters and the first of repeated values', () => {
    expect(parseKitsSession({ user: ['u1', 'u2'], dealer: 'd'.repeat(64) })).toEqual({
      user: 'u1',
      dealer: 'd'.repeat(64),
    })
  })

  it('needs user and dealer for access and all five to send', () => {
    expect(hasKitsAccess({ user: 'u' })).toBe(false)
    expect(hasKitsAccess({ user: 'u', dealer: 'd' })).toBe(true)
    expect(isCompleteSession({ user: 'u', dealer: 'd' })).toBe(false)
    expect(missingSessionKeys({ user: 'u', dealer: 'd' })).toEqual(['unit', 'transactionId', 'auto'])
    expect(isCompleteSession(full)).toBe(true)
  })
})

describe('signed links', () => {
  const secret = 'a-secret-of-enough-length-123456'
  const now = new Date('2026-11-26T12:00:00Z')
  const later = new Date('2026-11-26T13:00:00Z')

  it('accepts its own link until it expires', () => {
    const params = signKitsLink(full, secret, later)
    expect(verifyKitsLink(params, secret, now)).toEqual({ ok: true })
    expect(verifyKitsLink(params, secret, new Date('2026-11-26T13:00:01Z'))).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses a changed value, another secret, a moved expiry and an unsigned link', () => {
    const params = signKitsLink(full, secret, later)
    const changed = new URLSearchParams(params)
    changed.set('dealer', 'D-999')
    expect(verifyKitsLink(changed, secret, now)).toEqual({ ok: false, reason: 'bad_signature' })
    expect(verifyKitsLink(params, 'another-secret-of-enough-length-1', now)).toEqual({
      ok: false,
      reason: 'bad_signature',
    })
    const moved = new URLSearchParams(params)
    moved.set('exp', String(Number(params.get('exp')) + 3600))
    expect(verifyKitsLink(moved, secret, now)).toEqual({ ok: false, reason: 'bad_signature' })
    expect(verifyKitsLink(new URLSearchParams(full), secret, now)).toEqual({ ok: false, reason: 'unsigned' })
  })

  it('gives no session for a bad link when a secret is set, the query when none is', () => {
    expect(trustedKitsSession(new URLSearchParams(full), secret, now)).toEqual({})
    expect(trustedKitsSession(new URLSearchParams(full), undefined, now)).toEqual(full)
    expect(trustedKitsSession(signKitsLink(full, secret, later), secret, now)).toEqual(full)
  })

  it('carries the session and its signature, nothing else', () => {
    const params = signKitsLink(full, secret, later)
    params.set('kitCategory', 'Sisätilat')
    const carried = carriedParams(params)
    expect([...carried.keys()]).toEqual(['user', 'dealer', 'unit', 'transactionId', 'auto', 'exp', 'sig'])
  })
})

describe('debug fill', () => {
  const secret = 'a-secret-of-enough-length-123456'
  const now = new Date('2026-11-26T12:00:00Z')

  it('is offered outside production, and in production only with KITS_DEBUG=1', () => {
    expect(isKitsDebug('development', undefined)).toBe(true)
    expect(isKitsDebug('test', '0')).toBe(true)
    expect(isKitsDebug('production', undefined)).toBe(false)
    expect(isKitsDebug('production', '0')).toBe(false)
    expect(isKitsDebug('production', '1')).toBe(true)
  })

  it('keeps the values there are and fills the rest', () => {
    const params = debugFillParams({ user: 'matti', auto: 'car-9' }, undefined, now)
    const session = parseKitsSession(params)
    expect(session).toMatchObject({ user: 'matti', auto: 'car-9' })
    expect(isCompleteSession(session)).toBe(true)
  })

  it('signs the filled link for an hour when links must be signed', () => {
    const params = debugFillParams({}, secret, now)
    expect(verifyKitsLink(params, secret, now)).toEqual({ ok: true })
    expect(verifyKitsLink(params, secret, new Date(now.getTime() + 3_600_001))).toEqual({
      ok: false,
      reason: 'expired',
    })
  })
})
