import { describe, expect, it } from 'vitest'
import {
  dealerJsonLd,
  jsonLdScript,
  openingHoursSpecification,
  specialOpeningHoursSpecification,
} from './structured-data'
import { testSchedule } from './test-schedule'
import { testSite } from './test-site'

describe('openingHoursSpecification', () => {
  it('uses only rows with both an opening and a closing time', () => {
    const schedule = testSchedule({ monday: '09:00-18:00', saturday: '10:00-15:00' })
    schedule.openinghours[1] = { ...schedule.openinghours[1]!, open: '09:00', close: null }
    schedule.openinghours[2] = { ...schedule.openinghours[2]!, open: null, close: '18:00' }
    expect(openingHoursSpecification(schedule.openinghours)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '18:00' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '10:00',
        closes: '15:00',
      },
    ])
    expect(openingHoursSpecification(undefined)).toEqual([])
  })
})

describe('specialOpeningHoursSpecification', () => {
  const schedule = testSchedule(
    {},
    {
      deviationdays: [
        { date: '2026-12-31', title: 'Nyårsafton', open: '10:00', close: '13:00' },
        { date: '2026-12-24', title: 'Julafton', open: null, close: null },
      ],
      vacationdays: [
        {
          vacationtitle: 'Ombyggnad',
          vacationstart: '2026-11-20',
          vacationend: '2026-11-30',
          days: [{ date: '2026-11-26', title: null, open: '08:00', close: '15:00' }],
        },
        { vacationtitle: 'Sommar', vacationstart: '2027-07-05', vacationend: '2027-07-25', days: [] },
        { vacationtitle: 'Fel', vacationstart: '2027-08-05', vacationend: '2027-08-01', days: [] },
      ],
    },
  )

  it('gives holidays and vacation days, closed days as 00:00-00:00, in date order', () => {
    expect(specialOpeningHoursSpecification(schedule)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-11-26',
        validThrough: '2026-11-26',
        opens: '08:00',
        closes: '15:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-31',
        validThrough: '2026-12-31',
        opens: '10:00',
        closes: '13:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2027-07-05',
        validThrough: '2027-07-25',
        opens: '00:00',
        closes: '00:00',
      },
    ])
  })

  it('leaves out days before `from`', () => {
    expect(specialOpeningHoursSpecification(schedule, '2026-12-01').map((s) => s.validFrom)).toEqual([
      '2026-12-24',
      '2026-12-31',
      '2027-07-05',
    ])
  })
})

describe('dealerJsonLd', () => {
  const json = dealerJsonLd({
    site: testSite(),
    url: 'https://www.hedinautomotive.se/anlaggningar/hedin-automotive-barkarby',
  })

  it('describes the dealer with contact, address and position', () => {
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Hedin Automotive Barkarby',
      url: 'https://www.hedinautomotive.se/anlaggningar/hedin-automotive-barkarby',
      image: '/api/inventory-images/v1-site-1.jpg',
      telephone: '+4681234567',
      email: 'barkarby@hedinautomotive.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Bruttovägen 9',
        postalCode: '175 43',
        addressLocality: 'Järfälla',
        addressRegion: 'Stockholms län',
        addressCountry: 'SE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 59.4168, longitude: 17.8672 },
    })
    // The site's hours are its sales department's: six days with both times (Sunday included).
    expect(json.openingHoursSpecification).toHaveLength(7)
  })

  it('types each department by its group', () => {
    const departments = json.department as { '@type': string; name: string }[]
    expect(departments.map((d) => [d.name, d['@type']])).toEqual([
      ['Hedin Automotive Barkarby – Nybilsförsäljning', 'AutoDealer'],
      ['Verkstad', 'AutoRepair'],
      ['Däckhotell', 'TireShop'],
      ['Reservdelar', 'AutoPartsStore'],
      ['Skadeverkstad', 'AutoBodyShop'],
      ['Begagnat', 'AutoDealer'],
      ['Laddning', 'AutomotiveBusiness'],
    ])
    expect(departments[0]).toMatchObject({ telephone: '+4681234500' })
    expect(departments[1]).toMatchObject({
      brand: [
        { '@type': 'Brand', name: 'Volvo' },
        { '@type': 'Brand', name: 'Mercedes-Benz Transportbilar' },
      ],
      openingHoursSpecification: [
        { dayOfWeek: 'https://schema.org/Monday' },
        { dayOfWeek: 'https://schema.org/Tuesday' },
      ],
      specialOpeningHoursSpecification: [
        { validFrom: '2026-11-26', opens: '08:00', closes: '15:00' },
        { validFrom: '2026-11-27', opens: '00:00', closes: '00:00' },
      ],
    })
    expect(departments[2]).not.toHaveProperty('openingHoursSpecification')
  })

  it('leaves out what the site lacks, and a bad coordinate', () => {
    const bare = dealerJsonLd({
      site: testSite({ site_phone: 'ring', site_email: null, site_geocoord: null, site_departments: [] }),
      url: 'https://example.test/x',
      imageUrl: 'https://example.test/x.jpg',
    })
    expect(bare).not.toHaveProperty('telephone')
    expect(bare).not.toHaveProperty('email')
    expect(bare).not.toHaveProperty('geo')
    expect(bare).not.toHaveProperty('department')
    expect(bare.image).toBe('https://example.test/x.jpg')
  })

  it('serialises safely into a script element', () => {
    const script = jsonLdScript(
      dealerJsonLd({ site: testSite({ site_official_name: '</script><b>' }), url: 'https://x.test' }),
    )
    expect(script).not.toContain('</script>')
    expect(JSON.parse(script)).toMatchObject({ name: '</script><b>' })
  })
})
