import type { QueryCondition } from './rule'

/**
 * The request's query as pairs, each kept as typed (`raw`) so a redirect passes on exactly what
 * the visitor sent, and decoded (`key`, `value`) for the rules' conditions.
 */
export type QueryPair = { key: string; value: string; raw: string }

function decodeQueryPart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '))
  } catch {
    return part
  }
}

export function parseQuery(query: string): QueryPair[] {
  const text = query.startsWith('?') ? query.slice(1) : query
  if (text === '') return []
  const pairs: QueryPair[] = []
  for (const raw of text.split('&')) {
    if (raw === '') continue
    const equals = raw.indexOf('=')
    const key = decodeQueryPart(equals === -1 ? raw : raw.slice(0, equals))
    const value = equals === -1 ? '' : decodeQueryPart(raw.slice(equals + 1))
    pairs.push({ key, value, raw })
  }
  return pairs
}

/**
 * Whether a condition holds: the key is present (keys compare exactly, as in URLs) and, when the
 * condition names a value, one of the key's values equals it, case ignored (old links were typed
 * by hand: `?vehicletype=pb`).
 */
export function conditionHolds(condition: QueryCondition, pairs: readonly QueryPair[]): boolean {
  const wanted = condition.value?.toLowerCase()
  return pairs.some(
    (pair) => pair.key === condition.key && (wanted === undefined || pair.value.toLowerCase() === wanted),
  )
}

/**
 * The query of a redirect: the destination's own parameters first (they win on the same key),
 * then the request's, less the keys a condition consumed (`/aktuelt?cat=elbil&utm_source=x`
 * -> `/aktuelt?utm_source=x`).
 */
export function mergeQuery(
  destinationQuery: string,
  request: readonly QueryPair[],
  consumed: readonly string[],
): string {
  if (request.length === 0) return destinationQuery
  const own = parseQuery(destinationQuery)
  const dropped = new Set([...consumed, ...own.map((pair) => pair.key)])
  const kept = request.filter((pair) => !dropped.has(pair.key))
  return [...own, ...kept].map((pair) => pair.raw).join('&')
}
