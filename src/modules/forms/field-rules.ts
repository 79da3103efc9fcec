import type * as z from 'zod/mini'

/**
 * What the forms' browser code needs before a schema is loaded (fields.ts builds the schemas):
 * the error keys and their texts, the inputs' lengths, the registration number's spelling, and
 * the reading of a failed check. No zod here, so a page with a form stays light.
 */

/** Longest text a phone input takes: a number with spaces, hyphens and a country code. */
export const PHONE_MAX_LENGTH = 30

/** The dictionary keys the schemas answer with. */
export const FORM_ERROR_KEYS = [
  'formNameRequired',
  'formPhoneRequired',
  'formPhoneInvalid',
  'formEmailRequired',
  'formEmailInvalid',
  'formDealerRequired',
  'formValueTooLong',
  'formValueRequired',
  'formRegnoRequired',
  'formRegnoInvalid',
  'formMilageInvalid',
  'formDateRequired',
  'sellCarOptionRequired',
  'serviceRequestDateInPast',
  'serviceRequestGdprRequired',
  'invalidInput',
] as const
export type FormErrorKey = (typeof FORM_ERROR_KEYS)[number]

export const isFormErrorKey = (value: unknown): value is FormErrorKey =>
  typeof value === 'string' && (FORM_ERROR_KEYS as readonly string[]).includes(value)

/** Longest accepted values of the fields several forms share; the inputs carry them as maxLength. */
export const FIELD_LIMITS = { name: 100, phone: PHONE_MAX_LENGTH, email: 254, text: 2000, source: 2048 } as const

/** Spec 3 section 5 and the tyre hotel's rule: spaces and hyphens out, upper case, 2–7 letters or digits. */
export const REGNO_PATTERN = /^[A-Z0-9]{2,7}$/
export const normalizeRegno = (typed: string) => typed.replace(/[\s-]+/g, '').toUpperCase()

/**
 * A failed check as `{ field: dictionary key }`, one message per field (the first), keyed by the
 * form's field name: `values.phone` is `phone`. Messages that are not ours (a wrong JSON type)
 * read as 'invalidInput'.
 */
export function formFieldErrors(error: z.core.$ZodError): Record<string, FormErrorKey> {
  const fields: Record<string, FormErrorKey> = {}
  for (const issue of error.issues) {
    const path = issue.path[0] === 'values' && issue.path.length > 1 ? issue.path.slice(1) : issue.path
    const field = path.length ? path.map(String).join('.') : 'body'
    if (!(field in fields)) fields[field] = isFormErrorKey(issue.message) ? issue.message : 'invalidInput'
  }
  return fields
}
