import * as z from 'zod/mini'
import { FIELD_LIMITS } from './field-rules'
import { emailField, optionalText, requiredText, submissionFields } from './fields'

/**
 * Embedded forms (spec 3 sections 2.7, 4, 5 and 7; issue 23 item 7): the form id taken from the
 * form's URL, the schema a CMS-built form's fields make (shared by the server-rendered form and
 * POST /api/forms/submit), and a Jotform submission's answers as flat text fields.
 */

export const EMBEDDED_FORM = 'embedded-form'
export const JOTFORM_FORM = 'jotform'

const FORM_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * Spec 3 section 5: the id is the last path segment of the form URL, and it must be checked.
 * Absolute URLs and site paths are both read ('https://form.jotform.com/241234567890123',
 * '/forms/3'); anything else, or a segment that is no id, is none (the block shows 'Missing FormId').
 */
export function formIdFromUrl(url: string | null | undefined): string | null {
  const text = url?.trim()
  if (!text) return null
  let path: string
  try {
    path = new URL(text, 'https://relative.invalid').pathname
  } catch {
    return null
  }
  const last = path.split('/').filter(Boolean).at(-1) ?? ''
  return FORM_ID.test(last) ? last : null
}

/** A Jotform form id: numeric (with JOTFORM_API_KEY set, such ids embed Jotform). */
export const isJotformId = (id: string) => /^\d{6,20}$/.test(id)

/** The fields of a CMS-built form as the block and the route read them (the form builder's blocks). */
export type BuiltField =
  | {
      blockType: 'text' | 'textarea' | 'email'
      name: string
      label?: string | null
      required?: boolean | null
      width?: number | null
    }
  | { blockType: 'number'; name: string; label?: string | null; required?: boolean | null; width?: number | null }
  | { blockType: 'checkbox'; name: string; label?: string | null; required?: boolean | null; width?: number | null }
  | {
      blockType: 'select'
      name: string
      label?: string | null
      required?: boolean | null
      width?: number | null
      options?: { label: string; value: string }[] | null
    }
  | { blockType: 'message' }

export type InputField = Exclude<BuiltField, { blockType: 'message' }>
export const inputFields = (fields: readonly BuiltField[]): InputField[] =>
  fields.filter((field): field is InputField => field.blockType !== 'message' && FIELD_NAME.test(field.name))

/** Field names are object keys of the body; anything else is left out of the form. */
const FIELD_NAME = /^[A-Za-z][\w-]{0,63}$/

function fieldSchema(field: InputField) {
  const required = Boolean(field.required)
  const text = (max: number) => (required ? requiredText(max, 'formValueRequired') : optionalText(max))
  switch (field.blockType) {
    case 'text':
      return text(500)
    case 'textarea':
      return text(FIELD_LIMITS.text)
    case 'email':
      return required
        ? emailField()
        : z.pipe(
            optionalText(FIELD_LIMITS.email),
            z.transform((value: string, ctx) => {
              if (value !== '' && !z.email().safeParse(value).success) {
                ctx.issues.push({ code: 'custom', message: 'formEmailInvalid', input: value })
              }
              return value
            }),
          )
    case 'number':
      return z.pipe(
        z.union([z.number({ error: 'invalidInput' }), z.string({ error: 'invalidInput' })]),
        z.transform((value: number | string, ctx): number | null => {
          const textValue = String(value).trim().replace(',', '.')
          if (textValue === '' && !required) return null
          const number = Number(textValue)
          if (textValue !== '' && Number.isFinite(number) && Math.abs(number) < 1e12) return number
          ctx.issues.push({
            code: 'custom',
            message: required && textValue === '' ? 'formValueRequired' : 'invalidInput',
            input: value,
          })
          return z.NEVER
        }),
      )
    case 'checkbox':
      return required
        ? z.literal(true, { error: 'formValueRequired' })
        : z._default(z.boolean({ error: 'invalidInput' }), false)
    case 'select': {
      const allowed = (field.options ?? []).map((option) => option.value)
      return z.pipe(
        required ? requiredText(200, 'formValueRequired') : optionalText(200),
        z.transform((value: string, ctx) => {
          if (value === '' || allowed.includes(value)) return value
          ctx.issues.push({ code: 'custom', message: 'invalidInput', input: value })
          return z.NEVER
        }),
      )
    }
  }
}

/** The values of one CMS-built form: exactly its fields, each checked by its type. */
export function builtFormValuesSchema(fields: readonly BuiltField[]) {
  return z.strictObject(Object.fromEntries(inputFields(fields).map((field) => [field.name, fieldSchema(field)])), {
    error: 'invalidInput',
  })
}

/** The body of POST /api/forms/submit. */
export const submitBodySchema = z.object({
  formId: z.string({ error: 'invalidInput' }).check(z.regex(FORM_ID, { error: 'invalidInput' })),
  ...submissionFields,
  values: z.record(z.string(), z.unknown(), { error: 'invalidInput' }),
})

/** The body of POST /api/jotform (spec 3 section 7). */
export const jotformBodySchema = z.object({
  formId: z.optional(z.string({ error: 'invalidInput' }).check(z.regex(FORM_ID, { error: 'invalidInput' }))),
  submissionId: z.string({ error: 'invalidInput' }).check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'invalidInput' })),
})

type JotformAnswer = { name?: unknown; text?: unknown; answer?: unknown; prettyFormat?: unknown }

function answerText(answer: unknown): string {
  if (answer === null || answer === undefined) return ''
  if (Array.isArray(answer)) return answer.map(answerText).filter(Boolean).join(', ')
  if (typeof answer === 'object')
    return Object.values(answer as Record<string, unknown>)
      .map(answerText)
      .filter(Boolean)
      .join(' ')
  return String(answer).trim()
}

/**
 * Spec 3 section 7: content[0].answers flattened into text fields, keyed by each question's
 * name (its id when unnamed). Questions without an answer (headings, buttons) are left out;
 * composite answers (a full name, an address) read as their parts joined.
 */
export function flattenJotformAnswers(answers: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  if (!answers || typeof answers !== 'object') return fields
  for (const [questionId, raw] of Object.entries(answers as Record<string, unknown>)) {
    if (!raw || typeof raw !== 'object') continue
    const question = raw as JotformAnswer
    const text = typeof question.prettyFormat === 'string' ? question.prettyFormat.trim() : answerText(question.answer)
    if (!text) continue
    const name = typeof question.name === 'string' && FIELD_NAME.test(question.name) ? question.name : `q${questionId}`
    fields[name] = text.slice(0, FIELD_LIMITS.text)
  }
  return fields
}
