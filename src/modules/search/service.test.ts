import { afterEach, describe, expect, it, vi } from 'vitest'
import { SearchQueryError, searchResponseSchema } from './contract'
import type { SearchEngine } from './engine'
import { createMemoryEngine, type MemoryEngine } from './engines/memory'
import { createSearchService } from './service'
import { createMemoryStore } from './store/memory-store'
import { carDocument as car } from './testing/fixture'

let engine: MemoryEngine | undefined
afterEach(async () => {
  await engine?.close()
  engine = undefined
})

async function setUp() {
  const store = createMemoryStore()
  const cars = [
    car(1, { car_brand: 'smart', car_model: '#1', car_fuel: 'El' }),
    car(2, { car_brand: 'Volvo', car_model: 'XC60', car_fuel: 'Diesel', car_gearbox: 'Automat' }),
    car(3, { car_brand: 'MINI', car_model: 'Countryman', car_country_code: 'NO', car_price_currency: 'NOK' }),
  ]
  await store.write('cars', {
    upserts: cars.map((doc) => ({ id: doc.car_id, json: JSON.stringify(doc) })),
    deletes: [],
  })
  engine = await createMemoryEngine(store, { pollMs: 60_000 })
  const logger = { error: vi.fn() }
  let time = 0
  const running = engine
  const service = createSearchService({ engine: async () => running, logger, now: () => time })
  return { store, service, logger, advance: (ms: number) => (time += ms) }
}

describe('search service', () => {
  it('keeps a site inside its market and brands, facet counts included', async () => {
    const { service } = await setUp()
    const brandStore = await service.searchForSite('brand-se', { index: 'cars', facets: [{ name: 'car_brand' }] })
    expect(brandStore.content.map((doc) => doc.car_id)).toEqual(['1'])
    expect(brandStore.facet[0]!.value).toEqual([{ text: 'smart', count: 1 }])
    expect(searchResponseSchema.parse(brandStore)).toEqual(brandStore)
    const group = await service.searchForSite('hedin-se', { index: 'cars', facets: [{ name: 'car_brand' }] })
    expect(group.total_items).toBe(2)
    const norway = await service.searchForSite('hedin-no', { index: 'cars' })
    expect(norway.content.map((doc) => doc.car_id)).toEqual(['3'])
  })

  it("throws 'Unknown sitecoreSiteName' for a site without an index", async () => {
    const { service } = await setUp()
    await expect(service.searchForSite('charge-se', { index: 'cars' })).rejects.toThrow('Unknown sitecoreSiteName')
  })

  it('rejects bad input with the field at fault', async () => {
    const { service } = await setUp()
    await expect(service.search({ index: 'cars', sort_name: 'colour_asc' })).rejects.toBeInstanceOf(SearchQueryError)
    await expect(service.search({ index: 'boats' })).rejects.toMatchObject({ field: 'index' })
  })

  it('caches an answer for 60 s unless this instance has caught up with new data', async () => {
    const { store, service, advance } = await setUp()
    const request = { index: 'cars', keyphrase: 'kia' }
    expect((await service.search(request)).total_items).toBe(0)
    await store.write('cars', {
      upserts: [{ id: '9', json: JSON.stringify(car(9, { car_brand: 'Kia', car_model: 'EV6' })) }],
      deletes: [],
    })
    advance(30_000)
    expect((await service.search(request)).total_items).toBe(0)
    advance(31_000)
    expect((await service.search(request)).total_items).toBe(0)
    await engine!.refresh()
    expect((await service.search(request)).total_items).toBe(1)
  })

  it('answers an engine failure with empty facets and content, logs it, and does not keep it', async () => {
    const logger = { error: vi.fn() }
    const broken: SearchEngine = {
      kind: 'memory',
      execute: vi
        .fn()
        .mockRejectedValueOnce(new Error('connection refused'))
        .mockResolvedValue({ total: 0, documents: [], facets: new Map() }),
      refresh: async () => {},
      close: async () => {},
    }
    const service = createSearchService({ engine: async () => broken, logger })
    const request = { index: 'cars', limit: 48, offset: 48, facets: [{ name: 'car_brand' }] }
    expect(await service.search(request)).toEqual({ facet: [], content: [], total_items: 0, limit: 48, offset: 48 })
    expect(logger.error).toHaveBeenCalledOnce()
    await service.search(request)
    expect(broken.execute).toHaveBeenCalledTimes(2)
  })

  it("parses the search box with the site's own brands, models and fuels", async () => {
    const { service } = await setUp()
    expect(await service.parseSearchBox('hedin-se', 'volvo xc60 diesel automat')).toEqual({
      filters: { car_brand: ['Volvo'], car_model: ['XC60'], car_fuel: ['Diesel'], car_gearbox: ['Automat'] },
      keyphrase: '',
    })
    expect(await service.parseSearchBox('hedin-se', 'mini countryman')).toEqual({
      filters: {},
      keyphrase: 'mini countryman',
    })
  })

  it('bounds the cache by the documents it holds, not only by entries', async () => {
    const { service } = await setUp()
    const execute = vi.spyOn(engine!, 'execute')
    const page = (offset: number) => ({ index: 'cars' as const, limit: 1000, offset })
    await service.search(page(0))
    // Twelve pages of 1,000 documents each are more than the cache holds; the first is gone.
    for (let offset = 1; offset <= 12; offset++) await service.search(page(offset))
    const calls = execute.mock.calls.length
    await service.search(page(12))
    expect(execute.mock.calls.length).toBe(calls)
    await service.search(page(0))
    expect(execute.mock.calls.length).toBe(calls + 1)
  })
})
