import http from 'node:http'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { port, screenshot, sessionToken, siteUrl } from './helpers'

const cms = `http://localhost:${port}`
const editor = {
  email: process.env.ADMIN_EMAIL ?? 'editor@example.com',
  password: process.env.ADMIN_PASSWORD ?? 'e2e-editor-password',
}
const FORGED_HOST = 'evil-host.example'

/** The headers every response carries, whatever its kind. */
function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  const csp = headers['content-security-policy'] ?? ''
  expect(csp, what).toContain("object-src 'none'")
  expect(csp, what).toContain("base-uri 'self'")
  expect(csp, what).toContain("frame-ancestors 'self'")
  expect(csp, what).toMatch(/script-src 'self' [^;]*https:\/\/www\.googletagmanager\.com/)
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], what).toBe('geolocation=(self), camera=(), microphone=()')
  // Plain HTTP: no HSTS (test 'an https claim from a stranger' covers a forged X-Forwarded-Proto).
  expect(headers['strict-transport-security'], what).toBeUndefined()
}

/**
 * Collects what the browser refused under the page's CSP: the securitypolicyviolation events
 * (recorded from the first script on) and the console's CSP messages.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleMessages: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/i.test(m.text()))
      consoleMessages.push(m.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`),
    )
  })
  return async () => {
    const events = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => [])
    return [...events, ...consoleMessages]
  }
}

/** Loads a page the way a visitor does (scrolling to the end, so lazy parts load too). */
async function visit(page: Page, url: string, expectedStatus: number) {
  const res = await page.goto(url)
  expect(res?.status(), url).toBe(expectedStatus)
  expectSecurityHeaders(await res!.allHeaders(), url)
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 30))
    }
  })
  await page.waitForLoadState('networkidle')
  return res!
}

async function firstCarHref(request: APIRequestContext): Promise<string> {
  const res = await request.get(`http://127.0.0.1:${port}/api/cars/list?site=hedin-se&lang=sv&limit=1&sc_site=hedin-se`)
  expect(res.ok()).toBe(true)
  const { cards } = (await res.json()) as { cards: { id: string; href: string }[] }
  expect(cards.length).toBeGreaterThan(0)
  return cards[0]!.href
}

/** A raw request with a Host header (or method) of our choosing, which browsers and fetch do not allow. */
function rawGet(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, headers, method }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout on ${path}`)))
    req.end()
  })
}

async function login(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${cms}/api/users/login`, { data: editor })
  expect(res.status()).toBe(200)
  return sessionToken(res.headers()['set-cookie'])
}

