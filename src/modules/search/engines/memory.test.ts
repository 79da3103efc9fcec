import { afterEach, describe, expect, it } from 'vitest'
import type { SearchRequest } from '../contract'
import type { SearchStore } from '../engine'
import { planQuery } from '../plan'
import { toResponse } from '../response'
import { createMemoryStore } from '../store/memory-store'
import { carDocument as car } from '../testing/fixture'
import { createMemoryEngine, type MemoryEngine } from './memory'

const CARS = [
  car(1, {
    car_brand: 'Volvo',
    car_model: 'XC60',
    car_fuel: 'Diesel',
    car_price: 300_000,
    car_gearbox: 'Automat',
    car_site_city: 'Göteborg',
  }),
  car(2, { car_brand: 'Volvo', car_model: 'XC40', car_fuel: 'El', car_price: 400_000, car_regno: 'ABC 123' }),
  car(3, { car_brand: 'Volvo', car_model: 'XC60', car_fuel: 'Laddhybrid', car_price: null }),
  car(4, {
    car_brand: 'BMW',
    car_model: 'X5',
    car_fuel: 'Diesel',
    car_price: 500_000,
    car_campaigns: ['Vinter', 'Lager'],
  }),
  car(5, {
    car_brand: 'Škoda',
    car_model: 'Octavia',
    car_fuel: 'Bensin',
    car_price: 200_000,
    car_campaigns: ['Vinter'],
  }),
  car(10, { car_brand: 'BMW', car_model: 'iX', car_fuel: 'El', car_price: 300_000, car_color: 'Blå' }),
]

let engine: MemoryEngine | undefined
afterEach(async () => {
  await engine?.close()
  engine = undefined
})

async function setUp(docs = CARS): Promise<{
  store: SearchStore
  search: (request: Omit<SearchRequest, 'index'>) => Promise<ReturnType<typeof toResponse>>
}> {
  const store = createMemoryStore()
  await store.write('cars', {
    upserts: docs.map((doc) => ({ id: doc.car_id, json: JSON.stringify(doc) })),
    deletes: [],
  })
  engine = await createMemoryEngine(store, { pollMs: 60_000 })
  const running = engine
  return {
    store,
    search: async (request) => {
      const plan = planQuery({ index: 'cars', ...request })
      return toResponse(plan, await running.execute(plan))
    },
  }
}

const ids = (response: { content: Record<string, unknown>[] }) => response.content.map((doc) => doc.car_id)

