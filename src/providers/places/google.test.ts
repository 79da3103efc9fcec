import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { googlePlaces } from './google'
import type { Place, PlacesProvider } from './types'

const KEY = 'test-server-key-123'

/** What the fake Google answers next, per API path; requests are recorded. */
let answer: (url: URL) => { status?: number; body: string; delayMs?: number }
const requests: URL[] = []
let server: http.Server
let baseUrl: string

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    requests.push(url)
    const { status = 200, body, delayMs = 0 } = answer(url)
    const timer = setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(body)
    }, delayMs)
    response.on('close', () => clearTimeout(timer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const embeddedAnswer: Place = {
  placeId: 'gn:1',
  name: 'Fallback',
  label: 'Fallback, Sweden',
  kind: 'city',
  country: 'SE',
  lat: 1,
  lng: 2,
}
const fallback: PlacesProvider = {
  suggest: vi.fn(async () => [embeddedAnswer]),
  geocode: vi.fn(async () => [embeddedAnswer]),
  reverse: vi.fn(async () => [{ ...embeddedAnswer, distanceKm: 3 }]),
}
const warn = vi.fn()

const provider = () => googlePlaces({ key: KEY, baseUrl, fallback, log: { warn }, timeoutMs: 1_000 })

const goteborg = {
  place_id: 'ChIJ-goteborg',
  formatted_address: 'Gothenburg, Sweden',
  types: ['locality', 'political'],
  geometry: { location: { lat: 57.7089, lng: 11.9746 } },
  address_components: [
    { long_name: 'Gothenburg', short_name: 'Gothenburg', types: ['locality'] },
    { long_name: 'Sweden', short_name: 'SE', types: ['country', 'political'] },
  ],
}
const paris = {
  ...goteborg,
  place_id: 'ChIJ-paris',
  formatted_address: 'Paris, France',
  address_components: [{ long_name: 'France', short_name: 'FR', types: ['country'] }],
}
const json = (value: unknown) => ({ body: JSON.stringify(value) })

beforeEach(() => {
  requests.length = 0
  vi.clearAllMocks()
})

describe('Google upstream', () => {
  it('geocodes with the country component and the key, keeping only our markets', async () => {
    answer = () => json({ status: 'OK', results: [goteborg, paris] })
    const places = await provider().geocode('Göteborg', { country: 'SE' })
    expect(places).toEqual([
      {
        placeId: 'g:ChIJ-goteborg',
        name: 'Gothenburg',
        label: 'Gothenburg, Sweden',
        kind: 'city',
        country: 'SE',
        lat: 57.7089,
        lng: 11.9746,
      },
    ])
    const url = requests[0]!
    expect(url.pathname).toBe('/maps/api/geocode/json')
    expect(url.searchParams.get('address')).toBe('Göteborg')
    expect(url.searchParams.get('components')).toBe('country:SE')
    expect(url.searchParams.get('key')).toBe(KEY)
    expect(fallback.geocode).not.toHaveBeenCalled()
  })

  it('reverse-geocodes by latlng and sets the distance', async () => {
    answer = () => json({ status: 'OK', results: [goteborg] })
    const [place] = await provider().reverse(57.7, 11.97)
    expect(requests[0]!.searchParams.get('latlng')).toBe('57.7,11.97')
    expect(place).toMatchObject({ placeId: 'g:ChIJ-goteborg' })
    expect(place!.distanceKm).toBeGreaterThan(0.5)
    expect(place!.distanceKm).toBeLessThan(2)
  })

  it('suggests from Place Autocomplete, each prediction placed by its place id', async () => {
    answer = (url) =>
      url.pathname.includes('autocomplete')
        ? json({
            status: 'OK',
            predictions: [
              {
                place_id: 'ChIJ-goteborg',
                description: 'Göteborg, Sverige',
                structured_formatting: { main_text: 'Göteborg' },
              },
            ],
          })
        : json({ status: 'OK', results: [goteborg] })
    const places = await provider().suggest('Göteb', { lang: 'sv', limit: 5 })
    expect(places).toEqual([expect.objectContaining({ name: 'Göteborg', label: 'Göteborg, Sverige', lat: 57.7089 })])
    const autocomplete = requests.find((url) => url.pathname === '/maps/api/place/autocomplete/json')!
    expect(autocomplete.searchParams.get('input')).toBe('Göteb')
    expect(autocomplete.searchParams.get('components')).toBe('country:se|country:no|country:fi|country:sk|country:gb')
    expect(autocomplete.searchParams.get('language')).toBe('sv')
    expect(requests.find((url) => url.searchParams.get('place_id') === 'ChIJ-goteborg')).toBeDefined()
  })

  it('answers ZERO_RESULTS as no places, not as a failure', async () => {
    answer = () => json({ status: 'ZERO_RESULTS', results: [] })
    expect(await provider().geocode('nowhere')).toEqual([])
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('falling back to the gazetteer', () => {
  const failures: [string, () => { status?: number; body: string; delayMs?: number }][] = [
    ['a timeout', () => ({ body: '{}', delayMs: 3_000 })],
    ['bad JSON', () => ({ body: '{"status": "OK", "results": [' })],
    ['an unexpected shape', () => json({ status: 'OK', results: [{ place_id: 1 }] })],
    ['HTTP 500', () => ({ status: 500, body: 'oops' })],
    [
      'a refused key',
      () => json({ status: 'REQUEST_DENIED', error_message: `The provided API key ${KEY} is invalid.` }),
    ],
  ]

  for (const [name, failure] of failures) {
    it(`on ${name}, answering from the fallback and warning without the key`, async () => {
      answer = failure
      expect(await provider().geocode('Göteborg', { country: 'SE' })).toEqual([embeddedAnswer])
      expect(await provider().suggest('Göteb', { limit: 3 })).toEqual([embeddedAnswer])
      expect(await provider().reverse(57.7, 11.97)).toEqual([{ ...embeddedAnswer, distanceKm: 3 }])
      expect(fallback.geocode).toHaveBeenCalledWith('Göteborg', { country: 'SE' })
      expect(fallback.suggest).toHaveBeenCalledWith('Göteb', { limit: 3 })
      expect(warn).toHaveBeenCalledTimes(3)
      for (const call of warn.mock.calls) expect(JSON.stringify(call)).not.toContain(KEY)
    })
  }

  it('when Google cannot be reached at all', async () => {
    const closed = googlePlaces({ key: KEY, baseUrl: 'http://127.0.0.1:9/', fallback, log: { warn }, timeoutMs: 500 })
    expect(await closed.geocode('x')).toEqual([embeddedAnswer])
    expect(JSON.stringify(warn.mock.calls)).not.toContain(KEY)
  })
})
