import * as z from 'zod/mini'

/**
 * The car enquiry form (spec 2 sections 3.10, 5 and 7.5): the values a visitor types, and the
 * body the browser posts to `POST /api/forms/comhub`. The browser's form and the route check
 * with these same schemas. Every message is a dictionary key, so the browser shows the route's
 * field errors in the visitor's language with the texts it already has.
 *
 * This module is part of the form's browser chunk: it must not import the search modules, and
 * it is written with `zod/mini`, whose checks are plain functions the bundler can leave out when
 * unused; classic zod's method chains bring the whole library (about 60 KB gzip) to car pages.
 */

export const CAR_ENQUIRY_FORM = 'car-enquiry'
/** Forms this endpoint takes; others answer 400 rather than being stored under a wrong name. */
export const COMHUB_FORMS = [CAR_ENQUIRY_FORM] as const

/** Spec 2 section 5: an optional plus sign followed by 6 to 20 digits or spaces. */
export const PHONE_PATTERN = /^\+?[\d ]{6,20}$/

/** Longest accepted values; the inputs carry them as maxLength too. */
export const ENQUIRY_LIMITS = {
  name: 100,
  phone: 21,
  email: 254,
  message: 2000,
  seller: 40,
  toName: 200,
  toEmail: 254,
  source: 2048,
  website: 2048,
} as const

/** The dictionary keys the schemas answer with. */
export const ENQUIRY_ERROR_KEYS = [
  'formNameRequired',
  'formPhoneRequired',
  'formPhoneInvalid',
  'formEmailRequired',
  'formEmailInvalid',
  'formDealerRequired',
  'formValueTooLong',
  'invalidInput',
] as const
export type EnquiryErrorKey = (typeof ENQUIRY_ERROR_KEYS)[number]

const isErrorKey = (value: unknown): value is EnquiryErrorKey =>
  typeof value === 'string' && (ENQUIRY_ERROR_KEYS as readonly string[]).includes(value)

/** A trimmed text; `abort` stops at the first failed check, so a field has one message. */
const requiredText = (max: number, requiredKey: EnquiryErrorKey, tooLongKey: EnquiryErrorKey = 'formValueTooLong') =>
  z
    .string({ error: requiredKey })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredKey, abort: true }),
      z.maxLength(max, { error: tooLongKey, abort: true }),
    )

const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string({ error: 'invalidInput' }).check(z.trim(), z.maxLength(max, { error: 'formValueTooLong' }))),
    z.transform((value: string | undefined) => value ?? ''),
  )

const phone = requiredText(ENQUIRY_LIMITS.phone, 'formPhoneRequired', 'formPhoneInvalid').check(
  z.regex(PHONE_PATTERN, { error: 'formPhoneInvalid' }),
)
const email = z.pipe(requiredText(ENQUIRY_LIMITS.email, 'formEmailRequired'), z.email({ error: 'formEmailInvalid' }))
const flag = z._default(z.boolean({ error: 'invalidInput' }), false)

/** What the visitor fills in; `seller` is the chosen dealer's site id and only asked for samples. */
const formFields = {
  name: requiredText(ENQUIRY_LIMITS.name, 'formNameRequired'),
  phone,
  email,
  message: optionalText(ENQUIRY_LIMITS.message),
  seller: optionalText(ENQUIRY_LIMITS.seller),
  quote: flag,
  testDrive: flag,
}

export type EnquiryFormOptions = {
  /** samples are sold by a dealer the visitor chooses (spec 2 section 5) */
  requireSeller: boolean
}

/** The form's values for one car: with a seller required when the car is a sample. */
export function enquiryFormSchema(options: EnquiryFormOptions) {
  return z.object(formFields).check(
    z.superRefine((values, ctx) => {
      if (options.requireSeller && values.seller === '') {
        ctx.addIssue({ code: 'custom', path: ['seller'], message: 'formDealerRequired' })
      }
    }),
  )
}

export type EnquiryFormInput = z.input<ReturnType<typeof enquiryFormSchema>>
export type EnquiryFormValues = z.output<ReturnType<typeof enquiryFormSchema>>

/**
 * The body of `POST /api/forms/comhub` (spec 2 section 7.5). `seller` is our addition: the dealer
 * a visitor chose for a sample. So are the spam signals beside `values` (modules/forms/spam), kept
 * out of what the lead hub receives: the trap field's text as `website`, and `fillMs`, the time
 * between the form being shown and sent. `toName` and `toEmail` are accepted for the spec's shape but
 * never used: the server finds the recipient from the car (or the chosen dealer) itself, so a
 * browser cannot make the lead hub mail a visitor's text to an address of its choosing.
 */
