import { describe, expect, it } from 'vitest'
import { carDocument } from '../search/testing/fixture'
import {
  buildBreadcrumbJsonLd,
  carMetaDescription,
  carName,
  collapsedCount,
  currentPrice,
  dealerDisplayName,
  showsConnectedCarNotice,
  similarCarsFilters,
} from './detail'

const used = carDocument(42, {
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_model_text: 'XC60',
  car_version: 'T8 Recharge',
  car_is_used: true,
  car_body: 'SUV',
  car_fuel: 'Laddhybrid',
  car_site_region: 'Skåne län',
  car_price: 399_900,
  car_price_text: '399 900 kr',
  car_price_currency: 'SEK',
  car_odometer: 45_000,
  car_odometer_unit: 'km',
  car_year: 2021,
  car_mileage_text: '4 500 mil',
  car_gearbox: 'Automat',
  car_site_city: 'Malmö',
  car_chassino: 'YV1UZA8V1M1234567',
})

describe('carName', () => {
  it('joins brand, model and version without repeating the brand', () => {
    expect(carName(used)).toBe('Volvo XC60 T8 Recharge')
    expect(
      carName({ car_brand: 'MINI', car_model: 'Cooper', car_model_text: 'MINI Cooper SE', car_version: null }),
    ).toBe('MINI Cooper SE')
  })
  it('does not repeat the engine that model text and version share', () => {
    const car = { car_brand: 'Renault', car_model: 'Austral', car_model_text: 'Austral mild hybrid 160' }
    expect(carName({ ...car, car_version: 'mild hybrid 160 iconic' })).toBe('Renault Austral mild hybrid 160 iconic')
    expect(carName({ ...car, car_version: 'Iconic' })).toBe('Renault Austral mild hybrid 160 Iconic')
    expect(carName({ ...car, car_version: 'mild hybrid 160' })).toBe('Renault Austral mild hybrid 160')
  })
})

describe('collapsedCount', () => {
  it('collapses equipment to 3 only above 4 items', () => {
    expect(collapsedCount('equipment', 4)).toBe(4)
    expect(collapsedCount('equipment', 5)).toBe(3)
  })
  it('shows 5 technical rows collapsed', () => {
    expect(collapsedCount('technical', 12)).toBe(5)
    expect(collapsedCount('technical', 3)).toBe(3)
  })
})

describe('similarCarsFilters', () => {
  it('matches another stock car of the same region, body and fuel', () => {
    expect(similarCarsFilters(used)).toEqual({
      'car_id.neq': ['42'],
      car_site_region: ['Skåne län'],
      car_body: ['SUV'],
      car_fuel: ['Laddhybrid'],
    })
  })
  it('matches stock cars of the same brand and model for a sample', () => {
    const sample = { ...used, car_is_sample: true, car_is_used: false }
    expect(similarCarsFilters(sample)).toEqual({
      car_brand: ['Volvo'],
      car_model: ['XC60'],
      car_is_sample: ['false'],
    })
  })
  it('leaves out criteria the car lacks', () => {
    expect(similarCarsFilters({ ...used, car_body: null, car_fuel: undefined })).toEqual({
      'car_id.neq': ['42'],
      car_site_region: ['Skåne län'],
    })
  })
})

describe('dealerDisplayName', () => {
  it('leads with the brand for BMW and MINI dealers', () => {
    expect(dealerDisplayName({ site_official_name: 'Hedin Bil Bromma' }, 'BMW')).toBe('BMW Hedin Bil Bromma')
    expect(dealerDisplayName({ site_official_name: 'MINI Oslo' }, 'MINI')).toBe('MINI Oslo')
    expect(dealerDisplayName({ site_official_name: 'Hedin Bil Bromma' }, 'Volvo')).toBe('Hedin Bil Bromma')
  })
})

describe('currentPrice', () => {
  it('is the campaign price when the car has one', () => {
    const campaign = {
      ...used,
      car_has_campaign_price: true,
      car_campaign_price: 379_900,
      car_campaign_price_text: '379 900 kr',
    }
    expect(currentPrice(campaign)).toEqual({ amount: 379_900, text: '379 900 kr', previousText: '399 900 kr' })
    expect(currentPrice(used)).toEqual({ amount: 399_900, text: '399 900 kr', previousText: null })
    expect(currentPrice({ ...used, car_price: null })).toBeNull()
  })
})

describe('buildBreadcrumbJsonLd', () => {
  it('numbers the crumbs from 1', () => {
    const ld = buildBreadcrumbJsonLd([
      { name: 'Start', url: 'https://x.se/' },
      { name: 'Volvo XC60', url: 'https://x.se/kop-bil/42/volvo' },
    ])
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Start', item: 'https://x.se/' },
      { '@type': 'ListItem', position: 2, name: 'Volvo XC60', item: 'https://x.se/kop-bil/42/volvo' },
    ])
  })
})

describe('carMetaDescription', () => {
  it('names the car and its main facts', () => {
    expect(carMetaDescription(used, '399 900 kr')).toBe(
      'Volvo XC60 T8 Recharge. 2021, 4 500 mil, Laddhybrid, Automat, 399 900 kr, Malmö.',
    )
  })
})

describe('showsConnectedCarNotice', () => {
  it('warns about used cars up to model year 2020 on flagged sites only', () => {
    expect(showsConnectedCarNotice({ car_is_used: true, car_year: 2019 }, true)).toBe(true)
    expect(showsConnectedCarNotice({ car_is_used: true, car_year: 2021 }, true)).toBe(false)
    expect(showsConnectedCarNotice({ car_is_used: false, car_year: 2019 }, true)).toBe(false)
    expect(showsConnectedCarNotice({ car_is_used: true, car_year: 2019 }, false)).toBe(false)
  })
})
