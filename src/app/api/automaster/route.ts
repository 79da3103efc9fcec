import { NextResponse } from 'next/server'
import { jsonError } from '@/app/api/cars/car-api'
import { getSites } from '@/cms/queries'
import { env } from '@/lib/env'
import { otherMethods } from '@/lib/http-methods'
import { deliverQuoteSoon, kitQuoteStore } from '@/lib/kit-quote-outbox'
import { logger } from '@/lib/logger'
import { readJsonBody } from '@/lib/read-body'
import { parseQuoteBody, priceQuote, quoteAnswer, quoteKey, type PricedKit } from '@/modules/kits/quote'
import { verifyKitsLink } from '@/modules/kits/session'
import { getSearchService } from '@/modules/search/runtime'
import { resolveSite } from '@/modules/sites/resolve'

/**
 * The kits tool's quote (issue 23): `POST /api/automaster { user, dealer, unit, transactionId,
 * auto, cart: [{ kitId }] }`. Prices come from the kits index, never from the browser. Answers:
 * - 200 `{ ok: true, quoteId, net, tax, total, currency }` once the quote is stored; the same
 *   transaction and cart again answer the same quote (delivery to Automaster follows, retried);
 * - 400 `{ error: 'session_incomplete', missing }` for missing session values, 400
 *   `{ error: 'invalid_request', fields }` for an empty cart, over 100 lines or malformed values,
 *   403 for a link that is not signed when KITS_LINK_SECRET is set, 413/415 for the body,
 *   422 `{ error: 'unknown_kit', kitIds }` for kits not in the index (or not active);
 * - 503 when the quote cannot be priced or stored, which the tool may send again.
 */

const MAX_BODY_BYTES = 32 * 1024
const log = logger.child({ module: 'automaster-route' })

export async function POST(request: Request) {
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    return jsonError(415, { error: 'unsupported_media_type', message: 'the body must be application/json' })
  }
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok) return jsonError(body.status, { error: body.error, message: body.message })
  const parsed = parseQuoteBody(body.value)
  if (!parsed.ok) {
    return parsed.error === 'session_incomplete'
      ? jsonError(400, { error: 'session_incomplete', missing: parsed.missing })
      : jsonError(400, { error: 'invalid_request', fields: parsed.fields })
  }
  const secret = env().KITS_LINK_SECRET
  if (secret) {
    const record = body.value as Record<string, string>
    const link = verifyKitsLink({ ...parsed.request.session, exp: record.exp, sig: record.sig }, secret, new Date())
    if (!link.ok) return jsonError(403, { error: 'session_required', message: `the link is ${link.reason}` })
  }

  let site
  try {
    const url = new URL(request.url)
    site = resolveSite({ host: request.headers.get('host'), searchParams: url.searchParams }, await getSites())
  } catch (error) {
    log.error({ err: error }, 'sites could not be read for a quote')
    return jsonError(503, { error: 'unavailable', message: 'the quote could not be taken; try again' })
  }
  if (!site?.paths.kits) return jsonError(404, { error: 'no_kits', message: 'this site has no kits tool' })

  const { session, kitIds } = parsed.request
  try {
    const unique = [...new Set(kitIds)]
    const found = await (
      await getSearchService()
    ).searchForSite(site.name, {
      index: 'kits',
      filters: { kitId: unique, status: ['active'] },
      fields: ['kitId', 'kitCode', 'name', 'retailPrice', 'currency'],
      limit: unique.length,
    })
    const kits = new Map(found.content.map((doc) => [String(doc.kitId), doc as unknown as PricedKit]))
    const priced = priceQuote(kitIds, kits)
    if (!priced.ok) return jsonError(422, { error: 'unknown_kit', kitIds: priced.unknown })
    const { quote, created } = await kitQuoteStore().insert(
      {
        quoteKey: quoteKey(session.transactionId, kitIds),
        site: site.name,
        session,
        lines: priced.lines,
        totals: priced.totals,
        currency: priced.currency,
      },
      new Date(),
    )
    if (created) deliverQuoteSoon(quote.id)
    return NextResponse.json(quoteAnswer(quote.id, quote.totals, quote.currency), {
      headers: { 'Cache-Control': 'no-store' },
    })
  } catch (error) {
    log.error({ err: error, transactionId: session.transactionId }, 'kit quote could not be stored')
    return jsonError(503, { error: 'unavailable', message: 'the quote could not be taken; try again' })
  }
}

export const { GET, PUT, DELETE, PATCH } = otherMethods('POST')
