import { z } from 'zod'
import { currentPrice } from '@/modules/cars/detail'
import type { Car } from '@/modules/search/documents'

/**
 * The dealer finance (codeweaver) calls of spec 2 sections 3.11 and 7.3: the request and answer
 * shapes of `POST /api/codeweaver/default`, `POST /api/codeweaver/cfd` and
 * `GET /api/codeweaver/legal?quoteRef=`. Our routes check requests with these schemas, and the
 * HTTP provider checks what an upstream answers with them. Amounts are pounds.
 *
 * Answers are loose objects: an upstream may send more than the widget reads, and dropping it
 * would gain nothing. Browser code imports only the types of this file, never its schemas.
 */

const pounds = z.number().finite().min(0).max(10_000_000)
const shortText = (max: number) => z.string().trim().min(1).max(max)

// ── requests ─────────────────────────────────────────────────────────────────────────────────

export const organisationIdentifierSchema = z.object({
  /** the dealer site the car stands at (the car's site id) */
  Value: shortText(64),
  Type: z.literal('AssociatedDealerKey'),
})

export const physicalVehicleSchema = z.object({
  Type: z.enum(['Car', 'Van']),
  SourceVehicleId: shortText(64),
  Vin: z.string().trim().max(32).nullish(),
  Status: z.enum(['PreOwned', 'New']),
  OnTheRoadPrice: z.number().finite().positive().max(10_000_000),
  /** odometer in miles */
  Mileage: z.number().finite().min(0).max(2_000_000),
  Registration: z.object({
    RegistrationNumber: z.string().trim().max(16).nullish(),
    CountryCode: z.string().regex(/^[A-Z]{2}$/, 'an ISO country code such as GB'),
    DateRegisteredWithDvla: z.iso.date().nullish(),
  }),
})

/** `POST /api/codeweaver/default`: the products a car can be financed with. */
export const productsRequestSchema = z.object({
  PhysicalVehicle: physicalVehicleSchema,
  OrganisationIdentifier: organisationIdentifierSchema,
})

export const CALCULATION_TYPES = ['ToRegularPayment', 'ToCashDeposit'] as const

export const quoteParametersSchema = z
  .object({
    /** months */
    Term: z.number().int().min(1).max(120),
    CashDeposit: pounds.nullish(),
    RegularPayment: pounds.nullish(),
    /** miles a year; PCP only */
    AnnualMileage: z.number().int().min(0).max(200_000).nullish(),
    FinanceProductFamilyKeys: z.array(shortText(32)).min(1).max(4),
    /** ToRegularPayment: the deposit is given; ToCashDeposit: the regular payment is given */
    CalculationType: z.enum(CALCULATION_TYPES),
    OrganisationIdentifier: organisationIdentifierSchema,
  })
  .superRefine((parameters, ctx) => {
    const needed = parameters.CalculationType === 'ToRegularPayment' ? 'CashDeposit' : 'RegularPayment'
    if (parameters[needed] == null) {
      ctx.addIssue({
        code: 'custom',
        path: [needed],
        message: `required when CalculationType is ${parameters.CalculationType}`,
      })
    }
  })

/** `POST /api/codeweaver/cfd`: one quote calculation per vehicle request. */
export const quoteRequestSchema = z.object({
  VehicleRequests: z
    .array(
      z.object({
        Id: shortText(64),
        Parameters: quoteParametersSchema,
        PhysicalVehicle: physicalVehicleSchema,
      }),
    )
    .min(1)
    .max(4),
})

// ── answers ──────────────────────────────────────────────────────────────────────────────────

/**
 * A slider's limits (spec 2 section 3.11): either a list of Values, or Minimum, Maximum and
 * Default with the default's display text in Locale.DisplayValue.
 */
export const productParameterSchema = z
  .looseObject({
    Values: z.array(z.number().finite()).min(1).nullish(),
    Minimum: z.number().finite().nullish(),
    Maximum: z.number().finite().nullish(),
    Default: z.number().finite().nullish(),
    Locale: z.looseObject({ DisplayValue: z.string() }).nullish(),
  })
  .refine((p) => (p.Values != null && p.Values.length > 0) || (p.Minimum != null && p.Maximum != null), {
    message: 'needs Values, or Minimum and Maximum',
  })

export const financeProductSchema = z.looseObject({
  FamilyKey: shortText(32),
  Name: z.string(),
  Term: productParameterSchema,
  Deposit: productParameterSchema,
  Payment: productParameterSchema,
  /** PCP only: the contracted miles a year */
  AnnualMileage: productParameterSchema.nullish(),
})

export const productsResponseSchema = z.looseObject({ Products: z.array(financeProductSchema) })

const errorSchema = z.looseObject({ UserMessage: z.string() })

