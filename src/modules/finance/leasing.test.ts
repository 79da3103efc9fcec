import { describe, expect, it } from 'vitest'
import { generateCars } from '../../../data/inventory/cars'
import {
  cashAmountRange,
  companyLeasingCost,
  companyLeasingPrice,
  defaultCompanyLeasing,
  findLeasingRow,
  leasingDisclaimer,
  leasingDistanceUnit,
  leasingMileages,
  leasingMonths,
  privateLeasingMonths,
  type CompanyLeasingOffer,
  type CompanyLeasingRow,
} from './leasing'

const row = (mileage: number, months: number, residual: number): CompanyLeasingRow => ({
  mileage,
  months,
  residual_percentage: residual,
  cash_amount_min_percentage: 0,
  cash_amount_max_percentage: 30,
  cash_amount_min_percentage_text: '0 %',
  cash_amount_max_percentage_text: '30 %',
})

const rows = [row(2000, 36, 42), row(1500, 48, 46), row(1500, 24, 58), row(1500, 36, 50), row(1000, 36, 54)]

/*
 * Worked example, computed outside this code base (Python, closed-form annuity with a balloon):
 * SEK 400,000 without VAT, 36 months at 5.2 %, residual 50 % (200,000).
 *   r = 0.052 / 12; rent = (400,000 - 200,000 (1 + r)^-36) r / (1 - (1 + r)^-36) = 6,878.82 -> 6,879
 *   with a cash amount of 50,000 the annuity runs on 350,000: 5,375.78 -> 5,376
 */
describe('company leasing cost', () => {
  it('is an annuity on the price less the cash amount with the residual as the balloon', () => {
    const chosen = findLeasingRow(rows, 1500, 36)
    expect(companyLeasingCost({ price: 400_000, cashAmount: 0, row: chosen, interestRate: 5.2 })).toEqual({
      residualValue: 200_000,
      financed: 400_000,
      monthlyCost: 6_879,
    })
    expect(companyLeasingCost({ price: 400_000, cashAmount: 50_000, row: chosen, interestRate: 5.2 }).monthlyCost).toBe(
      5_376,
    )
  })

  it('costs nothing more a month once the cash amount covers all but the residual', () => {
    expect(
      companyLeasingCost({
        price: 100_000,
        cashAmount: 60_000,
        row: { months: 36, residual_percentage: 50 },
        interestRate: 5,
      }).monthlyCost,
    ).toBe(0)
  })
})

describe('company leasing options', () => {
  it('offers the distances and, per distance, the lengths in order', () => {
    expect(leasingMileages(rows)).toEqual([1000, 1500, 2000])
    expect(leasingMonths(rows, 1500)).toEqual([24, 36, 48])
    expect(leasingMonths(rows, 2000)).toEqual([36])
  })

  it('keeps the nearest length when a distance does not offer the chosen one', () => {
    expect(findLeasingRow(rows, 1500, 48)).toBe(rows[1])
    expect(findLeasingRow(rows, 2000, 48)).toBe(rows[0])
    expect(findLeasingRow(rows, 1900, 24)).toBe(rows[0])
    expect(() => findLeasingRow([], 1500, 36)).toThrow(RangeError)
  })

  it('allows a cash amount between the percentages, never leaving less than the residual', () => {
    expect(cashAmountRange(402_900, row(1500, 36, 50))).toEqual({ min: 0, max: 121_000, step: 1_000, default: 0 })
    expect(cashAmountRange(100_000, { ...row(1500, 36, 80), cash_amount_min_percentage: 10 })).toMatchObject({
      min: 10_000,
      max: 20_000,
    })
  })

  it('prices the default choice', () => {
    const offer: CompanyLeasingOffer = {
      interest_rate: 5.2,
      company_leasing_options: rows,
      default_company_leasing_option: { mileage: 1500, cash_amount: 0, contract_length: 36 },
    }
    expect(defaultCompanyLeasing(offer, 400_000)).toMatchObject({ row: rows[3], cashAmount: 0, monthlyCost: 6_879 })
  })

  it('finances the price without VAT, the campaign price when there is one', () => {
    expect(companyLeasingPrice({ car_retail_price_exkl_vat: 320_000 })).toBe(320_000)
    expect(
      companyLeasingPrice({
        car_has_campaign_price: true,
        car_campaign_price_exkl_vat: 300_000,
        car_retail_price_exkl_vat: 320_000,
      }),
    ).toBe(300_000)
    expect(companyLeasingPrice({ car_has_campaign_price: false, car_campaign_price_exkl_vat: 300_000 })).toBeNull()
  })
})

describe('leasing texts', () => {
  it('fills the named placeholders and leaves unknown ones visible', () => {
    const text = leasingDisclaimer(
      'Företagsleasing {monthly_cost} exkl. moms i {months} månader, {mileage}. Uppläggningsavgift {start_fee}, aviavgift {invoice_fee}. {other}',
      {
        monthly_cost: '6 879 kr',
        months: 36,
        mileage: '1 500 mil/år',
        start_fee: '695 kr',
        invoice_fee: '59 kr',
        residual_value: undefined,
      },
    )
    expect(text).toBe(
      'Företagsleasing 6 879 kr exkl. moms i 36 månader, 1 500 mil/år. Uppläggningsavgift 695 kr, aviavgift 59 kr. {other}',
    )
  })

  it("reads a private offer's length from the car's leasing summary, else from its text", () => {
    expect(privateLeasingMonths('36 mån', [{ leasing_type: 'Company', duration: 48 }])).toBe(36)
    expect(privateLeasingMonths('36 mån', [{ leasing_type: 'Private', duration: 24 }])).toBe(24)
    expect(privateLeasingMonths(null, [])).toBeNull()
  })
})

describe('leasing distances', () => {
  it('are in Swedish mil in Sweden, miles in the UK and km elsewhere', () => {
    expect(leasingDistanceUnit('SE')).toBe('mil')
    expect(leasingDistanceUnit('GB')).toBe('miles')
    expect(leasingDistanceUnit('NO')).toBe('km')
    expect(leasingDistanceUnit(null)).toBe('km')
  })
})

describe('the demo inventory', () => {
  it("states private leasing distances in the market's leasing unit", () => {
    const cars = generateCars({ count: 400, seed: 7 }).filter((car) => car.car_private_leasing_option)
    for (const country of ['SE', 'NO'] as const) {
      const texts = cars
        .filter((car) => car.car_country_code === country)
        .map((car) => car.car_private_leasing_option!.mileage_text)
      expect(texts.length).toBeGreaterThan(0)
      for (const text of texts) expect(text).toMatch(country === 'SE' ? / mil\/år$/ : / km\/år$/)
    }
  })

  it("prices every car's company leasing as the panel does with the offer's default", () => {
    const cars = generateCars({ count: 400, seed: 7 }).filter((car) => car.car_company_leasing_option)
    expect(cars.length).toBeGreaterThan(50)
    for (const car of cars) {
      const offer = car.car_company_leasing_option!
      const price = companyLeasingPrice(car)
      expect(price).not.toBeNull()
      const result = defaultCompanyLeasing(offer, price!)
      expect(result.row.months).toBe(offer.default_company_leasing_option.contract_length)
      expect(result.row.mileage).toBe(offer.default_company_leasing_option.mileage)
      expect(result.monthlyCost).toBe(offer.default_monthly_cost)
      expect(result.monthlyCost).toBe(car.car_companyleasing_monthly_cost)
    }
  })
})
