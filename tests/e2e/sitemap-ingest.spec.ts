import { expect, test, type APIRequestContext } from '@playwright/test'
import { port, serverUrl, siteUrl } from './helpers'

/** The key scripts/e2e-server.sh configures (as in search-api.spec.ts). */
const INGEST_KEY = process.env.INGEST_API_KEY ?? 'e2e-ingest-key-0123456789'
const ingestUrl = `http://127.0.0.1:${port}/api/search/ingest`

/** Every car URL of hedin-se's car sitemaps, read through the index as a crawler would. */
async function carUrls(request: APIRequestContext): Promise<string> {
  const index = await (await request.get(serverUrl('hedin-se', '/sitemap.xml'))).text()
  const children = [...index.matchAll(/<loc>[^<]*\/(sitemap-cars-\d+\.xml)<\/loc>/g)].map((m) => m[1]!)
  expect(children.length).toBeGreaterThan(0)
  const files = await Promise.all(
    children.map(async (child) => (await request.get(serverUrl('hedin-se', `/${child}`))).text()),
  )
  return files.join('\n')
}

test('an ingest updates the car sitemap and the vehicle feed at once, in and out', async ({ request }) => {
  const id = `96${Date.now() % 1e8}`
  const loc = `<loc>${siteUrl('hedin-se', `/kop-bil/${id}/volvo-xc60-sitemap-${id}`)}</loc>`
  expect(await carUrls(request)).not.toContain(loc)
  const car = {
    car_id: id,
    slug: `volvo-xc60-sitemap-${id}`,
    car_brand: 'Volvo',
    car_model: 'XC60',
    car_is_used: true,
    car_country_code: 'SE',
    car_price_currency: 'SEK',
    car_price: 349_000,
    car_site_id: 'e2e-site',
    indexed_at: '2026-11-02T08:30:00Z',
  }
  const added = await request.post(ingestUrl, {
    headers: { authorization: `Bearer ${INGEST_KEY}` },
    data: { index: 'cars', documents: [car] },
  })
  expect(added.status()).toBe(200)
  const withCar = await carUrls(request)
  expect(withCar).toContain(`${loc}<lastmod>2026-11-02T08:30:00Z</lastmod>`)
  expect(await (await request.get(serverUrl('hedin-se', '/feeds/vehicles.csv'))).text()).toContain(`\r\n${id},`)

  const removed = await request.post(ingestUrl, {
    headers: { 'x-api-key': INGEST_KEY },
    data: { index: 'cars', mode: 'delete', documents: [id] },
  })
  expect(removed.status()).toBe(200)
  expect(await carUrls(request)).not.toContain(loc)
})