test.describe('security headers and the CSP', () => {
  test('every public page type loads with the headers and no CSP violation', async ({ page }) => {
    const violations = await watchViolations(page)
    const car = await firstCarHref(page.request)
    const pages: [string, string, number][] = [
      ['home', siteUrl('hedin-se'), 200],
      ['content page', siteUrl('hedin-se', '/om-hedin-automotive'), 200],
      ['car list', siteUrl('hedin-se', '/kop-bil/alla-bilar-i-lager'), 200],
      ['car detail', siteUrl('hedin-se', car), 200],
      ['not found', siteUrl('hedin-se', '/finns-inte-alls'), 404],
      ['brand store', siteUrl('brand-no'), 200],
      ['UK home', siteUrl('hedin-uk'), 200],
    ]
    for (const [name, url, status] of pages) {
      await visit(page, url, status)
      expect(await violations(), `${name}: ${url}`).toEqual([])
    }
    await screenshot(page, 'csp-not-found')
    await visit(page, siteUrl('hedin-se'), 200)
    await screenshot(page, 'csp-home')
  })

  test('the tag manager may load once the visitor consents', async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    const violations = await watchViolations(page)
    const gtm: string[] = []
    // No internet here: the tag manager's script is answered locally, the CSP still decides.
    await page.route('https://www.googletagmanager.com/**', (route) => {
      gtm.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmLoaded = true' })
    })
    await visit(page, siteUrl('hedin-se'), 200)
    await page
      .getByRole('button', { name: /godkänn alla|acceptera alla|tillåt alla/i })
      .first()
      .click()
    await expect.poll(() => gtm.length).toBeGreaterThan(0)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __gtmLoaded?: boolean }).__gtmLoaded))
      .toBe(true)
    expect(await violations()).toEqual([])
    await context.close()
  })

  test('cached pages stay cacheable under the headers', async ({ request }) => {
    const url = `http://127.0.0.1:${port}/om-hedin-automotive?sc_site=hedin-se`
    await request.get(url)
    const res = await request.get(url)
    expect(res.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=3600')
    expect(res.headers()['x-nextjs-cache']).toBe('HIT')
    expectSecurityHeaders(res.headers(), url)
  })

  test('API, server routes and static files carry the headers too', async ({ page, request }) => {
    await page.goto(siteUrl('hedin-se'))
    const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src')
    for (const path of [
      '/api/pages?limit=1&depth=0',
      '/api/graphql',
      '/robots.txt',
      '/sitemap.xml',
      '/healthz',
      script!,
      '/api/no-such-route',
    ]) {
      const res =
        path === '/api/graphql'
          ? await request.post(`${cms}${path}`, { data: { query: '{ __typename }' } })
          : await request.get(`${cms}${path}`)
      expect(res.status(), path).toBeLessThan(500)
      expectSecurityHeaders(res.headers(), path)
    }
  })

  test('answers given before Next.js runs carry them too', async () => {
    const trace = await rawGet('/', { host: `hedin-se.localhost:${port}` }, 'TRACE')
    expect(trace.status).toBe(405)
    expectSecurityHeaders(trace.headers as Record<string, string>, 'TRACE /')
  })

  test('an https claim from a stranger gets no HSTS', async () => {
    // The test server trusts no proxy, so this X-Forwarded-Proto is a client's word only.
    const res = await rawGet('/', { host: `hedin-se.localhost:${port}`, 'x-forwarded-proto': 'https' })
    expect(res.status).toBe(200)
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  test('the admin login, dashboard and page editor load under their CSP', async ({ page }) => {
    const violations = await watchViolations(page)
    await visit(page, `${cms}/admin/login`, 200)
    await page.getByLabel(/email/i).fill(editor.email)
    await page.getByLabel(/password/i).fill(editor.password)
    await page.getByRole('button', { name: /login|log in/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.waitForLoadState('networkidle')
    await screenshot(page, 'csp-admin-dashboard')
    await page.goto(`${cms}/admin/collections/sites`)
    await page
      .getByRole('link', { name: /hedin automotive/i })
      .first()
      .click()
    // The editor renders fields as they scroll into view; the map group sits below the fold.
    await page.getByRole('heading', { name: 'Map', exact: true }).scrollIntoViewIfNeeded()
    await expect(page.getByText('Browser map key', { exact: true })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await page.goto(`${cms}/admin/collections/leads`)
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
  })

  test('live preview frames the site inside the admin', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.setViewportSize({ width: 1400, height: 900 })
    await page.goto(`${cms}/admin/login`)
    await page.getByLabel(/email/i).fill(editor.email)
    await page.getByLabel(/password/i).fill(editor.password)
    await page.getByRole('button', { name: /login|log in/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    const res = await page.request.get(`${cms}/api/pages`, {
      params: { 'where[site.name][equals]': 'hedin-se', 'where[path][equals]': '/om-hedin-automotive', depth: 0 },
    })
    const id = (await res.json()).docs[0].id
    await page.goto(`${cms}/admin/collections/pages/${id}`)
    // The admin remembers per user whether the preview was open, and the button toggles it.
    const toggle = page.getByRole('button', { name: 'Live Preview' })
    await expect(toggle).toBeVisible()
    await page.waitForTimeout(1000)
    const wasOpen = await page.locator('#live-preview-iframe').isVisible()
    if (!wasOpen) await toggle.click()
    const frame = page.frameLocator('#live-preview-iframe')
    await expect(frame.locator('#jss-main h1').first()).toHaveText(/\S/, { timeout: 30_000 })
    await expect(page.locator('#live-preview-iframe')).toBeVisible()
    // The admin keeps a connection open while previewing, so the network never goes idle.
    await page.waitForTimeout(2000)
    await page.screenshot({ path: 'test-results/screenshots/csp-live-preview.png' })
    expect(await violations()).toEqual([])
    if (!wasOpen) await toggle.click()
  })
})

test.describe('a made-up Host header', () => {
  const host = { host: FORGED_HOST }

  test('never reaches a redirect, robots.txt, the sitemap or a page', async ({ request }) => {
    const car = await firstCarHref(request)
    const carId = car.split('/').at(-2)!
    // A default-language prefix and an id-only car URL redirect; each goes to the default site's own host.
    for (const path of ['/sv/om-hedin-automotive', `/kop-bil/${carId}`]) {
      const res = await rawGet(path, host)
      expect([301, 302, 307, 308], path).toContain(res.status)
      expect(res.headers.location, path).toMatch(new RegExp(`^http://hedin-se\\.localhost:${port}/`))
    }
    for (const path of ['/robots.txt', '/sitemap.xml', '/', '/om-hedin-automotive', '/finns-inte-alls', '/kop-bil/']) {
      const res = await rawGet(path, host)
      expect(res.status, path).toBeLessThan(500)
      expect(`${res.headers.location ?? ''}\n${res.body}`.includes(FORGED_HOST), `${FORGED_HOST} in ${path}`).toBe(
        false,
      )
    }
    const origin = `http://hedin-se.localhost:${port}`
    const robots = await rawGet('/robots.txt', host)
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`)
    // The sitemap index and its pages child both name the site's own origin.
    const sitemap = await rawGet('/sitemap.xml', host)
    expect(sitemap.body).toContain(`<loc>${origin}/sitemap-pages.xml</loc>`)
    const pages = await rawGet('/sitemap-pages.xml', host)
    expect(pages.body).toContain(`<loc>${origin}/om-hedin-automotive</loc>`)
    expect(pages.body.includes(FORGED_HOST)).toBe(false)
    const urls = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1])
    const content = (await rawGet('/om-hedin-automotive', host)).body
    expect(urls(content, /<link rel="canonical" href="([^"]+)"/g)).toEqual([`${origin}/om-hedin-automotive`])
    expect(urls(content, /<meta property="og:url" content="([^"]+)"/g)).toEqual([`${origin}/om-hedin-automotive`])
    // A site chosen by sc_site on a forged host: hreflang alternates use that site's own origin.
    const finnish = (await rawGet('/meista?sc_site=hedin-fi', host)).body
    expect(urls(finnish, /<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/g)).toEqual([
      `http://hedin-fi.localhost:${port}/meista`,
      `http://hedin-fi.localhost:${port}/sv/meista`,
      `http://hedin-fi.localhost:${port}/en/meista`,
      `http://hedin-fi.localhost:${port}/meista`,
    ])
  })

  test('nor the editing redirect, which takes only same-site paths', async ({ request }) => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%2F/evil',
      'https://evil.example',
    ]) {
      const res = await rawGet(`/feaas-render?sc_site=hedin-se&path=${encodeURIComponent(bad)}`, host)
      expect(res.status, bad).toBe(400)
      expect(JSON.parse(res.body).error, bad).toMatch(/path/)
    }
    const token = await login(request)
    const res = await rawGet(`/feaas-render?sc_site=hedin-se&path=${encodeURIComponent('/om-hedin-automotive')}`, {
      ...host,
      authorization: `JWT ${token}`,
    })
    expect(res.status).toBe(307)
    expect(res.headers.location).toBe('/om-hedin-automotive?sc_site=hedin-se')
  })
})