export const quoteDetailSchema = z.looseObject({ Label: z.string(), DisplayValue: z.string(), Key: z.string() })

const notificationSchema = z.union([z.string(), z.looseObject({ Message: z.string(), Key: z.string().nullish() })])

export const financeQuotationSchema = z.looseObject({
  FamilyKey: z.string().nullish(),
  HasError: z.boolean(),
  Error: errorSchema.nullish(),
  /** the representative example, and whatever else the lender must show beside the quote */
  Blocks: z.array(z.looseObject({ Title: z.string().nullish(), Details: z.array(quoteDetailSchema) })).default([]),
  Finance: z
    .looseObject({
      Notifications: z.array(notificationSchema).default([]),
      Quote: z.looseObject({
        Term: z.number(),
        TotalDeposit: z.number(),
        TotalRegularPayment: z.number(),
        AnnualMileage: z.number().nullish(),
        QuoteReference: z.string().min(1),
        /** Apply: where the visitor reserves the car with this quote */
        QuoteActions: z.looseObject({ Apply: z.string().nullish() }).nullish(),
      }),
    })
    .nullish(),
})

export const vehicleQuoteSchema = z.looseObject({
  Id: z.string().nullish(),
  HasError: z.boolean(),
  Error: errorSchema.nullish(),
  FinanceQuotations: z.array(financeQuotationSchema).default([]),
})

export const quoteResponseSchema = z.looseObject({ Vehicles: z.array(vehicleQuoteSchema) })

export const legalResponseSchema = z.looseObject({ TermsAndConditions: z.string() })

export type OrganisationIdentifier = z.infer<typeof organisationIdentifierSchema>
export type PhysicalVehicle = z.infer<typeof physicalVehicleSchema>
export type ProductsRequest = z.infer<typeof productsRequestSchema>
export type QuoteParameters = z.infer<typeof quoteParametersSchema>
export type QuoteRequestBody = z.infer<typeof quoteRequestSchema>
export type CalculationTypeName = (typeof CALCULATION_TYPES)[number]
export type ProductParameter = z.infer<typeof productParameterSchema>
export type FinanceProduct = z.infer<typeof financeProductSchema>
export type ProductsResponse = z.infer<typeof productsResponseSchema>
export type QuoteDetail = z.infer<typeof quoteDetailSchema>
export type FinanceQuotation = z.infer<typeof financeQuotationSchema>
export type VehicleQuote = z.infer<typeof vehicleQuoteSchema>
export type QuoteResponse = z.infer<typeof quoteResponseSchema>
export type LegalResponse = z.infer<typeof legalResponseSchema>

// ── from the search document ─────────────────────────────────────────────────────────────────

const KM_PER_MILE = 1.609344

/** The odometer in miles: from the reading and its unit, else the market's own mileage figure. */
function odometerMiles(car: Car): number {
  const reading = car.car_odometer
  if (reading != null) {
    const unit = car.car_odometer_unit?.toLowerCase()
    if (unit === 'km') return Math.round(reading / KM_PER_MILE)
    // the Swedish mil is 10 km
    if (unit === 'mil') return Math.round((reading * 10) / KM_PER_MILE)
    if (unit === 'miles' || unit === 'mi') return Math.round(reading)
  }
  return Math.round(car.car_mileage ?? 0)
}

/** The UK site's pages the quote links lead to, each opened with ?quoteRef= (spec 2 section 7.3). */
export const DEALER_FINANCE_PAGES = {
  /** where the embedded lender's Apply action (the reserve link) sends the visitor */
  apply: '/buy-car/finance-and-insurance-options/personal-finance',
  partExchange: '/sell-car',
} as const

/**
 * The body of the products call for a car (spec 2 section 7.3), or null when the car has no
 * price to finance. The organisation is the dealer site the car stands at.
 */
export function productsRequestFor(car: Car): ProductsRequest | null {
  // the price the visitor pays: the campaign price when the car has one
  const price = currentPrice(car)?.amount
  if (!price) return null
  const registered = car.car_firstregistration ? car.car_firstregistration.slice(0, 10) : null
  return {
    PhysicalVehicle: {
      Type: car.car_vehicle_type_code === 'LCV' ? 'Van' : 'Car',
      SourceVehicleId: car.car_id,
      Vin: car.car_chassino ?? null,
      Status: car.car_is_used ? 'PreOwned' : 'New',
      OnTheRoadPrice: price,
      Mileage: odometerMiles(car),
      Registration: {
        RegistrationNumber: car.car_regno ?? null,
        CountryCode: car.car_country_code,
        DateRegisteredWithDvla: registered,
      },
    },
    OrganisationIdentifier: { Value: car.car_site_id, Type: 'AssociatedDealerKey' },
  }
}
