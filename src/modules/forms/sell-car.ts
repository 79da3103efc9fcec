import * as z from 'zod/mini'
import { FIELD_LIMITS } from './field-rules'
import { emailField, milageField, optionalText, phoneField, regnoField, requiredText, submissionFields } from './fields'
import type { PhoneCountry } from './phone'
import { SELL_CAR_FORM, SELL_CAR_MAX_PHOTOS, SELL_CAR_OPTIONS } from './sell-car-rules'

/**
 * The sell-your-car form (spec 3 sections 2.3, 3 and 5; issue 23 item 4): what a visitor tells us
 * about the car they want to sell or trade in. Shared by the browser's form and the comhub route.
 */

export const sellCarFields = (country: PhoneCountry) => ({
  regno: regnoField(),
  milage: z.pipe(
    milageField(true),
    z.transform((value: number | null) => value ?? 0),
  ),
  customerName: requiredText(FIELD_LIMITS.name, 'formNameRequired'),
  customerPhone: phoneField(country),
  customerEmail: emailField(),
  selectedOption: z.enum(SELL_CAR_OPTIONS, { error: 'sellCarOptionRequired' }),
  other: optionalText(FIELD_LIMITS.text),
  /** ids the upload route answered; the server keeps only its own uploads for this submission */
  photos: z._default(
    z
      .array(z.string({ error: 'invalidInput' }).check(z.regex(/^[\w-]{1,64}$/, { error: 'invalidInput' })), {
        error: 'invalidInput',
      })
      .check(z.maxLength(SELL_CAR_MAX_PHOTOS, { error: 'invalidInput' })),
    [],
  ),
  source: optionalText(FIELD_LIMITS.source),
})

export const sellCarFormSchema = (country: PhoneCountry) => z.object(sellCarFields(country))
export type SellCarFormInput = z.input<ReturnType<typeof sellCarFormSchema>>
export type SellCarValues = z.output<ReturnType<typeof sellCarFormSchema>>

export const sellCarBodySchema = (country: PhoneCountry) =>
  z.object({
    formName: z.literal(SELL_CAR_FORM, { error: 'invalidInput' }),
    ...submissionFields,
    values: z.object(sellCarFields(country), { error: 'invalidInput' }),
  })
