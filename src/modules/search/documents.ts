import { z } from 'zod'

/**
 * The documents of the search indexes, as dealer-system feeds deliver them (spec 2 section 3,
 * spec 3 section 3). Ingest validates every document against these schemas; unknown fields are
 * kept, because feeds carry more than the product reads and dropping them would lose data.
 */

const text = z.string()
const optionalText = z.string().nullish()
const money = z.number().finite().nonnegative()
const isoDate = z.iso.date().or(z.iso.datetime({ offset: true }))

const imageSchema = z.looseObject({
  thumbnail_url: z.string().min(1),
  blur_data_url: z.string().nullish(),
})

const galleryImageSchema = z.looseObject({
  original: z.string().min(1),
  blur_data_url: z.string().nullish(),
})

const contractDurationSchema = z.looseObject({
  months: z.number().int().positive(),
  residual_percentage: z.number().min(0).max(100).nullish(),
  cash_amount_max_percentage: z.number().min(0).max(100),
  cash_amount_min_percentage: z.number().min(0).max(100),
})

/** Spec 2 section 3.2. */
export const loanOptionSchema = z.looseObject({
  title: text,
  default_monthly_cost: money,
  default_monthly_cost_text: text,
  price: money,
  default_contract_duration: z.looseObject({ months: z.number().int().positive() }),
  contract_durations: z.array(contractDurationSchema).min(1),
  invoice_fee: money,
  invoice_fee_text: optionalText,
  start_fee: money,
  start_fee_text: optionalText,
  interest_rate: z.number().min(0).max(100),
  interest_rate_text: optionalText,
  disclaimer: optionalText,
  description: optionalText,
})

/** Spec 2 section 3.3. */
export const companyLeasingOptionSchema = z.looseObject({
  title: text,
  default_monthly_cost: money,
  default_company_leasing_mileage: z.number().int().positive(),
  interest_rate: z.number().min(0).max(100),
  has_fixed_interest_rate: z.boolean(),
  price_base_amount: money,
  start_fee: money,
  invoice_fee: money,
  sales_text: optionalText,
  description: optionalText,
  disclaimer: optionalText,
  company_leasing_options: z.array(
    z.looseObject({
      mileage: z.number().int().positive(),
      months: z.number().int().positive(),
      residual_percentage: z.number().min(0).max(100),
      cash_amount_min_percentage: z.number().min(0).max(100),
      cash_amount_max_percentage: z.number().min(0).max(100),
      cash_amount_min_percentage_text: optionalText,
      cash_amount_max_percentage_text: optionalText,
    }),
  ),
  default_company_leasing_option: z.looseObject({
    mileage: z.number().int().positive(),
    cash_amount: money,
    contract_length: z.number().int().positive(),
  }),
})

/** Spec 2 section 3.4. */
export const privateLeasingOptionSchema = z.looseObject({
  title: text,
  monthly_cost_text: text,
  months_text: optionalText,
  mileage_text: optionalText,
  start_fee_text: optionalText,
  invoice_fee_text: optionalText,
  sales_text: optionalText,
  disclaimer: optionalText,
  is_campaign: z.boolean(),
})

export const leasingSummarySchema = z.looseObject({
  leasing_type: z.enum(['Private', 'Company']),
  title: text,
  monthly_cost: money,
  monthly_cost_text: text,
  description: optionalText,
  duration: z.number().int().positive(),
  mileage: z.number().int().nonnegative(),
})

/**
 * Technical specifications (spec 2 section 3.1): each a number for filtering, sorting and
 * comparison, and a `_text` variant formatted by the feed in the market's language and units.
 */
export const TECHNICAL_SPECS = [
  'car_seats',
  'car_doors',
  'car_length',
  'car_width',
  'car_height',
  'car_weight',
  'car_cargo_volume',
  'car_tank_volume',
  'car_acceleration',
  'car_ncap_stars',
  'car_co2_emissions',
  'car_fuel_consumption',
  'car_electric_range',
  'car_electric_consumption',
  'car_ac_charging_kw',
  'car_dc_charging_kw',
  'car_battery_kwh',
  'car_power',
] as const

export type TechnicalSpec = (typeof TECHNICAL_SPECS)[number]

