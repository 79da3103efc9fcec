import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { port, serverUrl, sessionToken, siteUrl, whenHydrated } from './helpers'

const cms = `http://localhost:${port}`
const INGEST_KEY = process.env.INGEST_API_KEY ?? 'e2e-ingest-key-0123456789'
const editor = {
  email: process.env.ADMIN_EMAIL ?? 'editor@example.com',
  password: process.env.ADMIN_PASSWORD ?? 'e2e-editor-password',
}
const LIST = '/kop-bil/alla-bilar-i-lager'
const cards = (page: Page) => page.locator('#jss-main [data-block="carList"] article')

/**
 * Served from the page cache: HIT, or STALE for a page past its lifetime (car pages live 60 s),
 * which is served from the cache while a fresh copy renders behind it. MISS means rendered now.
 */
const FROM_CACHE = /^(HIT|STALE)$/

/** Two anonymous requests: the second must come from the page cache, shareable by a CDN. */
async function expectServedFromCache(request: APIRequestContext, url: string) {
  await request.get(url)
  const second = await request.get(url)
  expect(second.status(), url).toBe(200)
  expect(second.headers()['x-nextjs-cache'], url).toMatch(FROM_CACHE)
  expect(second.headers()['cache-control'], url).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/)
  expect(second.headers()['critical-ch'], url).toBeUndefined()
  expect(second.headers()['accept-ch'], url).toBeUndefined()
  return second
}

/** A car of the seeded stock, as the list API gives it. */
async function firstCar(request: APIRequestContext) {
  const res = await request.get(serverUrl('hedin-se', '/api/cars/list?site=hedin-se&lang=sv&limit=1'))
  const body = await res.json()
  return body.cards[0] as { id: string; href: string }
}

/** The page's own HTML and the inline script only: React never hydrates. */
async function blockScripts(page: Page) {
  await page.route('**/_next/static/**/*.js', (route) => route.abort())
}

test.describe('page cache', () => {
  test('a content page, the car list with and without filters and a car page come from the cache', async ({
    request,
  }) => {
    const car = await firstCar(request)
    for (const path of ['/', '/salj-bil', LIST, `${LIST}?car_fuel=El&sort=car_price_asc`, car.href]) {
      await expectServedFromCache(request, serverUrl('hedin-se', path))
    }
  })

  test('parameters a page does not use share its cached copy', async ({ request }) => {
    const marker = Date.now().toString(36)
    await expectServedFromCache(request, serverUrl('hedin-se', `${LIST}?car_fuel=Diesel&utm_source=${marker}`))
    // Another tracking parameter, the same list: already cached.
    const other = await request.get(serverUrl('hedin-se', `${LIST}?fbclid=${marker}&car_fuel=Diesel`))
    expect(other.headers()['x-nextjs-cache']).toMatch(FROM_CACHE)
  })

  test('a visitor who answered the banner and dismissed the alert sees neither, even before scripts run', async ({
    page,
  }) => {
    await page.context().addCookies([{ name: 'hideAlert', value: 'true', url: siteUrl('hedin-se') }])
    await blockScripts(page)
    const response = await page.goto(siteUrl('hedin-se'))
    expect(response?.headers()['cache-control']).toMatch(/^public/)
    // In the cached HTML for everyone, hidden for this visitor before the first paint.
    await expect(page.locator('[data-consent-banner]')).toHaveCount(1)
    await expect(page.locator('[data-consent-banner]')).toBeHidden()
    await expect(page.locator('[data-alert-dismissible]')).toHaveCount(1)
    await expect(page.locator('[data-alert-dismissible]')).toBeHidden()
  })

  test('a first-time visitor gets the banner and the alert from the same cached page', async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    await blockScripts(page)
    await page.goto(siteUrl('hedin-se'))
    await expect(page.getByRole('button', { name: 'Avvisa alla' })).toBeVisible()
    await expect(page.locator('[data-alert-dismissible]')).toBeVisible()
    await context.close()
  })

  test('the compare selection shows on a cached list after a reload', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', LIST))
    const toggle = page.getByTestId('compare-toggle').first()
    await whenHydrated(toggle)
    await toggle.click()
    await expect(page.getByTestId('compare-bar')).toBeVisible()
    const reload = await page.reload()
    expect(reload?.headers()['x-nextjs-cache']).toMatch(FROM_CACHE)
    await expect(page.getByTestId('compare-bar')).toBeVisible()
    await expect(page.getByTestId('compare-toggle').first()).toHaveAttribute('aria-pressed', 'true')
  })

  test('a query over the cached-variant cap still shows its results, filtered in the browser', async ({
    page,
    request,
  }) => {
    // scripts/e2e-server.sh caps each page at 32 cached query variants (PAGE_CACHE_VARIANTS).
    const list = '/bilar-i-lager'
    const price = (low: number) => `${list}?car_price=${low}&car_price=${low + 500_000}`
    for (let low = 1000; low <= 32_000; low += 1000) await request.get(serverUrl('rnautomotive', price(low)))
    const overCap = `${list}?car_fuel=El&car_price=0&car_price=900000`
    const totalOf = async (query: string) =>
      (
        await (
          await request.get(serverUrl('rnautomotive', `/api/cars/list?site=rnautomotive&lang=sv&limit=1${query}`))
        ).json()
      ).total as number
    const all = await totalOf('')
    const electric = await totalOf('&car_fuel=El&car_price=0&car_price=900000')
    expect(electric).toBeLessThan(all)
    // The server answers with the list without its query...
    const html = await (await request.get(serverUrl('rnautomotive', overCap))).text()
    expect(html).toMatch(new RegExp(`Visar \\d+ av ${all}<`))
    // ...and the browser shows exactly what the address asks for.
    await page.goto(siteUrl('rnautomotive', overCap))
    await expect(page.getByText(new RegExp(`^Visar \\d+ av ${electric}$`)).first()).toBeVisible()
  })
})

