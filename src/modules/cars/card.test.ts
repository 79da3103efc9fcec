import { describe, expect, it } from 'vitest'
import { generateCars } from '../../../data/inventory/cars'
import { carDocument } from '../search/testing/fixture'
import { carDetailHref } from './card'
import { toCarCard, toCarCards } from './card-document'
import { testCardOptions } from './card-options.fixture'

describe('car cards', () => {
  it('shows the campaign price with the ordinary price struck through', () => {
    const card = toCarCard(
      carDocument(7, {
        car_price_text: '402 900 kr',
        car_campaign_price: 379_900,
        car_campaign_price_text: '379 900 kr',
        car_has_campaign_price: true,
        car_mileage_text: '2 076 mil',
        car_year: 2025,
      }),
      testCardOptions('/kop-bil'),
    )
    expect(card).toMatchObject({
      id: '7',
      href: '/kop-bil/7/car-7',
      price: '379 900 kr',
      previousPrice: '402 900 kr',
      campaign: true,
      mileage: '2 076 mil',
      year: 2025,
      exVat: false,
    })
  })

  it('marks vans as priced without VAT', () => {
    expect(toCarCard(carDocument(8, { car_vehicle_type_code: 'LCV' }), testCardOptions('/kop-bil'))?.exVat).toBe(true)
  })

  it("takes the monthly cost from the loan with its example, else a van's company leasing with its terms", () => {
    const financed = generateCars({ count: 200, seed: 1 }).find(
      (c) => c.car_loan_option && c.car_country_code === 'SE',
    )!
    expect(toCarCard(financed, testCardOptions('/kop-bil'))?.monthly).toEqual({
      label: financed.car_loan_option!.title,
      text: financed.car_loan_option!.default_monthly_cost_text,
      product: 'loan',
      example: expect.stringMatching(/^Effektiv ränta \d+,\d % · totalt [\d\s]+\skr · \d+ mån$/),
    })
    const van = toCarCard(
      carDocument(10, {
        car_vehicle_type_code: 'LCV',
        car_leasing_options: [
          {
            leasing_type: 'Private',
            title: 'Privatleasing',
            monthly_cost: 4000,
            monthly_cost_text: '4 000 kr/mån',
            duration: 36,
            mileage: 1500,
          },
          {
            leasing_type: 'Company',
            title: 'Företagsleasing',
            monthly_cost: 3000,
            monthly_cost_text: '3 000 kr/mån',
            duration: 36,
            mileage: 1500,
          },
        ],
      }),
      testCardOptions('/kop-bil'),
    )
    expect(van?.monthly).toEqual({
      label: 'Företagsleasing',
      text: '3 000 kr/mån',
      product: 'leasing',
      example: '36 mån · 1\u00a0500 mil/år',
    })
  })

  it('has no image when the car has none, for the missing-image fallback', () => {
    expect(toCarCard(carDocument(11, {}), testCardOptions('/kop-bil'))?.image).toBeNull()
  })

  it('builds cards from projected documents and skips unusable ones', () => {
    const cards = toCarCards(
      [{ car_id: '12', car_brand: 'Volvo', car_model: 'XC40' }, { car_brand: 'x' }],
      testCardOptions('/buy-car/car/'),
    )
    expect(cards.map((card) => card.href)).toEqual(['/buy-car/car/12'])
  })

  it('builds the detail path from the base, id and slug', () => {
    expect(carDetailHref('/en/buy-car/car', '51000001', 'land-rover-evoque-2020')).toBe(
      '/en/buy-car/car/51000001/land-rover-evoque-2020',
    )
  })
})
