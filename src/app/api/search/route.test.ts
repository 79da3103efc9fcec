import { beforeEach, describe, expect, it, vi } from 'vitest'
import { emptyResponse } from '@/modules/search/contract'
import { planQuery } from '@/modules/search/plan'

const state = vi.hoisted(() => ({
  settings: { SEARCH_API_KEY: undefined as string | undefined },
  search: vi.fn<(request: unknown) => Promise<unknown>>(),
}))

vi.mock('@/lib/env', () => ({ env: () => state.settings }))
vi.mock('@/modules/search/runtime', () => ({ getSearchService: async () => ({ search: state.search }) }))

const { POST } = await import('./route')

const call = (body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://hedin-se.localhost/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )

describe('POST /api/search', () => {
  beforeEach(() => {
    state.settings.SEARCH_API_KEY = undefined
    // The real request validation, so the errors are the ones visitors get.
    state.search.mockReset().mockImplementation(async (request) => {
      const plan = planQuery(request)
      return { ...emptyResponse(plan.limit, plan.offset), total_items: 1 }
    })
  })

  it('answers the search as JSON, cacheable for 60 s', async () => {
    const res = await call({ index: 'cars', keyphrase: 'volvo', limit: 48 })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=60')
    expect(await res.json()).toEqual({ facet: [], content: [], total_items: 1, limit: 48, offset: 0 })
    expect(state.search).toHaveBeenCalledWith({ index: 'cars', keyphrase: 'volvo', limit: 48 })
  })

  it.each([
    [{ index: 'boats' }, 'index'],
    [{ index: 'cars', limit: 1001 }, 'limit'],
    [{ index: 'cars', offset: -1 }, 'offset'],
    [{ index: 'cars', sort_name: 'colour_asc' }, 'sort_name'],
    [{ index: 'cars', facets: [{ name: 'car_brand' }, { name: 'wheels' }] }, 'facets.1.name'],
    [{ index: 'cars', filters: { car_price: ['cheap', '100'] } }, 'filters.car_price'],
    [[1, 2], 'body'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const res = await call(body)
    expect(res.status).toBe(400)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toMatchObject({ error: 'invalid_request', field, message: expect.stringContaining(field) })
  })

  it('answers 400 when the body is not JSON, and 413 when it is huge', async () => {
    const bad = await call('{"index": cars}')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: 'invalid_json' })
    expect((await call({ index: 'cars', keyphrase: 'x'.repeat(300_000) })).status).toBe(413)
    expect(state.search).not.toHaveBeenCalled()
  })

  it('needs the x-api-key header when SEARCH_API_KEY is set', async () => {
    state.settings.SEARCH_API_KEY = 'search-key'
    const attempts: Record<string, string>[] = [{}, { 'x-api-key': 'wrong' }, { authorization: 'Bearer search-key' }]
    for (const headers of attempts) {
      const res = await call({ index: 'cars' }, headers)
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ error: 'unauthorized' })
    }
    expect(state.search).not.toHaveBeenCalled()
    expect((await call({ index: 'cars' }, { 'x-api-key': 'search-key' })).status).toBe(200)
  })

  it('answers 503 when the search service cannot start', async () => {
    state.search.mockRejectedValue(new Error('database down'))
    const res = await call({ index: 'cars' })
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ error: 'search_unavailable' })
  })
})
