import { NextResponse } from 'next/server'
import { z } from 'zod'
import { parseQuery, searchFailure } from '@/app/api/cars/car-api'
import { getPageData } from '@/cms/queries'
import { otherMethods } from '@/lib/http-methods'
import { dealerSlugExists } from '@/modules/dealers/detail-page'
import { langSchema } from '@/modules/sites/lang-schema'
import { searchSiteInventory } from '@/modules/search/inventory-reads'

/**
 * Whether a path one segment under a site's site-detail path answers:
 * `GET /api/dealers/resolve?site=&lang=&path=/anlaggningar/{slug}` gives `{ found }`. A CMS page
 * at the path wins, then a dealer of the site with that slug. The request proxy asks it so that
 * an unknown dealer is answered with the spec's 302 to the site list (spec 2 section 2.7).
 */

const querySchema = z.object({
  site: z.string().min(1).max(63),
  lang: langSchema,
  path: z
    .string()
    .max(300)
    .regex(/^\/[a-z0-9/_-]*$/, 'a lower-case path'),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a dealer slug'),
})

export async function GET(request: Request) {
  const parsed = parseQuery(request, querySchema)
  if (!parsed.ok) return parsed.response
  const { site, lang, path, slug } = parsed.data
  try {
    const found =
      (await getPageData(site, path, lang)) !== null ||
      (await dealerSlugExists((query) => searchSiteInventory(site, query), slug))
    return NextResponse.json({ found }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    return searchFailure(error, { site, slug }, 'dealer lookup failed')
  }
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