test.describe('revalidation', () => {
  test('publishing a page shows the new text on the next request; other pages and sites keep their cache', async ({
    page,
    request,
  }) => {
    // A page no other spec publishes, so specs may run side by side.
    const path = '/kop-bil/finansiering'
    const url = serverUrl('hedin-se', path)
    const otherSite = serverUrl('hedin-uk', '/')
    const sameSiteHome = serverUrl('hedin-se', '/')
    for (const cached of [url, otherSite, sameSiteHome]) await expectServedFromCache(request, cached)

    const login = await request.post(`${cms}/api/users/login`, { data: editor })
    const headers = { Authorization: `JWT ${sessionToken(login.headers()['set-cookie'])}` }
    const found = await request.get(`${cms}/api/pages`, {
      headers,
      params: { 'where[site.name][equals]': 'hedin-se', 'where[path][equals]': path, depth: 0 },
    })
    const id = (await found.json()).docs[0].id
    const metaTitle = `Finansiering för alla ${Date.now()}`
    const published = await request.patch(`${cms}/api/pages/${id}?locale=sv`, {
      headers,
      data: { metaTitle, _status: 'published' },
    })
    expect(published.status()).toBe(200)

    await page.goto(siteUrl('hedin-se', path))
    await expect(page).toHaveTitle(`${metaTitle} | Hedin Automotive`)
    // The meta title is the page's own: neither the site's other pages nor another site re-render.
    expect((await request.get(otherSite)).headers()['x-nextjs-cache']).toMatch(FROM_CACHE)
    expect((await request.get(sameSiteHome)).headers()['x-nextjs-cache']).toMatch(FROM_CACHE)
  })

  test('an ingested car shows in the cached list at once', async ({ page, request }) => {
    const word = `zr${Date.now().toString(36)}`
    const listPath = `${LIST}?keyphrase=${word}`
    await expectServedFromCache(request, serverUrl('hedin-se', listPath))
    await page.goto(siteUrl('hedin-se', listPath))
    await expect(cards(page)).toHaveCount(0)

    const seeded = await request.post(`http://127.0.0.1:${port}/api/search`, {
      data: { index: 'cars', filters: { car_country_code: ['SE'] }, limit: 1 },
    })
    const template = (await seeded.json()).content[0]
    const id = `96${Date.now() % 1e8}`
    const ingest = await request.post(`http://127.0.0.1:${port}/api/search/ingest`, {
      headers: { 'x-api-key': INGEST_KEY },
      data: {
        index: 'cars',
        documents: [{ ...template, car_id: id, slug: `${template.slug}-${word}`, car_model_text: `${word}` }],
      },
    })
    expect(ingest.status()).toBe(200)

    await page.goto(siteUrl('hedin-se', listPath))
    await expect(cards(page)).toHaveCount(1)

    const removed = await request.post(`http://127.0.0.1:${port}/api/search/ingest`, {
      headers: { 'x-api-key': INGEST_KEY },
      data: { index: 'cars', mode: 'delete', documents: [id] },
    })
    expect(removed.status()).toBe(200)
  })
})

test.describe('not-found pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an unknown page is a 404 in the site shell, with title, language and text', async ({ page }) => {
    const response = await page.goto(siteUrl('hedin-fi', '/sv/finns-inte'))
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(/Sidan kunde inte hittas/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan kunde inte hittas')
    await expect(page.locator('#jss-header [data-block]').first()).toBeVisible()
    await expect(page.locator('#jss-footer [data-block="footer"]')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  test('a car that is gone is a 404 with 8 recommended cars in the server HTML', async ({ page }) => {
    const response = await page.goto(siteUrl('hedin-se', '/kop-bil/99999999/volvo-xc60-d4-awd'))
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(/Vi kunde inte hitta bilen/)
    await expect(page.locator('[data-car-not-found] > ul > li')).toHaveCount(8)
    await expect(page.locator('[data-car-not-found] a[href^="/kop-bil/alla-bilar-i-lager?keyphrase="]')).toBeVisible()
  })
})
