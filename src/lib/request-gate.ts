import type { RequestStage } from './request-stages'

/**
 * What every request must pass before Next.js sees it. Next.js builds a fetch Request for each
 * one, and fetch refuses TRACE (and CONNECT, TRACK), so such a request ends in a 500 before any
 * route or the request proxy runs; a malformed `%` escape in a dynamic segment fails the same way
 * while Next.js matches routes. Both are answered here, at the HTTP server, with a 4xx.
 */

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const
const KNOWN_METHODS = new Set<string>(HTTP_METHODS)
const ALLOW = HTTP_METHODS.join(', ')

/** Paths answered in JSON: our APIs and the CMS's, the layout service and the old media URLs. */
const JSON_PATHS = /^\/(api|sitecore|-)(\/|$)/

/** True when a `%` escape in the path (the query aside) does not decode. */
export function malformedPath(rawPath: string): boolean {
  const path = rawPath.split('?', 1)[0]!
  if (!path.includes('%')) return false
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}

export type GateAnswer = { status: number; headers: Record<string, string>; body: string }

/** The 4xx for a request Next.js must not see, or null to let it through. */
export function gateRequest(method: string, rawPath: string): GateAnswer | null {
  const path = rawPath.split('?', 1)[0]!
  const json = JSON_PATHS.test(path)
  if (!KNOWN_METHODS.has(method)) {
    return answer(405, json, { error: 'method_not_allowed', message: `use one of ${ALLOW}` }, { Allow: ALLOW })
  }
  if (malformedPath(path)) {
    // An old media URL names a file; one that cannot be decoded names none.
    if (path.startsWith('/-/')) return answer(404, true, { error: 'not_found', message: 'no such file' })
    return answer(400, json, { error: 'invalid_path', message: 'the path has a malformed % escape' })
  }
  return null
}

function answer(
  status: number,
  json: boolean,
  body: { error: string; message: string },
  headers: Record<string, string> = {},
): GateAnswer {
  const common = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers }
  if (json) {
    return { status, headers: { ...common, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
  }
  return {
    status,
    headers: { ...common, 'Content-Type': 'text/plain; charset=utf-8' },
    body: status === 405 ? 'Method not allowed' : 'Bad request',
  }
}

/** The gate as a request stage (lib/request-stages): a gated request is answered here. */
export const requestGateStage: RequestStage = (request, response) => {
  const gated = gateRequest(request.method ?? '', request.url ?? '/')
  if (!gated) return 'continue'
  response.writeHead(gated.status, { ...gated.headers, 'Content-Length': Buffer.byteLength(gated.body) })
  response.end(request.method === 'HEAD' ? undefined : gated.body)
  return 'answered'
}
