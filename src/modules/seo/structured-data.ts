import type { Organization, SearchAction, WebSite, WithContext } from 'schema-dts'
import type { Lang } from '../sites/languages'
import { localizePath } from '../sites/locale'
import type { Site } from '../sites/site'

/** Google reads the search action's query-input, which schema-dts does not type. */
type SearchActionWithInput = SearchAction & { 'query-input': string }

export type WebSiteJsonLd = WithContext<WebSite> & {
  potentialAction: SearchActionWithInput
}

const SEARCH_TERM_PLACEHOLDER = '{search_term_string}'

function searchTarget(origin: string, searchPath: string): string {
  const separator = searchPath.includes('?') ? '&' : '?'
  return `${origin}${searchPath}${separator}keyphrase=${SEARCH_TERM_PLACEHOLDER}`
}

function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '')
}

/** The @id of a site's Organization: the one entity its pages and WebSite refer to. */
export function organizationId(origin: string): string {
  return `${trimOrigin(origin)}/#organization`
}

/** schema.org WebSite with a SearchAction pointing at the site's keyphrase search. */
export function buildWebSiteJsonLd(site: Site, origin: string, lang: Lang = site.defaultLanguage): WebSiteJsonLd {
  const base = trimOrigin(origin)
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${base}/#website`,
    name: site.label,
    url: base + localizePath('/', lang, site),
    inLanguage: lang,
    publisher: { '@id': organizationId(base) },
    potentialAction: {
      '@type': 'SearchAction',
      target: searchTarget(base, localizePath(site.paths.search, lang, site)),
      'query-input': 'required name=search_term_string',
    },
  }
}

/**
 * schema.org Organization of the site: the dealer group or the brand store the site is, with
 * its logo (the site's icon) and, when the site has them, its profiles elsewhere (sameAs).
 */
export function buildOrganizationJsonLd(
  site: Pick<Site, 'label'>,
  origin: string,
  sameAs: readonly string[] = [],
): WithContext<Organization> {
  const base = trimOrigin(origin)
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(base),
    name: site.label,
    url: `${base}/`,
    logo: `${base}/icon.svg`,
    ...(sameAs.length ? { sameAs: [...sameAs] } : {}),
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
