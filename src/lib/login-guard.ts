import { z } from 'zod'
import { CLIENT_ADDRESS_HEADER } from './abuse-limits'
import type { LoginThrottle } from './login-throttle'

/**
 * Payload's login (`POST /api/users/login`) behind the throttle (login-throttle.ts), answered in
 * about the same time whether the e-mail exists or not, and without the session token in its
 * JSON: the admin keeps its session in the HTTP-only cookie, so a token in the body only helps
 * a script that stole the answer.
 */

/**
 * Every answer takes at least this long. Checking a known e-mail's password costs a key
 * derivation (~130 ms) an unknown one skips (~6 ms); padding both hides which one it was.
 */
export const LOGIN_ANSWER_MS = 400

const credentialsSchema = z.object({ email: z.string().min(1).max(320) })

export async function guardLogin(
  request: Request,
  throttle: LoginThrottle,
  login: (request: Request) => Promise<Response>,
  answerMs = LOGIN_ANSWER_MS,
): Promise<Response> {
  const started = Date.now()
  const credentials = credentialsSchema.safeParse(await credentialsOf(request.clone()))
  // Without an e-mail there is nothing to count; Payload answers the malformed request itself.
  if (!credentials.success) return login(request)
  const { email } = credentials.data
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'

  const verdict = await throttle.check(email, address)
  if (!verdict.allowed) {
    await padTo(started, answerMs)
    return Response.json(
      {
        errors: [{ message: `Too many failed logins; try again in ${verdict.retryAfterSeconds} s.` }],
      },
      { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds), 'Cache-Control': 'no-store' } },
    )
  }

  const answer = await login(request)
  if (answer.ok) await throttle.succeeded(email, address)
  else if (answer.status === 401) await throttle.failed(email, address)
  const body = answer.ok ? await withoutToken(answer) : answer
  await padTo(started, answerMs)
  return body
}

/**
 * The fields of a login: a JSON body (API clients), or the admin's multipart form, which carries
 * them as JSON in `_payload`. Null when neither reads.
 */
async function credentialsOf(request: Request): Promise<unknown> {
  try {
    if (!(request.headers.get('content-type') ?? '').startsWith('multipart/')) return await request.json()
    const payload = (await request.formData()).get('_payload')
    return typeof payload === 'string' ? JSON.parse(payload) : null
  } catch {
    return null
  }
}

async function withoutToken(answer: Response): Promise<Response> {
  const json = (await answer.json()) as Record<string, unknown>
  delete json.token
  const headers = new Headers(answer.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(json), { status: answer.status, statusText: answer.statusText, headers })
}

function padTo(started: number, answerMs: number): Promise<void> {
  const left = started + answerMs - Date.now()
  return left > 0 ? new Promise((resolve) => setTimeout(resolve, left)) : Promise.resolve()
}
