/**
 * Test data of the price rating (price-rating.ts): a Swedish stock of one model priced by a known
 * depreciation curve, with listed deviations from it. Kept as data so the expected grades can be
 * read off: a car listed 15 % under the curve is a great price, one 10 % over is high.
 */

/** The curve the stock is priced by: 14 % a year and 4 % per 10,000 km, log-linear. */
export const FIXTURE_CURVE = { price: 600_000, newest: 2024, yearly: 0.86, per10000km: 0.04 } as const

export function curvePrice(year: number, km: number): number {
  const { price, newest, yearly, per10000km } = FIXTURE_CURVE
  return price * yearly ** (newest - year) * Math.exp((-per10000km * km) / 10_000)
}

type Row = [id: string, year: number, km: number, deviation: number]

/**
 * Stock cars: [id, model year, odometer km, deviation from the curve]. The deviations of the
 * ordinary cars are small and balanced (+2, -2, +1, -1, 0 %); the four named cars are the ones
 * the test grades.
 */
const ROWS: Row[] = [
  ['101', 2024, 900, 0.02],
  ['102', 2024, 4_000, -0.02],
  ['103', 2024, 8_000, 0.01],
  ['104', 2024, 12_000, -0.01],
  ['105', 2023, 14_000, 0],
  ['106', 2023, 18_000, 0.02],
  ['107', 2023, 22_000, -0.02],
  ['108', 2023, 26_000, 0.01],
  ['109', 2022, 30_000, -0.01],
  ['110', 2022, 35_000, 0],
  ['111', 2022, 40_000, 0.02],
  ['112', 2022, 45_000, -0.02],
  ['113', 2021, 50_000, 0.01],
  ['114', 2021, 55_000, -0.01],
  ['115', 2021, 60_000, 0],
  ['116', 2021, 65_000, 0.02],
  ['117', 2020, 70_000, -0.02],
  ['118', 2020, 75_000, 0.01],
  ['119', 2020, 80_000, -0.01],
  ['120', 2020, 85_000, 0],
  // The graded cars, in the middle of the stock.
  ['great', 2022, 38_000, -0.15],
  ['good', 2022, 42_000, -0.06],
  ['fair', 2021, 58_000, 0.01],
  ['high', 2021, 52_000, 0.1],
  // An old car with nothing similar in stock: no rating.
  ['lonely', 2012, 210_000, 0],
]

export type FixtureCar = {
  car_id: string
  car_brand: string
  car_model: string
  car_fuel: string
  car_year: number
  car_odometer: number
  car_country_code: 'SE' | 'FI'
  car_price_currency: 'SEK' | 'EUR'
  car_price: number
  car_is_sample: boolean
  car_has_campaign_price: boolean
  car_campaign_price: number | null
}

export const FIXTURE_STOCK: FixtureCar[] = ROWS.map(([id, year, km, deviation]) => ({
  car_id: id,
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_fuel: 'Bensin',
  car_year: year,
  car_odometer: km,
  car_country_code: 'SE',
  car_price_currency: 'SEK',
  car_price: Math.round(curvePrice(year, km) * (1 + deviation)),
  car_is_sample: false,
  car_has_campaign_price: false,
  car_campaign_price: null,
}))

/** The graded cars' expected grades. */
export const FIXTURE_GRADES = { great: 'great', good: 'good', fair: 'fair', high: 'high' } as const
