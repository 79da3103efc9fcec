import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, screenshot, siteUrl, whenHydrated } from './helpers'

const LIST = '/kop-bil/alla-bilar-i-lager'
const cards = (page: Page) => page.locator('#jss-main [data-block="carList"] article')
const counter = (page: Page) => page.getByText(/^Visar \d+ av \d+\+?$/).first()
const brandFacet = (page: Page) => page.locator('#car-list-filters details').filter({ hasText: 'Märke' })

async function total(page: Page): Promise<number> {
  const text = (await counter(page).textContent()) ?? ''
  return Number(/av (\d+)/.exec(text)?.[1])
}

test.describe('car list', () => {
  test('filters by two brands and a price range, survives reload and the back button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl('hedin-se', LIST))
    await expect(cards(page)).toHaveCount(48)
    const everything = await total(page)

    const brands = brandFacet(page).locator('input[type="checkbox"][name="car_brand"]')
    const first = (await brands.nth(0).getAttribute('value'))!
    const second = (await brands.nth(1).getAttribute('value'))!
    const countOf = async (value: string) =>
      Number(
        await brandFacet(page)
          .locator('label', { has: page.locator(`input[value="${value}"]`) })
          .locator('span')
          .last()
          .textContent(),
      )
    const expected = (await countOf(first)) + (await countOf(second))

    await brands.nth(0).check()
    await expect(page).toHaveURL(new RegExp(`car_brand=${encodeURIComponent(first)}`))
    await brandFacet(page).locator(`input[name="car_brand"][value="${second}"]`).check()
    await expect(page).toHaveURL(/car_brand=.*car_brand=/)
    await expect.poll(() => total(page)).toBe(expected)
    // Brand counts ignore the brand filter, so both still show their full counts.
    expect((await countOf(first)) + (await countOf(second))).toBe(expected)
    const brandsShown = await cards(page).locator('h2').allTextContents()
    expect(brandsShown.every((name) => name.startsWith(first) || name.startsWith(second))).toBe(true)
    const withBrands = await total(page)

    const price = page.locator('#car-list-filters details').filter({ hasText: 'Pris' }).first()
    // Typed bounds lose their spaces and are clamped to the facet's range.
    // An untouched bound is empty (the form without JavaScript sends only what changed); its placeholder shows it.
    await expect(price.getByRole('textbox', { name: 'Från' })).toHaveValue('')
    const lowest = await price.getByRole('textbox', { name: 'Från' }).getAttribute('placeholder')
    await price.getByRole('textbox', { name: 'Från' }).fill('1 000')
    await price.getByRole('textbox', { name: 'Till' }).fill('400 000')
    await price.getByRole('textbox', { name: 'Till' }).press('Enter')
    await expect(page).toHaveURL(new RegExp(`car_price=${lowest}&car_price=400000`))
    await expect.poll(() => total(page)).toBeLessThan(withBrands)
    const filtered = await total(page)
    await expect(page.getByRole('group', { name: 'Valda filter' }).getByRole('button')).toHaveCount(4)

    await page.reload()
    await expect(brandFacet(page).locator(`input[value="${first}"]`)).toBeChecked()
    expect(await total(page)).toBe(filtered)

    await page.goBack()
    await expect(page).not.toHaveURL(/car_price/)
    await expect.poll(() => total(page)).toBe(withBrands)
    await page.goBack()
    await expect(page).not.toHaveURL(new RegExp(encodeURIComponent(second)))
    await page.goBack()
    await expect(page).not.toHaveURL(/car_brand/)
    await expect.poll(() => total(page)).toBe(everything)
  })

  test('compares three cars side by side and shares the comparison', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl('hedin-se', LIST))
    const toggles = page.getByTestId('compare-toggle')
    // The toggles are the list app's: a click before it hydrates is lost.
    await whenHydrated(toggles.first())
    for (const i of [0, 1, 2]) await toggles.nth(i).click()
    await expect(toggles.nth(0)).toHaveAttribute('aria-pressed', 'true')
    const bar = page.getByTestId('compare-bar')
    await expect(bar).toBeVisible()
    await bar.getByTestId('compare-open').click()
    const modal = page.getByTestId('compare-modal')
    await expect(modal).toBeVisible()
    await expect(modal.getByTestId('compare-column')).toHaveCount(3)
    await expect(modal.locator('td[data-best]').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'compare-modal-1280')

    // The selection survives a reload (session storage); the shared link opens the same three.
    await page.keyboard.press('Escape')
    await page.reload()
    await expect(page.getByTestId('compare-bar')).toBeVisible()
    const ids = await toggles.evaluateAll((nodes) => nodes.slice(0, 3).map((n) => n.getAttribute('data-car-id')))
    await page.goto(siteUrl('hedin-se', `${LIST}?compare=${ids.join(',')}`))
    await expect(page.getByTestId('compare-modal').getByTestId('compare-column')).toHaveCount(3)

    // Removing every car closes the view and clears the bar.
    for (let i = 0; i < 3; i++) await page.getByTestId('compare-column-remove').first().click()
    await expect(page.getByTestId('compare-modal')).toBeHidden()
    await expect(page.getByTestId('compare-bar')).toBeHidden()
  })

  test('saves a search and applies it again, with its count of new cars', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', `${LIST}?car_fuel=El`))
    const filtered = await total(page)
    const save = page.getByRole('button', { name: 'Spara sökning' })
    await whenHydrated(save)
    await save.click()
    await page.getByLabel('Namn på sökningen').fill('Elbilar')
    await page.getByRole('button', { name: 'Spara', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Sökningen Elbilar har sparats' })).toBeVisible()
    const saved = page.getByRole('region', { name: 'Sparade sökningar' }).getByRole('link', { name: /^Elbilar/ })
    await expect(saved).toBeVisible()
    await expect(page.getByText(/^0 nya$/)).toBeVisible()
    await page.getByRole('button', { name: 'Rensa alla' }).click()
    await expect(page).not.toHaveURL(/car_fuel/)
    await saved.click()
    await expect(page).toHaveURL(/car_fuel=El/)
    await expect.poll(() => total(page)).toBe(filtered)
  })

  test('remembers the cars a visitor opened and shows them on the list', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', LIST))
    await expect(page.getByRole('heading', { name: 'Senast visade bilar' })).toHaveCount(0)
    const first = cards(page).first()
    const name = (await first.locator('h2').textContent())!
    await first.locator('h2 a').click()
    await page.goBack()
    const recent = page.getByRole('region', { name: 'Senast visade bilar' })
    await expect(recent).toBeVisible()
    await expect(recent).toContainText(name)
  })

  test('shows more cars, keeps the page in the URL and renders it on the server', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', LIST))
    await expect(cards(page)).toHaveCount(48)
    await page.getByRole('link', { name: 'Visa mer' }).click()
    await expect(cards(page)).toHaveCount(96)
    await expect(page).toHaveURL(/page=1/)
    await page.reload()
    await expect(cards(page)).toHaveCount(96)
  })

  test('reads and pages without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(siteUrl('hedin-se', `${LIST}?car_fuel=El`))
    await expect(cards(page)).toHaveCount(48)
    await page.getByRole('link', { name: 'Visa mer' }).click()
    await expect(page).toHaveURL(/car_fuel=El&page=1/)
    await expect(cards(page)).not.toHaveCount(48)
    await context.close()
  })

  test('the mobile filter drawer applies a filter and shows the count', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(siteUrl('hedin-se', LIST))
    await expect(page.locator('#car-list-filters')).toBeHidden()
    const openFilters = page.getByRole('button', { name: /^Filter/ })
    await whenHydrated(openFilters)
    await openFilters.click()
    const drawer = page.getByRole('dialog', { name: 'Filter' })
    await expect(drawer).toBeVisible()
    await drawer.locator('details').filter({ hasText: 'Drivmedel' }).locator('summary').click()
    await drawer.getByRole('checkbox', { name: /^El/ }).check()
    await expect(page).toHaveURL(/car_fuel=El/)
    await expectNoAxeViolations(page)
    await screenshot(page, 'car-list-drawer-mobile')
    await drawer.getByRole('button', { name: /^Visa resultat \(\d+\)$/ }).click()
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('button', { name: 'Drivmedel: El' })).toBeVisible()
  })

  test('searches with the search box, parsing brand and fuel into filters', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', LIST))
    await page.evaluate(() => ((window as { dataLayer?: unknown[] }).dataLayer = []))
    await page.getByRole('searchbox', { name: 'Sök bland bilarna' }).fill('bmw el')
    await page.getByRole('searchbox', { name: 'Sök bland bilarna' }).press('Enter')
    await expect(page).toHaveURL(/car_brand=BMW/)
    await expect(page).toHaveURL(/car_fuel=El/)
    const events = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer)
    expect(events).toContainEqual({ event: 'search', search_type: 'car list', search_term: 'bmw el' })
    await page.getByRole('button', { name: 'Rensa alla' }).click()
    await expect(page).not.toHaveURL(/car_brand/)
  })

  test('sorts by price', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', LIST))
    const sort = page.getByLabel('Sortera efter')
    await whenHydrated(sort)
    await sort.selectOption('car_price_asc')
    await expect(page).toHaveURL(/sort=car_price_asc/)
    const expected = await page.evaluate(async () => {
      const response = await fetch('/api/cars/list?site=hedin-se&lang=sv&sort=car_price_asc&facets=0&limit=5')
      return ((await response.json()) as { cards: { href: string }[] }).cards.map((card) => card.href)
    })
    await expect
      .poll(() =>
        cards(page)
          .locator('h2 a')
          .evaluateAll((links) => links.slice(0, 5).map((a) => a.getAttribute('href'))),
      )
      .toEqual(expected)
  })

  test('ignores bad query parameters instead of failing', async ({ page }) => {
    const response = await page.goto(
      siteUrl('hedin-se', `${LIST}?car_nope=1&car_price=abc&car_price=1&sort=evil&page=999&car_fuel=El`),
    )
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('button', { name: 'Drivmedel: El' })).toBeVisible()
    const api = await page.evaluate(async () => {
      const response = await fetch('/api/cars/list?site=hedin-se&lang=sv&limit=-4')
      return { status: response.status, body: (await response.json()) as { field?: string } }
    })
    expect(api.status).toBe(400)
    expect(api.body.field).toBe('limit')
    // Page 20, the cap, renders every page up to it (within the search's 1,000 cars per call).
    await page.goto(siteUrl('hedin-se', `${LIST}?page=20`))
    await expect(cards(page)).toHaveCount(800)
  })

  test('the used-cars page lists used cars only, without the condition facet', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', '/kop-bil/begagnade-bilar-i-lager'))
    await expect(cards(page).first()).toBeVisible()
    await expect(page.locator('#car-list-filters details').filter({ hasText: 'Ny eller begagnad' })).toHaveCount(0)
  })

  for (const width of [375, 768, 1280]) {
    test(`has no axe violations and looks right at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(siteUrl('hedin-se', LIST))
      await expect(cards(page)).toHaveCount(48)
      await expectNoAxeViolations(page)
      await screenshot(page, `car-list-${width}`)
    })
  }

  test('the UK list prices in pounds and links to the car detail path', async ({ page }) => {
    await page.goto(siteUrl('hedin-uk', '/buy-car/used-cars'))
    await expect(cards(page).first()).toContainText('£')
    const href = await cards(page).first().locator('a').first().getAttribute('href')
    expect(href).toMatch(/^\/buy-car\/car\/\d+\/[a-z0-9-]+$/)
    await screenshot(page, 'car-list-uk-1280')
  })
})

test.describe('car of the week', () => {
  test("the home page carousel loops through the week's cars", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl('hedin-se'))
    const block = page.locator('[data-block="carOfTheWeek"]')
    await expect(block.getByRole('heading', { name: 'Veckans bil' })).toBeVisible()
    const originals = block.locator('li:not([data-duplicate]) article')
    expect(await originals.count()).toBeGreaterThan(0)
    await expect(originals.first().locator('a')).toHaveAttribute('href', /^\/kop-bil\/\d+\/[a-z0-9-]+$/)
    const next = block.getByRole('button', { name: 'Nästa bild' })
    await whenHydrated(next)
    await next.click()
    await expect(block.locator('ul[role="list"]')).toHaveAttribute('style', /translate/)
    await expectNoAxeViolations(page)
  })
})
