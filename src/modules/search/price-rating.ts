/**
 * Price rating (issue 18 item 7): how a stock car's price compares with the cars like it that
 * are in stock at the same time, as great / good / fair / high, with the figures its "why" text
 * quotes. Computed at ingest, when the whole stock of a model is known (./price-context), and
 * kept in the car's search document, so cards need no extra query and both engines return it.
 *
 * The method, in order:
 *
 * 1. Comparable stock. A car is rated only against cars of the same market and currency, brand,
 *    model and fuel, priced the same way (with or without VAT). New-car samples, cars without a
 *    price or model year, and prices of 0 take no part. Fuel is in the key because the
 *    powertrain moves a model's price more than anything but age (an electric XC40 against a
 *    petrol one is not a comparison a buyer makes).
 * 2. A robust depreciation curve per group: log(price) = a + b·age + c·distance, fitted by Huber
 *    regression (iteratively reweighted least squares, k = 1.345 times the residuals' robust
 *    spread, 1.4826·MAD). Log price makes the curve a constant yearly percentage, the way cars
 *    lose value; Huber weights keep a mistyped price (an extra zero) from bending the curve for
 *    the rest. Age is the model year; distance is the odometer in kilometres (the feed's
 *    market unit converted when there is no odometer: Swedish and Norwegian mil, British miles).
 *    A group needs MIN_GROUP_SIZE priced cars to fit three parameters; a factor that does not
 *    vary in the group (every car the same year) is left out of its fit.
 * 3. Similar cars. The rating is shown only when at least MIN_COMPARABLES other cars of the
 *    group are similar: model year within YEAR_WINDOW years and distance within DISTANCE_WINDOW
 *    (the larger of a fixed number of kilometres and a share of the car's own distance). With
 *    fewer the car has no rating: the curve would be extrapolated, and "compared with 2 cars"
 *    tells a buyer nothing.
 * 4. The rating. The expected price is the curve's value for the car's age and distance; the
 *    difference is price / expected - 1, graded by THRESHOLDS: great at least 10 % under,
 *    good at least 4 % under, high at least 6 % over, fair in between.
 *
 * The test data (price-rating.fixture.ts, beside this file) is a stock of one model priced by a
 * known curve with listed deviations, and the test (price-rating.test.ts) checks the grades,
 * the curve recovered within a percent, robustness to mistyped prices and the minimum counts.
 */

export const PRICE_RATING_LEVELS = ['great', 'good', 'fair', 'high'] as const
export type PriceRatingLevel = (typeof PRICE_RATING_LEVELS)[number]

/** What a car's search document carries in `car_price_rating` (null when it has none). */
export type PriceRating = {
  rating: PriceRatingLevel
  /** The curve's price for this car, rounded to whole currency units. */
  expected: number
  /** price / expected - 1, rounded to whole percent: -0.12 is 12 % under. */
  diff: number
  /** Similar cars it was compared with (the car itself not counted). */
  comparables: number
}

/** The figures of one car the rating reads. */
export type PricePoint = {
  id: string
  /** Comparable stock shares a group; see priceGroupOf. */
  group: string
  year: number
  /** Odometer in kilometres (0 for a new car without a reading). */
  km: number
  price: number
}

/** Priced cars a group needs before a curve is fitted. */
export const MIN_GROUP_SIZE = 8
/** Similar cars (besides itself) a car needs to be rated. */
export const MIN_COMPARABLES = 5
/** Similar: model years at most this far apart... */
export const YEAR_WINDOW = 2
/** ...and odometers at most the larger of these apart (kilometres, share of the car's own). */
export const DISTANCE_WINDOW = { km: 25_000, share: 0.5 } as const
/** Grades by price / expected - 1. */
export const THRESHOLDS = { great: -0.1, good: -0.04, high: 0.06 } as const

const HUBER_K = 1.345
const MAD_TO_SIGMA = 1.4826
/** A spread under this (in log price, about 0.5 %) is treated as this: a perfect fit weighs all. */
const MIN_SCALE = 0.005
const MAX_ITERATIONS = 30
const CONVERGED = 1e-7
/** Distance enters the fit in units of 10,000 km, age in years: similar magnitudes. */
const DISTANCE_UNIT = 10_000

