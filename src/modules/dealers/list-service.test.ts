import { describe, expect, it, vi } from 'vitest'
import type { SearchRequest, SearchResponse } from '../search/contract'
import { loadSiteList, toSiteListItem } from './list-service'
import { EMPTY_SITE_LIST_STATE } from './list-state'
import { testSite } from './test-site'

const STOCKHOLM = { lat: 59.3293, lng: 18.0686 }

function sites() {
  return [
    testSite({ site_id: '1', slug: 'malmo', site_official_name: 'Malmö', site_geocoord: '55.605,13.0038' }),
    testSite({ site_id: '2', slug: 'barkarby', site_official_name: 'Barkarby', site_geocoord: '59.4168,17.8672' }),
    testSite({ site_id: '3', slug: 'nowhere', site_official_name: 'Nowhere', site_geocoord: 'not,a place' }),
    testSite({ site_id: '4', slug: 'goteborg', site_official_name: 'Göteborg', site_geocoord: '57.7089,11.9746' }),
  ]
}

/** A search that answers every site unless a keyphrase is given, which matches none. */
function fakeSearch(count = 4) {
  return vi.fn(async (request: SearchRequest): Promise<SearchResponse> => {
    const content = request.keyphrase ? [] : sites().slice(0, count)
    return {
      content,
      total_items: content.length,
      limit: 500,
      offset: 0,
      facet: [{ name: 'site_region', type: 'list', value: [] }],
    }
  })
}

describe('loadSiteList', () => {
  it('asks for the whole list in website_sort_order with the facets, and keeps its order', async () => {
    const search = fakeSearch()
    const result = await loadSiteList(search, EMPTY_SITE_LIST_STATE)
    expect(search).toHaveBeenCalledTimes(1)
    expect(search.mock.calls[0]![0]).toMatchObject({ index: 'sites', sort_name: 'website_sort_order_asc' })
    expect(result.items.map((item) => item.slug)).toEqual(['malmo', 'barkarby', 'nowhere', 'goteborg'])
    expect(result.total).toBe(4)
    expect(result.hasMore).toBe(false)
  })

  it('lists every site nearest first when the keyphrase names a place', async () => {
    const search = fakeSearch()
    const result = await loadSiteList(search, { ...EMPTY_SITE_LIST_STATE, keyphrase: 'Stockholm' }, async () => ({
      ...STOCKHOLM,
      name: 'Stockholm',
    }))
    expect(result.items.map((item) => item.slug)).toEqual(['barkarby', 'goteborg', 'malmo', 'nowhere'])
    expect(result.items[0]!.distanceKm).toBeGreaterThan(10)
    expect(result.items[0]!.distanceKm).toBeLessThan(20)
    expect(result.items[3]!.distanceKm).toBeUndefined()
    expect(result.place).toBe('Stockholm')
    // The place replaces the keyword search: the sites are read without the keyphrase.
    expect(search.mock.calls[0]![0].keyphrase).toBeUndefined()
    expect(result.place).toBe('Stockholm')
  })

  it('keeps a keyword search that names no place as it is', async () => {
    const search = fakeSearch()
    const result = await loadSiteList(search, { ...EMPTY_SITE_LIST_STATE, keyphrase: 'Volvo' }, async () => null)
    expect(result.total).toBe(0)
    expect(search).toHaveBeenCalledTimes(1)
  })

  it('pages 48 at a time and shows at most 100 on the map', async () => {
    const many = Array.from({ length: 130 }, (_, i) => testSite({ site_id: String(i), slug: `site-${i}` }))
    const search = vi.fn(async () => ({ content: many, total_items: many.length, limit: 500, offset: 0, facet: [] }))
    const first = await loadSiteList(search, EMPTY_SITE_LIST_STATE)
    expect(first.items).toHaveLength(48)
    expect(first.mapItems).toHaveLength(100)
    expect(first.hasMore).toBe(true)
    const third = await loadSiteList(search, { ...EMPTY_SITE_LIST_STATE, page: 2 })
    expect(third.items).toHaveLength(130)
    expect(third.hasMore).toBe(false)
  })
})

describe('toSiteListItem', () => {
  it('gives the card its fields, an E.164 phone link, and no position for a bad geocoord', () => {
    const item = toSiteListItem(testSite({ site_geocoord: '200,18' }))
    expect(item).toMatchObject({
      slug: 'hedin-automotive-barkarby',
      name: 'Hedin Automotive Barkarby',
      zip: '175 43',
      phoneHref: 'tel:+4681234567',
      position: null,
    })
    expect(item.departments[0]).toEqual({
      group: 'New cars',
      name: 'Nybilsförsäljning',
      email: 'nybil@hedinautomotive.example',
      phone: '08-123 45 00',
    })
  })
})
