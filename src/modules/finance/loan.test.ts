import { describe, expect, it } from 'vitest'
import { generateCars } from '../../../data/inventory/cars'
import {
  annuity,
  calculateLoan,
  clampTypedAmount,
  downPaymentRange,
  durationFor,
  effectiveAnnualRate,
  loanPeriods,
} from './loan'

/** Present value of the borrower's payments at a yearly rate, written out independently. */
function presentValue(
  rate: number,
  payment: number,
  months: number,
  startFee: number,
  invoiceFee: number,
  balloon = 0,
) {
  let value = startFee
  for (let k = 1; k <= months; k++) value += (payment + invoiceFee) / (1 + rate) ** (k / 12)
  return value + balloon / (1 + rate) ** (months / 12)
}

describe('annuity', () => {
  it('pays a loan down with interest at the annual rate / 12, rounded', () => {
    expect(annuity(100_000, 6, 12)).toBe(8_607)
    expect(annuity(322_320, 7.45, 60)).toBe(6_451)
  })

  it('spreads an interest-free loan evenly and leaves a balloon to the end', () => {
    expect(annuity(120_000, 0, 12)).toBe(10_000)
    expect(annuity(100_000, 6, 36, 40_000)).toBeLessThan(annuity(100_000, 6, 36))
    expect(annuity(100_000, 0, 10, 50_000)).toBe(5_000)
  })
})

describe('down payment and period', () => {
  const duration = { months: 60, cash_amount_min_percentage: 20, cash_amount_max_percentage: 50 }

  it('runs from the minimum percentage (the default) to the maximum rounded to 1,000', () => {
    expect(downPaymentRange(402_900, duration)).toEqual({ min: 80_580, max: 201_000, step: 1_000, default: 80_580 })
  })

  it('offers the contract periods in order and finds the nearest', () => {
    const durations = [72, 12, 36, 24, 60, 48].map((months) => ({ ...duration, months }))
    expect(loanPeriods(durations)).toEqual([12, 24, 36, 48, 60, 72])
    expect(durationFor(durations, 50).months).toBe(48)
    expect(() => durationFor([], 12)).toThrow(RangeError)
  })

  it('reads a typed amount: spaces and leading zeros stripped, clamped', () => {
    expect(clampTypedAmount('00 95 000', 80_000, 200_000)).toBe(95_000)
    expect(clampTypedAmount('1 000', 80_000, 200_000)).toBe(80_000)
    expect(clampTypedAmount('999999', 80_000, 200_000)).toBe(200_000)
    expect(clampTypedAmount('', 0, 10)).toBeNull()
    expect(clampTypedAmount('12a', 0, 10)).toBeNull()
  })
})

describe('effective annual rate', () => {
  it('equals the compounded nominal rate when there are no fees', () => {
    const payment = annuity(100_000, 7.45, 60)
    const rate = effectiveAnnualRate({
      credit: 100_000,
      monthlyPayment: payment,
      months: 60,
      startFee: 0,
      invoiceFee: 0,
    })
    expect(rate).toBeCloseTo(((1 + 0.0745 / 12) ** 12 - 1) * 100, 1)
  })

  it('is the rate at which the payments, fees and balloon are worth the credit', () => {
    const result = calculateLoan({
      price: 402_900,
      downPayment: 80_580,
      months: 60,
      annualRate: 7.45,
      startFee: 695,
      invoiceFee: 59,
    })
    expect(result.credit).toBe(322_320)
    expect(result.effectiveRate).toBeGreaterThan(7.71)
    const pv = presentValue(result.effectiveRate / 100, result.monthlyPayment, 60, 695, 59)
    expect(Math.abs(pv - result.credit) / result.credit).toBeLessThan(0.0002)
    expect(result.totalCost).toBe(695 + (result.monthlyPayment + 59) * 60)
  })

  it('counts the balloon', () => {
    const result = calculateLoan({
      price: 500_000,
      downPayment: 100_000,
      months: 36,
      annualRate: 5.95,
      residualPercentage: 40,
      startFee: 695,
      invoiceFee: 59,
    })
    expect(result.balloon).toBe(200_000)
    const pv = presentValue(result.effectiveRate / 100, result.monthlyPayment, 36, 695, 59, 200_000)
    expect(Math.abs(pv - result.credit) / result.credit).toBeLessThan(0.0002)
  })

  it('is zero with nothing borrowed', () => {
    expect(
      calculateLoan({ price: 100, downPayment: 100, months: 12, annualRate: 5, startFee: 0, invoiceFee: 0 }),
    ).toMatchObject({
      credit: 0,
      monthlyPayment: 0,
      effectiveRate: 0,
    })
  })
})

describe('the demo inventory', () => {
  it("prices every car's default loan as the calculator does with its defaults", () => {
    const cars = generateCars({ count: 300, seed: 4 }).filter((car) => car.car_loan_option)
    expect(cars.length).toBeGreaterThan(100)
    for (const car of cars) {
      const loan = car.car_loan_option!
      const months = loan.default_contract_duration.months
      const duration = durationFor(loan.contract_durations, months)
      const result = calculateLoan({
        price: loan.price,
        downPayment: downPaymentRange(loan.price, duration).default,
        months,
        annualRate: loan.interest_rate,
        residualPercentage: duration.residual_percentage,
        startFee: loan.start_fee,
        invoiceFee: loan.invoice_fee,
      })
      expect(result.monthlyPayment).toBe(loan.default_monthly_cost)
    }
  })
})
