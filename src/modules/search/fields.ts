/**
 * The query syntax and the field names of the car indexes, kept free of schemas so browser code
 * (the car list's URL state) can know them without shipping the search service.
 */

/** A filter key ending in this suffix excludes its values instead of selecting them. */
export const NEGATION_SUFFIX = '.neq'
/** Hierarchical facet names and values join their levels with this, e.g. car_brand>car_model. */
export const HIERARCHY_SEPARATOR = '>'

/** List facets and filters of the cars and vehicles indexes. */
export const CAR_KEYWORDS = [
  'car_id',
  'slug',
  'car_brand',
  'car_model',
  'car_model_text',
  'car_version',
  'car_body',
  'car_drive',
  'car_color',
  'car_gearbox',
  'car_fuel',
  'car_condition',
  'car_is_used',
  'car_is_sample',
  'car_trim_package',
  'car_country_code',
  'car_price_currency',
  'car_vehicle_type_code',
  'car_vat_eligible',
  'car_site_id',
  'car_site_city',
  'car_site_region',
  'car_site_name',
  'car_campaigns',
  'car_equipment',
  'car_has_campaign_price',
  'car_has_campaign_loan',
  'car_has_campaign_companyleasing',
  'car_has_campaign_privateleasing',
  'car_has_companyleasing',
  'car_has_privateleasing',
  'caroftheweek',
  'autos_on_show',
  'car_seats',
  'car_doors',
  'car_ncap_stars',
] as const

/** Number fields of the cars and vehicles indexes: histograms, ranges and sorts. */
export const CAR_NUMBERS = [
  'car_price',
  'car_campaign_price',
  'car_retail_price',
  'car_mileage',
  'car_odometer',
  'car_power',
  'car_year',
  'car_loan_monthly_cost',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
  'car_electric_range',
  'car_battery_kwh',
  'car_co2_emissions',
  'car_fuel_consumption',
  'car_acceleration',
] as const

/** Date fields of the car indexes, indexed as epoch milliseconds like the numbers. */
export const CAR_DATES = ['car_publishdate', 'car_firstregistration', 'indexed_at'] as const

/** Every sort of the car indexes: `<number field>_asc` and `_desc`. */
export const CAR_SORTS: readonly string[] = [...CAR_NUMBERS, ...CAR_DATES].flatMap((name) => [
  `${name}_asc`,
  `${name}_desc`,
])
