import { NextResponse } from 'next/server'
import { jsonError } from '@/app/api/cars/car-api'
import { env } from '@/lib/env'
import { deliverSoon, leadOutbox } from '@/lib/lead-outbox'
import { logger } from '@/lib/logger'
import { payload } from '@/lib/payload'
import { readJsonBody } from '@/lib/read-body'
import { otherMethods } from '@/lib/http-methods'
import { jotformBodySchema } from '@/modules/forms/embedded'
import { acceptJotform } from '@/modules/forms/embedded-submit'
import { formFieldErrors } from '@/modules/forms/field-rules'
import { JotformError, readJotformSubmission } from '@/providers/jotform'
import { notJson, requestSite } from '../forms/request-site'

/**
 * Spec 3 section 7: `POST /api/jotform { formId, submissionId }` → `{ content: [{ id, answers }] }`.
 * With JOTFORM_API_KEY the server reads that one submission from Jotform (it must be the named
 * form's), and stores one lead per submission (its answers flattened to text fields). Without a
 * key, embedded forms are CMS-built: the answer is read from the CMS's form submissions, whose
 * leads POST /api/forms/submit stored already. No formId: 400 `{ error: 'Missing FormId' }`.
 */

const log = logger.child({ module: 'jotform' })

async function fromCms(formId: string, submissionId: string) {
  if (!/^\d{1,12}$/.test(formId) || !/^\d{1,12}$/.test(submissionId)) return null
  const client = await payload()
  const found = await client.find({
    collection: 'form-submissions',
    where: { and: [{ id: { equals: Number(submissionId) } }, { form: { equals: Number(formId) } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = found.docs[0] as { id: number; submissionData?: { field: string; value: string }[] | null } | undefined
  if (!doc) return null
  const answers = Object.fromEntries(
    (doc.submissionData ?? []).map((entry, index) => [String(index + 1), { name: entry.field, answer: entry.value }]),
  )
  return { id: String(doc.id), answers }
}

export async function POST(request: Request) {
  const wrongType = notJson(request)
  if (wrongType) return wrongType
  const resolved = await requestSite(request)
  if (!resolved.ok) return resolved.response
  const body = await readJsonBody(request, 4 * 1024)
  if (!body.ok) return jsonError(body.status, { error: body.error, message: body.message })
  const raw = body.value as { formId?: unknown } | null
  if (!raw || typeof raw !== 'object' || raw.formId === undefined || raw.formId === '' || raw.formId === null) {
    return jsonError(400, { error: 'Missing FormId' })
  }
  const parsed = jotformBodySchema.safeParse(body.value)
  if (!parsed.success) return jsonError(400, { error: 'invalid_request', fields: formFieldErrors(parsed.error) })
  const formId = parsed.data.formId!
  const { submissionId } = parsed.data

  try {
    if (!env().JOTFORM_API_KEY) {
      const submission = await fromCms(formId, submissionId)
      if (!submission) return jsonError(404, { error: 'submission_not_found' })
      return NextResponse.json({ content: [submission] }, { headers: { 'Cache-Control': 'no-store' } })
    }
    const submission = await readJotformSubmission(submissionId)
    if (submission.formId !== formId) return jsonError(404, { error: 'submission_not_found' })
    const stored = await acceptJotform(submission, {
      site: resolved.site.name,
      recipient: { name: `Jotform ${formId}`, email: env().JOTFORM_LEADS_EMAIL },
      store: (lead) => leadOutbox().submit(lead),
    })
    if (stored.created) deliverSoon(stored.lead.id)
    return NextResponse.json(
      { content: [{ id: submission.id, answers: submission.answers }] },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    if (error instanceof JotformError && error.notFound) return jsonError(404, { error: 'submission_not_found' })
    log.error({ err: error, formId, submissionId }, 'jotform submission not read')
    return jsonError(502, {
      error: 'upstream_unavailable',
      message: 'the submission could not be read; it is only logged',
    })
  }
}

export const { GET, HEAD, PUT, DELETE, PATCH } = otherMethods('POST')
