import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTranslator } from '@/modules/content/dictionary'
import { createMemoryEngine } from '@/modules/search/engines/memory'
import { createSearchService, type SearchService } from '@/modules/search/service'
import { createMemoryStore } from '@/modules/search/store/memory-store'
import { carDocument as car } from '@/modules/search/testing/fixture'
import { makeSite } from '@/modules/sites/site.fixture'

const state = vi.hoisted(() => ({
  service: undefined as SearchService | undefined,
  siteFails: false,
}))

vi.mock('@/modules/search/runtime', () => ({ getSearchService: async () => state.service }))
vi.mock('@/cms/site-context', () => ({
  loadSiteContext: async (siteName: string, lang: string) => {
    if (state.siteFails) throw new Error('database down')
    const site = makeSite({ name: siteName, languages: ['sv', 'en'] })
    if (!['hedin-se', 'no-cars'].includes(siteName) || !site.languages.includes(lang as 'sv')) return null
    return { site, lang, t: createTranslator({}, lang as 'sv') }
  },
}))

const { GET } = await import('./route')

const store = createMemoryStore()
await store.write('cars', {
  upserts: [
    car(11000006, { car_firstregistration: '2025-11-25', car_power: 163, car_power_text: '163 hk (120 kW)' }),
    car(11000007, { car_brand: 'Kia', car_model: 'EV6', car_price: 402900, car_price_text: '402 900 kr' }),
    car(13000001, { car_country_code: 'NO', car_price_currency: 'NOK' }),
  ].map((doc) => ({ id: doc.car_id, json: JSON.stringify(doc) })),
  deletes: [],
})
const engine = await createMemoryEngine(store, { pollMs: 60_000 })
afterAll(() => engine.close())

const call = (query: string) => GET(new Request(`http://hedin-se.localhost/api/cars/compare?${query}`))

describe('GET /api/cars/compare', () => {
  beforeEach(() => {
    state.siteFails = false
    state.service = createSearchService({ engine: async () => engine, logger: { error: vi.fn() } })
  })

  it('answers the comparison columns in the order of the ids, privately cacheable for 60 s', async () => {
    const res = await call('site=hedin-se&lang=en&ids=11000007,11000006')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, max-age=60')
    const body = (await res.json()) as { cars: { id: string; href: string; title: string; overview: unknown[] }[] }
    expect(body.cars.map((c) => c.id)).toEqual(['11000007', '11000006'])
    expect(body.cars[0]).toMatchObject({
      title: 'Kia EV6',
      price: '402 900 kr',
      href: '/en/kop-bil/11000007/car-11000007',
    })
    expect(body.cars[1]!.overview).toContainEqual({ key: 'firstRegistration', text: '25/11/2025', value: null })
    expect(body.cars[1]!.overview).toContainEqual({ key: 'power', text: '163 hk (120 kW)', value: 163 })
  })

  it('formats for the language and leaves out cars that are gone or of another market', async () => {
    const res = await call('site=hedin-se&lang=sv&ids=11000006,99,13000001,11000006')
    const body = (await res.json()) as { cars: { id: string; href: string; overview: { key: string }[] }[] }
    expect(body.cars.map((c) => c.id)).toEqual(['11000006'])
    expect(body.cars[0]!.href).toBe('/kop-bil/11000006/car-11000006')
    expect(body.cars[0]!.overview).toContainEqual({ key: 'firstRegistration', text: '2025-11-25', value: null })
  })

  it.each([
    ['lang=en&ids=1', 'site'],
    ['site=hedin-se&ids=1', 'lang'],
    ['site=hedin-se&lang=en', 'ids'],
    ['site=hedin-se&lang=en&ids=', 'ids'],
    ['site=hedin-se&lang=en&ids=abc', 'ids'],
    ['site=hedin-se&lang=en&ids=1,,2', 'ids'],
    ['site=hedin-se&lang=en&ids=1,2,3,4,5', 'ids'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await call(query)
    expect(res.status).toBe(400)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toMatchObject({ error: 'invalid_request', field })
  })

  it('answers 404 for an unknown site or language, and for a site without car inventory', async () => {
    expect((await call('site=nowhere&lang=en&ids=1')).status).toBe(404)
    expect((await call('site=hedin-se&lang=fi&ids=1')).status).toBe(404)
    const noCars = await call('site=no-cars&lang=en&ids=1')
    expect(noCars.status).toBe(404)
    expect(await noCars.json()).toMatchObject({ error: 'no_inventory' })
  })

  it('answers 503, not 500, when the site or the search cannot be read', async () => {
    state.siteFails = true
    expect((await call('site=hedin-se&lang=en&ids=1')).status).toBe(503)
    state.siteFails = false
    state.service = { searchForSite: () => Promise.reject(new Error('not started')) } as unknown as SearchService
    const res = await call('site=hedin-se&lang=en&ids=1')
    expect(res.status).toBe(503)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})
