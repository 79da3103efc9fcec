import type { FacetRequest } from './contract'

/**
 * The facets a car list asks for (spec 2 section 4): brand and model as one hierarchy, the
 * list facets a visitor ticks, and the ranges (price, mileage, power, year and monthly costs)
 * shown as sliders.
 */
export const CAR_LIST_FACETS: readonly FacetRequest[] = [
  { name: 'car_brand>car_model', sort_order: 'asc' },
  { name: 'car_is_used', sort_order: 'asc' },
  { name: 'car_body', sort_order: 'asc' },
  { name: 'car_fuel', sort_order: 'asc' },
  { name: 'car_gearbox', sort_order: 'asc' },
  { name: 'car_drive', sort_order: 'asc' },
  { name: 'car_equipment', sort_order: 'asc' },
  { name: 'car_seats', sort_order: 'asc' },
  { name: 'car_color', sort_order: 'asc' },
  { name: 'car_site_city', sort_order: 'asc' },
  { name: 'car_campaigns', sort_order: 'asc' },
  { name: 'car_price', sort_order: 'asc' },
  { name: 'car_campaign_price', sort_order: 'asc' },
  { name: 'car_mileage', sort_order: 'asc' },
  { name: 'car_power', sort_order: 'asc' },
  { name: 'car_year', sort_order: 'asc' },
  { name: 'car_electric_range', sort_order: 'asc' },
  { name: 'car_battery_kwh', sort_order: 'asc' },
  { name: 'car_loan_monthly_cost', sort_order: 'asc' },
  { name: 'car_privateleasing_monthly_cost', sort_order: 'asc' },
  { name: 'car_companyleasing_monthly_cost', sort_order: 'asc' },
]
