import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoAxeViolations, port, screenshot, sessionToken, siteUrl, whenHydrated } from './helpers'

/**
 * Redirects (issue 20): the market tables' fixed rows answered by the proxy in one permanent hop,
 * www and a rule in one hop, a rule saved in the admin live within seconds, and the admin's
 * report and import dialog.
 */

const cms = `http://localhost:${port}`
const editor = {
  email: process.env.ADMIN_EMAIL ?? 'editor@example.com',
  password: process.env.ADMIN_PASSWORD ?? 'e2e-editor-password',
}

/** One request as a site's visitor would send it, without following the answer. */
function visit(request: APIRequestContext, host: string, path: string) {
  return request.get(`http://127.0.0.1:${port}${path}`, { headers: { host: `${host}:${port}` }, maxRedirects: 0 })
}

async function expectRedirect(request: APIRequestContext, site: string, path: string, location: string) {
  const res = await visit(request, `${site}.localhost`, path)
  expect(res.status(), `${site} ${path}`).toBe(308)
  expect(res.headers()['location'], `${site} ${path}`).toBe(location)
  expect(res.headers()['cache-control']).toBe('public, max-age=3600, s-maxage=86400')
  expect(res.headers()['cache-tag']).toBe(`redirects-${site}`)
}

const FIXED_ROWS: [site: string, path: string, location: string][] = [
  ['hedin-fi', '/miksi-hedin-automotive', '/auton-omistaminen'],
  ['hedin-fi', '/sv/miksi-hedin-automotive', '/sv/auton-omistaminen'],
  ['hedin-fi', '/Loyda-meidat', '/loyda-meidat'],
  ['hedin-fi', '/fi-FI/meista', '/meista'],
  ['brand-no', '/hvorfor-mini', '/bileierskap'],
  ['brand-no', '/om-oss', '/om-mini/om-oss'],
  ['brand-no', '/404', '/'],
  ['brand-se', '/varfor-smart', '/bilagande'],
  ['brand-se', '/om-oss', '/om-smart'],
  ['hedin-sk', '/o-nas', '/o-hedin-automotive'],
  ['hedin-sk', '/Kontakty', '/kontakty'],
  ['hedin-no', '/biler/Volvo/XC60', '/kjop-bil/vare-bilmerker/volvo/xc60'],
  ['hedin-no', '/verksted/dekk/hjulskift', '/service-og-verksted'],
  ['hedin-no', '/aktuelt?cat=elbil&utm_source=x', '/aktuelt?utm_source=x'],
  ['hedin-se', '/bilar?vehicletype=PB', '/kop-bil/alla-bilar-i-lager?car_vehicle_type_code=PC'],
  ['hedin-se', '/anlaggningar/123/hedin-bil-barkarby', '/anlaggningar/hedin-automotive-barkarby'],
  ['hedin-se', '/dackdepa/success', '/dackkop-tack'],
  ['hedin-uk', '/used/bmw/x5', '/buy-car/used-cars/bmw/x5'],
  ['hedin-uk', '/mercedes-benz/book-a-service', '/service-and-parts/mercedes-benz/servicing/book-service-or-mot'],
  ['hedin-uk', '/Sell-Car', '/sell-car'],
  ['hedin-uk', '/-/media/files/offers/kia/spring-offers.pdf', '/buy-car/latest-offers/kia'],
]

test('the market tables answer their fixed rows with one permanent hop', async ({ request }) => {
  for (const [site, path, location] of FIXED_ROWS) await expectRedirect(request, site, path, location)
  // A destination never redirects to itself: the lower-case spelling is the page.
  expect((await visit(request, 'hedin-sk.localhost', '/kontakty')).status()).not.toBe(308)
  // hedin-fi's /en/{path*} -> /{path*} answers only where no English page does (the page route's 404).
  expect((await visit(request, 'hedin-fi.localhost', '/en/meista')).status()).toBe(200)
  const missing = await visit(request, 'hedin-fi.localhost', `/en/ei-sivua-${Date.now()}`)
  expect(missing.status()).toBe(308)
  expect(missing.headers()['location']).toMatch(/\/ei-sivua-\d+/)
  // A media path no rule names falls through to the media files, its case kept.
  expect((await visit(request, 'hedin-uk.localhost', '/-/media/Missing-File.pdf')).status()).toBe(404)
})

