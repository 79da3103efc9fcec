import { describe, expect, it } from 'vitest'
import { boundsOf, centerOf, contains } from './bounds'
import { formatDistance } from './format-distance'
import { distanceKm, distanceMiles } from './haversine'
import { parseGeocoord } from './parse-geocoord'

const stockholm = { lat: 59.3293, lng: 18.0686 }
const goteborg = { lat: 57.7089, lng: 11.9746 }

describe('distanceKm', () => {
  it('measures Stockholm to Göteborg as about 397 km', () => {
    expect(distanceKm(stockholm, goteborg)).toBeCloseTo(397, 0)
    expect(distanceKm(goteborg, stockholm)).toBeCloseTo(distanceKm(stockholm, goteborg), 9)
  })

  it('uses the spec’s earth (diameter 7917.6 miles) and 1.60934 km per mile', () => {
    // A quarter of a meridian: a quarter of the circumference, π·d/4.
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((Math.PI * 7917.6) / 4, 6)
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo(((Math.PI * 7917.6) / 4) * 1.60934, 6)
  })

  it('is zero for one point and finite for antipodes', () => {
    expect(distanceKm(stockholm, stockholm)).toBe(0)
    expect(distanceKm({ lat: 10, lng: 20 }, { lat: -10, lng: -160 })).toBeCloseTo((Math.PI * 7917.6 * 1.60934) / 2, 2)
  })
})

describe('formatDistance', () => {
  it('shows under 1 km as ~N m rounded to 100 m', () => {
    expect(formatDistance(0.449, 'sv')).toBe('~400 m')
    expect(formatDistance(0.45, 'en')).toBe('~500 m')
    expect(formatDistance(0.01, 'en')).toBe('~100 m')
    expect(formatDistance(0, 'en')).toBe('~100 m')
  })

  it('shows kilometres in the locale’s number format', () => {
    expect(formatDistance(3.44, 'en')).toBe('3.4 km')
    expect(formatDistance(3.44, 'sv')).toBe('3,4 km')
    expect(formatDistance(3.44, 'fi')).toBe('3,4 km')
    expect(formatDistance(1, 'en')).toBe('1 km')
    expect(formatDistance(396.6, 'en')).toBe('397 km')
    expect(formatDistance(1234.4, 'en-GB')).toBe('1,234 km')
    expect(formatDistance(1234.4, 'sv').replace(/\s/g, ' ')).toBe('1 234 km')
  })

  it('shows nothing for a distance that is not one', () => {
    expect(formatDistance(Number.NaN, 'en')).toBe('')
    expect(formatDistance(-1, 'en')).toBe('')
  })
})

describe('parseGeocoord', () => {
  it('reads lat,lng with or without spaces', () => {
    expect(parseGeocoord('59.3,18.0')).toEqual({ lat: 59.3, lng: 18 })
    expect(parseGeocoord(' -34.397 , 150.644 ')).toEqual({ lat: -34.397, lng: 150.644 })
    expect(parseGeocoord('51,-0')).toEqual({ lat: 51, lng: -0 })
  })

  it('is null for blank, non-numeric or out-of-range values', () => {
    for (const value of [
      null,
      undefined,
      '',
      '  ',
      '59.3',
      '59.3,',
      'a,b',
      '59.3;18.0',
      '91,0',
      '0,181',
      '1e3,2',
      'NaN,1',
      '59.3,18.0,1',
    ]) {
      expect(parseGeocoord(value), String(value)).toBeNull()
    }
  })
})

describe('bounds', () => {
  it('holds every point and nothing outside', () => {
    const bounds = boundsOf([stockholm, goteborg, { lat: 55.605, lng: 13.0 }])!
    expect(bounds).toEqual({ south: 55.605, west: 11.9746, north: 59.3293, east: 18.0686 })
    expect(contains(bounds, stockholm)).toBe(true)
    expect(contains(bounds, { lat: 58, lng: 15 })).toBe(true)
    expect(contains(bounds, { lat: 60.17, lng: 24.94 })).toBe(false)
    expect(centerOf(bounds)).toEqual({ lat: (55.605 + 59.3293) / 2, lng: (11.9746 + 18.0686) / 2 })
  })

  it('is null for no points', () => {
    expect(boundsOf([])).toBeNull()
  })
})
