import { siteForRequest } from '@/cms/request-site'
import { getSitemapIndexXml } from '@/cms/sitemaps'
import { otherMethods } from '@/lib/http-methods'
import { XML_HEADERS } from '@/modules/seo/xml'

/** The site's sitemap index: its pages, car files, dealers and stories (src/cms/sitemaps.ts). */
export async function GET(request: Request) {
  const site = await siteForRequest(new URL(request.url))
  if (!site) return new Response('No site', { status: 404 })
  return new Response(await getSitemapIndexXml(site), { headers: XML_HEADERS })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
