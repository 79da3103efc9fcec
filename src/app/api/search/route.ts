import { NextResponse } from 'next/server'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { readJsonBody } from '@/lib/read-body'
import { getSearchService } from '@/modules/search/runtime'
import { apiKeyMatches, requestApiKey } from '@/modules/search/access'
import { isSearchQueryError } from '@/modules/search/contract'
import { otherMethods } from '@/lib/http-methods'

/** The car search service of spec 2 section 7.1: one JSON request shape for every index. */

const NO_STORE = { 'Cache-Control': 'no-store' }

const fail = (status: number, body: Record<string, unknown>) => NextResponse.json(body, { status, headers: NO_STORE })

export async function POST(request: Request) {
  const key = env().SEARCH_API_KEY
  if (key && !apiKeyMatches(key, requestApiKey(request.headers, { bearer: false }))) {
    return fail(401, { error: 'unauthorized', message: 'a valid x-api-key header is required' })
  }
  const body = await readJsonBody(request)
  if (!body.ok) return fail(body.status, { error: body.error, message: body.message })
  try {
    const response = await (await getSearchService()).search(body.value)
    // Spec 2 section 7.1: answers are cached for 60 seconds.
    return NextResponse.json(response, { headers: { 'Cache-Control': 'public, max-age=60' } })
  } catch (error) {
    if (isSearchQueryError(error)) {
      return fail(400, { error: 'invalid_request', field: error.field, message: error.message })
    }
    // The service answers engine failures itself; reaching here means it could not start.
    logger.error({ err: error }, 'search unavailable')
    return fail(503, { error: 'search_unavailable', message: 'the search service is starting or unavailable' })
  }
}

export const { GET, HEAD, PUT, DELETE, PATCH } = otherMethods('POST')
