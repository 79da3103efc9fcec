import { NextResponse } from 'next/server'
import { z } from 'zod'
import { CAR_LIST_CONDITIONS, carListPage } from '@/modules/cars/list-page'
import { parseQuery, searchFailure, unknownSite } from '@/app/api/cars/car-api'
import { loadSiteContext } from '@/cms/site-context'
import { CAR_LIST_PAGE_SIZE, MAX_PAGE, decodeListState } from '@/modules/cars/list-state'
import { MAX_LIMIT } from '@/modules/search/contract'
import { otherMethods } from '@/lib/http-methods'

/**
 * The car list's browser calls: a page of cards and, when asked, the facets for a list state in
 * the URL form of `modules/cars/list-state`. State parameters the index does not know are
 * dropped, as on the page; the paging and site parameters must be valid.
 */

const querySchema = z.object({
  site: z.string().min(1).max(63),
  lang: z.string().min(2).max(5),
  condition: z.enum(CAR_LIST_CONDITIONS).default('all'),
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .max(CAR_LIST_PAGE_SIZE * (MAX_PAGE + 1))
    .default(0),
  limit: z.coerce.number().int().min(0).max(MAX_LIMIT).default(CAR_LIST_PAGE_SIZE),
  facets: z.enum(['0', '1']).default('1'),
  /** saved searches: count cars published since this time (epoch ms) */
  since: z.coerce.number().int().min(0).optional(),
})

export async function GET(request: Request) {
  const parsed = parseQuery(request, querySchema)
  if (!parsed.ok) return parsed.response
  const { data: query, params } = parsed
  const ctx = await loadSiteContext(query.site, query.lang)
  if (!ctx) return unknownSite(query.site, query.lang)
  try {
    const page = await carListPage(ctx, {
      state: decodeListState(params),
      condition: query.condition,
      offset: query.offset,
      limit: query.limit,
      withFacets: query.facets === '1',
      publishedSince: query.since,
    })
    // The page's full example is drawn by the server once; the list app needs only the cards.
    const { cards, facets, total, state, rescue } = page
    return NextResponse.json(
      { cards, facets, total, state, rescue },
      { headers: { 'Cache-Control': 'public, max-age=60' } },
    )
  } catch (error) {
    return searchFailure(error, { site: query.site }, 'car list failed')
  }
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
