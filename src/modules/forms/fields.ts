import * as z from 'zod/mini'
import { PHONE_MAX_LENGTH, e164Phone, type PhoneCountry } from './phone'

/**
 * The pieces every public form's schema is built from (issue 23 item 1): the browser's form and
 * the route check with the same schemas, and every message is a dictionary key, so the browser
 * shows the route's field errors in the visitor's language with the texts it already has.
 *
 * Written with `zod/mini`, whose checks are plain functions the bundler can leave out when
 * unused; classic zod's method chains bring the whole library (about 60 KB gzip) to the page.
 */

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

/** A trimmed text; `abort` stops at the first failed check, so a field has one message. */
export const requiredText = (max: number, requiredKey: FormErrorKey, tooLongKey: FormErrorKey = 'formValueTooLong') =>
  z
    .string({ error: requiredKey })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredKey, abort: true }),
      z.maxLength(max, { error: tooLongKey, abort: true }),
    )

export const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string({ error: 'invalidInput' }).check(z.trim(), z.maxLength(max, { error: 'formValueTooLong' }))),
    z.transform((value: string | undefined) => value ?? ''),
  )

/** A phone number as typed, stored as E.164; without a country code it is read in the site's market. */
export const phoneField = (country: PhoneCountry) =>
  z.pipe(
    requiredText(FIELD_LIMITS.phone, 'formPhoneRequired', 'formPhoneInvalid'),
    z.transform((typed: string, ctx) => {
      const e164 = e164Phone(typed, country)
      if (e164) return e164
      ctx.issues.push({ code: 'custom', message: 'formPhoneInvalid', input: typed })
      return z.NEVER
    }),
  )

export const emailField = () =>
  z.pipe(requiredText(FIELD_LIMITS.email, 'formEmailRequired'), z.email({ error: 'formEmailInvalid' }))

export const flagField = () => z._default(z.boolean({ error: 'invalidInput' }), false)

/** Spec 3 section 5 and the tyre hotel's rule: spaces and hyphens out, upper case, 2–7 letters or digits. */
export const REGNO_PATTERN = /^[A-Z0-9]{2,7}$/
export const normalizeRegno = (typed: string) => typed.replace(/[\s-]+/g, '').toUpperCase()

export const regnoField = () =>
  z.pipe(
    requiredText(20, 'formRegnoRequired', 'formRegnoInvalid'),
    z.transform((typed: string, ctx) => {
      const regno = normalizeRegno(typed)
      if (REGNO_PATTERN.test(regno)) return regno
      ctx.issues.push({ code: 'custom', message: 'formRegnoInvalid', input: typed })
      return z.NEVER
    }),
  )

/** A whole number ≥ 0 in the site's distance unit, typed with or without thousands spaces. */
export const milageField = (required: boolean) =>
  z.pipe(
    // null too: the browser sends the schema's own output, and an empty optional mileage is null there.
    z.nullish(z.union([z.number({ error: 'formMilageInvalid' }), z.string({ error: 'formMilageInvalid' })])),
    z.transform((value: number | string | null | undefined, ctx): number | null => {
      const text = typeof value === 'number' ? String(value) : (value ?? '').replace(/[\s\u00a0]/g, '')
      if (text === '' && !required) return null
      const number = /^\d{1,7}$/.test(text) ? Number(text) : NaN
      if (Number.isSafeInteger(number) && number >= 0) return number
      ctx.issues.push({ code: 'custom', message: 'formMilageInvalid', input: value })
      return z.NEVER
    }),
  )

/** The body every comhub form shares: its name, the id every retry repeats, and the spam signals. */
export const submissionFields = {
  formSubmissionId: z.uuid({ error: 'invalidInput' }),
  /** the trap field's text (modules/forms/spam), kept out of what the lead hub receives */
  website: optionalText(FIELD_LIMITS.source),
  /** milliseconds between the form being shown and sent */
  fillMs: z.optional(z.int({ error: 'invalidInput' }).check(z.minimum(0, { error: 'invalidInput' }))),
}

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
