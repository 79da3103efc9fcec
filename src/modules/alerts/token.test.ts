import { describe, expect, it } from 'vitest'
import { signAlertToken, verifyAlertToken } from './token'

const secret = 'a-secret-of-the-server-0123456789'
const now = new Date('2026-11-27T10:00:00Z')
const later = new Date(now.getTime() + 60_000)

describe('alert links', () => {
  const token = signAlertToken(secret, { purpose: 'confirm', id: '42', expiresAt: later })

  it('verifies a link it signed, for its purpose, until it expires', () => {
    expect(verifyAlertToken(secret, token, 'confirm', now)).toEqual({
      ok: true,
      claims: { purpose: 'confirm', id: '42', expiresAt: new Date(Math.floor(later.getTime() / 1000) * 1000) },
    })
    expect(verifyAlertToken(secret, token, 'confirm', later)).toMatchObject({ ok: false, reason: 'expired' })
  })

  it('refuses a link for another purpose, another secret, or altered anywhere', () => {
    expect(verifyAlertToken(secret, token, 'unsubscribe', now)).toEqual({ ok: false, reason: 'invalid' })
    expect(verifyAlertToken('another-secret-0123456789', token, 'confirm', now)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    const [purpose, id, expires, mac] = token.split('.') as [string, string, string, string]
    for (const forged of [
      `${purpose}.43.${expires}.${mac}`,
      `${purpose}.${id}.${Number(expires) + 3600}.${mac}`,
      `unsubscribe.${id}.${expires}.${mac}`,
      `${purpose}.${id}.${expires}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      '',
      'confirm.42',
      `${token}x`,
      'x'.repeat(10_000),
    ]) {
      expect(verifyAlertToken(secret, forged, 'confirm', now)).toEqual({ ok: false, reason: 'invalid' })
    }
  })
})
