import { NextResponse } from 'next/server'
import { z } from 'zod'
import { logger } from '@/lib/logger'
import { getSearchService } from '@/lib/search'
import { issuePath } from '@/modules/search/contract'
import { isUnknownSiteError } from '@/modules/search/site-scopes'

/** The car list's search box: free text parsed into filters and a keyphrase with the site's values. */

const querySchema = z.object({ site: z.string().min(1).max(63), text: z.string().max(200) })

const fail = (status: number, body: Record<string, unknown>) =>
  NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export async function GET(request: Request) {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return fail(400, { error: 'invalid_request', field: issuePath(issue, 'query'), message: issue?.message })
  }
  try {
    const result = await (await getSearchService()).parseSearchBox(parsed.data.site, parsed.data.text)
    return NextResponse.json(result, { headers: { 'Cache-Control': 'public, max-age=60' } })
  } catch (error) {
    if (isUnknownSiteError(error)) return fail(404, { error: 'no_inventory', message: error.message })
    logger.error({ err: error }, 'search box parse failed')
    return fail(503, { error: 'search_unavailable', message: 'the car search is starting or unavailable' })
  }
}