test.describe('secret fields', () => {
  const SERVER_KEY = `server-key-${Date.now()}`
  const BROWSER_KEY = `browser-key-${Date.now()}`

  test('both map keys are hidden from everyone but staff, in REST, GraphQL and the sites map', async ({
    request,
    playwright,
  }) => {
    const token = await login(request)
    const staff = { Authorization: `JWT ${token}` }
    const found = await request.get(`${cms}/api/sites`, {
      headers: staff,
      params: { 'where[name][equals]': 'charge-se' },
    })
    const site = (await found.json()).docs[0] as { id: number; map: Record<string, unknown> }
    const patch = (map: Record<string, unknown>) =>
      request.patch(`${cms}/api/sites/${site.id}`, { headers: staff, data: { map: { ...site.map, ...map } } })
    expect((await patch({ apiKey: SERVER_KEY, browserApiKey: BROWSER_KEY })).status()).toBe(200)
    try {
      const anonymous = await playwright.request.newContext()
      const reads = [
        await anonymous.get(`${cms}/api/sites/${site.id}`),
        await anonymous.get(`${cms}/api/sites?where[name][equals]=charge-se`),
        await anonymous.get(`${cms}/api/sites?limit=100&depth=2`),
        await anonymous.get(`${cms}/api/pages?where[site.name][equals]=charge-se&depth=2&limit=3`),
        await anonymous.post(`${cms}/api/graphql`, {
          data: { query: '{ Sites(limit: 100) { docs { name map { apiKey browserApiKey } } } }' },
        }),
        // Querying or sorting by the field must not become a way of guessing it.
        await anonymous.get(`${cms}/api/sites?where[map.apiKey][equals]=${SERVER_KEY}`),
        await anonymous.get(`${cms}/api/sites?where[map.apiKey][like]=server-key`),
        await anonymous.get(`${cms}/api/sites?where[map.browserApiKey][like]=browser-key`),
        await anonymous.get(`${cms}/api/sites-map`),
      ]
      for (const res of reads) {
        const body = await res.text()
        expect(res.status(), res.url()).toBeLessThan(500)
        expect(body, res.url()).not.toContain(SERVER_KEY)
        expect(body, res.url()).not.toContain(BROWSER_KEY)
      }
      const byBrowserKey = await anonymous.get(`${cms}/api/sites?where[map.browserApiKey][like]=browser-key`)
      expect(await byBrowserKey.text()).not.toContain('charge-se')
      const byKey = await (await anonymous.get(`${cms}/api/sites?where[map.apiKey][like]=server-key`)).text()
      expect(byKey).not.toContain('charge-se')
      const pagesByKey = await anonymous.get(`${cms}/api/pages?where[site.map.apiKey][like]=server-key&depth=0`)
      expect(pagesByKey.status()).toBeLessThan(500)
      expect((await pagesByKey.json()).docs ?? []).toEqual([])
      const single = await (await anonymous.get(`${cms}/api/sites/${site.id}`)).json()
      expect(single.map).not.toHaveProperty('apiKey')
      expect(single.map).not.toHaveProperty('browserApiKey')
      const gql = await (
        await anonymous.post(`${cms}/api/graphql`, {
          data: { query: '{ Sites(limit: 100) { docs { name map { apiKey } } } }' },
        })
      ).json()
      const charge = gql.data?.Sites?.docs?.find((d: { name: string }) => d.name === 'charge-se')
      expect(charge?.map?.apiKey ?? null).toBeNull()
      await anonymous.dispose()

      // Staff read it where they edit it.
      const own = await (await request.get(`${cms}/api/sites/${site.id}`, { headers: staff })).json()
      expect(own.map.apiKey).toBe(SERVER_KEY)
      expect(own.map.browserApiKey).toBe(BROWSER_KEY)
      // And no page sends it to a browser.
      const html = await (await request.get(`http://127.0.0.1:${port}/?sc_site=charge-se`)).text()
      expect(html).not.toContain(SERVER_KEY)
      // A page without a Google map has no use for the browser key either.
      expect(html).not.toContain(BROWSER_KEY)
    } finally {
      expect((await patch({ apiKey: null, browserApiKey: null })).status()).toBe(200)
    }
  })
})
