import { describe, expect, it } from 'vitest'
import { GET as style } from '../../style/route'
import { GET, POST } from './route'

const call = (layer: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost/api/maps/basemap/${layer}`, { headers }), { params: Promise.resolve({ layer }) })

describe('GET /api/maps/basemap/{layer}', () => {
  it('serves a layer as long-cached GeoJSON with an ETag', async () => {
    const res = await call('countries.geojson')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/geo+json')
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=86400.*stale-while-revalidate=604800/)
    expect((await res.json()).type).toBe('FeatureCollection')
    const again = await call('countries.geojson', { 'if-none-match': res.headers.get('etag') ?? '' })
    expect(again.status).toBe(304)
  })

  it('answers an unknown layer with a JSON 404', async () => {
    const res = await call('roads.geojson')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: 'not_found' })
  })

  it('takes only GET', async () => {
    expect(POST().status).toBe(405)
  })
})

describe('GET /api/maps/style', () => {
  it('serves the style', async () => {
    const res = style(new Request('http://localhost/api/maps/style'))
    expect(res.status).toBe(200)
    expect((await res.json()).version).toBe(8)
  })
})
