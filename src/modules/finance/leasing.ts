/**
 * Company and private leasing (spec 2 sections 3.3 and 3.4, issue 5 item 6). Company leasing is
 * priced like a loan with a balloon: an annuity on the price without VAT less the cash amount
 * (the raised first rent), at the option's interest rate, with the residual value left at the
 * end. Private leasing is a fixed offer whose texts come ready from the feed. Plain TypeScript
 * without schemas, so the panels in the browser can use it.
 */

import { interpolate } from '../content/interpolate'
import { annuity, downPaymentRange, type DownPaymentRange } from './loan'

/** One row of company_leasing_options: a yearly distance and a contract length. */
export type CompanyLeasingRow = {
  mileage: number
  months: number
  residual_percentage: number
  cash_amount_min_percentage: number
  cash_amount_max_percentage: number
  cash_amount_min_percentage_text?: string | null
  cash_amount_max_percentage_text?: string | null
}

/** The parts of car_company_leasing_option the calculator needs. */
export type CompanyLeasingOffer = {
  interest_rate: number
  company_leasing_options: readonly CompanyLeasingRow[]
  default_company_leasing_option: { mileage: number; cash_amount: number; contract_length: number }
}

/** The price fields of a car that company leasing is priced from. */
export type LeasingPriceFields = {
  car_has_campaign_price?: boolean | null
  car_campaign_price_exkl_vat?: number | null
  car_retail_price_exkl_vat?: number | null
}

/**
 * The price company leasing finances: without VAT, since a company deducts it, and the
 * campaign price when the car has one. Null when the feed gives no price without VAT; the
 * panel then shows the offer's default cost without a calculator.
 */
export function companyLeasingPrice(car: LeasingPriceFields): number | null {
  if (car.car_has_campaign_price && car.car_campaign_price_exkl_vat != null) return car.car_campaign_price_exkl_vat
  return car.car_retail_price_exkl_vat ?? null
}

export type DistanceUnit = 'mil' | 'km' | 'miles'

/**
 * The unit a market's leasing distances are in: Swedish offers count in mil (10 km), British
 * ones in miles, the others (Norway included, where leasing is priced per km) in km.
 */
export function leasingDistanceUnit(country: string | null | undefined): DistanceUnit {
  return country === 'SE' ? 'mil' : country === 'GB' ? 'miles' : 'km'
}

/** The yearly distances offered, shortest first. */
export function leasingMileages(rows: readonly CompanyLeasingRow[]): number[] {
  return [...new Set(rows.map((row) => row.mileage))].sort((a, b) => a - b)
}

/** The contract lengths offered for a yearly distance, shortest first. */
export function leasingMonths(rows: readonly CompanyLeasingRow[], mileage: number): number[] {
  return [...new Set(rows.filter((row) => row.mileage === mileage).map((row) => row.months))].sort((a, b) => a - b)
}

/**
 * The row for a distance and length. Not every length is offered for every distance, so after
 * a change of distance the nearest length of that distance is taken; an unknown distance falls
 * back to the nearest one offered.
 */
export function findLeasingRow(rows: readonly CompanyLeasingRow[], mileage: number, months: number): CompanyLeasingRow {
  const nearest = <T>(items: readonly T[], distance: (item: T) => number): T | undefined =>
    items.reduce<T | undefined>(
      (best, item) => (best === undefined || distance(item) < distance(best) ? item : best),
      undefined,
    )
  const chosenMileage = nearest(leasingMileages(rows), (m) => Math.abs(m - mileage))
  const row = nearest(
    rows.filter((r) => r.mileage === chosenMileage),
    (r) => Math.abs(r.months - months),
  )
  if (!row) throw new RangeError('company leasing needs at least one option')
  return row
}

/**
 * The cash amount (raised first rent) a row allows: from its minimum percentage of the price
 * (also the default) to its maximum rounded to the nearest 1,000, in steps of 1,000, as the
 * loan's down payment; never so much that less than the residual value is left to finance.
 */
export function cashAmountRange(price: number, row: CompanyLeasingRow): DownPaymentRange {
  const range = downPaymentRange(price, row)
  const ceiling = Math.max(range.min, price - Math.round((price * row.residual_percentage) / 100))
  return { ...range, max: Math.min(range.max, ceiling) }
}

export type CompanyLeasingCost = {
  /** what is left to pay (or to hand back the car for) at the end */
  residualValue: number
  /** the price less the cash amount */
  financed: number
  monthlyCost: number
}

/** The monthly cost of a row for a price and cash amount. */
export function companyLeasingCost(input: {
  price: number
  cashAmount: number
  row: Pick<CompanyLeasingRow, 'months' | 'residual_percentage'>
  interestRate: number
}): CompanyLeasingCost {
  const { price, row } = input
  const residualValue = Math.round((price * row.residual_percentage) / 100)
  const financed = Math.max(0, price - input.cashAmount)
  // A cash amount that leaves less than the residual to finance would make a negative rent.
  const monthlyCost = financed > residualValue ? annuity(financed, input.interestRate, row.months, residualValue) : 0
  return { residualValue, financed, monthlyCost }
}

/** The offer's default choice (distance, length, cash amount) and its cost. */
export function defaultCompanyLeasing(
  offer: CompanyLeasingOffer,
  price: number,
): CompanyLeasingCost & { row: CompanyLeasingRow; cashAmount: number } {
  const chosen = offer.default_company_leasing_option
  const row = findLeasingRow(offer.company_leasing_options, chosen.mileage, chosen.contract_length)
  const range = cashAmountRange(price, row)
  const cashAmount = Math.min(range.max, Math.max(range.min, chosen.cash_amount))
  return { row, cashAmount, ...companyLeasingCost({ price, cashAmount, row, interestRate: offer.interest_rate }) }
}

/**
 * The named placeholders leasing disclaimers use, filled with the site's formatted values.
 * Any may be left out; an unfilled placeholder stays visible rather than silently blank.
 */
export type LeasingDisclaimerValues = Partial<
  Record<
    | 'monthly_cost'
    | 'months'
    | 'mileage'
    | 'start_fee'
    | 'invoice_fee'
    | 'interest_rate'
    | 'residual_value'
    | 'cash_amount',
    string | number
  >
>

export function leasingDisclaimer(template: string, values: LeasingDisclaimerValues): string {
  const params: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(values)) if (value !== undefined) params[name] = value
  return interpolate(template, params)
}

/**
 * The length of a private leasing offer in months. The offer carries only texts ('36 mån'); the
 * car's leasing summary of type Private carries the number, the text is the fallback.
 */
export function privateLeasingMonths(
  monthsText: string | null | undefined,
  summaries: readonly { leasing_type: string; duration: number }[],
): number | null {
  const summary = summaries.find((s) => s.leasing_type === 'Private')
  if (summary) return summary.duration
  const digits = /\d+/.exec(monthsText ?? '')
  return digits ? Number(digits[0]) : null
}
