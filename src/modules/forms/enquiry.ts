import * as z from 'zod/mini'
import { CAR_ENQUIRY_FORM, ENQUIRY_LIMITS } from './enquiry-rules'
import { emailField, flagField, optionalText, phoneField, requiredText, submissionFields } from './fields'
import type { PhoneCountry } from './phone'

/**
 * The car enquiry form (spec 2 sections 3.10, 5 and 7.5): the values a visitor types, and the
 * body the browser posts to `POST /api/forms/comhub`. The browser's form and the route check
 * with these same schemas. Every message is a dictionary key, so the browser shows the route's
 * field errors in the visitor's language with the texts it already has.
 *
 * The browser loads this module when the visitor starts filling the form in (ui/form/lazy.ts);
 * what the form needs before that is in enquiry-rules.ts. It must not import the search modules.
 */

/** What the visitor fills in; `seller` is the chosen dealer's site id and only asked for samples. */
const formFields = (country: PhoneCountry) => ({
  name: requiredText(ENQUIRY_LIMITS.name, 'formNameRequired'),
  phone: phoneField(country),
  email: emailField(),
  message: optionalText(ENQUIRY_LIMITS.message),
  seller: optionalText(ENQUIRY_LIMITS.seller),
  quote: flagField(),
  testDrive: flagField(),
})

export type EnquiryFormOptions = {
  /** samples are sold by a dealer the visitor chooses (spec 2 section 5) */
  requireSeller: boolean
  /** the site's market: where a number without a country code is read */
  country: PhoneCountry
}

/** The form's values for one car: with a seller required when the car is a sample. */
export function enquiryFormSchema(options: EnquiryFormOptions) {
  return z.object(formFields(options.country)).check(
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
export const carEnquiryBodySchema = (country: PhoneCountry) =>
  z.object({
    formName: z.literal(CAR_ENQUIRY_FORM, { error: 'invalidInput' }),
    ...submissionFields,
    values: z.object(
      {
        car: z.string({ error: 'invalidInput' }).check(z.regex(/^\d{1,20}$/, { error: 'invalidInput' })),
        ...formFields(country),
        toName: optionalText(ENQUIRY_LIMITS.toName),
        toEmail: optionalText(ENQUIRY_LIMITS.toEmail),
        source: optionalText(ENQUIRY_LIMITS.source),
      },
      { error: 'invalidInput' },
    ),
  })

export type CarEnquiryBody = z.output<ReturnType<typeof carEnquiryBodySchema>>
export type CarEnquiryValues = CarEnquiryBody['values']

/** The body the browser posts for one submission; every retry of it sends the same id. */
export function comhubBody(
  values: EnquiryFormValues,
  submission: { carId: string; formSubmissionId: string; source: string; website: string; fillMs: number },
): z.input<ReturnType<typeof carEnquiryBodySchema>> {
  return {
    formName: CAR_ENQUIRY_FORM,
    formSubmissionId: submission.formSubmissionId,
    website: submission.website.slice(0, ENQUIRY_LIMITS.source),
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
