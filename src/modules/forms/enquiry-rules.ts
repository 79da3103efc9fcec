import { FIELD_LIMITS } from './field-rules'

/**
 * What the car enquiry form needs in the browser before its schema is loaded (enquiry.ts): its
 * name and its inputs' lengths. No zod here.
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
