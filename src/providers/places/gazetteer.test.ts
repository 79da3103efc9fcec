import { beforeAll, describe, expect, it } from 'vitest'
import { readCities } from './cities'
import { Gazetteer, type DealerDocument } from './gazetteer'
import { PLACE_COUNTRIES } from './types'

const DEALERS: DealerDocument[] = [
  {
    site_id: 'SE-1',
    slug: 'smart-center-stockholm',
    site_official_name: 'smart Center Stockholm',
    site_city: 'Stockholm',
    site_street: 'Norra Stationsgatan 53',
    site_zip: '113 43',
    site_geocoord: '59.348,18.04',
    country_code: 'SE',
  },
  {
    site_id: 'GB-1',
    slug: 'hedin-park-royal',
    site_official_name: 'Hedin Park Royal',
    site_city: 'London',
    site_street: '1 Western Avenue',
    site_zip: 'NW10 7PQ',
    site_geocoord: '51.5262,-0.2755',
    country_code: 'GB',
  },
  // No position: not a place.
  { site_id: 'NO-1', site_official_name: 'Hedin Nowhere', site_zip: '0277', country_code: 'NO' },
]

let gazetteer: Gazetteer
const top = (q: string, options: Partial<Parameters<Gazetteer['suggest']>[1]> = {}) =>
  gazetteer.suggest(q, { limit: 5, ...options })

beforeAll(() => {
  gazetteer = new Gazetteer(readCities())
  gazetteer.setDealers(DEALERS)
})

describe('the towns', () => {
  it('are our five markets’ GeoNames towns', () => {
    const cities = readCities()
    expect(cities.length).toBeGreaterThan(6000)
    expect(new Set(cities.map((city) => city.country))).toEqual(new Set(PLACE_COUNTRIES))
    expect(cities.find((city) => city.name === 'Göteborg')).toMatchObject({ country: 'SE', lat: 57.70716 })
  })
})

describe('suggest', () => {
  it('is blind to accents and case, and forgives typos', () => {
    expect(top('Gotebrog')[0]).toMatchObject({ name: 'Göteborg', kind: 'city', country: 'SE' })
    expect(top('malmo')[0]).toMatchObject({ name: 'Malmö', country: 'SE' })
    expect(top('TROMSO')[0]).toMatchObject({ name: 'Tromsø', country: 'NO' })
    expect(top('Manchestr')[0]).toMatchObject({ name: 'Manchester', country: 'GB' })
  })

  it('ranks exact and prefix hits before typos, the bigger town first', () => {
    // 'Stock' (Essex) is an exact hit; then prefixes, the biggest first.
    const names = top('stock').map((place) => place.name)
    expect(names.slice(0, 2)).toEqual(['Stock', 'Stockholm'])
    expect(names.indexOf('Stockport')).toBeGreaterThan(1)
    expect(top('lond')[0]?.name).toBe('London')
  })

  it('finds a dealer postcode with or without its space', () => {
    for (const q of ['11343', '113 43', '113']) {
      expect(top(q)[0], q).toMatchObject({ kind: 'postcode', name: '113 43', country: 'SE', lat: 59.348 })
    }
    expect(top('11343')[0]?.label).toBe('113 43 Stockholm, Sweden')
  })

  it('finds UK postcodes by outward code, and places an unknown one at its area’s town', () => {
    expect(top('nw10')[0]).toMatchObject({ kind: 'postcode', name: 'NW10 7PQ', country: 'GB' })
    expect(top('NW10 7PQ')[0]).toMatchObject({ kind: 'postcode', name: 'NW10 7PQ' })
    const sw1a = top('SW1A')
    expect(sw1a).toHaveLength(1)
    expect(sw1a[0]).toMatchObject({
      kind: 'postcode',
      name: 'SW1A',
      country: 'GB',
      label: 'London, SW1A, United Kingdom',
    })
    expect(sw1a[0]!.lat).toBeCloseTo(51.5, 0)
    expect(top('sw1a 1aa')[0]?.name).toBe('SW1A 1AA')
    expect(top('SW1A', { country: 'SE' })).toEqual([])
  })

  it('finds dealers by name and address', () => {
    expect(top('smart center')[0]).toMatchObject({ kind: 'dealer', placeId: 'dealer:SE-1' })
    expect(top('Norra Stationsgatan')[0]).toMatchObject({
      kind: 'address',
      label: 'Norra Stationsgatan 53, 113 43 Stockholm, Sweden',
    })
    expect(top('Hedin Nowhere')).toEqual([])
  })

  it('knows Finnish towns by their Swedish names, and shows them to Swedish readers', () => {
    expect(top('Helsingfors')[0]).toMatchObject({ name: 'Helsingfors', label: 'Helsingfors (Helsinki), Finland' })
    expect(top('Åbo', { lang: 'en' })[0]?.name).toBe('Åbo')
    expect(top('Helsinki', { lang: 'sv' })[0]).toMatchObject({
      name: 'Helsingfors',
      label: expect.stringMatching(/Finland$/),
    })
    expect(top('Helsinki', { lang: 'fi' })[0]).toMatchObject({ name: 'Helsinki', label: 'Helsinki, Suomi' })
  })

  it('keeps to the country asked for and the limit', () => {
    expect(top('Bratislava', { country: 'SK' })[0]).toMatchObject({ name: 'Bratislava', country: 'SK' })
    expect(top('malm', { country: 'GB' }).every((place) => place.country === 'GB')).toBe(true)
    expect(top('a', { limit: 3 })).toHaveLength(3)
  })

  it('answers nothing for blank or nonsense', () => {
    expect(top('   ')).toEqual([])
    expect(top('—')).toEqual([])
    expect(top('qqqqzzzz')).toEqual([])
  })
})

describe('dealers from the index', () => {
  it('are replaced when the documents change, and kept when they do not', () => {
    const own = new Gazetteer(readCities().filter((city) => city.country === 'SE'))
    own.setDealers(DEALERS)
    expect(own.size.dealers).toBe(6)
    own.setDealers(DEALERS.map((doc) => ({ ...doc })))
    expect(own.size.dealers).toBe(6)
    own.setDealers([{ ...DEALERS[0]!, site_zip: '114 55' }])
    expect(own.suggest('11343', { limit: 5 })).toEqual([])
    expect(own.suggest('11455', { limit: 5 })[0]).toMatchObject({ kind: 'postcode', name: '114 55' })
  })
})

describe('reverse', () => {
  it('answers the nearest places, nearest first, with their distance', () => {
    const near = gazetteer.reverse(59.3293, 18.0686)
    expect(near[0]).toMatchObject({ name: 'Stockholm', kind: 'city' })
    expect(near.length).toBeGreaterThan(1)
    const distances = near.map((place) => place.distanceKm!)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(distances[0]).toBeLessThan(1)
  })

  it('answers nothing far from every town', () => {
    expect(gazetteer.reverse(0, -30)).toEqual([])
  })
})