export const comhubBodySchema = z.object({
  formName: z.enum(COMHUB_FORMS, { error: 'invalidInput' }),
  formSubmissionId: z.uuid({ error: 'invalidInput' }),
  values: z.object(
    {
      car: z.string({ error: 'invalidInput' }).check(z.regex(/^\d{1,20}$/, { error: 'invalidInput' })),
      ...formFields,
      toName: optionalText(ENQUIRY_LIMITS.toName),
      toEmail: optionalText(ENQUIRY_LIMITS.toEmail),
      source: optionalText(ENQUIRY_LIMITS.source),
    },
    { error: 'invalidInput' },
  ),
  website: optionalText(ENQUIRY_LIMITS.website),
  fillMs: z.optional(z.int({ error: 'invalidInput' }).check(z.minimum(0, { error: 'invalidInput' }))),
})

export type ComhubBody = z.output<typeof comhubBodySchema>
export type ComhubValues = ComhubBody['values']

/**
 * A failed check as `{ field: dictionary key }`, one message per field (the first), keyed by the
 * form's field name: `values.phone` is `phone`. Messages that are not ours (a wrong JSON type)
 * read as 'invalidInput'.
 */
export function enquiryFieldErrors(error: z.core.$ZodError): Record<string, EnquiryErrorKey> {
  const fields: Record<string, EnquiryErrorKey> = {}
  for (const issue of error.issues) {
    const path = issue.path[0] === 'values' && issue.path.length > 1 ? issue.path.slice(1) : issue.path
    const field = path.length ? path.map(String).join('.') : 'body'
    if (!(field in fields)) fields[field] = isErrorKey(issue.message) ? issue.message : 'invalidInput'
  }
  return fields
}

/** The body the browser posts for one submission; every retry of it sends the same id. */
export function comhubBody(
  values: EnquiryFormValues,
  submission: { carId: string; formSubmissionId: string; source: string; website: string; fillMs: number },
): z.input<typeof comhubBodySchema> {
  return {
    formName: CAR_ENQUIRY_FORM,
    formSubmissionId: submission.formSubmissionId,
    website: submission.website.slice(0, ENQUIRY_LIMITS.website),
    fillMs: Math.max(0, Math.round(submission.fillMs)),
    values: {
      car: submission.carId,
      name: values.name,
      phone: values.phone,
      email: values.email,
      message: values.message,
      seller: values.seller,
      quote: values.quote,
      testDrive: values.testDrive,
      toName: '',
      toEmail: '',
      source: submission.source.slice(0, ENQUIRY_LIMITS.source),
    },
  }
}

/**
 * A version 4 UUID for the submission. `crypto.randomUUID` exists only in secure contexts, so a
 * page served over plain http on a LAN address builds one from `getRandomValues`, which does not.
 */
export function newSubmissionId(source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>>): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID()
  const bytes = source.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Spec 2 section 7.5: the browser tries a submission up to 3 times, 1 s apart. */
export const SUBMIT_ATTEMPTS = 3
export const SUBMIT_RETRY_DELAY_MS = 1000

export type SubmitOutcome =
  | { kind: 'sent' }
  /** the server's field errors (400), to show next to the fields */
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'failed'; detail: string }

export type SubmitOptions = {
  url: string
  fetch: typeof fetch
  sleep: (ms: number) => Promise<void>
  attempts?: number
  delayMs?: number
}

/**
 * Posts a body, retrying network errors and 5xx answers; a 4xx is final (trying again cannot
 * change it). Every try sends the same body, so the server keeps one lead whatever arrives twice.
 */
export async function postEnquiry(body: string, options: SubmitOptions): Promise<SubmitOutcome> {
  const attempts = options.attempts ?? SUBMIT_ATTEMPTS
  let detail = 'not sent'
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await options.sleep(options.delayMs ?? SUBMIT_RETRY_DELAY_MS)
    let res: Response
    try {
      res = await options.fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
    } catch (error) {
      detail = error instanceof Error ? error.message : String(error)
      continue
    }
    if (res.ok) return { kind: 'sent' }
    detail = `answered ${res.status}`
    if (res.status >= 500) continue
    if (res.status === 400) {
      const answer = (await res.json().catch(() => null)) as { fields?: unknown } | null
      const fields = answer?.fields
      if (fields && typeof fields === 'object') return { kind: 'invalid', fields: fields as Record<string, string> }
    }
    return { kind: 'failed', detail }
  }
  return { kind: 'failed', detail }
}
