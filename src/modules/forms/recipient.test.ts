import { describe, expect, it } from 'vitest'
import { dealerSiteSchema } from '@/modules/search/documents'
import { carDocument } from '@/modules/search/testing/fixture'
import {
  dealerSellsBrand,
  enquiryCarTitle,
  parseEnquiryCar,
  sampleRecipient,
  stockCarRecipient,
  type EnquiryCar,
} from './recipient'

const department = (group: string, email: string | null, brands: string[] = [], erp = '') => ({
  name: group === 'New cars' ? 'Nybilsförsäljning' : group,
  official_name: `Hedin Bil Malmö – ${group}`,
  group,
  email,
  erp_id: erp || null,
  brands: brands.map((name) => ({ brand_code: name.slice(0, 2).toUpperCase(), name })),
})

const dealer = (departments: unknown[], extra: Record<string, unknown> = {}) =>
  dealerSiteSchema.parse({
    site_id: '1104',
    slug: 'hedin-bil-malmo',
    site_official_name: 'Hedin Bil Malmö',
    site_email: 'info@malmo.example.se',
    site_brands: ['Volvo', 'Škoda'],
    country_code: 'SE',
    site_departments: departments,
    ...extra,
  })

const car = (fields: Record<string, unknown>): EnquiryCar => parseEnquiryCar(carDocument(11000006, fields))!

describe('enquiry car', () => {
  it('reads the fields an enquiry needs from a search document, leniently', () => {
    const parsed = parseEnquiryCar({
      car_id: 17,
      car_brand: 'Kia',
      car_model: 'EV6',
      car_version: 'GT-Line',
      car_site_id: '1101',
      car_site_leads_email: 'not an address',
      car_loan_option: { broken: true },
    })
    expect(parsed).toMatchObject({ car_id: '17', car_is_sample: false, car_site_leads_email: null })
    expect(enquiryCarTitle(parsed!)).toBe('Kia EV6 GT-Line')
    expect(parseEnquiryCar({ car_id: 'x' })).toBeNull()
  })
})

describe('sample recipient', () => {
  it('is the new-car sales department that lists the car’s brand', () => {
    const site = dealer([
      department('Used cars', 'begagnat@malmo.example.se'),
      department('New cars', 'nybil-volvo@malmo.example.se', ['Volvo'], '110410'),
      department('New cars', 'nybil-skoda@malmo.example.se', ['Škoda'], '110411'),
    ])
    expect(sampleRecipient({ car_brand: 'skoda' }, site)).toEqual({
      name: 'Hedin Bil Malmö – New cars',
      email: 'nybil-skoda@malmo.example.se',
      siteId: '1104',
      departmentErpId: '110411',
    })
  })

  it('falls back to a new-car department without a brand list, named after the site when unnamed', () => {
    const general = {
      ...department('new cars', 'nybil@malmo.example.se'),
      name: 'Nybilsförsäljning',
      official_name: null,
    }
    const site = dealer([department('New cars', 'kia@malmo.example.se', ['Kia']), general])
    expect(sampleRecipient({ car_brand: 'Volvo' }, site)).toMatchObject({
      name: 'Hedin Bil Malmö – Nybilsförsäljning',
      email: 'nybil@malmo.example.se',
    })
  })

  it('counts a sub-brand department as selling its brand', () => {
    const vans = dealer([department('New cars', 'transport@x.se', ['Mercedes-Benz Transportbilar'])])
    expect(sampleRecipient({ car_brand: 'Mercedes-Benz' }, vans)?.email).toBe('transport@x.se')
    expect(
      sampleRecipient({ car_brand: 'Mercedes' }, dealer([department('New cars', 'a@x.se', ['Mercedes-Benz'])])),
    ).toBe(null)
  })

  it('is not found when no new-car department sells the brand or none has a mailbox', () => {
    expect(sampleRecipient({ car_brand: 'Volvo' }, dealer([department('New cars', 'kia@x.se', ['Kia'])]))).toBeNull()
    expect(sampleRecipient({ car_brand: 'Volvo' }, dealer([department('New cars', null, ['Volvo'])]))).toBeNull()
    expect(sampleRecipient({ car_brand: 'Volvo' }, dealer([department('Workshop', 'verkstad@x.se', ['Volvo'])]))).toBe(
      null,
    )
  })

  it('tells whether a dealer is a candidate for the brand', () => {
    expect(dealerSellsBrand(dealer([]), 'ŠKODA')).toBe(true)
    expect(dealerSellsBrand(dealer([]), 'Kia')).toBe(false)
  })
})

describe('stock car recipient', () => {
  it('is the car’s leads mailbox, named after its site', () => {
    const stock = car({ car_site_id: '1104', car_site_name: 'Hedin Bil Malmö', car_site_leads_email: 'leads@x.se' })
    expect(stockCarRecipient(stock, null)).toEqual({
      name: 'Hedin Bil Malmö',
      email: 'leads@x.se',
      siteId: '1104',
      departmentErpId: null,
    })
  })

  it('without a leads mailbox, is the car’s department, else its sales group, else the site', () => {
    const site = dealer([
      department('New cars', 'nybil@x.se', ['Volvo'], '110410'),
      department('Used cars', 'begagnat@x.se', [], '110420'),
    ])
    expect(stockCarRecipient(car({ car_departmenterpid: '110410', car_is_used: true }), site)?.email).toBe('nybil@x.se')
    expect(stockCarRecipient(car({ car_is_used: true }), site)?.email).toBe('begagnat@x.se')
    expect(stockCarRecipient(car({ car_is_used: false }), site)?.email).toBe('nybil@x.se')
    expect(stockCarRecipient(car({}), dealer([department('Workshop', 'verkstad@x.se')]))).toEqual({
      name: 'Hedin Bil Malmö',
      email: 'info@malmo.example.se',
      siteId: '1104',
      departmentErpId: null,
    })
  })

  it('is not found without any mailbox', () => {
    expect(stockCarRecipient(car({}), null)).toBeNull()
    expect(stockCarRecipient(car({}), dealer([], { site_email: null }))).toBeNull()
  })
})
