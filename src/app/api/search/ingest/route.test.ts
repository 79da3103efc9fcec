import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SearchStore } from '@/modules/search/engine'
import { createMemoryStore } from '@/modules/search/store/memory-store'
import { generateCars } from '@/modules/search/testing/fixture'

const KEY = 'ingest-key-0123456789'

const state = vi.hoisted(() => ({
  settings: { INGEST_API_KEY: undefined as string | undefined },
  store: undefined as unknown as SearchStore,
  refresh: vi.fn<() => Promise<void>>(),
  expired: vi.fn<(tags: Iterable<string>) => void>(),
}))

vi.mock('@/lib/env', () => ({ env: () => state.settings }))
vi.mock('@/lib/expire-tags', () => ({ expireCacheTags: (tags: Iterable<string>) => state.expired([...tags]) }))
vi.mock('@/modules/search/runtime', () => ({
  getSearchStore: async () => state.store,
  getSearchService: async () => ({ refresh: state.refresh }),
}))

const { POST } = await import('./route')

const call = (body: unknown, headers: Record<string, string> = { 'x-api-key': KEY }) =>
  POST(
    new Request('http://hedin-se.localhost/api/search/ingest', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )

async function liveCars(): Promise<string[]> {
  const live = new Map<string, boolean>()
  for (const change of await state.store.changesSince(0, 100_000)) {
    if (change.index === 'cars') live.set(change.id, change.json !== null)
  }
  return [...live].filter(([, alive]) => alive).map(([id]) => id)
}

describe('POST /api/search/ingest', () => {
  const cars = generateCars(3)

  beforeEach(() => {
    state.settings.INGEST_API_KEY = KEY
    state.store = createMemoryStore()
    state.refresh.mockReset().mockResolvedValue(undefined)
    state.expired.mockReset()
  })

  it('expires the cached pages of the sites that show the cars, and every car site on a delete', async () => {
    const swedishSmart = { ...cars[0], car_country_code: 'SE', car_brand: 'smart' }
    expect((await call({ index: 'cars', documents: [swedishSmart] })).status).toBe(200)
    expect(state.expired).toHaveBeenLastCalledWith(['inventory:hedin-se', 'inventory:brand-se'])
    expect((await call({ index: 'cars', mode: 'delete', documents: [String(swedishSmart.car_id)] })).status).toBe(200)
    expect(state.expired.mock.lastCall?.[0]).toHaveLength(8)
  })

  it('expires nothing when nothing was written', async () => {
    await call({ index: 'cars', documents: [{ car_id: 'not-a-car' }] })
    expect(state.expired).not.toHaveBeenCalled()
  })

  it('is off (403) while no ingest key is configured', async () => {
    state.settings.INGEST_API_KEY = undefined
    const res = await call({ index: 'cars', documents: cars })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ error: 'ingest_disabled' })
  })

  it('answers 401 without the right key, in x-api-key or as a bearer token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-api-key': 'wrong-key-0123456789' },
      { authorization: `Basic ${KEY}` },
    ]
    for (const headers of attempts) {
      const res = await call({ index: 'cars', documents: cars }, headers)
      expect(res.status).toBe(401)
      expect(res.headers.get('www-authenticate')).toBe('Bearer')
    }
    expect(await liveCars()).toEqual([])
    expect((await call({ index: 'cars', documents: cars }, { authorization: `Bearer ${KEY}` })).status).toBe(200)
  })

  it('writes the documents, refreshes this instance and answers the summary', async () => {
    const res = await call({ index: 'cars', documents: cars })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ index: 'cars', mode: 'upsert', received: 3, written: 3, rejected: [] })
    expect((await liveCars()).sort()).toEqual(cars.map((car) => String(car.car_id)).sort())
    expect(state.refresh).toHaveBeenCalledTimes(1)
  })

  it('answers 207 naming the rejected documents when some are bad', async () => {
    const res = await call({ index: 'cars', documents: [cars[0], { ...cars[1], car_price: 'cheap' }, cars[2]] })
    expect(res.status).toBe(207)
    const summary = await res.json()
    expect(summary).toMatchObject({ received: 3, written: 2 })
    expect(summary.rejected).toEqual([
      { line: 2, id: String(cars[1]!.car_id), reason: 'car_price: Invalid input: expected number, received string' },
    ])
  })

  it('replace and delete modes', async () => {
    await call({ index: 'cars', documents: cars })
    const replaced = await (await call({ index: 'cars', mode: 'replace', documents: [cars[0]] })).json()
    expect(replaced).toMatchObject({ mode: 'replace', written: 1, deleted: 2 })
    const deleted = await (await call({ index: 'cars', mode: 'delete', documents: [cars[0]!.car_id] })).json()
    expect(deleted).toMatchObject({ mode: 'delete', deleted: 1 })
    expect(await liveCars()).toEqual([])
  })

  it.each([
    [{ documents: [] }, 'index'],
    [{ index: 'boats', documents: [] }, 'index'],
    [{ index: 'cars', mode: 'merge', documents: [] }, 'mode'],
    [{ index: 'cars' }, 'documents'],
    [{ index: 'cars', documents: { a: 1 } }, 'documents'],
    ['"cars"', 'body'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const res = await call(body)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'invalid_request', field })
  })

  it('answers 400 for a body that is not JSON and 413 for too many documents', async () => {
    expect((await call('{nope')).status).toBe(400)
    const res = await call({ index: 'cars', documents: Array.from({ length: 20_001 }, () => ({})) })
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ error: 'too_many_documents', field: 'documents' })
  })

  it('answers 503 with the partial summary when the store fails', async () => {
    state.store = { ...createMemoryStore(), write: async () => Promise.reject(new Error('disk full')) }
    const res = await call({ index: 'cars', documents: cars })
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ error: 'ingest_failed', summary: { written: 0 } })
    expect(state.refresh).not.toHaveBeenCalled()
  })

  it('still answers when this instance cannot refresh', async () => {
    state.refresh.mockRejectedValue(new Error('engine loading'))
    expect((await call({ index: 'cars', documents: cars })).status).toBe(200)
  })
})
