import { describe, expect, it } from 'vitest'
import type { SearchRequest, SearchResponse } from '../search/contract'
import { distancePageSlices, formatCardDistance, sitesNear } from './list-near'
import { decodeListState, encodeListState, setNear, clearAll, DISTANCE_SORT } from './list-state'

const UPPSALA = { lat: 59.858, lng: 17.639 }

function sitesIndex(sites: { site_id: string; site_geocoord: string | null }[]) {
  return async (request: SearchRequest): Promise<SearchResponse> => {
    expect(request.index).toBe('sites')
    return { facet: [], content: sites, total_items: sites.length, limit: 1000, offset: 0 }
  }
}

describe('sitesNear', () => {
  it('keeps the sites within the radius, nearest first, with their distances', async () => {
    const search = sitesIndex([
      { site_id: 'stockholm', site_geocoord: '59.334,18.063' },
      { site_id: 'uppsala', site_geocoord: '59.86,17.64' },
      { site_id: 'goteborg', site_geocoord: '57.708,11.974' },
      { site_id: 'broken', site_geocoord: 'not a place' },
      { site_id: 'none', site_geocoord: null },
    ])
    const near = await sitesNear(search, { ...UPPSALA, radius: 100, place: 'Uppsala' }, 'km')
    expect(near.ids).toEqual(['uppsala', 'stockholm'])
    expect(near.distances.get('uppsala')).toBeLessThan(1)
    expect(near.distances.get('stockholm')).toBeGreaterThan(60)
    expect(near.distances.get('stockholm')).toBeLessThan(70)
    // Miles on the UK site: the same 64 km is about 40 miles, outside 25.
    const miles = await sitesNear(search, { ...UPPSALA, radius: 25, place: '' }, 'miles')
    expect(miles.ids).toEqual(['uppsala'])
  })
})

describe('distancePageSlices', () => {
  const order = ['a', 'b', 'c']
  const counts = new Map([
    ['a', 3],
    ['b', 0],
    ['c', 5],
  ])
  it('takes each site in turn from the offset', () => {
    expect(distancePageSlices(order, counts, 0, 4)).toEqual([
      { site: 'a', offset: 0, limit: 3 },
      { site: 'c', offset: 0, limit: 1 },
    ])
    expect(distancePageSlices(order, counts, 4, 10)).toEqual([{ site: 'c', offset: 1, limit: 4 }])
    expect(distancePageSlices(order, counts, 8, 10)).toEqual([])
    expect(distancePageSlices(order, new Map(), 0, 10)).toEqual([])
  })
})

describe('near in the URL state', () => {
  it('reads and writes a point, a radius of the choices and a place name', () => {
    const state = decodeListState(new URLSearchParams('near=59.858,17.639&radius=25&place=Uppsala&sort=distance'))
    expect(state.near).toEqual({ lat: 59.858, lng: 17.639, radius: 25, place: 'Uppsala' })
    expect(state.sort).toBe(DISTANCE_SORT)
    expect(encodeListState(state).toString()).toBe('near=59.858%2C17.639&radius=25&place=Uppsala&sort=distance')
    // An unknown radius is the default; a bad point is no point, and distance order needs one.
    expect(decodeListState(new URLSearchParams('near=59.8,17.6&radius=33')).near?.radius).toBe(50)
    const bad = decodeListState(new URLSearchParams('near=999,17&sort=distance'))
    expect(bad.near).toBeUndefined()
    expect(bad.sort).toBeNull()
  })

  it('is cleared with clear-all and leaves distance order behind', () => {
    const state = decodeListState(new URLSearchParams('near=59.858,17.639&sort=distance&car_fuel=El'))
    expect(setNear(state, null)).toEqual({ filters: { car_fuel: ['El'] }, keyphrase: '', sort: null, page: 0 })
    expect(clearAll(state).near).toBeUndefined()
  })
})

describe('formatCardDistance', () => {
  it('writes whole units, one decimal under 10', () => {
    expect(formatCardDistance(12.4, 'km', 'sv-SE')).toBe('12 km')
    expect(formatCardDistance(3.44, 'miles', 'en-GB')).toBe('3.4 mi')
  })
})
