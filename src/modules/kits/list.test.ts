import { describe, expect, it } from 'vitest'
import type { SearchRequest, SearchResponse } from '../search/contract'
import { decodeListState, encodeListState, toggleFilterValue } from '../cars/list-state'
import {
  KIT_LIST_PARAMS,
  KIT_PAGE_SIZE,
  kitPageWindow,
  kitPreset,
  loadKitList,
  loadSessionCar,
  toKitCard,
} from './list'

const t = (key: string) => `t:${key}`

function fakeSearch(answer: (request: SearchRequest) => Partial<SearchResponse>) {
  const requests: SearchRequest[] = []
  const search = async (request: SearchRequest): Promise<SearchResponse> => {
    requests.push(request)
    return { facet: [], content: [], total_items: 0, limit: 0, offset: 0, ...answer(request) }
  }
  return { search, requests }
}

describe('kit list state', () => {
  it('keeps the kits facets, price range, keyphrase and page; drops garbage', () => {
    const state = decodeListState(
      new URLSearchParams(
        'kitCategory=Sisätilat&kitSubCategory=Sisätilat>Lattiamatot&fitment_make=Volvo&retailPrice=500&retailPrice=100' +
          '&car_fuel=El&status=inactive&fitment_external_id=x&retailPrice.neq=1&page=99&keyphrase=matto&sort=drop&user=u',
      ),
      KIT_LIST_PARAMS,
    )
    expect(state).toEqual({
      filters: {
        kitCategory: ['Sisätilat'],
        kitSubCategory: ['Sisätilat>Lattiamatot'],
        fitment_make: ['Volvo'],
        retailPrice: ['100', '500'],
      },
      keyphrase: 'matto',
      sort: null,
      page: 20,
    })
  })

  it('takes .neq list filters and a single-valued range not at all', () => {
    const state = decodeListState(new URLSearchParams('fitment_make.neq=Kia&retailPrice=5'), KIT_LIST_PARAMS)
    expect(state.filters).toEqual({ 'fitment_make.neq': ['Kia'] })
  })

  it('unticks the sub-categories of an unticked category', () => {
    const state = decodeListState(
      new URLSearchParams('kitCategory=A&kitCategory=B&kitSubCategory=A>x&kitSubCategory=B>y'),
      KIT_LIST_PARAMS,
    )
    const next = toggleFilterValue(state, 'kitCategory', 'A', KIT_LIST_PARAMS)
    expect(encodeListState(next).toString()).toBe('kitCategory=B&kitSubCategory=B%3Ey')
  })

  it('renders 24 a page up to the page asked', () => {
    expect(kitPageWindow({ filters: {}, keyphrase: '', sort: null, page: 2 })).toEqual({ offset: 0, limit: 72 })
    expect(KIT_PAGE_SIZE).toBe(24)
  })
})

describe('loadKitList', () => {
  it('asks for active kits of the session car, categories through their hierarchy', async () => {
    const { search, requests } = fakeSearch((request) =>
      request.limit === 0
        ? {
            facet: [
              { name: 'kitCategory>kitSubCategory', type: 'list', value: [{ text: 'Sisätilat', count: 3 }] },
              { name: 'retailPrice', type: 'histogram', value: { min: 99.9, max: 2890, count: 3 } },
            ],
          }
        : { content: [{ kitId: 'FI-1' }], total_items: 1 },
    )
    const state = decodeListState(
      new URLSearchParams('kitCategory=Sisätilat&kitSubCategory=Sisätilat>Lattiamatot&kitSubSubCategory=Kumimatot'),
      KIT_LIST_PARAMS,
    )
    const page = await loadKitList(search, t as never, { state, auto: 'car-7', offset: 0, limit: 24, withFacets: true })
    expect(requests).toHaveLength(2)
    for (const request of requests) {
      expect(request.index).toBe('kits')
      expect(request.filters).toEqual({
        'kitCategory>kitSubCategory': ['Sisätilat', 'Sisätilat>Lattiamatot'],
        kitSubSubCategory: ['Kumimatot'],
        status: ['active'],
        fitment_external_id: ['car-7'],
      })
    }
    expect(page.total).toBe(1)
    expect(page.facets).toEqual([
      {
        kind: 'list',
        param: 'kitCategory',
        label: 't:kitsCategory',
        childParam: 'kitSubCategory',
        values: [{ value: 'Sisätilat', label: 'Sisätilat', count: 3 }],
      },
      {
        kind: 'range',
        param: 'retailPrice',
        label: 't:facetPrice',
        format: 'money',
        bounds: { min: 99.9, max: 2890, count: 3 },
      },
    ])
  })

  it('lists every active kit without a car', () => {
    expect(kitPreset(undefined)).toEqual({ status: ['active'] })
  })
})

describe('toKitCard', () => {
  it('carries the session car first and at most 8 fitments, with their count', () => {
    const fitments = Array.from({ length: 20 }, (_, i) => ({ externalId: `c${i}`, make: 'Kia', model: 'Niro' }))
    const card = toKitCard({ kitId: 'k', vehicleFitmentSpecifications: fitments }, 'c15')
    expect(card.fitmentCount).toBe(20)
    expect(card.vehicleFitmentSpecifications.map((f) => f.externalId)).toEqual([
      'c15',
      'c0',
      'c1',
      'c2',
      'c3',
      'c4',
      'c5',
      'c6',
    ])
  })
})

describe('loadSessionCar', () => {
  it('names the car from the cars index', async () => {
    const { search } = fakeSearch((request) =>
      request.index === 'cars'
        ? {
            content: [
              { car_brand: 'Volvo', car_model: 'XC60', car_version: 'B4', car_year: 2024, car_regno: 'ABC-123' },
            ],
          }
        : {},
    )
    expect(await loadSessionCar(search, 'car-1')).toBe('Volvo XC60 B4 2024 (ABC-123)')
  })

  it('falls back to a kit fitted to it, and to null', async () => {
    const fitted = fakeSearch((request) =>
      request.index === 'kits'
        ? {
            content: [
              {
                vehicleFitmentSpecifications: [
                  { externalId: 'other', make: 'Kia', model: 'EV6' },
                  { externalId: 'car-2', make: 'Kia', model: 'Niro', version: 'EV', modelYear: 2023 },
                ],
              },
            ],
          }
        : {},
    )
    expect(await loadSessionCar(fitted.search, 'car-2')).toBe('Kia Niro EV 2023')
    expect(await loadSessionCar(fakeSearch(() => ({})).search, 'car-3')).toBeNull()
  })
})