type SpecFields = { [K in TechnicalSpec]: z.ZodOptional<z.ZodNullable<z.ZodNumber>> } & {
  [K in TechnicalSpec as `${K}_text`]: z.ZodOptional<z.ZodNullable<z.ZodString>>
}

const technicalSpecFields = Object.fromEntries(
  TECHNICAL_SPECS.flatMap((spec) => [
    [spec, z.number().nonnegative().nullish()],
    [`${spec}_text`, z.string().nullish()],
  ]),
) as SpecFields

const carIdSchema = z.union([z.string().regex(/^\d+$/, 'digits only'), z.number().int().positive()])

/** A stock car or a new-car sample (spec 2 section 3.1). */
export const carSchema = z.looseObject({
  car_id: carIdSchema.transform(String),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
  car_brand: text.min(1),
  car_model: text.min(1),
  car_model_text: optionalText,
  car_version: optionalText,
  car_year: z.number().int().min(1900).max(2100).nullish(),
  car_body: optionalText,
  car_drive: optionalText,
  car_color: optionalText,
  car_gearbox: optionalText,
  car_fuel: optionalText,
  car_chassino: optionalText,
  car_regno: optionalText,
  car_condition: optionalText,
  car_is_used: z.boolean(),
  car_is_sample: z.boolean().default(false),
  car_trim_package: optionalText,
  car_description: optionalText,
  /** Market of the car's site (ISO country code); which sites list the car. */
  car_country_code: z.enum(['SE', 'NO', 'FI', 'SK', 'GB']),
  car_odometer: z.number().nonnegative().nullish(),
  car_odometer_unit: optionalText,
  car_mileage: z.number().nonnegative().nullish(),
  car_mileage_text: optionalText,
  car_firstregistration: isoDate.nullish(),
  car_publishdate: isoDate.nullish(),
  car_price: money.nullish(),
  car_price_text: optionalText,
  car_price_title: optionalText,
  car_price_currency: z.enum(['SEK', 'NOK', 'EUR', 'GBP']),
  car_retail_price: money.nullish(),
  car_retail_price_text: optionalText,
  car_retail_price_exkl_vat: money.nullish(),
  car_campaign_price: money.nullish(),
  car_campaign_price_text: optionalText,
  car_campaign_price_exkl_vat: money.nullish(),
  car_has_campaign_price: z.boolean().default(false),
  car_has_campaign_loan: z.boolean().default(false),
  car_has_campaign_companyleasing: z.boolean().default(false),
  car_has_campaign_privateleasing: z.boolean().default(false),
  car_has_companyleasing: z.boolean().default(false),
  car_has_privateleasing: z.boolean().default(false),
  car_beneficial_value: money.nullish(),
  car_pbbratio: z.number().nullish(),
  car_campaigns: z.array(text).default([]),
  car_vat_eligible: z.boolean().default(false),
  car_vehicle_type_code: optionalText,
  car_site_id: text.min(1),
  car_site_city: optionalText,
  car_site_region: optionalText,
  car_site_name: optionalText,
  car_site_leads_email: z.email().nullish(),
  car_companyerpid: optionalText,
  car_departmenterpid: optionalText,
  car_primary_image: imageSchema.nullish(),
  car_images: z.array(galleryImageSchema).default([]),
  car_equipment: z.array(text).default([]),
  car_sellers: z.array(z.looseObject({ name: text, email: z.email().nullish(), phone: optionalText })).default([]),
  linked_vehicles: z
    .array(z.looseObject({ vehicle_id: text, slug: text, link_text: optionalText, package_name: optionalText }))
    .default([]),
  disable_test_drive: z.boolean().default(false),
  caroftheweek: z.boolean().default(false),
  autos_on_show: z.boolean().default(false),
  indexed_at: isoDate.nullish(),
  ...technicalSpecFields,
  car_loan_option: loanOptionSchema.nullish(),
  car_loan_monthly_cost: money.nullish(),
  car_loan_description: optionalText,
  car_loan_rate: z.number().nullish(),
  car_loan_duration: z.number().int().positive().nullish(),
  car_leasing_options: z.array(leasingSummarySchema).default([]),
  car_private_leasing_option: privateLeasingOptionSchema.nullish(),
  car_company_leasing_option: companyLeasingOptionSchema.nullish(),
  car_privateleasing_monthly_cost: money.nullish(),
  car_companyleasing_monthly_cost: money.nullish(),
})

export type Car = z.infer<typeof carSchema>

