import { jsonError } from '@/app/api/cars/car-api'
import { getBuiltForm } from '@/cms/built-forms'
import { env } from '@/lib/env'
import { deliverSoon, leadOutbox } from '@/lib/lead-outbox'
import { logger } from '@/lib/logger'
import { mailer } from '@/lib/mailer'
import { payload } from '@/lib/payload'
import { readJsonBody } from '@/lib/read-body'
import { otherMethods } from '@/lib/http-methods'
import { submitBodySchema } from '@/modules/forms/embedded'
import { acceptBuiltForm } from '@/modules/forms/embedded-submit'
import { formFieldErrors } from '@/modules/forms/field-rules'
import type { StoredLead } from '@/modules/forms/outbox'
import { accepted, admitSubmission } from '../admission'
import { notJson, requestSite } from '../request-site'

/**
 * A form built in the CMS (issue 23 item 7): `POST /api/forms/submit { formId, formSubmissionId,
 * values, website, fillMs }`. The values are checked with the schema the form's fields make;
 * the same limits, spam trap and retry rule as the comhub (a stored submission id answers 202
 * uncounted). Stored: a lead in the outbox for the form's notification mailbox, the CMS's own
 * form submission (staff read it under Forms) and an e-mail notice. Answers 202 `{ ok, id }`,
 * 400 `{ error: 'invalid_request', fields }`, 413/415, 422 when the form names no mailbox,
 * 429 rate_limited, 503 when it cannot be stored.
 */

const log = logger.child({ module: 'forms' })
const MAX_BODY_BYTES = 32 * 1024

/** The CMS's record of the submission and the notice; the lead is already safe, so failures are logged. */
async function recordAndNotify(
  lead: StoredLead,
  formId: string,
  title: string,
  notify: string[],
  values: Record<string, unknown>,
) {
  try {
    const client = await payload()
    await client.create({
      collection: 'form-submissions',
      data: {
        form: Number(formId),
        submissionData: Object.entries(values).map(([field, value]) => ({ field, value: String(value ?? '') })),
      },
      overrideAccess: true,
      depth: 0,
    })
    if (notify.length) {
      await mailer().send(
        {
          to: notify.map((address) => ({ address })),
          subject: `${title}: new submission`,
          text: Object.entries(values)
            .map(([field, value]) => `${field}: ${String(value ?? '')}`)
            .join('\n'),
        },
        `embedded-form:${lead.formSubmissionId}`,
      )
    }
  } catch (error) {
    log.error({ err: error, formId, lead: lead.id }, 'form submission not recorded or notice not sent')
  }
}

export async function POST(request: Request) {
  const wrongType = notJson(request)
  if (wrongType) return wrongType
  const resolved = await requestSite(request)
  if (!resolved.ok) return resolved.response
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok) return jsonError(body.status, { error: body.error, message: body.message })
  const envelope = submitBodySchema.safeParse(body.value)
  if (!envelope.success) return jsonError(400, { error: 'invalid_request', fields: formFieldErrors(envelope.error) })

  let result
  try {
    const refused = await admitSubmission(request, envelope.data.formSubmissionId, `form:${envelope.data.formId}`)
    if (refused) return refused
    result = await acceptBuiltForm(body.value, {
      site: resolved.site.name,
      loadForm: getBuiltForm,
      store: (lead) => leadOutbox().submit(lead),
      minFillMs: env().FORM_MIN_FILL_MS,
    })
  } catch (error) {
    log.error({ err: error, site: resolved.site.name }, 'embedded form could not be stored')
    return jsonError(503, { error: 'unavailable', message: 'the form could not be stored; try again' })
  }
  switch (result.kind) {
    case 'invalid':
      return jsonError(400, { error: 'invalid_request', fields: result.fields })
    case 'no_recipient':
      log.error({ formId: result.formId }, 'embedded form has no notification mailbox')
      return jsonError(422, { error: 'Department not found' })
    case 'accepted':
      if (result.created && result.lead.status === 'pending') {
        deliverSoon(result.lead.id)
        void recordAndNotify(result.lead, result.form.id, result.form.title, result.form.notify, result.values)
      }
      return accepted(result.lead.formSubmissionId)
  }
}

export const { GET, HEAD, PUT, DELETE, PATCH } = otherMethods('POST')
