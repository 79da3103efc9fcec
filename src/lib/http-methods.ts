/**
 * Next.js answers a method a route does not export with an empty 405, and our JSON clients read
 * every error as JSON: a route exports these for the methods it does not take, so a wrong method
 * gets a JSON body and the `Allow` header.
 */

const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'] as const
export type RouteMethod = (typeof ROUTE_METHODS)[number]

type Handler = () => Response

export function allowHeader(allowed: readonly RouteMethod[]): string {
  const methods = new Set<string>([...allowed, 'OPTIONS'])
  if (methods.has('GET')) methods.add('HEAD')
  return [...methods].sort().join(', ')
}

export function methodNotAllowedResponse(allowed: readonly RouteMethod[]): Response {
  const allow = allowHeader(allowed)
  return Response.json(
    { error: 'method_not_allowed', message: `this endpoint takes ${allow}` },
    { status: 405, headers: { Allow: allow, 'Cache-Control': 'no-store' } },
  )
}

/**
 * Handlers for every method but `allowed` (HEAD comes with GET); a route exports the ones it
 * lacks: `export const { PUT, DELETE, PATCH } = otherMethods('GET')`.
 */
export function otherMethods(...allowed: RouteMethod[]): Record<RouteMethod, Handler> {
  const handler: Handler = () => methodNotAllowedResponse(allowed)
  return Object.fromEntries(ROUTE_METHODS.map((method) => [method, handler])) as Record<RouteMethod, Handler>
}
