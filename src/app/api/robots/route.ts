import { originOf } from '@/cms/site-context'
import { siteForRequest } from '@/cms/request-site'
import { buildRobotsTxt } from '@/modules/seo/sitemap'
import { otherMethods } from '@/lib/http-methods'

export async function GET(request: Request) {
  const site = await siteForRequest(new URL(request.url))
  if (!site) return new Response('No site', { status: 404 })
  const body = buildRobotsTxt(originOf(site), { allowIndexing: site.allowIndexing !== false })
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
