import { describe, expect, it } from 'vitest'
import {
  ageRetention,
  annualPercentageRate,
  calculateQuote,
  guaranteedFutureValue,
  mileageRetention,
  productOffer,
  QuoteUnavailableError,
  regularPayment,
  vehicleAgeYears,
  type QuoteRequest,
  type QuoteVehicle,
} from './quote-engine'

/*
 * Worked examples. The figures were computed independently of this module, with 40-digit
 * arithmetic (Python mpmath): the instalment as credit less the balloon's present value, divided
 * by the sum of 1/(1 + i)^k for k = 1..n, i = 9.9 % / 12; the APR as the root X of
 * sum(payment_k * (1 + X)^(-k/12)) = credit, solved for X directly rather than via a monthly rate.
 *
 * HP: a used car at £12,000, deposit £1,200 (10 %), credit £10,800, 48 instalments at 9.9 %.
 *   instalment 273.39752905 -> £273.40; first instalment + £99 documentation fee, last + £10
 *   option-to-purchase fee; APR 10.9277... -> 10.9 %; total payable 1,200 + 48 x 273.40 + 109
 *   = £14,432.20; total charge for credit £2,432.20.
 *
 * PCP: a used car at £24,000 first registered 2022-03-01, 30,000 miles, quoted 2025-03-01
 *   (age 1,096 / 365.25 = 3.000684 years), 36 instalments, 10,000 miles a year, deposit £2,400.
 *   The final payment falls 37 months on: age 6.084018, odometer 60,833.33 miles.
 *   The car is past the 20 % band, so its age keeps 0.85^2.999316 x 0.9^0.084018
 *   = 0.614193 x 0.991187, and its mileage (150,000 + 30,000) / (150,000 + 60,833.33) = 0.853755:
 *   0.519749 in all; 90 % of £24,000 x 0.519749 = £11,226.58 -> GFV £11,226.
 *   instalment 429.06928639 -> £429.07; final payment £11,236 (GFV + £10); APR 10.6212... ->
 *   10.6 %; total payable 2,400 + 36 x 429.07 + 99 + 11,236 = £29,181.52; charge £5,181.52.
 */

const hpCar: QuoteVehicle = { cashPrice: 12_000_00, status: 'PreOwned', firstRegistered: '2023-06-15', mileage: 18_000 }
const pcpCar: QuoteVehicle = {
  cashPrice: 24_000_00,
  status: 'PreOwned',
  firstRegistered: '2022-03-01',
  mileage: 30_000,
}

const request = (overrides: Partial<QuoteRequest>): QuoteRequest => ({
  family: 'HP',
  vehicle: hpCar,
  term: 48,
  annualMileage: null,
  calculation: { type: 'ToRegularPayment', deposit: 1_200_00 },
  asOf: '2025-03-01',
  ...overrides,
})

const pcpRequest = (overrides: Partial<QuoteRequest> = {}) =>
  request({
    family: 'PCP',
    vehicle: pcpCar,
    term: 36,
    annualMileage: 10_000,
    calculation: { type: 'ToRegularPayment', deposit: 2_400_00 },
    ...overrides,
  })

describe('HP quote', () => {
  it('matches the worked example', () => {
    const quote = calculateQuote(request({}))
    expect(quote).toMatchObject({
      cashPrice: 12_000_00,
      deposit: 1_200_00,
      credit: 10_800_00,
      term: 48,
      durationMonths: 48,
      regularPayment: 273_40,
      finalPayment: null,
      guaranteedFutureValue: null,
      annualMileage: null,
      ratePct: 9.9,
      apr: 10.9,
      totalPayable: 14_432_20,
      totalChargeForCredit: 2_432_20,
      adjustments: [],
    })
    expect(quote.payments).toHaveLength(48)
    expect(quote.payments[0]).toEqual({ month: 1, amount: 273_40 + 99_00 })
    expect(quote.payments[47]).toEqual({ month: 48, amount: 273_40 + 10_00 })
  })

  it('ignores an annual mileage, which only PCP contracts carry', () => {
    expect(calculateQuote(request({ annualMileage: 25_000 })).annualMileage).toBeNull()
  })
})

