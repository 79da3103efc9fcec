import { FIELD_LIMITS } from './field-rules'
import type { carEnquiryBodySchema, EnquiryFormValues } from './enquiry'
import type * as z from 'zod/mini'

/**
 * What the car enquiry form needs in the browser before its schema is loaded (enquiry.ts): its
 * name, its inputs' lengths and the body it posts. No zod here.
 */

export const CAR_ENQUIRY_FORM = 'car-enquiry'

/** Longest accepted values; the inputs carry them as maxLength too. */
export const ENQUIRY_LIMITS = {
  ...FIELD_LIMITS,
  message: FIELD_LIMITS.text,
  seller: 40,
  toName: 200,
  toEmail: 254,
} as const

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
