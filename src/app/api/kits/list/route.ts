import { NextResponse } from 'next/server'
import { z } from 'zod'
import { jsonError, parseQuery, searchFailure, unknownSite } from '@/app/api/cars/car-api'
import { loadSiteContext } from '@/cms/site-context'
import { env } from '@/lib/env'
import { otherMethods } from '@/lib/http-methods'
import { decodeListState, MAX_PAGE } from '@/modules/cars/list-state'
import { KIT_LIST_PARAMS, KIT_PAGE_SIZE, loadKitList } from '@/modules/kits/list'
import { hasKitsAccess, trustedKitsSession } from '@/modules/kits/session'
import { searchSiteInventory } from '@/modules/search/inventory-reads'

/**
 * The kits tool's browser calls: a page of kits and, when asked, the facets, for the list state
 * and session in the query (the page's own URL form). Filters the kits index does not know are
 * dropped; without the session (user and dealer, signed when KITS_LINK_SECRET is set) 403.
 */

const WINDOW = KIT_PAGE_SIZE * (MAX_PAGE + 1)

const querySchema = z.object({
  site: z.string().min(1).max(63),
  lang: z.string().min(2).max(5),
  offset: z.coerce.number().int().min(0).max(WINDOW).default(0),
  limit: z.coerce.number().int().min(0).max(WINDOW).default(KIT_PAGE_SIZE),
  facets: z.enum(['0', '1']).default('1'),
})

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function GET(request: Request) {
  const parsed = parseQuery(request, querySchema)
  if (!parsed.ok) return parsed.response
  const { data: query, params } = parsed
  const ctx = await loadSiteContext(query.site, query.lang)
  if (!ctx) return unknownSite(query.site, query.lang)
  if (!ctx.site.paths.kits) return jsonError(404, { error: 'no_kits', message: 'this site has no kits tool' })
  const session = trustedKitsSession(params, env().KITS_LINK_SECRET, new Date())
  if (!hasKitsAccess(session)) {
    return jsonError(403, { error: 'session_required', message: 'open the kits tool from the dealer system' })
  }
  try {
    const page = await loadKitList((search) => searchSiteInventory(ctx.site.name, search), ctx.t, {
      state: decodeListState(params, KIT_LIST_PARAMS),
      auto: session.auto,
      offset: query.offset,
      limit: query.limit,
      withFacets: query.facets === '1',
    })
    return NextResponse.json(page, { headers: PRIVATE })
  } catch (error) {
    return searchFailure(error, { site: query.site }, 'kits list failed')
  }
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