test('a mixed-case path no rule answers goes to its lower-case spelling; the editing endpoint refuses off-site paths', async ({
  request,
}) => {
  const res = await visit(request, 'hedin-se.localhost', '/Kop-Bil/Alla-Bilar-I-Lager?car_brand=BMW')
  expect(res.status()).toBe(308)
  expect(res.headers()['location']).toBe('/kop-bil/alla-bilar-i-lager?car_brand=BMW')
  for (const path of ['/\\evil.example', '//evil.example', '/%5Cevil.example', 'https://evil.example/']) {
    const editing = await request.get(`${cms}/feaas-render?${new URLSearchParams({ path, sc_site: 'hedin-se' })}`, {
      maxRedirects: 0,
    })
    expect(editing.status(), path).toBe(400)
    expect(editing.headers()['location']).toBeUndefined()
  }
})

test('www and a rule are answered in one 301 hop to the bare host', async ({ page }) => {
  const hops: string[] = []
  page.on('response', (r) => {
    if (r.status() >= 300 && r.status() < 400) hops.push(`${r.status()} ${r.headers()['location']}`)
  })
  await page.goto(siteUrl('www.hedin-se', '/dackdepa/success'))
  expect(hops).toEqual([`301 ${siteUrl('hedin-se', '/dackkop-tack')}`])
  expect(page.url()).toBe(siteUrl('hedin-se', '/dackkop-tack'))
})

async function login(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post(`${cms}/api/users/login`, { data: editor })
  expect(res.status()).toBe(200)
  return { Authorization: `JWT ${sessionToken(res.headers()['set-cookie'])}` }
}

test('a rule saved in the admin API is live within 5 seconds, and a rule closing a loop is refused', async ({
  request,
}) => {
  const headers = await login(request)
  const sites = await request.get(`${cms}/api/sites`, {
    headers,
    params: { 'where[name][equals]': 'hedin-se', depth: 0 },
  })
  const siteId = (await sites.json()).docs[0].id as number
  const source = `/e2e-gammal-${Date.now()}`
  const created = await request.post(`${cms}/api/redirects`, {
    headers,
    data: { site: siteId, source, destination: '/salj-bil' },
  })
  expect(created.status()).toBe(201)
  await expect
    .poll(async () => (await visit(request, 'hedin-se.localhost', source)).headers()['location'], { timeout: 5000 })
    .toBe('/salj-bil')

  const loop = await request.post(`${cms}/api/redirects`, {
    headers,
    data: { site: siteId, source: '/salj-bil', destination: source },
  })
  expect(loop.status()).toBe(400)
  // The REST answer names the field; the admin form and the local API carry the loop itself.
  expect(JSON.stringify(await loop.json())).toMatch(/invalid: destination/i)

  const id = (await created.json()).doc.id as number
  expect((await request.delete(`${cms}/api/redirects/${id}`, { headers })).status()).toBe(200)
  await expect
    .poll(async () => (await visit(request, 'hedin-se.localhost', source)).status(), { timeout: 5000 })
    .toBe(404)
})

