import { z } from 'zod'
import { EMAIL_PATTERN, PHONE_PATTERN } from './types'

/**
 * The tyre hotel API's request schemas. Apart from the types, so the widget (which shares the
 * patterns and types) does not ship zod to the browser.
 */

export const regNoSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9ÅÄÖ]{2,7}$/, 'must be 2-7 letters or digits'))

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: 'must be a real date',
    },
  )

export const erpIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be an ERP id')

export const customerSchema = z.object({
  firstName: z.string().trim().min(1, 'required').max(80),
  lastName: z.string().trim().min(1, 'required').max(80),
  email: z.string().trim().max(200).regex(EMAIL_PATTERN, 'invalid email'),
  phoneMobile: z.string().trim().regex(PHONE_PATTERN, 'invalid mobile number'),
})

export const bookingRequestSchema = z.object({
  bookingDate: isoDateSchema,
  bookingStart: z.iso.datetime({ offset: true }).nullable(),
  regNo: regNoSchema,
  freeText: z.string().max(1000).default(''),
  customer: customerSchema,
})
export type BookingRequest = z.infer<typeof bookingRequestSchema>

export const dateRangeSchema = z.object({
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  /** Spec 3 section 7: the vehicle's brandCode travels in this field. */
  regNo: z.string().max(40).optional(),
  brandCode: z.string().max(40).optional(),
})

export const reviewSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().max(2000).default(''),
  date: z.iso.datetime({ offset: true }),
  bookingConfirmationId: z.string().max(80).optional(),
})
