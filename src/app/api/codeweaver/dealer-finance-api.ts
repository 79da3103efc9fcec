import { NextResponse } from 'next/server'
import type { z } from 'zod'
import { jsonError } from '@/app/api/cars/car-api'
import { logger } from '@/lib/logger'
import { readJsonBody } from '@/lib/read-body'
import { DealerFinanceUnavailableError } from '@/providers/dealer-finance'

/**
 * What the dealer finance routes (`/api/codeweaver/*`) share: reading a JSON body against a
 * schema with every field error named, and answering a failing lender with 502/503, never 500.
 */

/** The largest body a quote call needs (four vehicle requests) with room to spare. */
const MAX_BODY_BYTES = 16_384

export type ParsedBody<T> = { ok: true; data: T } | { ok: false; response: NextResponse }

export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<ParsedBody<z.output<S>>> {
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok) return { ok: false, response: jsonError(body.status, { error: body.error, message: body.message }) }
  const parsed = schema.safeParse(body.value)
  if (parsed.success) return { ok: true, data: parsed.data }
  const fields: Record<string, string[]> = {}
  for (const issue of parsed.error.issues) {
    const path = issue.path.length ? issue.path.map(String).join('.') : 'body'
    ;(fields[path] ??= []).push(issue.message)
  }
  return {
    ok: false,
    response: jsonError(400, {
      error: 'invalid_request',
      message: 'the body does not match the request shape',
      fields,
    }),
  }
}

export function financeJson(body: unknown, cacheControl = 'no-store'): NextResponse {
  return NextResponse.json(body, { headers: { 'Cache-Control': cacheControl } })
}

/** The lender failed: 502 when the upstream is down or answered nonsense, 503 for anything else. */
export function financeFailure(error: unknown, call: string): NextResponse {
  const upstream = error instanceof DealerFinanceUnavailableError
  logger.error({ err: error, call }, 'dealer finance call failed')
  return jsonError(upstream ? 502 : 503, {
    error: 'finance_unavailable',
    message: 'finance quotes are unavailable right now',
  })
}