test('export, import and lint need a login; an unknown site is a 404', async ({ request }) => {
  for (const route of ['export', 'lint']) {
    expect((await request.get(`${cms}/api/redirects/${route}?site=hedin-se`)).status()).toBe(401)
  }
  expect((await request.post(`${cms}/api/redirects/import?site=hedin-se`, { data: 'x' })).status()).toBe(401)
  const headers = await login(request)
  expect((await request.get(`${cms}/api/redirects/lint?site=nowhere`, { headers })).status()).toBe(404)
  const lint = await (await request.get(`${cms}/api/redirects/lint?site=hedin-uk`, { headers })).json()
  expect(lint).toMatchObject({ site: 'hedin-uk', loops: [], unsafe: [] })
  expect(lint.overridden.map((e: { source: string }) => e.source)).toContain('/mercedes-benz/book-a-service')

  // Export then import (replace) changes nothing.
  const csv = await (await request.get(`${cms}/api/redirects/export?site=hedin-no`, { headers })).text()
  const again = await request.post(`${cms}/api/redirects/import?site=hedin-no&mode=replace`, {
    headers: { ...headers, 'content-type': 'text/csv' },
    data: csv,
  })
  expect(await again.json()).toMatchObject({ added: 0, changed: 0, removed: 0, errors: [] })
})

async function openRedirectList(page: Page) {
  await page.goto(`${cms}/admin/login`)
  await page.getByLabel('Email').fill(editor.email)
  await page.getByLabel('Password').fill(editor.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
  await page.goto(`${cms}/admin/collections/redirects?lintSite=hedin-uk`)
  await expect(page.locator('[data-redirect-report-summary]')).toContainText('hedin-uk: 47 rules')
}

test('the admin list shows the report, and an import with a bad row names its line and writes nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openRedirectList(page)
  await expect(page.locator('[data-redirect-report="overridden"] summary')).toContainText(
    'Overridden by a later rule: 2',
  )
  // Our parts of the screen; Payload's own list table has findings of its own (see the issue note).
  await expectNoAxeViolations(page, '.redirect-report')
  await screenshot(page, 'redirects-admin-1280')

  const open = page.getByRole('button', { name: 'Import CSV' })
  await whenHydrated(open)
  await open.click()
  const dialog = page.getByRole('dialog', { name: 'Import redirect rules' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Site').selectOption('hedin-uk')
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'rules.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('site;source;destination\nhedin-uk;/ok;/sell-car\nhedin-uk;/bad;//evil.example\n'),
  })
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Line 3, destination')
  await expectNoAxeViolations(page, '.redirect-import')
  await screenshot(page, 'redirects-import-1280')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await page.reload()
  await expect(page.locator('[data-redirect-report-summary]')).toContainText('hedin-uk: 47 rules')

  // A site link shows that site's report and filters the list to its rules.
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'hedin-sk' }).click()
  await expect(page.locator('[data-redirect-report-summary]')).toContainText('hedin-sk: 4 rules')
  await expect(page.getByRole('row').filter({ hasText: '/o-nas' })).toHaveCount(1)
  await expect(page.getByRole('row').filter({ hasText: '/miksi-hedin-automotive' })).toHaveCount(0)
})

test('a 404 is counted in the 404 log of its site, and "Create redirect" starts a rule from its path', async ({
  page,
}) => {
  const path = `/e2e-finns-inte-${Date.now()}`
  const logged = page.waitForResponse((r) => r.url().endsWith('/api/tracking/not-found'))
  const res = await page.goto(siteUrl('hedin-se', path))
  expect(res?.status()).toBe(404)
  expect((await logged).status()).toBe(204)

  await page.setViewportSize({ width: 1280, height: 900 })
  await openRedirectList(page)
  await page.goto(`${cms}/admin/collections/not-found-paths`)
  const row = page.getByRole('row').filter({ hasText: path })
  await expect(row).toContainText('1')
  await expectNoAxeViolations(page, '.cell-createRedirect')
  await screenshot(page, 'redirects-404-log-1280')
  const create = row.getByRole('button', { name: 'Create redirect' })
  await whenHydrated(create)
  await create.click()
  await page.waitForURL(/\/admin\/collections\/redirects\/\d+/)
  await expect(page.getByLabel('Source')).toHaveValue(path)
  await expect(page.getByLabel('Enabled')).not.toBeChecked()
})

test.describe('screenshots', () => {
  for (const width of [375, 768]) {
    test(`the redirect list with its report at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await openRedirectList(page)
      await screenshot(page, `redirects-admin-${width}`)
    })
  }
})
