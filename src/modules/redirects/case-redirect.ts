import { encodePathSegment } from './destination'
import { isSafeSitePath } from './safety'

/**
 * Beyond the spec: our paths are lower case, and a mixed-case path that no rule answers is sent
 * to its lower-case spelling with a 308, so search engines keep one address per page (before,
 * the proxy lower-cased such paths silently and served the page under both spellings).
 */

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * The lower-case Location for a path that holds upper-case letters (percent-escapes aside), with
 * the query kept; null when the path is already lower case or is not a safe site path.
 */
export function lowerCaseRedirect(path: string, query = ''): { status: 308; location: string } | null {
  const segments = path.split('/')
  if (!segments.some((segment) => decode(segment) !== decode(segment).toLowerCase())) return null
  const lowered = segments
    .map((segment) => {
      const decoded = decode(segment)
      return decoded === decoded.toLowerCase() ? segment : encodePathSegment(decoded.toLowerCase())
    })
    .join('/')
  // '//Evil.example' lower-cased is still another host to a browser.
  if (!isSafeSitePath(lowered)) return null
  const search = query.startsWith('?') ? query.slice(1) : query
  return { status: 308, location: search === '' ? lowered : `${lowered}?${search}` }
}
