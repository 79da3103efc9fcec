import { NextResponse } from 'next/server'
import { z } from 'zod'
import { cacheTags } from '@/lib/cache-tags'
import { expireCacheTags } from '@/lib/expire-tags'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { readJsonBody } from '@/lib/read-body'
import { getSearchService, getSearchStore } from '@/modules/search/runtime'
import { apiKeyMatches, requestApiKey } from '@/modules/search/access'
import { INDEX_NAMES, issuePath, type IndexName } from '@/modules/search/contract'
import { INGEST_MODES, IngestError, ingestDocuments, type IngestMode } from '@/modules/search/ingest'
import { sitesSearching, sitesShowing } from '@/modules/search/scope-match'
import { otherMethods } from '@/lib/http-methods'

/**
 * Dealer systems push inventory here: `{ index, mode?, documents }`, answered with the ingest
 * summary (207 when some documents were rejected). Off unless INGEST_API_KEY is set.
 */

const MAX_BODY_BYTES = 50 * 1024 * 1024
const MAX_DOCUMENTS = 20_000
const NO_STORE = { 'Cache-Control': 'no-store' }
const log = logger.child({ module: 'search-ingest' })

const bodySchema = z.object({
  index: z.enum(INDEX_NAMES, { message: `must be one of ${INDEX_NAMES.join(', ')}` }),
  mode: z.enum(INGEST_MODES, { message: `must be one of ${INGEST_MODES.join(', ')}` }).default('upsert'),
  documents: z.array(z.unknown(), { message: 'must be an array of documents' }),
})

/**
 * The pages that show the ingested stock are cached: expire the inventory of the sites that show
 * the new documents (car lists, car pages, facets). A delete or a replace names no contents, so
 * it expires every site that searches the index. A car that moved to another market leaves its
 * old site's pages to their inventory TTL (a minute).
 */
function expireInventory(index: IndexName, mode: IngestMode, documents: readonly unknown[]): void {
  const sites = mode === 'upsert' ? sitesShowing(index, documents) : sitesSearching(index)
  expireCacheTags(sites.map((site) => cacheTags.inventory(site)))
}

const answer = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  NextResponse.json(body, { status, headers: { ...NO_STORE, ...headers } })

export async function POST(request: Request) {
  const key = env().INGEST_API_KEY
  if (!key) return answer(403, { error: 'ingest_disabled', message: 'ingest is off: INGEST_API_KEY is not set' })
  // Checked before the body is read, so an unknown caller cannot make the server buffer 50 MB.
  if (!apiKeyMatches(key, requestApiKey(request.headers, { bearer: true }))) {
    return answer(
      401,
      { error: 'unauthorized', message: 'send the ingest key as x-api-key or Authorization: Bearer' },
      { 'WWW-Authenticate': 'Bearer' },
    )
  }

  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok) return answer(body.status, { error: body.error, message: body.message })
  const parsed = bodySchema.safeParse(body.value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issuePath(issue, 'body')
    return answer(400, { error: 'invalid_request', field, message: `${field}: ${issue?.message ?? 'invalid'}` })
  }
  const { index, mode, documents } = parsed.data
  if (documents.length > MAX_DOCUMENTS) {
    return answer(413, {
      error: 'too_many_documents',
      field: 'documents',
      message: `at most ${MAX_DOCUMENTS} documents per request; split the feed or use npm run ingest`,
    })
  }

  try {
    const summary = await ingestDocuments(await getSearchStore(), index, documents, { mode })
    if (summary.written + summary.deleted > 0) {
      // This instance answers with the new data at once; others catch up on their next poll.
      await (await getSearchService()).refresh().catch((error: unknown) => {
        log.warn({ err: error }, 'ingested, but this instance could not refresh its index yet')
      })
      expireInventory(index, mode, documents)
      // New cars: the instant saved-search alerts run now, after this answer (providers/search-alerts).
      if (index === 'cars' && summary.written > 0) {
        void import('@/providers/search-alerts/runtime')
          .then((alerts) => alerts.alertsAfterIngest())
          .catch((error: unknown) => log.error({ err: error }, 'instant alerts could not start'))
      }
    }
    log.info({ ...summary, rejected: summary.rejected.length }, 'ingest done')
    return answer(summary.rejected.length > 0 ? 207 : 200, summary)
  } catch (error) {
    log.error({ err: error, index, mode }, 'ingest failed')
    const partial = error instanceof IngestError ? error.summary : undefined
    return answer(503, {
      error: 'ingest_failed',
      message: 'the search store did not take the documents; batches reported in summary were written',
      ...(partial ? { summary: partial } : {}),
    })
  }
}

export const { GET, HEAD, PUT, DELETE, PATCH } = otherMethods('POST')
