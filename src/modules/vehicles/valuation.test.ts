import { describe, expect, it } from 'vitest'
import { mileageAdjusted, percentile, valuate, type Comparable } from './valuation'

const deps = (cars: Comparable[], seen: unknown[] = []) => ({
  currency: 'SEK',
  kmPerUnit: 10,
  findComparables: async (query: unknown) => {
    seen.push(query)
    return cars
  },
})

describe('percentile', () => {
  it('interpolates between ranks', () => {
    expect(percentile([100, 200, 300, 400, 500], 25)).toBe(200)
    expect(percentile([100, 200, 300, 400], 75)).toBe(325)
    expect(percentile([7], 25)).toBe(7)
  })
})

describe('mileageAdjusted', () => {
  it('raises the price of a car driven more than the visitor’s, lowers it for one driven less, within ±30 %', () => {
    const car = { price: 200_000, year: 2021, mileage: 5000 }
    // 1000 mil (10,000 km) more on the stock car: the visitor's is worth 3 % more.
    expect(mileageAdjusted(car, 4000, 10)).toBeCloseTo(206_000)
    expect(mileageAdjusted(car, 6000, 10)).toBeCloseTo(194_000)
    expect(mileageAdjusted(car, 1_000_000, 10)).toBeCloseTo(140_000)
    expect(mileageAdjusted(car, null, 10)).toBe(200_000)
  })
})

describe('valuate', () => {
  it('looks up the plate, asks for the model ±2 years and answers the 25th–75th percentile', async () => {
    const seen: unknown[] = []
    const cars = [300_000, 320_000, 340_000, 360_000, 380_000].map((price) => ({ price, year: 2021, mileage: null }))
    const result = await valuate('ABC123', 3000, deps(cars, seen))
    expect(seen).toEqual([{ make: 'Volvo', model: 'XC60', fromYear: 2019, toYear: 2023 }])
    expect(result).toEqual({
      make: 'Volvo',
      model: 'XC60',
      year: 2021,
      low: 320_000,
      high: 360_000,
      currency: 'SEK',
      comparables: 5,
    })
  })

  it('answers nulls for an unknown plate and a range of nulls below 3 comparables', async () => {
    expect(await valuate('ZZZ999', 0, deps([]))).toMatchObject({ make: null, low: null, high: null })
    const two = [1, 2].map(() => ({ price: 100_000, year: 2021, mileage: 1000 }))
    expect(await valuate('ABC123', 1000, deps(two))).toEqual({
      make: 'Volvo',
      model: 'XC60',
      year: 2021,
      low: null,
      high: null,
      currency: null,
      comparables: 2,
    })
  })
})
