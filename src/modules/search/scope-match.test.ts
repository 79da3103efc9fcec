import { describe, expect, it } from 'vitest'
import { sitesSearching, sitesShowing } from './scope-match'

describe('sites an ingest touches', () => {
  it('finds the sites whose market and brands show a car', () => {
    expect(sitesShowing('cars', [{ car_id: 1, car_country_code: 'SE', car_brand: 'Volvo' }])).toEqual(['hedin-se'])
    expect(sitesShowing('cars', [{ car_id: 2, car_country_code: 'SE', car_brand: 'smart' }])).toEqual([
      'hedin-se',
      'brand-se',
    ])
    expect(sitesShowing('cars', [{ car_id: 3, car_country_code: 'GB', car_brand: 'BMW' }])).toEqual(['hedin-uk'])
  })

  it('matches list fields such as a dealer site brands', () => {
    expect(sitesShowing('sites', [{ site_id: 9, country_code: 'NO', site_brands: ['BMW', 'MINI'] }])).toEqual([
      'hedin-no',
      'brand-no',
    ])
  })

  it('ignores what is not a document, and knows who searches an index at all', () => {
    expect(sitesShowing('cars', ['13000013', null])).toEqual([])
    expect(sitesSearching('kits')).toEqual(['hedin-fi'])
    expect(sitesSearching('cars')).toHaveLength(8)
  })
})