/** The kilometres in one unit of a market's `car_mileage` (used when there is no odometer). */
const MILEAGE_KM: Record<string, number> = { SE: 10, NO: 10, GB: 1.609344, FI: 1, SK: 1 }

type CarFields = {
  car_id?: unknown
  car_brand?: unknown
  car_model?: unknown
  car_fuel?: unknown
  car_year?: unknown
  car_country_code?: unknown
  car_price_currency?: unknown
  car_vehicle_type_code?: unknown
  car_is_sample?: unknown
  car_price?: unknown
  car_campaign_price?: unknown
  car_has_campaign_price?: unknown
  car_odometer?: unknown
  car_mileage?: unknown
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const word = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '')

/** The price a buyer pays: the campaign price while the car has one, else the price. */
export function payablePrice(car: CarFields): number | null {
  if (car.car_has_campaign_price === true && isNumber(car.car_campaign_price) && car.car_campaign_price > 0) {
    return car.car_campaign_price
  }
  return isNumber(car.car_price) && car.car_price > 0 ? car.car_price : null
}

/** The odometer in kilometres: the odometer, else the feed's mileage in its market's unit, else 0. */
export function distanceKm(car: CarFields): number {
  if (isNumber(car.car_odometer) && car.car_odometer >= 0) return car.car_odometer
  if (isNumber(car.car_mileage) && car.car_mileage >= 0) {
    return car.car_mileage * (MILEAGE_KM[String(car.car_country_code)] ?? 1)
  }
  return 0
}

/** The car's comparable stock, or null when it takes no part (a sample, no price, no year). */
export function priceGroupOf(car: CarFields): string | null {
  if (car.car_is_sample === true) return null
  if (!isNumber(car.car_year) || payablePrice(car) === null) return null
  const brand = word(car.car_brand)
  const model = word(car.car_model)
  if (!brand || !model) return null
  return [
    word(car.car_country_code),
    word(car.car_price_currency),
    brand,
    model,
    word(car.car_fuel),
    word(car.car_vehicle_type_code) === 'lcv' ? 'net' : 'gross',
  ].join('|')
}

/** The figures the rating reads from a car document, or null when it takes no part. */
export function pricePointOf(car: CarFields): PricePoint | null {
  const group = priceGroupOf(car)
  const price = payablePrice(car)
  if (group === null || price === null || !isNumber(car.car_year)) return null
  return { id: String(car.car_id), group, year: car.car_year, km: distanceKm(car), price }
}

/** The grade of a difference price / expected - 1. */
export function gradeOf(diff: number): PriceRatingLevel {
  if (diff <= THRESHOLDS.great) return 'great'
  if (diff <= THRESHOLDS.good) return 'good'
  if (diff >= THRESHOLDS.high) return 'high'
  return 'fair'
}

/**
 * Rates every point that has enough similar cars; points without a rating are absent from the
 * answer. The result depends only on the set of points, not on their order.
 */
