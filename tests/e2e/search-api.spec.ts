import { expect, test, type APIRequestContext } from '@playwright/test'
import { port, siteUrl } from './helpers'

/** The key scripts/e2e-server.sh configures; the same default on both sides. */
const INGEST_KEY = process.env.INGEST_API_KEY ?? 'e2e-ingest-key-0123456789'
const searchUrl = `http://127.0.0.1:${port}/api/search`
const ingestUrl = `http://127.0.0.1:${port}/api/search/ingest`

// Unique per run, so a reused server's earlier cars and cached answers do not interfere.
const run = Date.now().toString(36)
const word = `zq${run}`

const car = (id: string, overrides: Record<string, unknown> = {}) => ({
  car_id: id,
  slug: `volvo-xc60-${id}`,
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_model_text: `Volvo XC60 ${word}`,
  car_is_used: true,
  car_country_code: 'SE',
  car_price_currency: 'SEK',
  car_price: 349_000,
  car_site_id: 'e2e-site',
  ...overrides,
})

async function search(request: APIRequestContext, body: unknown) {
  return request.post(searchUrl, { data: body })
}

test('search answers 400 naming the field for bad requests, never 500', async ({ request }) => {
  const cases: [unknown, string][] = [
    [{ index: 'boats' }, 'index'],
    [{ index: 'cars', facets: [{ name: 'wheels' }] }, 'facets.0.name'],
    [{ index: 'cars', filters: { wheels: ['4'] } }, 'filters.wheels'],
    [{ index: 'cars', sort_name: 'colour_asc' }, 'sort_name'],
    [{ index: 'cars', filters: { car_price: ['cheap', '100000'] } }, 'filters.car_price'],
    [{ index: 'cars', limit: 1001 }, 'limit'],
    [{ index: 'cars', offset: -1 }, 'offset'],
  ]
  for (const [body, field] of cases) {
    const res = await search(request, body)
    expect(res.status(), JSON.stringify(body)).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'invalid_request', field, message: expect.stringContaining(field) })
  }
  const notJson = await request.post(searchUrl, { data: '{"index":', headers: { 'content-type': 'application/json' } })
  expect(notJson.status()).toBe(400)
})

test('search is reachable on every site host and cacheable for 60 s', async ({ page }) => {
  // From a page of each site, as its browser code calls it: the proxy must not rewrite /api/.
  for (const site of ['hedin-se', 'hedin-uk']) {
    await page.goto(siteUrl(site, '/robots.txt'))
    const res = await page.evaluate(async () => {
      const r = await fetch('/api/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ index: 'cars', limit: 0 }),
      })
      return { status: r.status, cacheControl: r.headers.get('cache-control'), body: await r.json() }
    })
    expect(res.status, site).toBe(200)
    expect(res.cacheControl).toBe('public, max-age=60')
    expect(res.body).toMatchObject({ facet: [], content: [], limit: 0, offset: 0 })
  }
})

test('ingest needs its key: 401 without or with a wrong one', async ({ request }) => {
  const body = { index: 'cars', documents: [car('990000001')] }
  expect((await request.post(ingestUrl, { data: body })).status()).toBe(401)
  const wrong = await request.post(ingestUrl, { data: body, headers: { 'x-api-key': 'not-the-ingest-key' } })
  expect(wrong.status()).toBe(401)
  expect(await wrong.json()).toMatchObject({ error: 'unauthorized' })
  const bearer = await request.post(ingestUrl, { data: body, headers: { authorization: 'Bearer not-the-ingest-key' } })
  expect(bearer.status()).toBe(401)
})

test('ingested cars are found at once; the summary names the rejected line', async ({ request }) => {
  const ids = [`97${Date.now() % 1e8}`, `98${Date.now() % 1e8}`]
  const before = await search(request, { index: 'cars', keyphrase: word })
  expect((await before.json()).total_items).toBe(0)

  const res = await request.post(ingestUrl, {
    headers: { authorization: `Bearer ${INGEST_KEY}` },
    data: {
      index: 'cars',
      documents: [car(ids[0]!), car('not-a-number', { slug: 'Bad Slug' }), car(ids[1]!, { car_brand: 'Škoda' })],
    },
  })
  expect(res.status()).toBe(207)
  const summary = await res.json()
  expect(summary).toMatchObject({ index: 'cars', mode: 'upsert', received: 3, written: 2, deleted: 0 })
  expect(summary.rejected).toHaveLength(1)
  expect(summary.rejected[0]).toMatchObject({ line: 2, id: 'not-a-number' })
  expect(summary.rejected[0].reason).toMatch(/car_id: .*; slug: lower-case words joined by hyphens/)

  const found = await search(request, { index: 'cars', keyphrase: word, sort_name: 'car_price_asc' })
  expect(found.status()).toBe(200)
  const body = await found.json()
  expect(body.total_items).toBe(2)
  expect(body.content.map((c: { car_id: string }) => c.car_id).sort()).toEqual([...ids].sort())

  const skoda = await search(request, { index: 'cars', keyphrase: `skoda ${word}`, fields: ['car_id', 'car_brand'] })
  expect((await skoda.json()).content).toEqual([{ car_id: ids[1], car_brand: 'Škoda' }])

  // Delete them again, so a reused server starts the next run clean.
  const removed = await request.post(ingestUrl, {
    headers: { 'x-api-key': INGEST_KEY },
    data: { index: 'cars', mode: 'delete', documents: ids },
  })
  expect(removed.status()).toBe(200)
  expect(await removed.json()).toMatchObject({ deleted: 2 })
  const after = await search(request, { index: 'cars', keyphrase: word, limit: 5 })
  expect((await after.json()).total_items).toBe(0)
})
