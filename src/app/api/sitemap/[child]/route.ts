import { siteForRequest } from '@/cms/request-site'
import { getSitemapChildXml } from '@/cms/sitemaps'
import { otherMethods } from '@/lib/http-methods'
import { XML_HEADERS } from '@/modules/seo/xml'

/** One child of the site's sitemap index (`/sitemap-<child>.xml`); any other name is a 404. */
export async function GET(request: Request, { params }: { params: Promise<{ child: string }> }) {
  const site = await siteForRequest(new URL(request.url))
  if (!site) return new Response('No site', { status: 404 })
  const xml = await getSitemapChildXml(site, (await params).child)
  if (xml === null) {
    // An API route answers its errors in JSON, as every route under /api does.
    return Response.json(
      { error: 'not_found', message: 'no such sitemap' },
      { status: 404, headers: { 'cache-control': 'no-store' } },
    )
  }
  return new Response(xml, { headers: XML_HEADERS })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
