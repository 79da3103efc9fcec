import { NextResponse } from 'next/server'
import type { z } from 'zod'
import { issuePath, isSearchQueryError } from '@/modules/search/contract'
import { isUnknownSiteError } from '@/modules/search/site-scopes'
import { logger } from '@/lib/logger'

/**
 * What the car list's browser routes (list, search box, compare) share: reading the query
 * string with a schema, and answering search failures as 4xx or 503, never 500.
 */

export function jsonError(status: number, body: Record<string, unknown>): NextResponse {
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

export type ParsedQuery<T> = { ok: true; data: T; params: URLSearchParams } | { ok: false; response: NextResponse }

/** The request's query parameters checked by `schema`; a 400 naming the parameter otherwise. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): ParsedQuery<z.output<S>> {
  const params = new URL(request.url).searchParams
  const parsed = schema.safeParse(Object.fromEntries(params))
  if (parsed.success) return { ok: true, data: parsed.data, params }
  const issue = parsed.error.issues[0]
  return {
    ok: false,
    response: jsonError(400, { error: 'invalid_request', field: issuePath(issue, 'query'), message: issue?.message }),
  }
}

export function unknownSite(site: string, lang: string): NextResponse {
  return jsonError(404, { error: 'unknown_site', message: `no site '${site}' in language '${lang}'` })
}

/** A thrown search error as an answer: no inventory 404, bad query 400, anything else logged, 503. */
export function searchFailure(error: unknown, context: Record<string, unknown>, message: string): NextResponse {
  if (isUnknownSiteError(error)) return jsonError(404, { error: 'no_inventory', message: error.message })
  if (isSearchQueryError(error)) {
    return jsonError(400, { error: 'invalid_request', field: error.field, message: error.message })
  }
  logger.error({ err: error, ...context }, message)
  return jsonError(503, { error: 'search_unavailable', message: 'the car search is starting or unavailable' })
}
