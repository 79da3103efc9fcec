import type { Lang } from '../sites/languages'
import { localizePath } from '../sites/locale'
import type { Site } from '../sites/site'
import { escapeXml } from './xml'

export type SitemapEntry = { path: string; languages: Lang[]; lastModified?: Date }

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '')
}

// Only the site's own languages have pages; the order follows the site, not the entry.
function pageLanguages(entry: SitemapEntry, site: Site): Lang[] {
  return site.languages.filter((lang) => entry.languages.includes(lang))
}

function isoDate(date: Date | undefined): string | undefined {
  if (date === undefined || Number.isNaN(date.getTime())) return undefined
  return date.toISOString().slice(0, 10)
}

function alternateLink(hreflang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`
}

function urlElements(entry: SitemapEntry, site: Site, origin: string): string[] {
  const languages = pageLanguages(entry, site)
  const urlOf = (lang: Lang): string => origin + localizePath(entry.path, lang, site)
  const alternates = languages.map((lang) => alternateLink(lang, urlOf(lang)))
  if (languages.includes(site.defaultLanguage)) {
    alternates.push(alternateLink('x-default', urlOf(site.defaultLanguage)))
  }
  const lastmod = isoDate(entry.lastModified)

  return languages.map((lang) =>
    [
      '<url>',
      `<loc>${escapeXml(urlOf(lang))}</loc>`,
      ...(lastmod === undefined ? [] : [`<lastmod>${lastmod}</lastmod>`]),
      ...alternates,
      '</url>',
    ].join(''),
  )
}

/**
 * A sitemaps.org urlset with one <url> per page and language, each listing every language
 * version (and x-default, the default-language URL) as xhtml:link alternates.
 */
export function buildSitemapXml(entries: readonly SitemapEntry[], site: Site, origin: string): string {
  const base = trimOrigin(origin)
  const urls = entries.flatMap((entry) => urlElements(entry, site, base))
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: everything but the CMS and API when indexing is allowed, otherwise nothing. */
export function buildRobotsTxt(origin: string, opts: { allowIndexing: boolean }): string {
  if (!opts.allowIndexing) return ['User-agent: *', 'Disallow: /', ''].join('\n')
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${trimOrigin(origin)}/sitemap.xml`,
    '',
  ].join('\n')
}
