import { headers } from 'next/headers'
import { resolveSite } from '@/modules/sites/resolve'
import type { Site } from '@/modules/sites/site'
import { getSites } from './queries'

/** The site of a route handler request that the proxy does not rewrite (robots, sitemap). */
export async function siteForRequest(url: URL): Promise<Site | undefined> {
  const h = await headers()
  return resolveSite({ host: h.get('host'), searchParams: url.searchParams }, await getSites())
}
