import type { AutoDealer, Car as CarLd, ItemList, Offer, Organization, WithContext } from 'schema-dts'
import { describe, expect, it } from 'vitest'
import { testSite } from '../dealers/test-site'
import { carDocument } from '../search/testing/fixture'
import {
  serializeJsonLd,
  buildOrganizationJsonLd,
  buildWebSiteJsonLd,
  type WebSiteJsonLd,
} from '../seo/structured-data'
import { makeSite } from '../sites/site.fixture'
import { buildCarJsonLd, buildCarListJsonLd, PRICE_VALID_DAYS } from './structured-data'

const used = carDocument(42, {
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_model_text: 'XC60',
  car_version: 'T8 Recharge',
  car_is_used: true,
  car_body: 'SUV',
  car_drive: 'Fyrhjulsdrift',
  car_fuel: 'Laddhybrid',
  car_color: 'Svart',
  car_price: 399_900,
  car_price_text: '399 900 kr',
  car_price_currency: 'SEK',
  car_odometer: 4_500,
  car_odometer_unit: 'mil',
  car_year: 2021,
  car_gearbox: 'Automat',
  car_doors: 5,
  car_seats: 5,
  car_power: 390,
  car_description: 'Välvårdad <b>bil</b> & "fin"',
  car_chassino: 'YV1UZA8V1M1234567',
  indexed_at: '2026-03-02T10:00:00Z',
})
const url = 'https://x.se/kop-bil/42/volvo-xc60'
const images = ['https://x.se/images/inventory/a.jpg', 'https://x.se/images/inventory/b.jpg']
const dealerUrl = 'https://x.se/anlaggningar/hedin-bil-malmo'

describe('buildCarJsonLd', () => {
  // Typed by schema-dts: a property schema.org does not have on Car, or a wrong value type,
  // fails the type check of this file.
  const ld: WithContext<CarLd> = buildCarJsonLd({
    car: used,
    url,
    images,
    seller: { name: 'Hedin Bil Malmö', url: dealerUrl, site: testSite() },
  })
  const record = ld as unknown as Record<string, unknown>

  it('describes the car with every picture and the specs the feed has', () => {
    expect(record).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: 'Volvo XC60 T8 Recharge',
      description: 'Välvårdad <b>bil</b> & "fin"',
      url,
      image: images,
      brand: { '@type': 'Brand', name: 'Volvo' },
      model: 'XC60',
      vehicleConfiguration: 'T8 Recharge',
      bodyType: 'SUV',
      color: 'Svart',
      driveWheelConfiguration: 'Fyrhjulsdrift',
      vehicleModelDate: '2021',
      vehicleIdentificationNumber: 'YV1UZA8V1M1234567',
      vehicleTransmission: 'Automat',
      vehicleEngine: {
        '@type': 'EngineSpecification',
        fuelType: 'Laddhybrid',
        enginePower: { '@type': 'QuantitativeValue', value: 390, unitCode: 'BHP' },
      },
      numberOfDoors: 5,
      vehicleSeatingCapacity: 5,
      itemCondition: 'https://schema.org/UsedCondition',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45_000, unitCode: 'KMT' },
    })
  })

  it('offers the car at its price, valid a set time after the feed confirmed it, from its dealer', () => {
    const offer = record.offers as Offer & Record<string, unknown>
    expect(offer).toMatchObject({
      '@type': 'Offer',
      price: 399_900,
      priceCurrency: 'SEK',
      priceValidUntil: new Date(Date.parse('2026-03-02T10:00:00Z') + PRICE_VALID_DAYS * 86_400_000)
        .toISOString()
        .slice(0, 10),
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      url,
    })
    const seller = offer.seller as AutoDealer & Record<string, unknown>
    expect(seller).toMatchObject({
      '@type': 'AutoDealer',
      '@id': `${dealerUrl}#dealer`,
      name: 'Hedin Bil Malmö',
      url: dealerUrl,
      address: { '@type': 'PostalAddress', addressLocality: 'Järfälla' },
      geo: { '@type': 'GeoCoordinates' },
    })
    expect(String(seller.telephone)).toMatch(/^\+\d+$/)
  })

  it('leaves out what a car lacks: no empty strings, nulls or empty lists anywhere', () => {
    const bare = carDocument(7, { car_price: null, car_images: [], car_chassino: null, indexed_at: null })
    const json = serializeJsonLd(buildCarJsonLd({ car: bare, url, images: [], seller: null }))
    expect(json).not.toMatch(/:null|:""|:\[\]|:\{\}/)
    const parsed = JSON.parse(json) as Record<string, unknown>
    expect(parsed.offers).toBeUndefined()
    expect(parsed.image).toBeUndefined()
    expect(parsed.vehicleIdentificationNumber).toBeUndefined()
  })

  it('escapes markup so no value can close the script element', () => {
    const json = serializeJsonLd(
      buildCarJsonLd({
        car: { ...used, car_description: '</script><script>alert(1)</script>' },
        url,
        images,
        seller: null,
      }),
    )
    expect(json).not.toContain('</script')
    expect((JSON.parse(json) as { description: string }).description).toBe('</script><script>alert(1)</script>')
  })

  it('maps a new car to NewCondition', () => {
    const ld = buildCarJsonLd({ car: { ...used, car_is_used: false }, url, images, seller: null })
    expect((ld as unknown as Record<string, unknown>).itemCondition).toBe('https://schema.org/NewCondition')
  })
})

describe('buildCarListJsonLd', () => {
  it('lists the cars of the page in order', () => {
    const ld: WithContext<ItemList> = buildCarListJsonLd([
      { url: 'https://x.se/kop-bil/1/a', name: 'Volvo XC60', image: 'https://x.se/images/inventory/a.jpg' },
      { url: 'https://x.se/kop-bil/2/b', name: 'Kia EV6', image: null },
    ])
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: 'https://x.se/kop-bil/1/a',
          name: 'Volvo XC60',
          image: 'https://x.se/images/inventory/a.jpg',
        },
        { '@type': 'ListItem', position: 2, url: 'https://x.se/kop-bil/2/b', name: 'Kia EV6' },
      ],
    })
  })
})

describe('Organization and WebSite', () => {
  const site = makeSite({ label: 'Hedin Automotive' })
  it('names the organization with its logo, and the WebSite points at it', () => {
    const organization: WithContext<Organization> = buildOrganizationJsonLd(site, 'https://hedinautomotive.se/')
    const website: WebSiteJsonLd = buildWebSiteJsonLd(site, 'https://hedinautomotive.se')
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://hedinautomotive.se/#organization',
      name: 'Hedin Automotive',
      url: 'https://hedinautomotive.se/',
      logo: 'https://hedinautomotive.se/icon.svg',
    })
    expect(website.publisher).toEqual({ '@id': 'https://hedinautomotive.se/#organization' })
  })
})
