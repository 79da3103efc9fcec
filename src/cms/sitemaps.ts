import { unstable_cache } from 'next/cache'
import { cacheTags, PAGE_DATA_TTL_SECONDS } from '@/lib/cache-tags'
import { logger } from '@/lib/logger'
import { CAR_SITEMAP_FIELDS, carSitemapEntry, type SitemapCar } from '@/modules/cars/sitemap'
import { isWildcardPath } from '@/modules/content/page-path'
import { dealerSlugs, siteDetailTemplatePath } from '@/modules/dealers/detail-page'
import { scanSiteInventory, searchSiteInventory } from '@/modules/search/inventory-reads'
import { hasCarInventory } from '@/modules/search/site-scopes'
import {
  buildSitemapIndexXml,
  buildSitemapXml,
  carSitemapName,
  chunkEntries,
  newest,
  parseSitemapChild,
  type SitemapChild,
  type SitemapEntry,
} from '@/modules/seo/sitemap'
import type { Site } from '@/modules/sites/site'
import { parseStoryPath } from '@/modules/stories/types'
import { getStorySitemap } from './story-queries'
import { getPublishedPages } from './queries'
import { originOf } from './site-context'

/**
 * The sitemaps of a site (spec 1 section 2.2, issue 24): an index at /sitemap.xml and one child
 * per kind, the cars in files of at most URLS_PER_SITEMAP URLs. Each file is built once and kept
 * in the data cache under the tags of what it lists, so a publish or an ingest rebuilds exactly
 * the files it touches and every other request is a cache read.
 */

async function pageEntries(site: Site): Promise<{ entries: SitemapEntry[]; templates: string[] }> {
  const pages = await getPublishedPages(site.name, site.languages)
  return {
    entries: pages
      .filter((page) => !isWildcardPath(page.path))
      .map((page) => ({ path: page.path, languages: site.languages, lastModified: new Date(page.updatedAt) })),
    templates: pages.map((page) => page.path),
  }
}

/** The dealer pages under the site-detail path, when the site has its wildcard dealer page. */
async function dealerEntries(site: Site, pagePaths: readonly string[]): Promise<SitemapEntry[]> {
  const template = siteDetailTemplatePath(site.paths.siteDetail)
  if (!hasCarInventory(site.name) || !pagePaths.includes(template)) return []
  try {
    const base = template.slice(0, -2)
    const slugs = await dealerSlugs((query) => searchSiteInventory(site.name, query))
    return slugs.map((slug) => ({ path: `${base}/${slug}`, languages: site.languages }))
  } catch (error) {
    logger.error({ err: error, site: site.name }, 'sitemap: dealer pages could not be listed')
    return []
  }
}

/** The site's published stories whose index has its wildcard article page. */
async function storyEntries(site: Site, pagePaths: readonly string[]): Promise<SitemapEntry[]> {
  try {
    const templates = new Set(pagePaths.filter((path) => path.endsWith('/*')))
    return (await getStorySitemap(site.name))
      .filter((story) => {
        const route = parseStoryPath(story.path)
        return route !== null && templates.has(route.templatePath)
      })
      .map((story) => ({ path: story.path, languages: site.languages, lastModified: new Date(story.updatedAt) }))
  } catch (error) {
    logger.error({ err: error, site: site.name }, 'sitemap: stories could not be listed')
    return []
  }
}

/** The site's stock cars on their canonical detail pages, in files of at most 45,000 URLs. */
async function carChunks(site: Site): Promise<SitemapEntry[][]> {
  if (!hasCarInventory(site.name) || !site.paths.carDetail) return []
  const cars = (await scanSiteInventory(site.name, {
    index: 'cars',
    fields: [...CAR_SITEMAP_FIELDS],
  })) as SitemapCar[]
  const origin = originOf(site)
  return chunkEntries(
    cars.map((car) => carSitemapEntry(car, site, origin)),
    site,
  )
}

/** Tags of each kind: the sitemaps expire with the data they list. */
function tagsOf(site: Site, kind: 'pages' | 'cars' | 'dealers' | 'stories' | 'index'): string[] {
  const pages = [cacheTags.pageSitemap(site.name), ...site.languages.map((l) => cacheTags.navigation(site.name, l))]
  switch (kind) {
    case 'pages':
      return pages
    case 'cars':
      return [cacheTags.inventory(site.name)]
    case 'dealers':
      return [...pages, cacheTags.inventory(site.name)]
    case 'stories':
      return [...pages, cacheTags.storiesOfSite(site.name)]
    case 'index':
      return [...pages, cacheTags.inventory(site.name), cacheTags.storiesOfSite(site.name)]
  }
}

function cached<T>(site: Site, kind: Parameters<typeof tagsOf>[1], key: string[], build: () => Promise<T>) {
  return unstable_cache(build, ['sitemap', site.name, kind, ...key], {
    tags: [cacheTags.site(site.name), ...tagsOf(site, kind)],
    revalidate: PAGE_DATA_TTL_SECONDS,
  })()
}

/** The index's children with the newest change each lists; kinds with nothing are left out. */
export function getSitemapIndexXml(site: Site): Promise<string> {
  return cached(site, 'index', [], async () => {
    const { entries, templates } = await pageEntries(site)
    const [dealers, stories, cars] = await Promise.all([
      dealerEntries(site, templates),
      storyEntries(site, templates),
      carChunks(site),
    ])
    const children: SitemapChild[] = [
      ...(entries.length ? [{ name: 'pages', lastModified: newest(entries.map((e) => e.lastModified)) }] : []),
      ...cars.map((chunk, i) => ({
        name: carSitemapName(i + 1),
        lastModified: newest(chunk.map((e) => e.lastModified)),
      })),
      ...(dealers.length ? [{ name: 'dealers' }] : []),
      ...(stories.length ? [{ name: 'stories', lastModified: newest(stories.map((e) => e.lastModified)) }] : []),
    ]
    return buildSitemapIndexXml(children, originOf(site))
  })
}

/** One child file, or null for a name that is not one of the site's children (a 404). */
export async function getSitemapChildXml(site: Site, name: string): Promise<string | null> {
  const child = parseSitemapChild(name)
  if (!child) return null
  const xml = await cached(site, child.kind, [String(child.part)], async (): Promise<string | null> => {
    const build = (entries: SitemapEntry[]) => (entries.length ? buildSitemapXml(entries, site, originOf(site)) : null)
    if (child.kind === 'cars') {
      const chunk = (await carChunks(site))[child.part - 1]
      return chunk ? build(chunk) : null
    }
    const { entries, templates } = await pageEntries(site)
    if (child.kind === 'pages') return build(entries)
    if (child.kind === 'dealers') return build(await dealerEntries(site, templates))
    return build(await storyEntries(site, templates))
  })
  return xml
}
