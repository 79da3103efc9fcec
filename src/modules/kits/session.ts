import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/**
 * The kits tool's session (spec 3 sections 3, 5 and 6): the dealer system opens the tool with
 * user, dealer, unit, transactionId and auto in the query. Nothing else identifies the staff
 * member, so the values are checked strictly and carried in every link of the tool.
 */

export const KITS_SESSION_KEYS = ['user', 'dealer', 'unit', 'transactionId', 'auto'] as const
export type KitsSessionKey = (typeof KITS_SESSION_KEYS)[number]
export type KitsSession = Partial<Record<KitsSessionKey, string>>

/** 1–64 characters a dealer system's ids use; anything else is dropped as if absent. */
export const SESSION_VALUE = /^[A-Za-z0-9._@-]{1,64}$/
export const sessionValueSchema = z.string().regex(SESSION_VALUE, 'a session value is 1–64 of A-Z a-z 0-9 . _ @ -')

/** The query parameters of a signed link: its expiry (Unix seconds) and the HMAC over the rest. */
export const EXPIRES_PARAM = 'exp'
export const SIGNATURE_PARAM = 'sig'

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>

function first(source: ParamSource, key: string): string | undefined {
  if (source instanceof URLSearchParams) return source.get(key) ?? undefined
  const value = source[key]
  return Array.isArray(value) ? value[0] : value
}

/** The valid session values of a query; a missing or malformed value is left out. */
export function parseKitsSession(source: ParamSource): KitsSession {
  const session: KitsSession = {}
  for (const key of KITS_SESSION_KEYS) {
    const value = first(source, key)?.trim()
    if (value && SESSION_VALUE.test(value)) session[key] = value
  }
  return session
}

/** Who opened the tool: the page shows kits only to a request naming a user and a dealer. */
export function hasKitsAccess(session: KitsSession): boolean {
  return Boolean(session.user && session.dealer)
}

export function missingSessionKeys(session: KitsSession): KitsSessionKey[] {
  return KITS_SESSION_KEYS.filter((key) => !session[key])
}

/** A quote can be sent only with all five values (spec 3 section 5). */
export function isCompleteSession(session: KitsSession): session is Required<KitsSession> {
  return missingSessionKeys(session).length === 0
}

/** The session as query parameters, in a fixed order, for the tool's own links. */
export function sessionParams(session: KitsSession): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of KITS_SESSION_KEYS) if (session[key]) params.set(key, session[key])
  return params
}

function signature(session: KitsSession, expires: number, secret: string): string {
  const payload = `${sessionParams(session).toString()}&${EXPIRES_PARAM}=${expires}`
  return createHmac('sha256', secret).update(payload).digest('base64url')
}

/** A signed link's query: the session, its expiry and an HMAC (KITS_LINK_SECRET). */
export function signKitsLink(session: KitsSession, secret: string, expiresAt: Date): URLSearchParams {
  const expires = Math.floor(expiresAt.getTime() / 1000)
  const params = sessionParams(session)
  params.set(EXPIRES_PARAM, String(expires))
  params.set(SIGNATURE_PARAM, signature(session, expires, secret))
  return params
}

export type LinkCheck = { ok: true } | { ok: false; reason: 'unsigned' | 'expired' | 'bad_signature' }

/**
 * With a link secret configured, a session counts only when its link was signed with it and has
 * not expired; the signature covers exactly the session values, so none can be swapped.
 */
export function verifyKitsLink(source: ParamSource, secret: string, now: Date): LinkCheck {
  const session = parseKitsSession(source)
  const expiresText = first(source, EXPIRES_PARAM)
  const given = first(source, SIGNATURE_PARAM)
  if (!expiresText || !given || !/^\d{1,12}$/.test(expiresText)) return { ok: false, reason: 'unsigned' }
  const expected = Buffer.from(signature(session, Number(expiresText), secret))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    return { ok: false, reason: 'bad_signature' }
  }
  if (Number(expiresText) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true }
}

/** The session a request may use: all of it, or none when a required signature fails. */
export function trustedKitsSession(source: ParamSource, secret: string | undefined, now: Date): KitsSession {
  if (secret && !verifyKitsLink(source, secret, now).ok) return {}
  return parseKitsSession(source)
}

/** The session query a link of the tool keeps: the values and, when signed, exp and sig. */
export function carriedParams(source: ParamSource): URLSearchParams {
  const params = sessionParams(parseKitsSession(source))
  const expires = first(source, EXPIRES_PARAM)
  const sig = first(source, SIGNATURE_PARAM)
  if (expires && sig) {
    params.set(EXPIRES_PARAM, expires)
    params.set(SIGNATURE_PARAM, sig)
  }
  return params
}

/** Values the debug button fills in (development, or KITS_DEBUG=1). */
export function debugSession(auto?: string): Required<KitsSession> {
  return {
    user: 'debug.user',
    dealer: 'DEBUG-DEALER',
    unit: 'DEBUG-UNIT',
    transactionId: 'debug-0001',
    auto: auto ?? 'debug',
  }
}

/** The debug fill is offered outside production, and in production only with KITS_DEBUG=1. */
export function isKitsDebug(nodeEnv: string, flag: string | undefined): boolean {
  return nodeEnv !== 'production' || flag === '1'
}

/** How long a debug-fill link signed with KITS_LINK_SECRET stays valid. */
export const DEBUG_LINK_MS = 60 * 60_000

/** The debug fill's query: the session's values kept, the missing ones filled; signed when required. */
export function debugFillParams(session: KitsSession, secret: string | undefined, now: Date): URLSearchParams {
  const filled = { ...debugSession(session.auto), ...session }
  return secret ? signKitsLink(filled, secret, new Date(now.getTime() + DEBUG_LINK_MS)) : sessionParams(filled)
}
