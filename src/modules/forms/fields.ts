import * as z from 'zod/mini'
import { FIELD_LIMITS, REGNO_PATTERN, normalizeRegno, type FormErrorKey } from './field-rules'
import { e164Phone, type PhoneCountry } from './phone'

/**
 * The pieces every public form's schema is built from (issue 23 item 1): the browser's form and
 * the route check with the same schemas, and every message is a dictionary key, so the browser
 * shows the route's field errors in the visitor's language with the texts it already has.
 *
 * Written with `zod/mini`, whose checks are plain functions the bundler can leave out when
 * unused; classic zod's method chains bring the whole library (about 60 KB gzip) to the page.
 * Even so the forms load these schemas when the visitor starts filling one in (ui/form/lazy.ts):
 * what the page needs before that is in field-rules.ts.
 */

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
