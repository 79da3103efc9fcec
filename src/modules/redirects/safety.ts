import { isSameSitePath } from '../sites/same-site-path'

/**
 * No open redirects: a redirect goes to a path on the site that answered, or to an https URL on a
 * host the site names (its own host names and its `redirectHosts` allow-list). Everything else a
 * browser could read as another origin is refused: `//host`, `/\host`, encoded slashes and
 * backslashes, tabs and line breaks, other schemes, and user info (`https://site@evil`).
 */

const PLAIN_PATH = /^\/(?!\/)[^\\%\u0000-\u001f\u007f]*$/

/**
 * Whether a path is a single-slash path on our own site, as given and after each round of
 * percent-decoding. The editing endpoint (`/feaas-render?path=`) checks its `path` with this.
 */
export function isSafeSitePath(path: string): boolean {
  // Nothing to decode and no backslash or control character: one leading slash is all it takes.
  if (PLAIN_PATH.test(path)) return true
  return isSameSitePath(path)
}

// Whitespace and control characters are dropped or misread by browsers inside URLs.
const UNSAFE_URL_CHARACTER = /[\\\s\u0000-\u001f\u007f]/
const HTTPS_PREFIX = /^https:\/\//i

/** The authority of an `https://` URL as typed, before the URL parser can tidy it. */
function typedAuthority(url: string): string {
  const rest = url.replace(HTTPS_PREFIX, '')
  const end = rest.search(/[/?#]/)
  return (end === -1 ? rest : rest.slice(0, end)).toLowerCase()
}

/** Whether an absolute URL is https on one of `allowedHosts`, with no user info or port. */
export function isAllowedExternalUrl(url: string, allowedHosts: readonly string[]): boolean {
  if (!HTTPS_PREFIX.test(url) || UNSAFE_URL_CHARACTER.test(url)) return false
  const authority = typedAuthority(url)
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '') return false
  // The host as typed must be the host as parsed: no '@', no port, no encoded trickery.
  if (authority !== parsed.hostname || parsed.port !== '') return false
  return allowedHosts.some((host) => host.toLowerCase() === parsed.hostname)
}

/** Whether a destination (template or substituted) may be sent as a Location. */
export function isSafeDestination(destination: string, allowedHosts: readonly string[]): boolean {
  if (destination.startsWith('/')) return isSafeSitePath(destination)
  return isAllowedExternalUrl(destination, allowedHosts)
}
