import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DealerDocument, PlacesProvider } from '@/providers/places'

const DEALERS: DealerDocument[] = [
  {
    site_id: 'SE-1',
    site_official_name: 'smart Center Stockholm',
    site_city: 'Stockholm',
    site_street: 'Norra Stationsgatan 53',
    site_zip: '113 43',
    site_geocoord: '59.348,18.04',
    country_code: 'SE',
  },
]

/** The keys the routes chose providers by; the embedded gazetteer answers either way. */
const keys: (string | null | undefined)[] = []
vi.mock('@/providers/places', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/providers/places')>()
  let embedded: PlacesProvider | undefined
  return {
    ...original,
    placesProvider: (key?: string | null) => {
      keys.push(key)
      embedded ??= original.embeddedPlaces({ dealers: async () => DEALERS })
      return embedded
    },
  }
})

const getSite = vi.fn()
vi.mock('@/cms/queries', () => ({ getSite: (name: string) => getSite(name) }))

const suggest = await import('./suggest/route')
const geocode = await import('./geocode/route')
const reverse = await import('./reverse/route')

const get = (route: { GET: (request: Request) => Promise<Response> }, query: string) =>
  route.GET(new Request(`http://localhost/api/places/x?${query}`))

beforeEach(() => {
  keys.length = 0
  getSite.mockReset()
})

describe('GET /api/places/suggest', () => {
  it('answers places, cacheable for five minutes', async () => {
    const response = await get(suggest, 'q=Gotebrog&limit=3')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    const { results } = await response.json()
    expect(results[0]).toMatchObject({ name: 'Göteborg', kind: 'city', country: 'SE' })
    expect(results.length).toBeLessThanOrEqual(3)
  })

  it('finds dealer postcodes with or without the space, and takes the country in any case', async () => {
    for (const q of ['11343', '113%2043']) {
      const { results } = await (await get(suggest, `q=${q}&country=se`)).json()
      expect(results[0], q).toMatchObject({ kind: 'postcode', name: '113 43' })
    }
  })

  it('answers 400 naming the parameter for bad input', async () => {
    for (const [query, field] of [
      ['', 'q'],
      ['q=%20%20', 'q'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['q=oslo&country=DE', 'country'],
      ['q=oslo&country=', 'country'],
      ['q=oslo&limit=0', 'limit'],
      ['q=oslo&limit=11', 'limit'],
      ['q=oslo&limit=2.5', 'limit'],
      ['q=oslo&lang=%3Cscript%3E', 'lang'],
      ['q=oslo&site=..%2Fx', 'site'],
    ]) {
      const response = await get(suggest, query!)
      expect(response.status, query).toBe(400)
      expect(await response.json(), query).toMatchObject({ error: 'invalid', field })
    }
  })

  it("uses the site's server key, and refuses an unknown site", async () => {
    getSite.mockResolvedValue({ map: { apiKey: 'site-key' } })
    expect((await get(suggest, 'q=oslo&site=hedin-no')).status).toBe(200)
    expect(getSite).toHaveBeenCalledWith('hedin-no')
    expect(keys).toEqual(['site-key'])
    getSite.mockResolvedValue(undefined)
    const unknown = await get(suggest, 'q=oslo&site=nope')
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ error: 'invalid', field: 'site' })
  })

  it('answers with the gazetteer when the site cannot be read', async () => {
    getSite.mockRejectedValue(new Error('database locked'))
    expect((await get(suggest, 'q=oslo&site=hedin-no')).status).toBe(200)
    expect(keys).toEqual([null])
  })

  it('takes GET only', async () => {
    const response = suggest.POST()
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toContain('GET')
  })
})

describe('GET /api/places/geocode', () => {
  it('answers the best matches', async () => {
    const response = await get(geocode, 'q=Helsingfors&country=FI')
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    const { results } = await response.json()
    expect(results[0]).toMatchObject({ name: 'Helsingfors', country: 'FI' })
  })

  it('answers 400 for a blank query', async () => {
    expect((await get(geocode, 'q=')).status).toBe(400)
  })
})

describe('GET /api/places/reverse', () => {
  it('answers the nearest places with their distance, for this browser only', async () => {
    const response = await get(reverse, 'lat=48.1482&lng=17.1067')
    expect(response.headers.get('cache-control')).toBe('private, max-age=300')
    const { results } = await response.json()
    expect(results[0]).toMatchObject({ name: 'Bratislava', country: 'SK' })
    expect(results[0].distanceKm).toBeLessThan(1)
  })

  it('answers 400 naming lat or lng when either is not a coordinate', async () => {
    for (const [query, field] of [
      ['lng=18', 'lat'],
      ['lat=59', 'lng'],
      ['lat=abc&lng=18', 'lat'],
      ['lat=91&lng=18', 'lat'],
      ['lat=59&lng=-180.5', 'lng'],
      ['lat=1e3&lng=18', 'lat'],
      ['lat=NaN&lng=18', 'lat'],
    ]) {
      const response = await get(reverse, query!)
      expect(response.status, query).toBe(400)
      expect(await response.json(), query).toMatchObject({ error: 'invalid', field })
    }
  })
})