describe('PCP quote', () => {
  it('matches the worked example', () => {
    expect(vehicleAgeYears('2022-03-01', '2025-03-01')).toBeCloseTo(3.000684, 6)
    expect(guaranteedFutureValue(pcpCar, 36, 10_000, '2025-03-01')).toBe(11_226_00)
    const quote = calculateQuote(pcpRequest())
    expect(quote).toMatchObject({
      credit: 21_600_00,
      term: 36,
      durationMonths: 37,
      regularPayment: 429_07,
      guaranteedFutureValue: 11_226_00,
      finalPayment: 11_236_00,
      annualMileage: 10_000,
      excessMileagePencePerMile: 10,
      apr: 10.6,
      totalPayable: 29_181_52,
      totalChargeForCredit: 5_181_52,
      adjustments: [],
    })
    expect(quote.payments.at(-1)).toEqual({ month: 37, amount: 11_236_00 })
  })

  it('guarantees less for more miles, an older car and a longer term', () => {
    const gfv = (vehicle: QuoteVehicle, term: number, miles: number) =>
      guaranteedFutureValue(vehicle, term, miles, '2025-03-01')
    expect(gfv(pcpCar, 36, 15_000)).toBeLessThan(gfv(pcpCar, 36, 10_000))
    expect(gfv(pcpCar, 48, 10_000)).toBeLessThan(gfv(pcpCar, 36, 10_000))
    // Each mile costs a high-mileage car a smaller share of its (already lower) price.
    expect(gfv({ ...pcpCar, mileage: 60_000 }, 36, 10_000)).toBeGreaterThan(gfv(pcpCar, 36, 10_000))
    // A new car loses a fifth of its value a year, a six-year-old one a tenth.
    expect(ageRetention(0, 1)).toBeCloseTo(0.8, 10)
    expect(ageRetention(6, 7)).toBeCloseTo(0.9, 10)
    expect(ageRetention(2.5, 3.5)).toBeCloseTo(Math.sqrt(0.8 * 0.85), 10)
    expect(mileageRetention(0, 150_000)).toBe(0.5)
  })

  it('lowers the instalment as the GFV rises with fewer miles', () => {
    const low = calculateQuote(pcpRequest({ annualMileage: 6_000 }))
    const high = calculateQuote(pcpRequest({ annualMileage: 20_000 }))
    expect(low.regularPayment).toBeLessThan(high.regularPayment)
    expect(low.guaranteedFutureValue).toBeGreaterThan(high.guaranteedFutureValue!)
  })

  it('is not offered when the car would be over 8 years old at the end', () => {
    const old = { ...pcpCar, firstRegistered: '2016-01-01' }
    expect(productOffer('PCP', old, '2025-03-01')).toBeNull()
    expect(() => calculateQuote(pcpRequest({ vehicle: old }))).toThrow(QuoteUnavailableError)
    // HP runs until the car is 12: at 9.2 years, 24 months fit and 36 do not.
    expect(productOffer('HP', old, '2025-03-01')?.terms).toEqual([12, 24])
  })

  it('offers only the terms and mileages that keep the odometer under 100,000 miles', () => {
    const worn = { ...pcpCar, firstRegistered: '2023-03-01', mileage: 80_000 }
    const offer = productOffer('PCP', worn, '2025-03-01')!
    // 20,000 miles left: 5,000 a year fits 37 months (15,417 miles), not 49 (20,417).
    expect(offer.terms).toEqual([24, 36])
    expect(offer.mileage).toMatchObject({ min: 5_000, max: 9_000, step: 1_000, default: 6_000 })
    const quote = calculateQuote(pcpRequest({ vehicle: worn, term: 48, annualMileage: 12_000 }))
    expect(quote.term).toBe(36)
    expect(quote.annualMileage).toBe(6_000)
    expect(quote.adjustments).toEqual([
      { field: 'Term', requested: 48, applied: 36 },
      { field: 'AnnualMileage', requested: 12_000, applied: 6_000 },
    ])
  })
})

