import { NextResponse } from 'next/server'
import { getSites } from '@/cms/queries'
import { jsonError } from '@/app/api/cars/car-api'
import { env } from '@/lib/env'
import { deliverSoon, leadOutbox } from '@/lib/lead-outbox'
import { logger } from '@/lib/logger'
import { readJsonBody } from '@/lib/read-body'
import { getSearchService } from '@/modules/search/runtime'
import { ENQUIRY_CAR_FIELDS, parseDealerSite, parseEnquiryCar } from '@/modules/forms/recipient'
import { acceptEnquiry } from '@/modules/forms/submit'
import { isUnknownSiteError } from '@/modules/search/site-scopes'
import { resolveSite } from '@/modules/sites/resolve'
import { otherMethods } from '@/lib/http-methods'

/**
 * The car enquiry form (spec 2 section 7.5): `POST /api/forms/comhub` with the comhub body. The
 * site is the request's host (or `?sc_site=`), as for pages. Answers:
 * - 200/201 `{ ok: true, id }` once the lead is stored (201 the first time, 200 for the same
 *   formSubmissionId again, or the same content within a minute: no second lead, and the id is
 *   the stored lead's); delivery to the lead hub follows from the outbox. A bot's lead (trap
 *   field filled, sent too fast: modules/forms/spam) gets the same answer, stored as spam;
 * - 400 `{ error: 'invalid_request', fields: { <field>: <dictionary key> } }`, the keys the
 *   form shows next to its fields (413 for an oversized body, 415 for a body that is not JSON);
 * - 404 for an unknown car; 422 `{ error: 'Department not found' }` when no department of the
 *   chosen dealer (or the car's site) takes the lead: trying again cannot help, so it is a 4xx
 *   and the browser does not retry it;
 * - 503 when the lead cannot be stored, which the browser retries.
 * toName and toEmail in the body are ignored: the recipient comes from the inventory.
 */

const MAX_BODY_BYTES = 16 * 1024
const log = logger.child({ module: 'forms' })

export async function POST(request: Request) {
  const contentType = request.headers.get('content-type') ?? ''
  // JSON only: a cross-site HTML form cannot send it without the browser asking first (CORS).
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    return jsonError(415, { error: 'unsupported_media_type', message: 'the body must be application/json' })
  }
  let site
  try {
    const url = new URL(request.url)
    site = resolveSite({ host: request.headers.get('host'), searchParams: url.searchParams }, await getSites())
  } catch (error) {
    log.error({ err: error }, 'sites could not be read for an enquiry')
    return jsonError(503, { error: 'unavailable', message: 'the enquiry could not be taken; try again' })
  }
  if (!site) return jsonError(404, { error: 'unknown_site', message: 'no site serves this host' })
  const siteName = site.name

  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok) return jsonError(body.status, { error: body.error, message: body.message })

  let result
  try {
    const search = await getSearchService()
    result = await acceptEnquiry(body.value, {
      site: siteName,
      findCar: async (carId) => {
        const found = await search.searchForSite(siteName, {
          index: 'cars',
          filters: { car_id: [carId] },
          fields: ENQUIRY_CAR_FIELDS,
          limit: 1,
        })
        return parseEnquiryCar(found.content[0])
      },
      findDealer: async (siteId) => {
        const found = await search.searchForSite(siteName, { index: 'sites', filters: { site_id: [siteId] }, limit: 1 })
        return parseDealerSite(found.content[0])
      },
      store: (lead) => leadOutbox().submit(lead),
      minFillMs: env().FORM_MIN_FILL_MS,
    })
  } catch (error) {
    if (isUnknownSiteError(error)) return jsonError(404, { error: 'no_inventory', message: error.message })
    log.error({ err: error, site: siteName }, 'enquiry could not be stored')
    return jsonError(503, { error: 'unavailable', message: 'the enquiry could not be stored; try again' })
  }

  switch (result.kind) {
    case 'invalid':
      return jsonError(400, { error: 'invalid_request', fields: result.fields })
    case 'car_not_found':
      return jsonError(404, { error: 'car_not_found', message: `no car ${result.carId} on this site` })
    case 'department_not_found':
      // Spec 2 section 8: logged as DEPARTMENT_NOT_FOUND, answered 'Department not found'.
      log.error(
        { code: 'DEPARTMENT_NOT_FOUND', site: siteName, car: result.carId, dealer: result.dealer },
        'DEPARTMENT_NOT_FOUND',
      )
      return jsonError(422, { error: 'Department not found' })
    case 'accepted':
      if (result.created && result.lead.status === 'pending') deliverSoon(result.lead.id)
      return NextResponse.json(
        { ok: true, id: result.lead.formSubmissionId },
        { status: result.created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } },
      )
  }
}

export const { GET, HEAD, PUT, DELETE, PATCH } = otherMethods('POST')
