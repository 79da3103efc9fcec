import { leadFingerprint } from './duplicates'
import {
  builtFormValuesSchema,
  EMBEDDED_FORM,
  flattenJotformAnswers,
  JOTFORM_FORM,
  submitBodySchema,
  type BuiltField,
} from './embedded'
import { formFieldErrors, type FormErrorKey } from './field-rules'
import type { NewLead, StoredLead } from './outbox'
import { spamReason } from './spam'

/**
 * Accepting embedded forms (issue 23 item 7): a CMS-built form's submission, checked with the
 * schema its fields make, and a Jotform submission the server read from Jotform. Either is one
 * lead in the outbox, for the mailbox the form's settings name (never the browser's choice).
 */

export type LoadedForm = { id: string; title: string; fields: BuiltField[]; notify: string[] }

export type BuiltFormDeps = {
  site: string
  loadForm: (id: string) => Promise<LoadedForm | null>
  store: (lead: NewLead) => Promise<{ lead: StoredLead; created: boolean }>
  minFillMs: number
}

export type EmbeddedResult =
  | { kind: 'invalid'; fields: Record<string, FormErrorKey> }
  | { kind: 'no_recipient'; formId: string }
  | { kind: 'accepted'; lead: StoredLead; created: boolean; form: LoadedForm; values: Record<string, unknown> }

const recipientOf = (form: LoadedForm) =>
  form.notify[0] ? { name: form.title, email: form.notify[0], siteId: '', departmentErpId: null } : null

export async function acceptBuiltForm(body: unknown, deps: BuiltFormDeps): Promise<EmbeddedResult> {
  const parsed = submitBodySchema.safeParse(body)
  if (!parsed.success) return { kind: 'invalid', fields: formFieldErrors(parsed.error) }
  const form = await deps.loadForm(parsed.data.formId)
  if (!form) return { kind: 'invalid', fields: { formId: 'invalidInput' } }
  const values = builtFormValuesSchema(form.fields).safeParse(parsed.data.values)
  if (!values.success) return { kind: 'invalid', fields: formFieldErrors(values.error) }
  const recipient = recipientOf(form)
  if (!recipient) return { kind: 'no_recipient', formId: form.id }
  const content = {
    formName: EMBEDDED_FORM,
    site: deps.site,
    carId: '',
    values: { formId: form.id, ...values.data, toName: recipient.name, toEmail: recipient.email },
  }
  const stored = await deps.store({
    ...content,
    formSubmissionId: parsed.data.formSubmissionId,
    carTitle: form.title,
    recipient,
    fingerprint: leadFingerprint(content),
    spamReason: spamReason({ honeypot: parsed.data.website, fillMs: parsed.data.fillMs }, deps.minFillMs),
  })
  return { kind: 'accepted', ...stored, form, values: values.data }
}

/** A Jotform submission as Jotform's API answers it (GET /submission/{id}). */
export type JotformSubmission = { id: string; formId: string; answers: unknown }

/**
 * One lead per Jotform submission: its id is the lead's submission id, so a second post of the
 * same submission (a reload, a double message) stores nothing new.
 */
export async function acceptJotform(
  submission: JotformSubmission,
  deps: { site: string; recipient: { name: string; email: string }; store: BuiltFormDeps['store'] },
) {
  const fields = flattenJotformAnswers(submission.answers)
  const recipient = { ...deps.recipient, siteId: '', departmentErpId: null }
  const content = {
    formName: JOTFORM_FORM,
    site: deps.site,
    carId: '',
    values: { formId: submission.formId, ...fields, toName: recipient.name, toEmail: recipient.email },
  }
  return deps.store({
    ...content,
    formSubmissionId: `jotform-${submission.id}`,
    carTitle: `Jotform ${submission.formId}`,
    recipient,
    fingerprint: leadFingerprint(content),
    spamReason: null,
  })
}
