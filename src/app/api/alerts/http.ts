import { NextResponse } from 'next/server'
import type { z } from 'zod'
import { readBodyBytes } from '@/lib/read-body'
import { parseJsonBytes } from '@/lib/read-body'
import { issuePath } from '@/modules/search/contract'

/** The saved-search alert routes' answers: JSON, never cached. */

export const NO_STORE = { 'Cache-Control': 'no-store' }
const BODY_LIMIT = 16 * 1024

export const fail = (status: number, error: string, message: string, extra: Record<string, unknown> = {}) =>
  NextResponse.json({ error, message, ...extra }, { status, headers: NO_STORE })

/**
 * A body as JSON or as a form (the pages' no-JavaScript buttons and RFC 8058's one-click POST
 * send forms), checked by `schema`; a 4xx naming the field otherwise.
 */
export async function readInput<T>(
  request: Request,
  schema: z.ZodType<T>,
): Promise<{ ok: true; value: T; form: boolean } | { ok: false; response: NextResponse }> {
  const body = await readBodyBytes(request, BODY_LIMIT)
  if (!body.ok) return { ok: false, response: fail(body.status, body.error, body.message) }
  const type = request.headers.get('content-type') ?? ''
  const form = /^application\/x-www-form-urlencoded\b/i.test(type)
  let value: unknown
  if (form) {
    value = Object.fromEntries(new URLSearchParams(new TextDecoder().decode(body.bytes)))
  } else {
    const json = parseJsonBytes(body.bytes)
    if (!json.ok) return { ok: false, response: fail(400, 'invalid_json', json.message) }
    value = json.value
  }
  const parsed = schema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issuePath(issue, 'body')
    return {
      ok: false,
      response: fail(400, 'invalid_request', `${field}: ${issue?.message ?? 'invalid'}`, { field }),
    }
  }
  return { ok: true, value: parsed.data, form }
}
