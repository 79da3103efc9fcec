import { NextResponse } from 'next/server'
import type { z } from 'zod'
import { CLIENT_ADDRESS_HEADER } from '@/lib/abuse-limits'
import { logger } from '@/lib/logger'
import { readJsonBody } from '@/lib/read-body'
import { TokenError, verifySession, type Session } from '@/modules/tirehotel/secrets'
import { COOKIE_PATH, MESSAGES, SESSION_COOKIE, TireHotelError } from '@/modules/tirehotel/types'
import { tireHotel } from '@/providers/tirehotel'

/**
 * What every /api/tirehotel route shares: `{error, message}` answers, the 8 KB body cap, the
 * client's address, the session cookie. Nothing here logs a token, a code or a phone number.
 */

export const BODY_LIMIT = 8 * 1024
const log = logger.child({ module: 'tirehotel-api' })

export function answer(status: number, body: unknown, headers: Record<string, string> = {}): NextResponse {
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

export function fail(status: number, error: string, message: string, extra: Record<string, unknown> = {}) {
  const headers: Record<string, string> = {}
  if (typeof extra.retryAfter === 'number') headers['Retry-After'] = String(extra.retryAfter)
  return answer(status, { error, message, ...extra }, headers)
}

/** Turns what a handler throws into an answer; never a 500 for a known failure. */
export async function handle(route: string, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof TireHotelError) return fail(error.status, error.code, error.message, error.extra)
    log.error({ route, err: error instanceof Error ? error.message : String(error) }, 'tyre hotel call failed')
    return fail(503, 'unavailable', MESSAGES.generic)
  }
}

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'
}

/** The host the WebOTP line binds the code to. */
export function requestHost(request: Request): string {
  return (request.headers.get('host') ?? new URL(request.url).host).toLowerCase().replace(/[^a-z0-9.:-]/g, '')
}

export function query(request: Request): URLSearchParams {
  return new URL(request.url).searchParams
}

/** A JSON body of at most 8 KB checked by `schema`: 415, 413, 400 with fields otherwise. */
export async function jsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: Response }> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type))
    return { ok: false, response: fail(415, 'unsupported_media_type', 'the body must be application/json') }
  const body = await readJsonBody(request, BODY_LIMIT)
  if (!body.ok) return { ok: false, response: fail(body.status, body.error, body.message) }
  const parsed = schema.safeParse(body.value)
  if (!parsed.success) {
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message
    return { ok: false, response: fail(400, 'invalid_request', 'some fields are missing or invalid', { fields }) }
  }
  return { ok: true, data: parsed.data }
}

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return null
}

/** The session of the cookie: 401 without one (or a logged-out, expired or forged one). */
export async function requireSession(request: Request): Promise<Session> {
  const token = cookieValue(request, SESSION_COOKIE)
  if (!token) throw new TireHotelError(401, 'unauthorized', MESSAGES.notLoggedIn)
  const runtime = tireHotel()
  let session: Session
  try {
    session = await verifySession(runtime.keys, token)
  } catch (error) {
    if (error instanceof TokenError) throw new TireHotelError(401, 'unauthorized', MESSAGES.notLoggedIn)
    throw error
  }
  if (await runtime.denyList.denied(session.jti)) throw new TireHotelError(401, 'unauthorized', MESSAGES.notLoggedIn)
  return session
}

export async function optionalSession(request: Request): Promise<Session | null> {
  try {
    return await requireSession(request)
  } catch {
    return null
  }
}

/** Secure only behind TLS (the proxy stage marks the request https only for trusted proxies). */
export function sessionCookie(request: Request, token: string, maxAge: number): string {
  const secure = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  return [
    `${SESSION_COOKIE}=${token}`,
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAge}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}
