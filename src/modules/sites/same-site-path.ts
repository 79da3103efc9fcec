/**
 * Whether a path from a query string may be used as a redirect target on our own site. Browsers
 * read `//host`, `/\host` and, after dropping tabs and newlines, `/<tab>/host` as another
 * origin; some servers and proxies decode `%2F` and `%5C` once more before they do. So a path
 * must start with one slash and, as given and after each round of percent-decoding, hold no
 * backslash, no second leading slash and no control character.
 */
const UNSAFE = /[\\\u0000-\u001f\u007f]/
const BASE = 'https://same-site.invalid'

export function isSameSitePath(path: string): boolean {
  // Nothing encoded: one slash first, no backslash and no control character is all it takes (a
  // redirect answer checks every Location it sends, so the common case skips the URL parser).
  if (!path.includes('%')) return path.startsWith('/') && !path.startsWith('//') && !UNSAFE.test(path)
  let current = path
  for (let round = 0; round < 4; round++) {
    if (!current.startsWith('/') || current.startsWith('//') || UNSAFE.test(current)) return false
    let decoded: string
    try {
      decoded = decodeURIComponent(current)
    } catch {
      return false
    }
    if (decoded === current) break
    current = decoded
  }
  if (current.includes('%')) return false // still encoded after four rounds: nobody needs that
  return new URL(path, BASE).origin === BASE
}
