import { afterEach, describe, expect, it, vi } from 'vitest'
import { testCardOptions } from './card-options.fixture'
import type { SearchRequest } from '../search/contract'
import { createMemoryEngine, type MemoryEngine } from '../search/engines/memory'
import { createSearchService } from '../search/service'
import { createMemoryStore } from '../search/store/memory-store'
import { carDocument as car } from '../search/testing/fixture'
import { loadCarList, serverPageWindow } from './list-service'
import { decodeListState, EMPTY_LIST_STATE } from './list-state'

let engine: MemoryEngine | undefined
afterEach(async () => {
  await engine?.close()
  engine = undefined
})

async function service() {
  const store = createMemoryStore()
  const docs = [
    car(1, {
      car_brand: 'Volvo',
      car_model: 'XC60',
      car_fuel: 'Diesel',
      car_price: 300_000,
      car_publishdate: '2026-01-01',
    }),
    car(2, { car_brand: 'Volvo', car_model: 'V90', car_fuel: 'El', car_price: 500_000, car_publishdate: '2026-03-01' }),
    car(3, {
      car_brand: 'BMW',
      car_model: 'X3',
      car_fuel: 'Diesel',
      car_price: 450_000,
      car_publishdate: '2026-02-01',
    }),
    car(4, {
      car_brand: 'Kia',
      car_model: 'EV6',
      car_fuel: 'El',
      car_price: 400_000,
      car_is_used: false,
      car_publishdate: '2026-04-01',
    }),
  ]
  await store.write('cars', {
    upserts: docs.map((doc) => ({ id: doc.car_id, json: JSON.stringify(doc) })),
    deletes: [],
  })
  engine = await createMemoryEngine(store, { pollMs: 60_000 })
  const running = engine
  return createSearchService({ engine: async () => running, logger: { error: vi.fn() } })
}

const base = { card: testCardOptions('/kop-bil'), offset: 0, limit: 48, withFacets: true }

describe('loading a car list', () => {
  it('answers with cards, facets and the total for two brands and a price range', async () => {
    const search = await service()
    const state = decodeListState(
      new URLSearchParams('car_brand=Volvo&car_brand=BMW&car_price=350000&car_price=600000'),
    )
    const result = await loadCarList((request) => search.search(request), { ...base, state })
    expect(result.total).toBe(2)
    expect(result.cards.map((card) => card.href)).toEqual(['/kop-bil/2/car-2', '/kop-bil/3/car-3'])
    const brands = result.facets?.find((facet) => facet.name === 'car_brand>car_model')
    // The brand facet ignores its own filter, so every brand within the price range is offered.
    expect(brands?.type === 'list' && brands.value.map((v) => [v.text, v.count])).toEqual([
      ['BMW', 1],
      ['Kia', 1],
      ['Volvo', 1],
    ])
  })

  it('leaves out a range that covers the whole facet and gives an open end the bound', async () => {
    const search = await service()
    const full = decodeListState(new URLSearchParams('car_brand=Volvo&car_price=300000&car_price=500000'))
    const all = await loadCarList((request) => search.search(request), { ...base, state: full })
    expect(all.state.filters).toEqual({ car_brand: ['Volvo'] })
    expect(all.total).toBe(2)
    const open = decodeListState(new URLSearchParams('car_price=&car_price=420000'))
    const upTo = await loadCarList((request) => search.search(request), { ...base, state: open })
    expect(upTo.state.filters).toEqual({ car_price: ['300000', '420000'] })
    expect(upTo.total).toBe(2)
    const outside = decodeListState(new URLSearchParams('car_price=600000&car_price=900000'))
    const none = await loadCarList((request) => search.search(request), { ...base, state: outside })
    expect(none.state.filters).toEqual({ car_price: ['600000', '900000'] })
    expect(none.total).toBe(0)
  })

  it('runs a facets-only query and a paged card query with only the card fields', async () => {
    const requests: SearchRequest[] = []
    const search = await service()
    await loadCarList(
      (request) => {
        requests.push(request)
        return search.search(request)
      },
      { ...base, state: { ...EMPTY_LIST_STATE, sort: 'car_price_asc' }, offset: 48, limit: 48 },
    )
    expect(requests).toHaveLength(2)
    expect(requests[0]).toMatchObject({ limit: 0 })
    expect(requests[0]?.sort_name).toBeUndefined()
    expect(requests[1]).toMatchObject({ limit: 48, offset: 48, sort_name: 'car_price_asc' })
    expect(requests[1]?.fields).toContain('car_price_text')
    expect(requests[1]?.fields).not.toContain('car_equipment')
  })

  it('skips the facet query when only more cards are wanted', async () => {
    const search = await service()
    const result = await loadCarList((request) => search.search(request), {
      ...base,
      state: EMPTY_LIST_STATE,
      withFacets: false,
    })
    expect(result.facets).toBeNull()
    expect(result.total).toBe(4)
  })

  it('keeps the preset condition whatever the URL says', async () => {
    const search = await service()
    const state = decodeListState(new URLSearchParams('car_is_used=false'))
    const result = await loadCarList((request) => search.search(request), {
      ...base,
      state,
      preset: { car_is_used: ['true'] },
    })
    expect(result.cards.every((card) => card.isUsed)).toBe(true)
    expect(result.total).toBe(3)
  })

  it('counts cars published since a time, for saved searches', async () => {
    const search = await service()
    const result = await loadCarList((request) => search.search(request), {
      ...base,
      state: decodeListState(new URLSearchParams('car_fuel=El')),
      limit: 0,
      withFacets: false,
      publishedSince: Date.parse('2026-03-15'),
    })
    expect(result.total).toBe(1)
  })

  it('renders every page up to the one in the URL on the server', () => {
    expect(serverPageWindow({ ...EMPTY_LIST_STATE, page: 2 })).toEqual({ offset: 0, limit: 144 })
    expect(serverPageWindow({ ...EMPTY_LIST_STATE, page: 20 })).toEqual({ offset: 0, limit: 1000 })
  })
})
