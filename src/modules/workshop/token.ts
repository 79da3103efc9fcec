import { macMatches, macOf } from '@/modules/signed-links/mac'

/**
 * The change/cancel link of a booking: `{id}.{expires}.{mac}`, an HMAC-SHA256 over the booking
 * id, the booking's version (a reschedule makes the old link stale) and the expiry, which is 24 h
 * before the slot. A link somebody altered is refused (403); one past its expiry is gone (410).
 */

export const CHANGE_DEADLINE_MS = 24 * 60 * 60 * 1000

export type BookingTokenClaims = { bookingId: string; version: number; expiresAt: Date }

const DOMAIN = 'service-booking'

export function signBookingToken(secret: string, claims: BookingTokenClaims): string {
  const body = `${claims.bookingId}.${claims.version}.${Math.floor(claims.expiresAt.getTime() / 1000)}`
  return `${body}.${macOf(DOMAIN, secret, body)}`
}

export type TokenCheck =
  | { ok: true; claims: BookingTokenClaims }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired'; claims: BookingTokenClaims }

export function verifyBookingToken(secret: string, token: string, now: Date): TokenCheck {
  const match = /^([A-Za-z0-9_-]{1,64})\.(\d{1,6})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return { ok: false, reason: 'invalid' }
  const [, bookingId, version, expires, signature] = match as unknown as [string, string, string, string, string]
  if (!macMatches(DOMAIN, secret, `${bookingId}.${version}.${expires}`, signature))
    return { ok: false, reason: 'invalid' }
  const claims = { bookingId, version: Number(version), expiresAt: new Date(Number(expires) * 1000) }
  if (now.getTime() >= claims.expiresAt.getTime()) return { ok: false, reason: 'expired', claims }
  return { ok: true, claims }
}
