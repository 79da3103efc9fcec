import { describe, expect, it } from 'vitest'
import { generateCars } from '../../../data/inventory/cars'
import {
  amountStops,
  annuity,
  calculateLoan,
  clampTypedAmount,
  downPaymentRange,
  durationFor,
  effectiveAnnualRate,
  loanDisclaimer,
  loanPeriods,
  nearestStop,
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

/*
 * Worked examples, computed outside this code base (Python, closed-form annuity; the effective
 * rate by Newton's method on the monthly rate i, annual = (1 + i)^12 - 1, as the Swedish
 * Consumer Credit Act and the EU directive behind it define the effective rate: the rate at
 * which the present value of everything the borrower pays equals the credit paid out).
 *
 * 1. SEK 300,000 price, 20 % down (60,000), credit 240,000, 60 months at 5.95 % nominal,
 *    start fee 695 paid at the start, invoice fee 59 with each instalment:
 *      r = 0.0595 / 12 = 0.0049583; payment = 240,000 * r / (1 - (1 + r)^-60) = 4,634.29 -> 4,634
 *      240,000 = 695 + (4,634 + 59) * sum_{k=1..60} (1 + i)^-k  gives i = 0.0054963
 *      effective rate = 1.0054963^12 - 1 = 6.7987 % -> 6.80 %
 *      (without fees it would be (1 + r)^12 - 1 = 6.115 %: the fees add 0.68 points)
 *      total payable = 695 + (4,634 + 59) * 60 = 282,275
 * 2. SEK 500,000, 100,000 down, credit 400,000, 36 months at 5.95 %, 40 % balloon (200,000):
 *      payment = (400,000 - 200,000 (1 + r)^-36) r / (1 - (1 + r)^-36) = 7,071.52 -> 7,072
 *      with the same fees and the balloon paid with the last instalment: 6.4465 % -> 6.45 %
 * 3. 12,000 at 0 % over 12 months with an invoice fee of 10: 1,000 a month, 1,010 paid;
 *      12,000 = 1,010 * sum_{k=1..12} (1 + i)^-k gives an effective rate of 1.8566 % -> 1.86 %
 */
describe('worked examples', () => {
  it('1: SEK 300,000, 20 % down, 60 months, 5.95 %, fees 695 and 59', () => {
    const result = calculateLoan({
      price: 300_000,
      downPayment: downPaymentRange(300_000, {
        months: 60,
        cash_amount_min_percentage: 20,
        cash_amount_max_percentage: 50,
      }).default,
      months: 60,
      annualRate: 5.95,
      startFee: 695,
      invoiceFee: 59,
    })
    expect(result).toEqual({
      credit: 240_000,
      balloon: 0,
      monthlyPayment: 4_634,
      effectiveRate: 6.8,
      totalCost: 282_275,
    })
  })

  it('2: a balloon of 40 % lowers the payment and is part of the effective rate', () => {
    const result = calculateLoan({
      price: 500_000,
      downPayment: 100_000,
      months: 36,
      annualRate: 5.95,
      residualPercentage: 40,
      startFee: 695,
      invoiceFee: 59,
    })
    expect(result).toMatchObject({ credit: 400_000, balloon: 200_000, monthlyPayment: 7_072, effectiveRate: 6.45 })
    expect(result.totalCost).toBe(695 + (7_072 + 59) * 36 + 200_000)
  })

  it('3: an interest-free loan with an invoice fee still has an effective rate', () => {
    const result = calculateLoan({
      price: 12_000,
      downPayment: 0,
      months: 12,
      annualRate: 0,
      startFee: 0,
      invoiceFee: 10,
    })
    expect(result).toMatchObject({ monthlyPayment: 1_000, effectiveRate: 1.86 })
  })

  it('compounds monthly: the effective rate is (1 + i)^12 - 1, not 12 i', () => {
    // 6 % nominal without fees: 1.005^12 - 1 = 6.1678 %, where simple interest would say 6 %.
    const monthlyPayment = annuity(100_000, 6, 24)
    expect(effectiveAnnualRate({ credit: 100_000, monthlyPayment, months: 24, startFee: 0, invoiceFee: 0 })).toBe(6.17)
  })
})

describe('slider stops', () => {
  it('keeps both ends and steps through round thousands', () => {
    expect(amountStops(80_580, 84_000, 1_000)).toEqual([80_580, 81_000, 82_000, 83_000, 84_000])
    expect(amountStops(80_000, 82_500, 1_000)).toEqual([80_000, 81_000, 82_000, 82_500])
    expect(amountStops(5_000, 5_000, 1_000)).toEqual([5_000])
  })

  it('finds the stop nearest a value', () => {
    const stops = amountStops(80_580, 84_000, 1_000)
    expect(nearestStop(stops, 80_580)).toBe(0)
    expect(nearestStop(stops, 82_400)).toBe(2)
    expect(nearestStop(stops, 999_999)).toBe(4)
    expect(nearestStop([12, 24, 36], 30)).toBe(1)
  })
})

describe('loan disclaimer', () => {
  it('fills {1} monthly, {2} down payment, {3} months, {4} rate and {5} effective rate', () => {
    const text = loanDisclaimer(
      'Månadskostnad {1} vid {2} kontantinsats och {3} månader. Ränta {4}, effektiv ränta {5}.',
      {
        monthlyPayment: '4 634 kr',
        downPayment: '60 000 kr',
        months: 60,
        interestRate: '5,95 %',
        effectiveRate: '6,80 %',
      },
    )
    expect(text).toBe(
      'Månadskostnad 4 634 kr vid 60 000 kr kontantinsats och 60 månader. Ränta 5,95 %, effektiv ränta 6,80 %.',
    )
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
