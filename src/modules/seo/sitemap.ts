import type { Lang } from '../sites/languages'
import { localizePath } from '../sites/locale'
import type { Site } from '../sites/site'
import { languageAlternates } from './hreflang'
import { escapeXml } from './xml'

export type SitemapEntry = {
  path: string
  languages: readonly Lang[]
  lastModified?: Date | null
  /** absolute picture URLs shown on the page (image sitemap extension) */
  images?: readonly string[]
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1'

/**
 * URLs per sitemap file: sitemaps.org allows 50,000; the margin keeps a file valid while the
 * stock grows between two generations.
 */
export const URLS_PER_SITEMAP = 45_000

/** Pictures listed per page (the image extension allows 1,000; galleries hold far fewer). */
export const IMAGES_PER_URL = 100

function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '')
}

/** W3C datetime of a real change; an unknown or invalid date gives no <lastmod> at all. */
export function lastmodOf(date: Date | null | undefined): string | undefined {
  if (!date || Number.isNaN(date.getTime())) return undefined
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** The newest of some dates (a child's lastmod in the index), or undefined without any. */
export function newest(dates: Iterable<Date | null | undefined>): Date | undefined {
  let best: Date | undefined
  for (const date of dates) {
    if (date && !Number.isNaN(date.getTime()) && (!best || date > best)) best = date
  }
  return best
}

function alternateLink(hreflang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`
}

function imageElement(loc: string): string {
  return `<image:image><image:loc>${escapeXml(loc)}</image:loc></image:image>`
}

/** The <url> elements of one entry: one per language it exists in, in the site's order. */
function urlElements(entry: SitemapEntry, site: Site, origin: string): string[] {
  const languages = site.languages.filter((lang) => entry.languages.includes(lang))
  const urlOf = (lang: Lang): string => origin + localizePath(entry.path, lang, site)
  const alternates = Object.entries(languageAlternates(site, urlOf, languages) ?? {})
    .map(([hreflang, href]) => alternateLink(hreflang, href))
    .join('')
  const lastmod = lastmodOf(entry.lastModified)
  // Every language version shows the same pictures; listing them once (on the first version)
  // keeps a file of 45,000 URLs well within the 50 MB a sitemap may weigh.
  const images = (entry.images ?? []).slice(0, IMAGES_PER_URL).map(imageElement).join('')
  return languages.map(
    (lang, i) =>
      `<url><loc>${escapeXml(urlOf(lang))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}${i === 0 ? images : ''}</url>`,
  )
}

/** How many <url> elements an entry makes: one per language of the site it exists in. */
export function urlCount(entry: Pick<SitemapEntry, 'languages'>, site: Pick<Site, 'languages'>): number {
  return site.languages.filter((lang) => entry.languages.includes(lang)).length
}

/**
 * A sitemaps.org urlset with one <url> per page and language, each listing every language
 * version (and x-default) as xhtml:link alternates, and the page's pictures.
 */
export function buildSitemapXml(entries: readonly SitemapEntry[], site: Site, origin: string): string {
  const base = trimOrigin(origin)
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}" xmlns:image="${IMAGE_NS}">`,
  ]
  for (const entry of entries) parts.push(...urlElements(entry, site, base))
  parts.push('</urlset>', '')
  return parts.join('\n')
}

export type SitemapChild = { name: string; lastModified?: Date | null }

/** The sitemap index: one <sitemap> per child file, at `/sitemap-<name>.xml` on the site's host. */
export function buildSitemapIndexXml(children: readonly SitemapChild[], origin: string): string {
  const base = trimOrigin(origin)
  const items = children.map((child) => {
    const lastmod = lastmodOf(child.lastModified)
    return `<sitemap><loc>${escapeXml(`${base}/${sitemapFileName(child.name)}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...items,
    '</sitemapindex>',
    '',
  ].join('\n')
}

export function sitemapFileName(child: string): string {
  return `sitemap-${child}.xml`
}

/**
 * Splits entries into files of at most `limit` <url> elements each, in order. An entry is never
 * split over two files (its language versions stay together).
 */
export function chunkEntries<T extends Pick<SitemapEntry, 'languages'>>(
  entries: readonly T[],
  site: Pick<Site, 'languages'>,
  limit = URLS_PER_SITEMAP,
): T[][] {
  const chunks: T[][] = []
  let current: T[] = []
  let urls = 0
  for (const entry of entries) {
    const count = urlCount(entry, site)
    if (count === 0) continue
    if (urls + count > limit && current.length > 0) {
      chunks.push(current)
      current = []
      urls = 0
    }
    current.push(entry)
    urls += count
  }
  if (current.length > 0) chunks.push(current)
  return chunks
}

export type SitemapKind = 'pages' | 'cars' | 'dealers' | 'stories'

/** A child name: `pages`, `dealers`, `stories`, or `cars-<n>` (1-based file number). */
export function parseSitemapChild(name: string): { kind: SitemapKind; part: number } | null {
  const match = /^(pages|dealers|stories|cars)(?:-([1-9][0-9]{0,4}))?$/.exec(name)
  if (!match) return null
  const kind = match[1] as SitemapKind
  if (kind === 'cars') return match[2] ? { kind, part: Number(match[2]) } : null
  return match[2] ? null : { kind, part: 1 }
}

export function carSitemapName(part: number): string {
  return `cars-${part}`
}

/**
 * robots.txt: everything but what no search engine should fetch (the CMS, the editing and API
 * routes, and result pages past the first of a list), or nothing when indexing is off.
 * Pictures are served under /images/ and /-/media/, both open to image crawlers.
 */
export function buildRobotsTxt(origin: string, opts: { allowIndexing: boolean }): string {
  if (!opts.allowIndexing) return ['User-agent: *', 'Disallow: /', ''].join('\n')
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /feaas-render',
    'Disallow: /*?*page=',
    '',
    `Sitemap: ${trimOrigin(origin)}/sitemap.xml`,
    '',
  ].join('\n')
}
