import type { Car } from '../../src/modules/search/documents'
import { MARKETS } from './markets'

/**
 * The demo's price history: the seed ingests these cars at a higher price PRICE_DROP_DAYS_AGO
 * before it ingests the stock at today's prices, so the demo shows "price lowered" badges and
 * price histories (issue 18 item 7) from the ingest history itself, as a dealer's repricing
 * would. One used car in six without a campaign price, raised by 4 to 10 %.
 */
export const PRICE_DROP_DAYS_AGO = 12

export function isRepriced(car: Car): boolean {
  return car.car_is_used && !car.car_has_campaign_price && car.car_price != null && Number(car.car_id) % 6 === 0
}

/** The cars of `cars` that were repriced, each at its earlier price. */
export function* earlierListings(cars: Iterable<Car>): Generator<Car> {
  for (const car of cars) {
    if (!isRepriced(car)) continue
    const step = MARKETS[car.car_country_code].priceStep
    const raise = 1.04 + (Number(car.car_id) % 5) * 0.015
    yield { ...car, car_price: Math.round(((car.car_price ?? 0) * raise) / step) * step }
  }
}
