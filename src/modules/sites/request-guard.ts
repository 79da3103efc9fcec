export const MAX_PATH_LENGTH = 2048
export const MAX_QUERY_LENGTH = 4096

export type RequestPathCheck = { ok: true } | { ok: false; status: 400 | 404; reason: string }

const OK: RequestPathCheck = { ok: true }

function badRequest(reason: string): RequestPathCheck {
  return { ok: false, status: 400, reason }
}

const ENCODED_NUL = /%00/i
const ENCODED_SEPARATOR = /%(?:2f|5c)/i

function splitTarget(raw: string): { path: string; query: string } {
  const withoutHash = raw.split('#', 1)[0] ?? ''
  const queryStart = withoutHash.indexOf('?')
  if (queryStart === -1) return { path: withoutHash, query: '' }
  return { path: withoutHash.slice(0, queryStart), query: withoutHash.slice(queryStart + 1) }
}

// Literal control characters never appear in a valid request target.
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

function hasDotDotSegment(path: string): boolean {
  return path.split(/[/\\]/).some((segment) => segment === '..')
}

// Hidden files (.env, .git/) are never served; .well-known is the one standard dot folder.
function hasHiddenSegment(decodedPath: string): boolean {
  return decodedPath
    .split('/')
    .some((segment) => segment.startsWith('.') && segment !== '.' && segment !== '.well-known')
}

function checkEncoding(path: string, decoded: string): string | undefined {
  if (ENCODED_NUL.test(path) || ENCODED_NUL.test(decoded)) return 'encoded NUL in path'
  if (ENCODED_SEPARATOR.test(path) || ENCODED_SEPARATOR.test(decoded)) {
    return 'encoded slash or backslash in path'
  }
  if (path.includes('\\')) return 'backslash in path'
  if (hasDotDotSegment(decoded) || hasDotDotSegment(safeDecode(decoded) ?? decoded)) {
    return 'dot-dot segment in path'
  }
  return undefined
}

/**
 * Screens the raw request target (path and query as received, before URL parsing normalises
 * '..' away) for traversal, encoded separators, NUL, oversize and malformed encoding.
 */
export function checkRequestPath(rawPathAndQuery: string): RequestPathCheck {
  const { path, query } = splitTarget(rawPathAndQuery)

  if (path.length > MAX_PATH_LENGTH) return badRequest('path too long')
  if (query.length > MAX_QUERY_LENGTH) return badRequest('query string too long')
  if (!path.startsWith('/')) return badRequest('path must start with /')
  if (hasControlCharacter(rawPathAndQuery)) return badRequest('control character in request')
  if (ENCODED_NUL.test(query)) return badRequest('encoded NUL in query')

  const decoded = safeDecode(path)
  if (decoded === undefined) return badRequest('malformed percent-encoding in path')

  const encodingProblem = checkEncoding(path, decoded)
  if (encodingProblem !== undefined) return badRequest(encodingProblem)

  if (hasHiddenSegment(decoded)) return { ok: false, status: 404, reason: 'hidden path' }
  return OK
}
