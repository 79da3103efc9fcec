import { getPublishedPages } from '@/cms/queries'
import { siteForRequest } from '@/cms/request-site'
import { originOf } from '@/cms/site-context'
import { isWildcardPath } from '@/modules/content/page-path'
import { buildSitemapXml } from '@/modules/seo/sitemap'
import { otherMethods } from '@/lib/http-methods'

/** Every published page of the requested site, in every language of the site, with alternates. */
export async function GET(request: Request) {
  const site = await siteForRequest(new URL(request.url))
  if (!site) return new Response('No site', { status: 404 })
  const pages = await getPublishedPages(site.name, site.languages)
  const xml = buildSitemapXml(
    pages
      .filter((p) => !isWildcardPath(p.path))
      .map((p) => ({ path: p.path, languages: site.languages, lastModified: new Date(p.updatedAt) })),
    site,
    originOf(site),
  )
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
  })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
