import { describe, expect, it } from 'vitest'
import {
  distanceKm,
  gradeOf,
  MIN_COMPARABLES,
  MIN_GROUP_SIZE,
  payablePrice,
  priceGroupOf,
  pricePointOf,
  ratePrices,
  type PricePoint,
} from './price-rating'
import { curvePrice, FIXTURE_GRADES, FIXTURE_STOCK, type FixtureCar } from './price-rating.fixture'

const points = (cars: readonly FixtureCar[]): PricePoint[] =>
  cars.map((car) => pricePointOf(car)).filter((point): point is PricePoint => point !== null)

const byId = (id: string) => FIXTURE_STOCK.find((car) => car.car_id === id)!

describe('ratePrices on the fixed stock', () => {
  const ratings = ratePrices(points(FIXTURE_STOCK))

  it('grades the listed cars great, good, fair and high', () => {
    for (const [id, grade] of Object.entries(FIXTURE_GRADES)) expect(ratings.get(id)?.rating, id).toBe(grade)
  })

  it('recovers the curve: the expected price is within 1.5 % of the price the stock was made from', () => {
    for (const id of Object.keys(FIXTURE_GRADES)) {
      const car = byId(id)
      const truth = curvePrice(car.car_year, car.car_odometer)
      expect(Math.abs(ratings.get(id)!.expected / truth - 1), id).toBeLessThan(0.015)
    }
    // The great car is listed 15 % under the curve.
    expect(ratings.get('great')!.diff).toBeGreaterThan(-0.165)
    expect(ratings.get('great')!.diff).toBeLessThan(-0.135)
  })

  it('rates the ordinary cars fair (their deviations are at most 2 %)', () => {
    for (const car of FIXTURE_STOCK.filter((c) => /^1\d\d$/.test(c.car_id))) {
      expect(ratings.get(car.car_id)?.rating, car.car_id).toBe('fair')
    }
  })

  it('counts the similar cars, the car itself not included', () => {
    // 2022 at 38,000 km: model years 2020-2024 within 25,000 km, i.e. 13,000-63,000 km.
    const similar = FIXTURE_STOCK.filter(
      (c) => c.car_id !== 'great' && Math.abs(c.car_year - 2022) <= 2 && Math.abs(c.car_odometer - 38_000) <= 25_000,
    )
    expect(ratings.get('great')!.comparables).toBe(similar.length)
  })

  it('gives no rating to a car with too few similar cars in stock', () => {
    expect(ratings.has('lonely')).toBe(false)
    expect(ratings.size).toBe(FIXTURE_STOCK.length - 1)
  })

  it('does not depend on the order of the stock', () => {
    const reversed = ratePrices(points([...FIXTURE_STOCK].reverse()))
    expect(reversed).toEqual(ratings)
  })

  it('is robust: a mistyped price (ten times too high) does not move the other grades', () => {
    const typo = { ...byId('115'), car_id: 'typo', car_price: byId('115').car_price * 10 }
    const withTypo = ratePrices(points([...FIXTURE_STOCK, typo]))
    expect(withTypo.get('typo')?.rating).toBe('high')
    for (const [id, rating] of ratings) {
      expect(withTypo.get(id)?.rating, id).toBe(rating.rating)
      expect(Math.abs(withTypo.get(id)!.expected / rating.expected - 1), id).toBeLessThan(0.01)
    }
  })
})

