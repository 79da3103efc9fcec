import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { testSite } from '../dealers/test-site'
import { carDocument } from '../search/testing/fixture'
import { buildVehicleFeedCsv, buildVehicleFeedXml, csvCell, FEED_COLUMNS, feedRow } from './vehicle-feed'

const origin = 'https://hedinautomotive.se'
const car = carDocument(42, {
  slug: 'volvo-xc60',
  car_version: 'T8 <b>Recharge</b>',
  car_description: 'Fin bil,\n"nyservad" & klar\u0007',
  car_price: 399_900,
  car_price_currency: 'SEK',
  car_odometer: 4_500,
  car_odometer_unit: 'mil',
  car_year: 2021,
  car_chassino: 'YV1UZA8V1M1234567',
  car_site_id: '1101',
  car_images: [{ original: '/images/inventory/a.jpg' }, { original: '/images/inventory/b.jpg' }],
})
const row = feedRow(car, { link: `${origin}/kop-bil/42/volvo-xc60`, origin, dealer: testSite() })

describe('feedRow', () => {
  it('has every field the programmes ask for, from the car and its dealer', () => {
    expect(row).toMatchObject({
      id: '42',
      title: 'Volvo XC60 T8 <b>Recharge</b>',
      link: 'https://hedinautomotive.se/kop-bil/42/volvo-xc60',
      image_link: 'https://hedinautomotive.se/images/inventory/a.jpg',
      additional_image_link: ['https://hedinautomotive.se/images/inventory/b.jpg'],
      price: '399900.00 SEK',
      condition: 'used',
      brand: 'Volvo',
      year: '2021',
      mileage: '45000 km',
      vin: 'YV1UZA8V1M1234567',
      dealer_id: '1101',
      dealer_name: 'Hedin Automotive Barkarby',
      dealer_address: 'Bruttovägen 9, 175 43 Järfälla, SE',
    })
  })

  it('leaves missing values empty rather than inventing them', () => {
    const bare = feedRow(carDocument(7, { car_price: null, car_images: [], car_chassino: null }), {
      link: `${origin}/kop-bil/7`,
      origin,
    })
    expect(bare).toMatchObject({ price: '', image_link: '', additional_image_link: [], vin: '' })
  })
})

describe('buildVehicleFeedXml', () => {
  it('is well-formed RSS with the markup and control characters of the feed escaped', () => {
    const xml = buildVehicleFeedXml([row], { title: 'Hedin & Co', link: origin })
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml).not.toContain('\u0007')
    const item = new XMLParser().parse(xml).rss.channel.item
    expect(item['g:title']).toBe('Volvo XC60 T8 <b>Recharge</b>')
    expect(item['g:description']).toBe('Fin bil,\n"nyservad" & klar')
    expect(item).not.toHaveProperty('g:vin', '')
  })

  it('gives a valid empty feed for a site without cars', () => {
    const xml = buildVehicleFeedXml([], { title: 'Charge', link: origin })
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml).not.toContain('<item>')
  })
})

describe('buildVehicleFeedCsv', () => {
  it('writes a header row and quotes cells with commas, quotes and line breaks', () => {
    const csv = buildVehicleFeedCsv([row])
    const [header, ...rest] = csv.split('\r\n')
    expect(header).toBe(FEED_COLUMNS.join(','))
    expect(rest.join('\r\n')).toContain('"Fin bil,\n""nyservad"" & klar"')
    expect(csv).not.toContain('\u0007')
    expect(buildVehicleFeedCsv([])).toBe(`${FEED_COLUMNS.join(',')}\r\n`)
  })

  it('keeps a spreadsheet from reading a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('plain')).toBe('plain')
  })
})
