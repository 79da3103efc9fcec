import { getPublishedPages } from '@/cms/queries'
import { siteForRequest } from '@/cms/request-site'
import { originOf } from '@/cms/site-context'
import { isWildcardPath } from '@/modules/content/page-path'
import { buildSitemapXml } from '@/modules/seo/sitemap'
import { otherMethods } from '@/lib/http-methods'
import { logger } from '@/lib/logger'
import { dealerSlugs, siteDetailTemplatePath } from '@/modules/dealers/detail-page'
import { searchSiteInventory } from '@/modules/search/inventory-reads'
import { hasCarInventory } from '@/modules/search/site-scopes'
import type { Site } from '@/modules/sites/site'
import { getStorySitemap } from '@/cms/story-queries'
import { parseStoryPath } from '@/modules/stories/types'

/** The dealer pages under the site-detail path, when the site has its wildcard dealer page. */
async function dealerPages(site: Site, pagePaths: readonly string[]): Promise<string[]> {
  const template = siteDetailTemplatePath(site.paths.siteDetail)
  if (!hasCarInventory(site.name) || !pagePaths.includes(template)) return []
  try {
    const base = template.slice(0, -2)
    return (await dealerSlugs((query) => searchSiteInventory(site.name, query))).map((slug) => `${base}/${slug}`)
  } catch (error) {
    logger.error({ err: error, site: site.name }, 'sitemap: dealer pages could not be listed')
    return []
  }
}

/** The site's published stories whose index has its wildcard article page. */
async function storyPages(site: Site, pagePaths: readonly string[]): Promise<{ path: string; updatedAt: string }[]> {
  try {
    const templates = new Set(pagePaths.filter((path) => path.endsWith('/*')))
    return (await getStorySitemap(site.name)).filter((story) => {
      const route = parseStoryPath(story.path)
      return route !== null && templates.has(route.templatePath)
    })
  } catch (error) {
    logger.error({ err: error, site: site.name }, 'sitemap: stories could not be listed')
    return []
  }
}

/** Every published page of the requested site, in every language of the site, with alternates. */
export async function GET(request: Request) {
  const site = await siteForRequest(new URL(request.url))
  if (!site) return new Response('No site', { status: 404 })
  const pages = await getPublishedPages(site.name, site.languages)
  const paths = pages.map((p) => p.path)
  const [dealers, stories] = await Promise.all([dealerPages(site, paths), storyPages(site, paths)])
  const xml = buildSitemapXml(
    [
      ...pages
        .filter((p) => !isWildcardPath(p.path))
        .map((p) => ({ path: p.path, languages: site.languages, lastModified: new Date(p.updatedAt) })),
      ...dealers.map((path) => ({ path, languages: site.languages })),
      ...stories.map((story) => ({
        path: story.path,
        languages: site.languages,
        lastModified: new Date(story.updatedAt),
      })),
    ],
    site,
    originOf(site),
  )
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
  })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