describe('limits', () => {
  it('offers every HP term with deposits from 10 % to 50 % of the price', () => {
    const offer = productOffer('HP', hpCar, '2025-03-01')!
    expect(offer.terms).toEqual([12, 24, 36, 48, 60])
    expect(offer.defaultTerm).toBe(48)
    expect(offer.deposit).toEqual({ min: 1_200_00, max: 6_000_00, default: 1_200_00 })
    // the largest payment: smallest deposit over the shortest term; the smallest: largest over the longest
    const at = (deposit: number, term: number) => regularPayment(12_000_00 - deposit, 0.099 / 12, term)
    expect(offer.payment).toEqual({ min: at(6_000_00, 60), max: at(1_200_00, 12), default: at(1_200_00, 48) })
    expect(offer.payment.default).toBe(273_40)
  })

  it('clamps a deposit, a term and a mileage outside the limits, and says so', () => {
    const small = calculateQuote(request({ calculation: { type: 'ToRegularPayment', deposit: 500_00 } }))
    expect(small.deposit).toBe(1_200_00)
    expect(small.adjustments).toEqual([{ field: 'CashDeposit', requested: 500_00, applied: 1_200_00 }])
    const large = calculateQuote(request({ calculation: { type: 'ToRegularPayment', deposit: 11_000_00 } }))
    expect(large.deposit).toBe(6_000_00)
    expect(calculateQuote(request({ term: 100 })).term).toBe(60)
    expect(calculateQuote(request({ term: 30 })).term).toBe(24)
    expect(calculateQuote(request({ term: 42 })).term).toBe(36)
    const miles = calculateQuote(pcpRequest({ annualMileage: 10_400 }))
    expect(miles.annualMileage).toBe(10_000)
    // 70,000 miles left over 37 months: at most 22,702 a year, 22,000 in whole steps.
    expect(calculateQuote(pcpRequest({ annualMileage: 90_000 })).annualMileage).toBe(22_000)
  })

  it('keeps the PCP deposit low enough that the credit still exceeds the minimum payment', () => {
    const offer = productOffer('PCP', pcpCar, '2025-03-01')!
    const quote = calculateQuote(pcpRequest({ calculation: { type: 'ToRegularPayment', deposit: offer.deposit.max } }))
    expect(quote.regularPayment).toBeGreaterThanOrEqual(50_00)
  })

  it('refuses unknown products and cars too cheap to finance', () => {
    expect(() => calculateQuote(request({ family: 'LEASE' }))).toThrow('This finance product is not available.')
    const cheap = { ...hpCar, cashPrice: 1_000_00 }
    expect(productOffer('HP', cheap, '2025-03-01')).toBeNull()
    try {
      calculateQuote(request({ vehicle: cheap }))
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(QuoteUnavailableError)
      expect((error as QuoteUnavailableError).code).toBe('VEHICLE_INELIGIBLE')
    }
  })
})

describe('ToCashDeposit', () => {
  it('finds the deposit for a payment, the inverse of ToRegularPayment', () => {
    const quote = calculateQuote(request({ calculation: { type: 'ToCashDeposit', regularPayment: 273_40 } }))
    expect(quote.deposit).toBe(1_200_00)
    expect(quote.regularPayment).toBe(273_40)
    const pcp = calculateQuote(pcpRequest({ calculation: { type: 'ToCashDeposit', regularPayment: 429_07 } }))
    expect(pcp.deposit).toBe(2_400_00)
  })

  it('rounds the deposit up to whole pounds, so the payment never exceeds the one asked for', () => {
    const quote = calculateQuote(request({ calculation: { type: 'ToCashDeposit', regularPayment: 250_00 } }))
    expect(quote.deposit % 100).toBe(0)
    expect(quote.regularPayment).toBeLessThanOrEqual(250_00)
    expect(quote.regularPayment).toBeGreaterThan(249_00)
  })

  it('clamps a payment outside the range to the nearest one the lender allows', () => {
    const offer = productOffer('HP', hpCar, '2025-03-01')!
    const quote = calculateQuote(request({ calculation: { type: 'ToCashDeposit', regularPayment: 5_000_00 } }))
    expect(quote.deposit).toBe(offer.deposit.min)
    expect(quote.adjustments[0]).toMatchObject({ field: 'RegularPayment', requested: 5_000_00 })
    const tiny = calculateQuote(request({ calculation: { type: 'ToCashDeposit', regularPayment: 1_00 } }))
    expect(tiny.deposit).toBe(6_000_00)
  })
})

describe('annualPercentageRate', () => {
  it('annualises the monthly rate as (1 + i)^12 - 1 when there are no fees', () => {
    // 9.9 % / 12 = 0.825 % a month -> 1.00825^12 - 1 = 10.3618 % -> 10.4 %
    const payment = regularPayment(10_000_00, 0.099 / 12, 36)
    const payments = Array.from({ length: 36 }, (_, k) => ({ month: k + 1, amount: payment }))
    expect(annualPercentageRate(10_000_00, payments)).toBe(10.4)
  })

  it('is 0 for an interest-free credit and rises with fees', () => {
    const flat = Array.from({ length: 10 }, (_, k) => ({ month: k + 1, amount: 100_00 }))
    expect(annualPercentageRate(1_000_00, flat)).toBe(0)
    const withFee = [{ month: 1, amount: 200_00 }, ...flat.slice(1)]
    expect(annualPercentageRate(1_000_00, withFee)).toBeGreaterThan(20)
  })
})
