import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, port, screenshot, serverUrl, siteUrl, whenHydrated } from './helpers'

/**
 * Dealer sites (issue 17): the site list with its filters and map, a dealer's page, the unknown
 * dealer's redirect, the teasers, and the map's promises: drawn offline, keyboard-operable, and
 * never downloaded by a page without a map.
 */

const LIST = '/anlaggningar'

const cards = (page: Page) => page.locator('[data-site-cards] [data-site-card]')

/** Every request the page makes to another origin than the site's own. */
function foreignRequests(page: Page): string[] {
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.port !== String(port)) foreign.push(request.url())
  })
  return foreign
}

test.describe('dealer site list', () => {
  test('lists the dealers server-side, filters by region in the address, and clears', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', LIST))
    const total = await cards(page).count()
    expect(total).toBeGreaterThan(8)
    // More than 8 dealers: the search box is there (spec 2 section 2.8).
    await expect(page.getByRole('searchbox')).toBeVisible()

    const filters = page.locator('[data-site-filters]')
    await filters.locator('summary').click()
    const region = filters.getByRole('group', { name: 'Region' })
    const skane = region.getByRole('checkbox', { name: /Skåne län/ })
    await whenHydrated(page.locator('[data-site-filters]'))
    await skane.check()
    await expect(page).toHaveURL(/site_region=Sk%C3%A5ne/)
    const filtered = await cards(page).count()
    expect(filtered).toBeGreaterThan(0)
    expect(filtered).toBeLessThan(total)
    for (const text of await cards(page).locator('p').first().allTextContents()) expect(text).toBeTruthy()

    await page
      .getByRole('link', { name: /Rensa|Clear/i })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`${LIST}$`))
    await expect(cards(page)).toHaveCount(total)
  })

  test('a place typed in the search box orders the dealers by distance from it', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', `${LIST}?keyphrase=Uppsala`))
    await expect(page.locator('[data-site-count]')).toContainText('Uppsala')
    const first = cards(page).first()
    await expect(first).toContainText('Uppsala')
    await expect(first).toContainText(/km/)
  })

  test('a link with a department brand filter lists only those dealers (UK)', async ({ page }) => {
    await page.goto(siteUrl('hedin-uk', '/find-us?site_departments.brands.name=BMW'))
    const count = await cards(page).count()
    expect(count).toBeGreaterThan(0)
    await page.goto(siteUrl('hedin-uk', '/find-us'))
    expect(await cards(page).count()).toBeGreaterThan(count)
  })

  test('is accessible in list view', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', LIST))
    await expectNoAxeViolations(page)
  })
})

test.describe('the map', () => {
  test('draws the dealers offline, opens a marker by keyboard, and stays accessible', async ({ page }) => {
    const foreign = foreignRequests(page)
    await page.goto(siteUrl('hedin-se', LIST))
    const mapButton = page.getByRole('button', { name: 'Karta', exact: true })
    await whenHydrated(mapButton)
    await mapButton.click()
    const map = page.locator('[data-map]')
    await expect(map).toBeVisible()
    await expect(map.locator('canvas')).toBeVisible({ timeout: 20_000 })

    // A marker is a button in list order: focus one and open its popup with the keyboard.
    const marker = map.locator('button[data-marker-id]:not([data-map-list] *)').first()
    await expect(marker).toBeVisible()
    await marker.focus()
    await page.keyboard.press('Enter')
    const popup = map.locator('[data-map-popup]')
    await expect(popup).toBeVisible()
    await expect(popup.getByRole('link')).toHaveAttribute('href', new RegExp(`^${LIST}/`))
    await page.keyboard.press('Escape')
    await expect(popup).toHaveCount(0)
    await expect(marker).toBeFocused()

    await expectNoAxeViolations(page)
    await screenshot(page, 'dealers-map-1280')
    expect(foreign).toEqual([])
  })

  test('ships none of its code to a page without a map', async ({ page }) => {
    const scripts = new Set<string>()
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname)
    })
    await page.goto(siteUrl('hedin-se', LIST))
    await page.waitForLoadState('networkidle')
    // Nothing of the map before it is asked for: the list view has none.
    expect(await page.locator('[data-map]').count()).toBe(0)
    const before = new Set(scripts)
    const mapButton = page.getByRole('button', { name: 'Karta', exact: true })
    await whenHydrated(mapButton)
    await mapButton.click()
    await expect(page.locator('[data-map] canvas')).toBeVisible({ timeout: 20_000 })
    const mapChunks = [...scripts].filter((src) => !before.has(src))
    expect(mapChunks.length).toBeGreaterThan(0)

    scripts.clear()
    await page.goto(siteUrl('hedin-se', '/'))
    await page.waitForLoadState('networkidle')
    expect([...scripts].filter((src) => mapChunks.includes(src))).toEqual([])
  })
})

test.describe('dealer page', () => {
  test('opens from the list with contact, map, departments, staff and latest cars', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', LIST))
    const first = cards(page).first()
    const name = (await first.getByRole('heading').textContent())!.trim()
    await first.getByRole('link', { name }).click()
    await expect(page).toHaveURL(new RegExp(`${LIST}/hedin-automotive-`))
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.locator('a[href^="tel:+46"]').first()).toBeVisible()
    await expect(page.locator('[data-map]')).toBeVisible()
    await expect(page.locator('[data-department]').first()).toBeVisible()
    // Today's row and the open status are worked out in the browser.
    await expect(page.locator('[data-open-status]').first()).toBeVisible()
    await expect(page.locator('[data-today]').first()).toBeVisible()

    const staff = page.locator('[data-staff]').first()
    await staff.locator('summary').click()
    await expect(staff.getByRole('link', { name: /Spara kontakt/ }).first()).toBeVisible()

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const dealer = jsonLd.map((text) => JSON.parse(text)).find((ld) => ld['@type'] === 'AutoDealer')
    expect(dealer?.name).toBe(name)
    expect(dealer?.geo?.latitude).toEqual(expect.any(Number))

    await expectNoAxeViolations(page)
  })

  test('answers an unknown dealer with a 302 to the site list', async ({ request }) => {
    const response = await request.get(serverUrl('hedin-se', `${LIST}/no-such-dealer`), { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(new URL(response.headers().location!).pathname).toBe(LIST)
  })

  test('is listed in the sitemap', async ({ request }) => {
    const xml = await (await request.get(serverUrl('hedin-se', '/sitemap-dealers.xml'))).text()
    expect(xml).toMatch(/\/anlaggningar\/hedin-automotive-[a-z-]+</)
  })
})

test.describe('teasers', () => {
  test('the dealer teaser on the home page shows four dealers and links to the list', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', '/'))
    const teaser = page.locator('[data-site-teaser]')
    await expect(teaser.locator('[data-site-card]')).toHaveCount(4)
    await expect(teaser.locator('[data-site-teaser-all]')).toHaveAttribute('href', /\/anlaggningar\?site_region=/)
    await expectNoAxeViolations(page)
  })
})

test.describe('screenshots', () => {
  for (const width of [375, 768, 1280]) {
    test(`list and dealer page at ${width} px, without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(siteUrl('hedin-se', LIST))
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await screenshot(page, `dealers-list-${width}`)
      await page.goto(siteUrl('hedin-se', `${LIST}/hedin-automotive-barkarby`))
      await page.locator('[data-staff] summary').first().click()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await screenshot(page, `dealers-detail-${width}`)
    })
  }
})
