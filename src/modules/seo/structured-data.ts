import type { Lang } from '../sites/languages'
import { localizePath } from '../sites/locale'
import type { Site } from '../sites/site'

export type WebSiteJsonLd = {
  '@context': 'https://schema.org'
  '@type': 'WebSite'
  name: string
  url: string
  inLanguage: Lang
  potentialAction: {
    '@type': 'SearchAction'
    target: string
    'query-input': 'required name=search_term_string'
  }
}

const SEARCH_TERM_PLACEHOLDER = '{search_term_string}'

function searchTarget(origin: string, searchPath: string): string {
  const separator = searchPath.includes('?') ? '&' : '?'
  return `${origin}${searchPath}${separator}keyphrase=${SEARCH_TERM_PLACEHOLDER}`
}

/** schema.org WebSite with a SearchAction pointing at the site's keyphrase search. */
export function buildWebSiteJsonLd(site: Site, origin: string, lang: Lang = site.defaultLanguage): WebSiteJsonLd {
  const base = origin.replace(/\/+$/, '')
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.label,
    url: base + localizePath('/', lang, site),
    inLanguage: lang,
    potentialAction: {
      '@type': 'SearchAction',
      target: searchTarget(base, localizePath(site.paths.search, lang, site)),
      'query-input': 'required name=search_term_string',
    },
  }
}

const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON for a <script type="application/ld+json"> body. Escaping '<' stops a value from closing
 * the script element ('</script>') or opening a comment; the others are escaped for old parsers.
 */
export function serializeJsonLd(value: object): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char] ?? char)
}
