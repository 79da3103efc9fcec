import { macMatches, macOf } from '@/modules/signed-links/mac'

/**
 * The signed links of saved-search alerts: `{purpose}.{id}.{expires}.{mac}`, an HMAC-SHA256 under
 * a key of their own (derived from the application secret) over the purpose, the row id and the
 * expiry in epoch seconds. A confirmation link cannot unsubscribe and an unsubscribe link cannot
 * confirm; a link somebody altered is 'invalid', one past its time 'expired'. Checked in constant
 * time with the service booking's change links' MAC (modules/signed-links/mac).
 */

export const ALERT_TOKEN_PURPOSES = ['confirm', 'unsubscribe', 'account'] as const
export type AlertTokenPurpose = (typeof ALERT_TOKEN_PURPOSES)[number]

/** A confirmation e-mail is good for a week. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** Each alert e-mail carries a fresh unsubscribe link, good for 90 days after it was sent. */
export const UNSUBSCRIBE_TTL_MS = 90 * 24 * 60 * 60 * 1000
/** The favourites account of a browser that confirmed an e-mail: a year. */
export const ACCOUNT_TTL_MS = 365 * 24 * 60 * 60 * 1000

export type AlertTokenClaims = { purpose: AlertTokenPurpose; id: string; expiresAt: Date }

export type AlertTokenCheck =
  | { ok: true; claims: AlertTokenClaims }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired'; claims: AlertTokenClaims }

/** The longest token: a purpose, a 64-character id, 12 digits and the 43-character MAC. */
export const MAX_TOKEN_LENGTH = 140
const TOKEN = /^(confirm|unsubscribe|account)\.([A-Za-z0-9_-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/

const DOMAIN = 'search-alerts'

export function signAlertToken(secret: string, claims: AlertTokenClaims): string {
  const body = `${claims.purpose}.${claims.id}.${Math.floor(claims.expiresAt.getTime() / 1000)}`
  return `${body}.${macOf(DOMAIN, secret, body)}`
}

/** The claims of a token made by signAlertToken with this secret for `purpose`, if still valid at `now`. */
export function verifyAlertToken(
  secret: string,
  token: string,
  purpose: AlertTokenPurpose,
  now: Date,
): AlertTokenCheck {
  const match = token.length <= MAX_TOKEN_LENGTH ? TOKEN.exec(token) : null
  if (!match) return { ok: false, reason: 'invalid' }
  const [, given, id, expires, signature] = match as unknown as [string, AlertTokenPurpose, string, string, string]
  if (!macMatches(DOMAIN, secret, `${given}.${id}.${expires}`, signature)) return { ok: false, reason: 'invalid' }
  if (given !== purpose) return { ok: false, reason: 'invalid' }
  const claims = { purpose: given, id, expiresAt: new Date(Number(expires) * 1000) }
  if (now.getTime() >= claims.expiresAt.getTime()) return { ok: false, reason: 'expired', claims }
  return { ok: true, claims }
}
