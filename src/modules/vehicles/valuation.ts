import { registeredVehicle } from './register'

/**
 * The sell-car form's instant valuation (issue 23 item 5, as Kvdbil and WeBuyAnyCar show one):
 * what the plate is from the vehicle register, and what cars of the same make and model, two
 * years either side, cost in our own stock, each price moved to the visitor's mileage. The range
 * is the 25th to 75th percentile of those prices. Non-binding; kept with the lead for the buyer.
 * An unknown plate, or fewer than MIN_COMPARABLES cars to compare with, gives nulls: a guess
 * from one or two cars would be read as an offer.
 */

export const MIN_COMPARABLES = 3
export const YEAR_SPAN = 2
/** Price change per kilometre of mileage difference, as a share of the price: 3 % per 10,000 km. */
export const SHARE_PER_KM = 0.000003
/** A mileage adjustment never moves a price more than this share either way. */
export const MAX_MILEAGE_ADJUSTMENT = 0.3

export type Comparable = { price: number; year: number; mileage: number | null }

export type Valuation = {
  make: string | null
  model: string | null
  year: number | null
  low: number | null
  high: number | null
  currency: string | null
  /** how many stock cars the range is from */
  comparables: number
}

export type ValuationDeps = {
  /** stock cars of a make and model built in [fromYear, toYear], in the site's distance unit */
  findComparables: (query: { make: string; model: string; fromYear: number; toYear: number }) => Promise<Comparable[]>
  currency: string
  /** kilometres in one of the site's distance units (Swedish and Norwegian mil: 10; miles: 1.609) */
  kmPerUnit: number
}

/** Linear-interpolated percentile (0–100) of sorted numbers. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN
  const rank = (p / 100) * (sorted.length - 1)
  const below = Math.floor(rank)
  const above = Math.ceil(rank)
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below)
}

/** A stock car's price as if it had the visitor's mileage: fewer units driven, more money. */
export function mileageAdjusted(car: Comparable, mileage: number | null, kmPerUnit: number): number {
  if (mileage === null || car.mileage === null) return car.price
  const share = (car.mileage - mileage) * kmPerUnit * SHARE_PER_KM
  const bounded = Math.max(-MAX_MILEAGE_ADJUSTMENT, Math.min(MAX_MILEAGE_ADJUSTMENT, share))
  return car.price * (1 + bounded)
}

/** Prices are rounded to hundreds: the range is an estimate, not a quote. */
const round = (value: number) => Math.round(value / 100) * 100

export async function valuate(plate: string, mileage: number | null, deps: ValuationDeps): Promise<Valuation> {
  const vehicle = registeredVehicle(plate)
  if (!vehicle) return { make: null, model: null, year: null, low: null, high: null, currency: null, comparables: 0 }
  const base = { make: vehicle.brand, model: vehicle.model, year: vehicle.buildYear }
  const cars = await deps.findComparables({
    make: vehicle.brand,
    model: vehicle.model,
    fromYear: vehicle.buildYear - YEAR_SPAN,
    toYear: vehicle.buildYear + YEAR_SPAN,
  })
  const prices = cars
    .filter((car) => Number.isFinite(car.price) && car.price > 0)
    .map((car) => mileageAdjusted(car, mileage, deps.kmPerUnit))
    .sort((a, b) => a - b)
  if (prices.length < MIN_COMPARABLES) {
    return { ...base, low: null, high: null, currency: null, comparables: prices.length }
  }
  return {
    ...base,
    low: round(percentile(prices, 25)),
    high: round(percentile(prices, 75)),
    currency: deps.currency,
    comparables: prices.length,
  }
}
