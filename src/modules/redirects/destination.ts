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
const UNRESERVED = /^[a-z0-9._~-]*$/

/** Percent-encodes one path segment, leaving the characters a segment may hold as they are. */
export function encodePathSegment(value: string): string {
  if (UNRESERVED.test(value)) return value
  return encodeURIComponent(value).replace(PCHAR_KEPT, (escape) => decodeURIComponent(escape))
}

/** Literal text, or the index of a captured value to put in its place. */
type Part = string | number

/**
 * A destination split once, at compile time, into literal text and parameter slots, so a
 * redirect is filled by joining strings instead of running expressions per request.
 */
export type DestinationTemplate = {
  /** scheme and host of an https destination, '' for a path on the site */
  origin: string
  path: Part[]
  /** the destination's own query, without '?' */
  query: Part[]
  /** with '#', or '' */
  hash: string
  /** a parameter in the path may be empty (a wildcard), leaving '//' to tidy */
  tidy: boolean
}

function splitParts(text: string, slotOf: (name: string) => number): Part[] {
  const parts: Part[] = []
  let last = 0
  for (const match of text.matchAll(TOKEN)) {
    const at = match.index ?? 0
    if (at > last) parts.push(text.slice(last, at))
    parts.push(slotOf(match[1] ?? ''))
    last = at + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return parts
}

/** Splits a destination; `captureNames` are the source's parameters in capture order. */
export function compileDestination(destination: string, captureNames: readonly string[]): DestinationTemplate {
  const hashAt = destination.indexOf('#')
  const hash = hashAt === -1 ? '' : destination.slice(hashAt)
  const withoutHash = hashAt === -1 ? destination : destination.slice(0, hashAt)
  const queryAt = withoutHash.indexOf('?')
  const target = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt)
  const query = queryAt === -1 ? '' : withoutHash.slice(queryAt + 1)
  const origin = /^https:\/\/[^/]*/i.exec(target)?.[0] ?? ''
  const slotOf = (name: string) => captureNames.indexOf(name)
  const path = splitParts(target.slice(origin.length), slotOf)
  return { origin, path, query: splitParts(query, slotOf), hash, tidy: path.some((part) => typeof part === 'number') }
}

function pathValue(value: string): string {
  if (!value.includes('/')) return encodePathSegment(value.toLowerCase())
  return value
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => encodePathSegment(segment.toLowerCase()))
    .join('/')
}

export type FilledDestination = { origin: string; path: string; query: string; hash: string }

/**
 * Fills a destination with a match's captures (values percent-decoded): lower-cased and encoded
 * per segment in the path (a wildcard's value keeps its '/'), as typed but encoded in the query.
 */
export function fillDestination(template: DestinationTemplate, captures: readonly string[]): FilledDestination {
  let path = ''
  for (const part of template.path) path += typeof part === 'string' ? part : pathValue(captures[part] ?? '')
  if (template.tidy) {
    // An empty wildcard leaves '//' or a trailing '/' behind; values are encoded, so this is all.
    path = path.replace(/\/{2,}/g, '/')
    if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1)
  }
  let query = ''
  for (const part of template.query) query += typeof part === 'string' ? part : encodeURIComponent(captures[part] ?? '')
  return { origin: template.origin, path, query, hash: template.hash }
}