/** The vehicles index feeds car of the week; its documents are cars. */
export const vehicleSchema = carSchema

const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM')
  .nullish()

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return value.includes('/') || value === 'UTC'
  } catch {
    return false
  }
}

const openingHoursSchema = z.looseObject({
  day: z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']),
  displayText: text,
  open: timeOfDay,
  close: timeOfDay,
})

const deviationDaySchema = z.looseObject({
  date: z.iso.date(),
  title: optionalText,
  open: timeOfDay,
  close: timeOfDay,
})

/** Spec 2 section 3.7. */
export const staffUserSchema = z.looseObject({
  first_name: text,
  last_name: text,
  title: optionalText,
  phone: optionalText,
  email: z.email().nullish(),
  /** A portrait; the UI shows the person's initials when it is missing or fails to load. */
  image_url: optionalText,
})

/** Spec 2 section 3.6. */
export const departmentSchema = z.looseObject({
  name: text,
  official_name: optionalText,
  /** Free text from the dealer system: New cars, Used cars, Workshop, Parts, Body work, Tyre hotel, ... */
  group: text,
  department_type: optionalText,
  phone: optionalText,
  email: z.email().nullish(),
  erp_id: optionalText,
  /** The service a UK department offers (Servicing, MOT, Motability, Bodyshop); the find-us filter. */
  service_name: optionalText,
  brands: z.array(z.looseObject({ brand_code: text, name: text })).default([]),
  users: z.array(staffUserSchema).default([]),
  openingschedule: z
    .looseObject({
      openinghours: z.array(openingHoursSchema).default([]),
      deviationdays: z.array(deviationDaySchema).default([]),
      vacationdays: z
        .array(
          z.looseObject({
            vacationtitle: text,
            vacationstart: z.iso.date(),
            vacationend: z.iso.date(),
            days: z.array(deviationDaySchema).default([]),
          }),
        )
        .default([]),
    })
    .nullish(),
})

/** A dealer site (spec 2 section 3.5). */
export const dealerSiteSchema = z.looseObject({
  site_id: text.min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
  site_official_name: text.min(1),
  site_city: optionalText,
  site_street: optionalText,
  site_zip: optionalText,
  site_phone: optionalText,
  site_email: z.email().nullish(),
  /**
   * 'lat,lng' as the feed writes it. Read with parseGeocoord: a bad value costs the site its
   * marker (unless the address geocodes), never its place in the list.
   */
  site_geocoord: z.string().nullish(),
  site_primary_image: z
    .looseObject({ thumbnail_url: text, blur_data_url: optionalText, original: optionalText })
    .nullish(),
  site_image_url: optionalText,
  site_brands: z.array(text).default([]),
  site_region: optionalText,
  website_city: optionalText,
  website_sort_order: z.number().int().nullish(),
  country_code: z.enum(['SE', 'NO', 'FI', 'SK', 'GB']),
  /** The IANA time zone the site's opening hours are written in, e.g. Europe/Stockholm. */
  site_timezone: z.string().refine(isTimeZone, 'an IANA time zone such as Europe/Stockholm').nullish(),
  site_departments: z.array(departmentSchema).default([]),
})

export type DealerSite = z.infer<typeof dealerSiteSchema>

/** A workshop kit of the Finnish group's kits tool (spec 3 section 3). */
export const kitSchema = z.looseObject({
  kitId: text.min(1),
  catalogueId: optionalText,
  kitCode: text.min(1),
  name: text.min(1),
  description: optionalText,
  status: text,
  images: z.array(text).default([]),
  retailPrice: money,
  currency: z.enum(['EUR', 'SEK', 'NOK', 'GBP']),
  kitCategory: text,
  kitSubCategory: optionalText,
  kitSubSubCategory: optionalText,
  parts: z.array(z.looseObject({ partNumber: text, name: text, quantity: z.number().positive() })).default([]),
  vehicleFitmentSpecifications: z
    .array(
      z.looseObject({
        externalId: text,
        make: text,
        model: text,
        modelYear: z.number().int().nullish(),
        version: optionalText,
      }),
    )
    .default([]),
  labourSpecifications: z
    .array(z.looseObject({ code: text, description: optionalText, hours: z.number().nonnegative() }))
    .default([]),
  action: optionalText,
})

export type Kit = z.infer<typeof kitSchema>