describe('memory engine', () => {
  it('counts a filtered facet without its own filter, so a second brand can be added', async () => {
    const { search } = await setUp()
    const response = await search({
      filters: { car_brand: ['Volvo'] },
      facets: [{ name: 'car_brand' }, { name: 'car_fuel' }],
      sort_name: 'car_price_asc',
    })
    expect(response.total_items).toBe(3)
    expect(response.facet[0]).toEqual({
      name: 'car_brand',
      type: 'list',
      value: [
        { text: 'BMW', count: 2 },
        { text: 'Škoda', count: 1 },
        { text: 'Volvo', count: 3 },
      ],
    })
    expect(response.facet[1]!.value).toEqual([
      { text: 'Diesel', count: 1 },
      { text: 'El', count: 1 },
      { text: 'Laddhybrid', count: 1 },
    ])
  })

  it('ORs values inside a facet and ANDs across facets; .neq excludes', async () => {
    const { search } = await setUp()
    expect(
      ids(await search({ filters: { car_brand: ['Volvo', 'BMW'], car_fuel: ['Diesel'] }, sort_name: 'car_price_asc' })),
    ).toEqual(['1', '4'])
    expect(ids(await search({ filters: { 'car_fuel.neq': ['Diesel', 'El'] }, sort_name: 'car_price_asc' }))).toEqual([
      '5',
      '3',
    ])
  })

  it('applies a range only with exactly two values, swapping crossed bounds', async () => {
    const { search } = await setUp()
    const sort = { sort_name: 'car_price_asc' }
    expect(ids(await search({ filters: { car_price: ['400 000', 250000] }, ...sort }))).toEqual(['1', '10', '2'])
    expect((await search({ filters: { car_price: [250000] }, ...sort })).total_items).toBe(6)
  })

  it('reports histograms over the cars that match the other filters', async () => {
    const { search } = await setUp()
    const response = await search({
      filters: { car_brand: ['Volvo'], car_price: [0, 350000] },
      facets: [{ name: 'car_price' }],
    })
    expect(response.facet[0]).toEqual({
      name: 'car_price',
      type: 'histogram',
      value: { min: 300000, max: 400000, count: 2 },
    })
    expect(response.total_items).toBe(1)
  })

  it('narrows a brand to a selected model in the brand > model hierarchy', async () => {
    const { search } = await setUp()
    const response = await search({
      filters: { 'car_brand>car_model': ['Volvo', 'Volvo>XC60', 'BMW'] },
      facets: [{ name: 'car_brand>car_model' }],
      sort_name: 'car_price_asc',
    })
    expect(ids(response)).toEqual(['1', '10', '4', '3'])
    expect(response.facet[0]!.value).toEqual([
      {
        text: 'BMW',
        count: 2,
        children: [
          { text: 'iX', count: 1 },
          { text: 'X5', count: 1 },
        ],
      },
      { text: 'Škoda', count: 1, children: [{ text: 'Octavia', count: 1 }] },
      {
        text: 'Volvo',
        count: 3,
        children: [
          { text: 'XC40', count: 1 },
          { text: 'XC60', count: 2 },
        ],
      },
    ])
  })

  it('matches every keyphrase word, the last as a prefix, ignoring case and diacritics', async () => {
    const { search } = await setUp()
    expect(ids(await search({ keyphrase: 'SKODA octa' }))).toEqual(['5'])
    expect(ids(await search({ keyphrase: 'volvo xc6', sort_name: 'car_price_asc' }))).toEqual(['1', '3'])
    expect(ids(await search({ keyphrase: 'vol xc60' }))).toEqual([])
    expect(ids(await search({ keyphrase: 'gote' }))).toEqual(['1'])
    expect(ids(await search({ keyphrase: 'abc123' }))).toEqual(['2'])
    expect(ids(await search({ keyphrase: 'bla' }))).toEqual(['10'])
  })

  it('sorts missing values last in both directions and breaks ties by id', async () => {
    const { search } = await setUp()
    expect(ids(await search({ sort_name: 'car_price_asc' }))).toEqual(['5', '1', '10', '2', '4', '3'])
    expect(ids(await search({ sort_name: 'car_price_desc' }))).toEqual(['4', '2', '1', '10', '5', '3'])
    expect(ids(await search({ sort_name: 'car_price_desc', offset: 2, limit: 2 }))).toEqual(['1', '10'])
  })

  it('counts a multi-valued field once per value and returns only the requested fields', async () => {
    const { search } = await setUp()
    const response = await search({
      facets: [{ name: 'car_campaigns', sort_order: 'desc' }],
      fields: ['car_id', 'slug'],
      limit: 1,
      sort_name: 'car_price_asc',
    })
    expect(response.facet[0]!.value).toEqual([
      { text: 'Vinter', count: 2 },
      { text: 'Lager', count: 1 },
    ])
    expect(response.content).toEqual([{ car_id: '5', slug: 'car-5' }])
  })

  it('follows the store: upserts, deletions and a full replace', async () => {
    const { store, search } = await setUp()
    const before = await search({ facets: [{ name: 'car_brand' }] })
    expect(before.total_items).toBe(6)
    await store.write('cars', {
      upserts: [{ id: '11', json: JSON.stringify(car(11, { car_brand: 'Kia', car_model: 'EV6' })) }],
      deletes: ['1'],
    })
    await engine!.refresh()
    const after = await search({ facets: [{ name: 'car_brand' }] })
    expect(after.total_items).toBe(6)
    expect(after.facet[0]!.value).toContainEqual({ text: 'Kia', count: 1 })
    expect(after.facet[0]!.value).toContainEqual({ text: 'Volvo', count: 2 })

    const start = await store.latestSeq()
    await store.write('cars', {
      upserts: [{ id: '2', json: JSON.stringify(car(2, { car_brand: 'Volvo', car_model: 'EX30' })) }],
      deletes: [],
    })
    await store.finishReplace('cars', start)
    await engine!.refresh()
    const replaced = await search({ facets: [{ name: 'car_brand>car_model' }] })
    expect(ids(replaced)).toEqual(['2'])
    expect(replaced.facet[0]!.value).toEqual([{ text: 'Volvo', count: 1, children: [{ text: 'EX30', count: 1 }] }])
  })
})
