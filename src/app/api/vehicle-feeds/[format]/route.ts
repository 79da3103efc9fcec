import { siteForRequest } from '@/cms/request-site'
import { getVehicleFeed } from '@/cms/vehicle-feeds'
import { otherMethods } from '@/lib/http-methods'

const CONTENT_TYPES = { xml: 'application/xml; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const

/** The site's vehicle feed (`/feeds/vehicles.xml`, `/feeds/vehicles.csv`): src/cms/vehicle-feeds.ts. */
export async function GET(request: Request, { params }: { params: Promise<{ format: string }> }) {
  const { format } = await params
  if (format !== 'xml' && format !== 'csv') {
    return Response.json({ error: 'not_found', message: 'feeds are xml or csv' }, { status: 404 })
  }
  const site = await siteForRequest(new URL(request.url))
  if (!site) return new Response('No site', { status: 404 })
  return new Response(await getVehicleFeed(site, format), {
    headers: { 'content-type': CONTENT_TYPES[format], 'cache-control': 'public, max-age=600, s-maxage=600' },
  })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
