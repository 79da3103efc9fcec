import { jsonError } from '@/app/api/cars/car-api'
import { env } from '@/lib/env'
import { deliverSoon, leadOutbox } from '@/lib/lead-outbox'
import { logger } from '@/lib/logger'
import { readJsonBody } from '@/lib/read-body'
import { otherMethods } from '@/lib/http-methods'
import { localDate } from '@/modules/dealers/calendar'
import { ENQUIRY_CAR_FIELDS, parseDealerSite, parseEnquiryCar } from '@/modules/forms/recipient'
import { SERVICE_REQUEST_TIME_ZONE } from '@/modules/forms/service-request-rules'
import { acceptComhub, comhubEnvelopeSchema, comhubFieldErrors } from '@/modules/forms/submit'
import { marketOf } from '@/modules/locator/query'
import { getSearchService } from '@/modules/search/runtime'
import { isUnknownSiteError } from '@/modules/search/site-scopes'
import { payload } from '@/lib/payload'
import { sendSellCarMail } from '@/providers/sell-car-mail'
import { valuationFor } from '@/providers/valuation'
import { accepted, admitSubmission } from '../admission'
import { notJson, requestSite } from '../request-site'

/**
 * The forms to the common hub (spec 2 section 7.5, spec 3 section 7; issue 23 item 1):
 * `POST /api/forms/comhub` with `{ formName, formSubmissionId, values }` for the car enquiry,
 * the sell-car form and the Norwegian service request. Answers:
 * - 202 `{ ok: true, id }` once the lead is stored; the same formSubmissionId again (a retry)
 *   answers 202 with the stored lead's id, is not counted against the limits and stores nothing
 *   (nor does the same content within a minute). Delivery to the lead hub follows from the
 *   outbox. A bot's lead (trap field filled, sent too fast: modules/forms/spam) gets the same
 *   answer, stored as spam and never delivered unless staff release it;
 * - 400 `{ error: 'invalid_request', fields: { <field>: <dictionary key> } }`, the keys the form
 *   shows next to its fields, also for an unknown formName or dealer (413 for an oversized body,
 *   415 for a body that is not JSON);
 * - 404 for an unknown car; 422 `{ error: 'Department not found' }` when nobody takes the lead
 *   (no department of the dealer, no purchase mailbox): trying again cannot help;
 * - 429 `{ error: 'rate_limited', message, retryAfter }` with Retry-After past FORM_LIMITS;
 * - 503 when the lead cannot be stored, which the browser retries.
 * toName, toEmail and siteEmail in the body are ignored: the server chooses the recipient.
 */

const MAX_BODY_BYTES = 16 * 1024
const log = logger.child({ module: 'forms' })

export async function POST(request: Request) {
  const wrongType = notJson(request)
  if (wrongType) return wrongType
  const resolved = await requestSite(request)
  if (!resolved.ok) return resolved.response
  const { site } = resolved
  const siteName = site.name

  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok) return jsonError(body.status, { error: body.error, message: body.message })
  const context = {
    country: marketOf(site.defaultLanguage).country,
    osloToday: localDate(SERVICE_REQUEST_TIME_ZONE, new Date()),
  }
  const envelope = comhubEnvelopeSchema.safeParse(body.value)
  if (!envelope.success) {
    return jsonError(400, { error: 'invalid_request', fields: comhubFieldErrors(body.value, context) })
  }

  let result
  try {
    const refused = await admitSubmission(request, envelope.data.formSubmissionId, envelope.data.formName)
    if (refused) return refused

    const search = await getSearchService()
    result = await acceptComhub(body.value, {
      ...context,
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
      purchaseRecipient: site.purchaseEmail
        ? { name: site.label, email: site.purchaseEmail, siteId: siteName, departmentErpId: null }
        : null,
      valuate: (regno, milage) => valuationFor(site, regno, milage),
      ownPhotos: async (formSubmissionId, ids) => {
        const found = await (
          await payload()
        ).find({
          collection: 'formUploads',
          where: {
            and: [
              { formSubmissionId: { equals: formSubmissionId } },
              { id: { in: ids.filter((id) => /^\d+$/.test(id)).map(Number) } },
            ],
          },
          depth: 0,
          limit: ids.length,
          overrideAccess: true,
        })
        return found.docs.map((doc) => String(doc.id))
      },
      store: (lead) => leadOutbox().submit(lead),
      minFillMs: env().FORM_MIN_FILL_MS,
    })
  } catch (error) {
    if (isUnknownSiteError(error)) return jsonError(404, { error: 'no_inventory', message: error.message })
    log.error({ err: error, site: siteName }, 'form could not be stored')
    return jsonError(503, { error: 'unavailable', message: 'the form could not be stored; try again' })
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
      if (result.created && result.lead.status === 'pending') {
        deliverSoon(result.lead.id)
        // The visitor's receipt (issue 23 item 5); a bot's lead gets none.
        if (result.lead.formName === 'sell-car')
          void payload().then((client) => sendSellCarMail(client, result.lead, 'receipt'))
      }
      return accepted(result.lead.formSubmissionId)
  }
}

export const { GET, HEAD, PUT, DELETE, PATCH } = otherMethods('POST')
