import { describe, expect, it } from 'vitest'
import { generateCars } from '../../../data/inventory/cars'
import { cardMonthly, disclosureMarket, listExample } from './card-finance'
import { testCardOptions } from './card-options.fixture'

const SITE_OF_MARKET: Record<string, { site: string; lang: 'sv' | 'nb' | 'fi' | 'sk' | 'en' }> = {
  SE: { site: 'hedin-se', lang: 'sv' },
  NO: { site: 'hedin-no', lang: 'nb' },
  FI: { site: 'hedin-fi', lang: 'fi' },
  SK: { site: 'hedin-sk', lang: 'sk' },
  GB: { site: 'hedin-uk', lang: 'en' },
}

const cars = generateCars({ count: 1_500, seed: 7 })
const loanOf = (market: string) => cars.find((car) => car.car_country_code === market && car.car_loan_option)!

describe('a card’s monthly figure', () => {
  it('comes with its example for every financed car of every market, the example agreeing with the feed', () => {
    let financed = 0
    for (const car of cars) {
      const options = testCardOptions('/cars', SITE_OF_MARKET[car.car_country_code!]!)
      const monthly = cardMonthly(car, options.finance)
      if (car.car_loan_option) {
        financed++
        expect(monthly, `car ${car.car_id}`).toMatchObject({
          product: 'loan',
          text: car.car_loan_option.default_monthly_cost_text,
        })
        expect(monthly!.example.length).toBeGreaterThan(10)
      }
      expect(options.problems, `car ${car.car_id}`).toEqual([])
    }
    expect(financed).toBeGreaterThan(1_000)
  })

  it('speaks each market’s words: the effective rate, the UK’s representative APR, Norway’s five figures', () => {
    const line = (market: string) =>
      cardMonthly(loanOf(market), testCardOptions('/cars', SITE_OF_MARKET[market]).finance)!.example
    expect(line('SE')).toMatch(/^Effektiv ränta \d+,\d % · totalt .+\skr · \d+ mån$/)
    expect(line('FI')).toMatch(/^Todellinen vuosikorko \d+,\d % · yhteensä .+€ · \d+ kk$/)
    expect(line('SK')).toMatch(/^RPMN \d+,\d % · spolu .+€ · \d+ mes\.$/)
    expect(line('GB')).toMatch(/^Representative \d+\.\d% APR · total payable £[\d,]+ · \d+ months$/)
    expect(line('NO')).toMatch(/^Eff\. rente \d+,\d\d %, .+\skr o\/\d+ mnd\. Kostnad .+\skr\. Totalt .+\skr\.$/)
  })

  it('is left out, and the car named, when the finance data cannot give a complete example', () => {
    const loan = loanOf('SE').car_loan_option!
    const broken = {
      'a zero term': { ...loan, default_contract_duration: { months: 0 } },
      'a rate over 50 %': { ...loan, interest_rate: 60 },
      'a down payment above the price': {
        ...loan,
        contract_durations: loan.contract_durations.map((d) => ({ ...d, cash_amount_min_percentage: 120 })),
      },
      'missing fees': { ...loan, start_fee: undefined as unknown as number },
      'a monthly cost other than the example’s': { ...loan, default_monthly_cost: loan.default_monthly_cost + 50 },
    }
    for (const [what, option] of Object.entries(broken)) {
      const options = testCardOptions()
      // Straight from a feed row: the search document's schema would refuse some of these whole.
      const car = { car_id: '42', car_loan_option: option as typeof loan }
      expect(cardMonthly(car, options.finance), what).toBeNull()
      expect(options.problems, what).toEqual([['42', expect.any(String), expect.any(String)]])
    }
  })

  it('is not shown on a site without an inventory', () => {
    const options = testCardOptions('/cars', { site: 'charge-se', lang: 'sv' })
    expect(cardMonthly(loanOf('SE'), options.finance)).toBeNull()
  })
})

describe('the rate type an example states', () => {
  it('is fixed for UK hire purchase and variable for the Nordic and Slovak car loans', () => {
    const type = (market: 'SE' | 'NO' | 'FI' | 'SK' | 'GB') =>
      listExample([loanOf(market)], disclosureMarket({ market }))!.example.figures.borrowingRate.type
    expect(type('GB')).toBe('fixed')
    expect((['SE', 'NO', 'FI', 'SK'] as const).map(type)).toEqual(['variable', 'variable', 'variable', 'variable'])
  })
})

describe('the full example below a list', () => {
  it('is the first car’s whose loan gives one, named, skipping cars without a usable loan', () => {
    const swedish = cars.filter((car) => car.car_country_code === 'SE')
    const withLoan = swedish.filter((car) => car.car_loan_option)
    const broken = { ...withLoan[0]!, car_loan_option: { ...withLoan[0]!.car_loan_option!, interest_rate: 75 } }
    const leaseOnly = swedish.find((car) => !car.car_loan_option)!
    const shown = listExample([leaseOnly, broken, withLoan[1]!], 'SE')!
    expect(shown.car).toBe(`${withLoan[1]!.car_brand} ${withLoan[1]!.car_model}`)
    expect(shown.example.figures.instalment).toBe(withLoan[1]!.car_loan_option!.default_monthly_cost)
    expect(shown.example.lines.map((line) => line.field)).toContain('apr')
  })

  it('is none without a car with a loan or without a market', () => {
    expect(listExample([], 'SE')).toBeNull()
    expect(listExample([loanOf('SE')], null)).toBeNull()
  })
})
