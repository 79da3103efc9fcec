import * as z from 'zod/mini'
import { FIELD_LIMITS } from './field-rules'
import {
  emailField,
  flagField,
  milageField,
  optionalText,
  phoneField,
  regnoField,
  requiredText,
  submissionFields,
} from './fields'
import type { PhoneCountry } from './phone'
import { SERVICE_REQUEST_FORM } from './service-request-rules'

/**
 * The Norwegian service request (spec 3 sections 2.4, 3, 5 and 9; issue 23 item 6): a car or
 * motorcycle owner asks a dealer's workshop for a time. Shared by the browser and the route.
 */

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

export type ServiceRequestOptions = {
  country: PhoneCountry
  /** today in Europe/Oslo, 'YYYY-MM-DD' (modules/dealers/calendar localDate) */
  today: string
}

export const serviceRequestFields = ({ country, today }: ServiceRequestOptions) => ({
  siteId: requiredText(40, 'formDealerRequired'),
  /** the form sends them as the spec's shape; the server writes its own from the dealer */
  siteName: optionalText(200),
  siteEmail: optionalText(254),
  services: z._default(
    z
      .array(z.string({ error: 'invalidInput' }).check(z.trim(), z.minLength(1), z.maxLength(100)), {
        error: 'invalidInput',
      })
      .check(z.maxLength(20, { error: 'invalidInput' })),
    [],
  ),
  description: optionalText(FIELD_LIMITS.text),
  customerName: requiredText(FIELD_LIMITS.name, 'formNameRequired'),
  customerPhone: phoneField(country),
  customerEmail: emailField(),
  regno: regnoField(),
  milage: milageField(false),
  date: requiredText(10, 'formDateRequired', 'formDateRequired').check(
    z.regex(ISO_DATE, { error: 'formDateRequired', abort: true }),
    // ISO dates compare as text; the day is the Oslo day, so 23:30 UTC is already tomorrow there.
    z.refine((date: string) => date >= today, { error: 'serviceRequestDateInPast' }),
  ),
  other: optionalText(FIELD_LIMITS.text),
  gdpr: z.literal(true, { error: 'serviceRequestGdprRequired' }),
  newsletter: flagField(),
  typeMC: flagField(),
  source: optionalText(FIELD_LIMITS.source),
})

export const serviceRequestFormSchema = (options: ServiceRequestOptions) => z.object(serviceRequestFields(options))
export type ServiceRequestInput = z.input<ReturnType<typeof serviceRequestFormSchema>>
export type ServiceRequestValues = z.output<ReturnType<typeof serviceRequestFormSchema>>

export const serviceRequestBodySchema = (options: ServiceRequestOptions) =>
  z.object({
    formName: z.literal(SERVICE_REQUEST_FORM, { error: 'invalidInput' }),
    ...submissionFields,
    values: z.object(serviceRequestFields(options), { error: 'invalidInput' }),
  })
