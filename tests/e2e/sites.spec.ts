import { expect, test } from '@playwright/test'
import { seedSiteSettings } from '../../data/sites/settings'
import { expectNoAxeViolations, screenshot, siteUrl } from './helpers'

const homes = [
  { site: 'hedin-se', lang: 'sv', theme: 'default', titleEnds: '| Hedin Automotive' },
  { site: 'hedin-uk', lang: 'en', theme: 'default', titleEnds: '| Hedin Automotive UK' },
  { site: 'brand-se', lang: 'sv', theme: 'smart', titleEnds: '– smart Sverige' },
  { site: 'hedin-fi', lang: 'fi', theme: 'default', titleEnds: '| Hedin Automotive' },
]

for (const home of homes) {
  test.describe(`${home.site} home page`, () => {
    for (const viewport of [
      { name: 'mobile', width: 375, height: 812 },
      { name: 'desktop', width: 1280, height: 900 },
    ]) {
      test(`renders with title, canonical, language, theme and no axe violations (${viewport.name})`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        const response = await page.goto(siteUrl(home.site))
        expect(response?.status()).toBe(200)
        await expect(page).toHaveTitle(new RegExp(`${home.titleEnds.replace(/[|]/g, '\\|')}$`))
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          siteUrl(home.site, '/').replace(/\/$/, ''),
        )
        await expect(page.locator('html')).toHaveAttribute('lang', home.lang)
        await expect(page.locator('html')).toHaveAttribute('data-theme', home.theme)
        // The brand stores use the mega-menu variant of the navigation bar.
        await expect(
          page.locator('#jss-header [data-block="navigation"], #jss-header [data-block="megaMenu"]'),
        ).toBeVisible()
        await expect(page.locator('#jss-main [data-block="hero"] h1')).toBeVisible()
        await expect(page.locator('#jss-footer [data-block="footer"]')).toBeVisible()
        // The site's Organization and WebSite, in one JSON-LD list.
        const jsonLd: { '@type': string; potentialAction?: { target: string } }[] = [
          JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}'),
        ].flat()
        expect(jsonLd.map((entry) => entry['@type'])).toEqual(['Organization', 'WebSite'])
        expect(jsonLd[1]!.potentialAction!.target).toContain('keyphrase={search_term_string}')
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/)
        await expectNoAxeViolations(page)
        await screenshot(page, `${home.site}-home-${viewport.name}`)
      })
    }
  })
}

test('a sub page uses its metaTitle and a lower-cased canonical, and BrandDesign overrides the theme', async ({
  page,
}) => {
  const response = await page.goto(siteUrl('hedin-se', '/Kop-Bil/Bilmarken/BMW?utm_source=x'))
  expect(response?.status()).toBe(200)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    siteUrl('hedin-se', '/kop-bil/bilmarken/bmw'),
  )
  await expect(page.locator('[data-theme="bmw"]')).toHaveCount(1)
  await expectNoAxeViolations(page)
  await screenshot(page, 'hedin-se-bmw-desktop')
})

test('the default language has no prefix and other languages do', async ({ page }) => {
  let response = await page.goto(siteUrl('hedin-fi', '/sv'))
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl('hedin-fi', '/sv'))
  await expect(page.locator('link[rel="alternate"][hreflang="fi"]')).toHaveAttribute(
    'href',
    siteUrl('hedin-fi', '/').replace(/\/$/, ''),
  )
  response = await page.goto(siteUrl('hedin-fi', '/fi/meista'))
  expect(page.url()).toBe(siteUrl('hedin-fi', '/meista'))
  expect(response?.status()).toBe(200)
})

test('unknown paths and unknown language prefixes answer 404 inside the site layout', async ({ page }) => {
  for (const path of ['/finns-inte-alls', '/en/kop-bil']) {
    const response = await page.goto(siteUrl('hedin-se', path))
    expect(response?.status()).toBe(404)
    await expect(page.locator('#jss-header [data-block="navigation"]')).toBeVisible()
    await expect(page.locator('#jss-footer [data-block="footer"]')).toBeVisible()
    await expect(page.locator('h1')).toHaveText('Sidan kunde inte hittas')
  }
  await expectNoAxeViolations(page)
  await screenshot(page, 'hedin-se-404')
})

test('the www host redirects permanently to the bare host', async ({ page }) => {
  const redirects: number[] = []
  page.on('response', (r) => {
    if (r.status() >= 300 && r.status() < 400) redirects.push(r.status())
  })
  await page.goto(siteUrl('www.hedin-se', '/kop-bil'))
  expect(redirects).toContain(301)
  expect(page.url()).toBe(siteUrl('hedin-se', '/kop-bil'))
})

test('an unknown host gets the default site, and sc_site selects a site', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${process.env.E2E_PORT ?? 3100}/`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  await page.goto(`http://127.0.0.1:${process.env.E2E_PORT ?? 3100}/?sc_site=hedin-uk`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('the hero search waits for text and opens the search URL with the keyphrase', async ({ page }) => {
  // The page unloads on submit, so data-layer pushes are recorded outside it.
  const events: { event?: string; search_term?: string }[] = []
  await page.exposeBinding('recordDataLayer', (_source, event) => events.push(event))
  await page.addInitScript(() => {
    const layer: unknown[] = []
    const push = layer.push.bind(layer)
    layer.push = (...items: unknown[]) => {
      items.forEach((item) => (window as unknown as { recordDataLayer: (e: unknown) => void }).recordDataLayer(item))
      return push(...items)
    }
    ;(window as unknown as { dataLayer: unknown[] }).dataLayer = layer
  })
  await page.goto(siteUrl('hedin-se'))
  const search = page.getByRole('search')
  const button = search.getByRole('button')
  await expect(button).toBeDisabled()
  await search.getByRole('searchbox').fill('Volvo XC60')
  await expect(button).toBeEnabled()
  await search.getByRole('searchbox').press('Enter')
  await page.waitForURL(/keyphrase=Volvo\+XC60/)
  expect(new URL(page.url()).pathname).toBe('/kop-bil/alla-bilar-i-lager')
  expect(events).toContainEqual(expect.objectContaining({ event: 'search', search_term: 'Volvo XC60' }))
})

test('a normal page view is tracked with its item id', async ({ page }) => {
  // Record what the page hands to sendBeacon, then let the beacon go out as usual.
  const beacons: { url: string; body: string }[] = []
  await page.exposeBinding('recordBeacon', (_source, beacon) => beacons.push(beacon))
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      void (data as Blob)
        .text()
        .then((body) =>
          (window as unknown as { recordBeacon: (b: unknown) => void }).recordBeacon({ url: String(url), body }),
        )
      return send(url, data)
    }
  })
  await page.goto(siteUrl('hedin-uk', '/sell-car'))
  await expect.poll(() => beacons.length).toBeGreaterThan(0)
  const beacon = beacons[0]!
  expect(beacon.url).toBe('/api/tracking/page-view')
  const body = JSON.parse(beacon.body)
  expect(body).toMatchObject({
    channel: 'WEB',
    currency: 'USD',
    language: 'en',
    site: 'hedin-uk',
    pageVariantId: '_default',
  })
  expect(body.page.itemId).toMatch(/^\{.+\}$/)
  expect(body.page.name).toBeTruthy()
})

test('no site home page scrolls sideways at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 })
  for (const { name: site } of seedSiteSettings) {
    await page.goto(siteUrl(site))
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, site).toBeLessThanOrEqual(320)
  }
})
