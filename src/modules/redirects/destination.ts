/**
 * The destination side of a rule: a path (`/kop-bil/{id}/{slug}?car_brand={brand}`) or an https
 * URL, using the source's parameters. In the path a value is lower-cased (our paths are lower
 * case) and percent-encoded per segment; in the query it is kept as the visitor typed it, encoded.
 */

const TOKEN = /\{([A-Za-z_][A-Za-z0-9_]*)[*+]?\}/g
// The old form in a destination: `/:path*` as a whole segment.
const COLON_TOKEN = /(?<=\/):([A-Za-z_][A-Za-z0-9_]*)([*+]?)(?=[/?#]|$)/g

/** Rewrites old `:name` tokens to the brace form. */
export function normaliseDestination(destination: string): string {
  const trimmed = destination.trim()
  const cut = trimmed.search(/[?#]/)
  const path = cut === -1 ? trimmed : trimmed.slice(0, cut)
  const rest = cut === -1 ? '' : trimmed.slice(cut)
  // Only a path's segments can hold the old form; 'https:' is a scheme, not a parameter.
  const scheme = /^https:\/\/[^/]*/i.exec(path)?.[0] ?? ''
  return scheme + path.slice(scheme.length).replace(COLON_TOKEN, '{$1$2}') + rest
}

/** The parameter names a destination uses. */
export function destinationParams(destination: string): string[] {
  return [...destination.matchAll(TOKEN)].map((match) => match[1] ?? '')
}

/** The part of a destination before its first parameter: what lint checks for a page. */
export function staticDestinationPath(destination: string): string {
  const pathEnd = destination.search(/[?#]/)
  const path = pathEnd === -1 ? destination : destination.slice(0, pathEnd)
  const tokenAt = path.indexOf('{')
  const fixed = tokenAt === -1 ? path : path.slice(0, path.lastIndexOf('/', tokenAt))
  return fixed === '' ? '/' : fixed
}

// Characters RFC 3986 allows in a path segment that encodeURIComponent would still encode.
const PCHAR_KEPT = /%(?:3A|40|21|24|26|27|28|29|2A|2B|2C|3B|3D)/g

/** Percent-encodes one path segment, leaving the characters a segment may hold as they are. */
export function encodePathSegment(value: string): string {
  return encodeURIComponent(value).replace(PCHAR_KEPT, (escape) => decodeURIComponent(escape))
}

/** A captured value; a wildcard's holds its segments joined by '/'. */
export type Captures = ReadonlyMap<string, string>

function substitutePath(path: string, captures: Captures): string {
  const filled = path.replace(TOKEN, (_, name: string) =>
    (captures.get(name) ?? '')
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => encodePathSegment(segment.toLowerCase()))
      .join('/'),
  )
  // An empty wildcard leaves '//' or a trailing '/' behind; values are encoded, so this is all.
  const tidy = filled.replace(/\/{2,}/g, '/')
  return tidy.length > 1 && tidy.endsWith('/') ? tidy.slice(0, -1) : tidy
}

function substituteQuery(query: string, captures: Captures): string {
  return query.replace(TOKEN, (_, name: string) => encodeURIComponent(captures.get(name) ?? ''))
}

export type FilledDestination = {
  /** scheme and host of an https destination, '' for a path on the site */
  origin: string
  path: string
  /** the destination's own query, without '?' */
  query: string
  /** with '#', or '' */
  hash: string
}

/** Fills a destination template with a match's captures (values already percent-decoded). */
export function fillDestination(destination: string, captures: Captures): FilledDestination {
  const hashAt = destination.indexOf('#')
  const hash = hashAt === -1 ? '' : destination.slice(hashAt)
  const withoutHash = hashAt === -1 ? destination : destination.slice(0, hashAt)
  const queryAt = withoutHash.indexOf('?')
  const target = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt)
  const query = queryAt === -1 ? '' : withoutHash.slice(queryAt + 1)
  const origin = /^https:\/\/[^/]*/i.exec(target)?.[0] ?? ''
  const rawPath = target.slice(origin.length)
  const path = origin !== '' && rawPath === '' ? '' : substitutePath(rawPath, captures)
  return { origin, path, query: substituteQuery(query, captures), hash }
}
