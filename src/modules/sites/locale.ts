import { isKnownLang, KNOWN_LANGS, type Lang } from './languages'
import type { Site } from './site'

export { isKnownLang, KNOWN_LANGS }

export type LocaleSplit =
  { kind: 'ok'; lang: Lang; path: string } | { kind: 'redirect'; to: string } | { kind: 'not-found' }

// A region subtag is two letters or three digits (BCP 47), so 'fi-fi' and 'en-gb' are
// language codes while a slug such as 'en-bil' stays an ordinary path segment.
const REGIONAL_CODE = /^([a-z]{2})-(?:[a-z]{2}|\d{3})$/

function looksLikeLanguageCode(segment: string): boolean {
  if (isKnownLang(segment)) return true
  const primary = REGIONAL_CODE.exec(segment)?.[1]
  return primary !== undefined && isKnownLang(primary)
}

function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '')
}

function joinPath(segments: readonly string[]): string {
  return '/' + segments.join('/')
}

/**
 * Splits the language prefix off a public pathname. The default language has no prefix, so a
 * prefix naming it redirects to the bare path; a prefix naming a language the site lacks is a 404.
 */
export function splitLocale(pathname: string, site: Site): LocaleSplit {
  const segments = pathSegments(pathname)
  const first = segments[0]?.toLowerCase()
  const rest = segments.slice(1)

  if (first === undefined) return { kind: 'ok', lang: site.defaultLanguage, path: '/' }
  if (first === site.defaultLanguage) return { kind: 'redirect', to: joinPath(rest) }
  if (isKnownLang(first) && site.languages.includes(first)) {
    return { kind: 'ok', lang: first, path: joinPath(rest) }
  }
  if (looksLikeLanguageCode(first)) return { kind: 'not-found' }
  return { kind: 'ok', lang: site.defaultLanguage, path: joinPath(segments) }
}

function normalisePath(path: string): string {
  return joinPath(pathSegments(path))
}

/** The public path of a page path in a language; query and hash, if any, are kept. */
export function localizePath(path: string, lang: Lang, site: Site): string {
  const suffixStart = path.search(/[?#]/)
  const pathPart = suffixStart === -1 ? path : path.slice(0, suffixStart)
  const suffix = suffixStart === -1 ? '' : path.slice(suffixStart)
  const normalised = normalisePath(pathPart)

  if (lang === site.defaultLanguage) return normalised + suffix
  return '/' + lang + (normalised === '/' ? '' : normalised) + suffix
}