export function ratePrices(points: Iterable<PricePoint>): Map<string, PriceRating> {
  const groups = new Map<string, PricePoint[]>()
  for (const point of points) {
    if (!(point.price > 0) || !Number.isFinite(point.year) || !Number.isFinite(point.km)) continue
    const list = groups.get(point.group)
    if (list) list.push(point)
    else groups.set(point.group, [point])
  }
  const ratings = new Map<string, PriceRating>()
  for (const group of groups.values()) {
    if (group.length < MIN_GROUP_SIZE) continue
    // Input order must not matter: the fit sums in this order.
    group.sort(
      (a, b) => a.year - b.year || a.km - b.km || a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    const counts = similarCounts(group)
    if (counts.every((count) => count < MIN_COMPARABLES)) continue
    const curve = fitCurve(group)
    group.forEach((point, i) => {
      const comparables = counts[i]!
      if (comparables < MIN_COMPARABLES) return
      const expected = Math.exp(curve.predict(point))
      const diff = point.price / expected - 1
      ratings.set(point.id, {
        rating: gradeOf(diff),
        expected: Math.round(expected),
        diff: Math.round(diff * 100) / 100,
        comparables,
      })
    })
  }
  return ratings
}

/** For each point of a group sorted by year: how many others are similar to it. */
function similarCounts(group: PricePoint[]): number[] {
  const counts: number[] = []
  let low = 0
  let high = 0
  for (let i = 0; i < group.length; i++) {
    const point = group[i]!
    while (group[low]!.year < point.year - YEAR_WINDOW) low++
    while (high < group.length && group[high]!.year <= point.year + YEAR_WINDOW) high++
    const window = Math.max(DISTANCE_WINDOW.km, point.km * DISTANCE_WINDOW.share)
    let count = 0
    for (let j = low; j < high; j++) if (j !== i && Math.abs(group[j]!.km - point.km) <= window) count++
    counts.push(count)
  }
  return counts
}

type Curve = { predict: (point: PricePoint) => number }

/**
 * Huber regression of log price on age and distance. Features are centred, so the intercept is
 * the weighted mean and a feature without spread simply drops out (its column is zero).
 */
function fitCurve(group: PricePoint[]): Curve {
  const n = group.length
  const newest = group[n - 1]!.year
  const rows = group.map((point) => [newest - point.year, point.km / DISTANCE_UNIT] as const)
  const y = group.map((point) => Math.log(point.price))
  const means = [0, 0]
  for (const row of rows) {
    means[0]! += row[0] / n
    means[1]! += row[1] / n
  }
  const x = rows.map((row) => [row[0] - means[0]!, row[1] - means[1]!])
  // Features with no spread are left out (their coefficient stays 0).
  const used = [0, 1].filter((j) => x.some((row) => Math.abs(row[j]!) > 1e-9))
  const weights = new Array<number>(n).fill(1)
  let beta = [0, 0, 0] // intercept, age, distance
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const next = weightedLeastSquares(x, y, weights, used)
    const change = Math.max(...next.map((value, j) => Math.abs(value - beta[j]!)))
    beta = next
    const residuals = y.map((value, i) => value - (beta[0]! + beta[1]! * x[i]![0]! + beta[2]! * x[i]![1]!))
    const scale = Math.max(MIN_SCALE, MAD_TO_SIGMA * median(residuals.map(Math.abs)))
    const cut = HUBER_K * scale
    residuals.forEach((r, i) => {
      weights[i] = Math.abs(r) <= cut ? 1 : cut / Math.abs(r)
    })
    if (iteration > 0 && change < CONVERGED) break
  }
  return {
    predict: (point) =>
      beta[0]! + beta[1]! * (newest - point.year - means[0]!) + beta[2]! * (point.km / DISTANCE_UNIT - means[1]!),
  }
}

/** Solves the weighted normal equations for an intercept and the used features (at most 3×3). */
function weightedLeastSquares(x: number[][], y: number[], w: number[], used: number[]): number[] {
  const size = used.length + 1
  const a = Array.from({ length: size }, () => new Array<number>(size + 1).fill(0))
  for (let i = 0; i < y.length; i++) {
    const features = [1, ...used.map((j) => x[i]![j]!)]
    for (let r = 0; r < size; r++) {
      for (let c = 0; c < size; c++) a[r]![c]! += w[i]! * features[r]! * features[c]!
      a[r]![size]! += w[i]! * features[r]! * y[i]!
    }
  }
  const solution = solve(a, size)
  const beta = [solution[0] ?? 0, 0, 0]
  used.forEach((j, k) => {
    beta[j + 1] = solution[k + 1] ?? 0
  })
  return beta
}

/** Gaussian elimination with partial pivoting; a singular column solves to 0. */
function solve(a: number[][], size: number): number[] {
  for (let col = 0; col < size; col++) {
    let pivot = col
    for (let r = col + 1; r < size; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r
    ;[a[col], a[pivot]] = [a[pivot]!, a[col]!]
    const p = a[col]![col]!
    if (Math.abs(p) < 1e-12) continue
    for (let r = 0; r < size; r++) {
      if (r === col) continue
      const factor = a[r]![col]! / p
      if (factor === 0) continue
      for (let c = col; c <= size; c++) a[r]![c]! -= factor * a[col]![c]!
    }
  }
  return Array.from({ length: size }, (_, i) => {
    const p = a[i]![i]!
    return Math.abs(p) < 1e-12 ? 0 : a[i]![size]! / p
  })
}

function median(values: number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