describe('comparable stock', () => {
  it('keeps markets, currencies, models and fuels apart', () => {
    const finnish = FIXTURE_STOCK.map((car) => ({
      ...car,
      car_country_code: 'FI' as const,
      car_price_currency: 'EUR' as const,
    }))
    // Five Finnish cars do not make the Swedish stock's group bigger, nor get rated from it.
    const mixed = ratePrices(
      points([...FIXTURE_STOCK, ...finnish.slice(0, 5).map((c) => ({ ...c, car_id: `fi-${c.car_id}` }))]),
    )
    for (let i = 0; i < 5; i++) expect(mixed.has(`fi-${FIXTURE_STOCK[i]!.car_id}`)).toBe(false)
    expect(priceGroupOf(byId('101'))).not.toBe(priceGroupOf(finnish[0]!))
    expect(priceGroupOf(byId('101'))).not.toBe(priceGroupOf({ ...byId('101'), car_fuel: 'El' }))
    expect(priceGroupOf(byId('101'))).not.toBe(priceGroupOf({ ...byId('101'), car_model: 'XC40' }))
    // Case and spaces of the feed do not split a group.
    expect(priceGroupOf(byId('101'))).toBe(priceGroupOf({ ...byId('101'), car_model: ' xc60 ', car_brand: 'VOLVO' }))
  })

  it('rates nothing in a group under the minimum size', () => {
    const few = FIXTURE_STOCK.filter((c) => c.car_year === 2022).slice(0, MIN_GROUP_SIZE - 1)
    expect(ratePrices(points(few)).size).toBe(0)
  })

  it(`rates nothing with fewer than ${MIN_COMPARABLES} similar cars`, () => {
    // Eight cars two by two five years apart: each has only one similar car.
    const spread = [2008, 2013, 2018, 2023].flatMap((year) =>
      [0, 1].map((i) => ({
        ...byId('101'),
        car_id: `${year}-${i}`,
        car_year: year,
        car_price: Math.round(curvePrice(year, 1000 + i)),
      })),
    )
    expect(spread.length).toBeGreaterThanOrEqual(MIN_GROUP_SIZE)
    expect(ratePrices(points(spread)).size).toBe(0)
  })

  it('fits a stock of one model year (distance alone) without failing', () => {
    const oneYear = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => ({
      ...byId('101'),
      car_id: `y${i}`,
      car_year: 2022,
      car_odometer: 30_000 + i * 2_000,
      car_price: Math.round(curvePrice(2022, 30_000 + i * 2_000) * (i === 4 ? 0.85 : 1)),
    }))
    const ratings = ratePrices(points(oneYear))
    expect(ratings.get('y4')?.rating).toBe('great')
    expect(ratings.get('y0')?.rating).toBe('fair')
  })

  it('leaves out samples, cars without a price or year, and reads the campaign price', () => {
    const car = byId('101')
    expect(pricePointOf({ ...car, car_is_sample: true })).toBeNull()
    expect(pricePointOf({ ...car, car_price: 0 })).toBeNull()
    expect(pricePointOf({ ...car, car_year: null as unknown as number })).toBeNull()
    expect(payablePrice({ ...car, car_has_campaign_price: true, car_campaign_price: 1000 })).toBe(1000)
    expect(payablePrice({ ...car, car_has_campaign_price: false, car_campaign_price: 1000 })).toBe(car.car_price)
  })

  it('reads distance from the odometer, else from the market unit of the mileage', () => {
    expect(distanceKm({ car_odometer: 12_345, car_mileage: 1, car_country_code: 'SE' })).toBe(12_345)
    expect(distanceKm({ car_mileage: 1_234, car_country_code: 'SE' })).toBe(12_340)
    expect(distanceKm({ car_mileage: 1_000, car_country_code: 'GB' })).toBeCloseTo(1609.344)
    expect(distanceKm({ car_mileage: 1_000, car_country_code: 'FI' })).toBe(1000)
    expect(distanceKm({})).toBe(0)
  })
})

describe('gradeOf', () => {
  it('grades at the documented thresholds', () => {
    expect(gradeOf(-0.1)).toBe('great')
    expect(gradeOf(-0.0999)).toBe('good')
    expect(gradeOf(-0.04)).toBe('good')
    expect(gradeOf(-0.0399)).toBe('fair')
    expect(gradeOf(0.0599)).toBe('fair')
    expect(gradeOf(0.06)).toBe('high')
  })
})
