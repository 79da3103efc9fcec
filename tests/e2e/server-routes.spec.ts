import { expect, test } from '@playwright/test'
import { port, siteUrl } from './helpers'

test('healthz answers 200 with the database up', async ({ request }) => {
  const res = await request.get(`http://127.0.0.1:${port}/healthz`)
  expect(res.status()).toBe(200)
  expect(await res.json()).toMatchObject({ status: 'ok', database: { ok: true } })
})

test('robots.txt and sitemap.xml are per site', async ({ page }) => {
  await page.goto(siteUrl('hedin-uk', '/robots.txt'))
  expect(await page.locator('body').innerText()).toContain(`Sitemap: ${siteUrl('hedin-uk', '/sitemap.xml')}`)
  const index = (await (await page.goto(siteUrl('hedin-fi', '/sitemap.xml')))?.text()) ?? ''
  expect(index).toContain(`<loc>${siteUrl('hedin-fi', '/sitemap-pages.xml')}</loc>`)
  expect(index).not.toContain('hedin-se')
  const res = await page.goto(siteUrl('hedin-fi', '/sitemap-pages.xml'))
  const xml = (await res?.text()) ?? ''
  expect(xml).toContain(`<loc>${siteUrl('hedin-fi', '/meista')}</loc>`)
  expect(xml).toContain(`<loc>${siteUrl('hedin-fi', '/sv/meista')}</loc>`)
  expect(xml).toContain('hreflang="en"')
  expect(xml).not.toContain('hedin-se')
})

test('media are served under /-/media and /-/jssmedia', async ({ page }) => {
  await page.goto(siteUrl('hedin-se'))
  const src = await page.locator('#jss-main [data-block="hero"] img').first().getAttribute('src')
  const file = decodeURIComponent(src ?? '').match(/\/-\/media\/([^&?]+)/)?.[1]
  expect(file).toBeTruthy()
  for (const prefix of ['/-/media/', '/-/jssmedia/']) {
    const res = await page.request.get(`http://127.0.0.1:${port}${prefix}${file}`)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toMatch(/^image\//)
  }
})

test('the layout service answers a page with its three placeholders', async ({ request }) => {
  const res = await request.get(
    `http://127.0.0.1:${port}/sitecore/api/layout/render/jss?item=/kop-bil&sc_site=hedin-se&sc_lang=sv`,
  )
  expect(res.status()).toBe(200)
  const body = await res.json()
  expect(Object.keys(body.sitecore.route.placeholders)).toEqual(['jss-header', 'jss-main', 'jss-footer'])
  expect(body.sitecore.route.placeholders['jss-main'][0].componentName).toBe('hero')
  const bad = await request.get(`http://127.0.0.1:${port}/sitecore/api/layout/render/jss?item=/`)
  expect(bad.status()).toBe(400)
})

test('hostile paths and queries get 400 or 404, never 500', async ({ page }) => {
  for (const path of [
    '/kop-bil/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/kop-bil%2fsalj',
    '/%E0%A4%A',
    `/?q=${'x'.repeat(5000)}`,
  ]) {
    const res = await page.goto(siteUrl('hedin-se', path))
    expect([400, 404], path).toContain(res?.status())
  }
})

test('a car path on a site without cars is a missing page, not a server error', async ({ page }) => {
  for (const [site, path] of [
    ['charge-se', '/laddstationer/12345/some-car'],
    ['pickup-se', '/modeller/12345/some-car'],
    ['pickup-se', '/modeller/12345'],
  ] as const) {
    const res = await page.goto(siteUrl(site, path))
    expect(res?.status(), `${site} ${path}`).toBe(404)
  }
})

test('the tracking endpoint rejects bad input with 400', async ({ request }) => {
  const res = await request.post(`http://127.0.0.1:${port}/api/tracking/page-view`, { data: { channel: 'TV' } })
  expect(res.status()).toBe(400)
  expect((await res.json()).error).toBeTruthy()
})
