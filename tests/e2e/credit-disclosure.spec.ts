import { expect, test, type Page } from '@playwright/test'
import { seedSiteSettings } from '../../data/sites/settings'
import { inspectPage, pageRules } from '../../src/modules/finance/disclosure/sweep'
import { disclosureMarket } from '../../src/modules/cars/card-finance'
import { SITE_SCOPES } from '../../src/modules/search/site-scopes'
import { expectNoAxeViolations, serverUrl, siteUrl, whenHydrated } from './helpers'

/**
 * Issue 16 in the browser: on every marketplace site's car list, every monthly figure stands
 * in its card with the card's compact example, and the market's warning is on the page where
 * its profile asks for one. The check is the compliance sweep's own (inspectPage), run on the
 * page as the browser has built it, so cards the list app renders count too.
 */

const marketplaces = SITE_SCOPES.map((scope) => ({
  scope,
  settings: seedSiteSettings.find((site) => site.name === scope.siteName)!,
}))

async function inspect(page: Page, site: string) {
  const { scope } = marketplaces.find((entry) => entry.scope.siteName === site)!
  return inspectPage(await page.content(), pageRules(disclosureMarket(scope)))
}

/** The list app has taken over: its cards are React's, not only the server's HTML. */
const hydrated = (page: Page) => whenHydrated(page.locator('.car-card a').first())

for (const { scope, settings } of marketplaces) {
  test(`${scope.siteName}: every monthly figure on the car list has its example, and the warning follows the market`, async ({
    page,
  }) => {
    await page.goto(siteUrl(scope.siteName, settings.paths.carList))
    await hydrated(page)
    const result = await inspect(page, scope.siteName)
    expect(result.figures.length, 'monthly figures on the list').toBeGreaterThan(0)
    expect(result.findings).toEqual([])
    const warning = page.locator('[data-credit-warning]')
    if (pageRules(disclosureMarket(scope)).warningRequired) await expect(warning).toBeVisible()
    else await expect(warning).toHaveCount(0)
  })
}

for (const { scope, settings } of marketplaces) {
  test(`${scope.siteName}: a car page and a comparison show every monthly figure with its example`, async ({
    page,
    request,
  }) => {
    const lang = settings.defaultLanguage
    const res = await request.get(
      serverUrl(scope.siteName, `/api/cars/list?site=${scope.siteName}&lang=${lang}&limit=24&facets=0`),
    )
    expect(res.ok()).toBe(true)
    const { cards } = (await res.json()) as {
      cards: { id: string; href: string; monthly: { product: string } | null }[]
    }
    const financed = cards.filter((card) => card.monthly?.product === 'loan')
    expect(financed.length, 'cars with a monthly figure').toBeGreaterThan(1)

    await page.goto(siteUrl(scope.siteName, financed[0]!.href))
    await expect(page.locator('#finance, [data-dealer-finance]').first()).toBeVisible()
    // The UK's quotes come from the lender after the page has loaded.
    await page.waitForLoadState('networkidle')
    const detail = await inspect(page, scope.siteName)
    expect(detail.figures.length, 'monthly figures on the car page').toBeGreaterThan(0)
    expect(detail.findings).toEqual([])
    // The warning once a page, in the loan panel, where the market asks for it.
    const required = pageRules(disclosureMarket(scope)).warningRequired
    await expect(page.locator('[data-credit-warning]')).toHaveCount(required ? 1 : 0)

    const ids = financed.slice(0, 2).map((card) => card.id)
    await page.goto(siteUrl(scope.siteName, `${settings.paths.carList}?compare=${ids.join(',')}`))
    await hydrated(page)
    expect((await inspect(page, scope.siteName)).findings).toEqual([])
  })
}

test('a card’s example is readable on a phone and as prominent as its monthly figure (hedin-uk, hedin-fi)', async ({
  page,
}) => {
  for (const [site, path] of [
    ['hedin-uk', '/buy-car/used-cars'],
    ['hedin-fi', '/osta-auto/kaikki-autot'],
  ] as const) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(siteUrl(site, path))
      await hydrated(page)
      const card = page.locator('[data-credit-offer]').first()
      const figure = card.locator('[data-credit-figure]')
      const example = card.locator('[data-credit-example]')
      await expect(example).toBeVisible()
      const style = (locator: typeof figure) =>
        locator.evaluate((el) => {
          const css = getComputedStyle(el)
          return { size: parseFloat(css.fontSize), weight: Number(css.fontWeight), colour: css.color }
        })
      const [shown, disclosed] = [await style(figure), await style(example)]
      expect(disclosed.size).toBeGreaterThanOrEqual(shown.size)
      expect(disclosed.weight).toBeGreaterThanOrEqual(shown.weight)
      // Nothing on the page scrolls sideways, even with the long UK line on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await card.screenshot({ path: `test-results/screenshots/credit-card-${site}-${width}.png` })
    }
  }
  await expectNoAxeViolations(page)
})

test('car of the week on the home page carries the examples and the warning (hedin-se)', async ({ page }) => {
  await page.goto(siteUrl('hedin-se', '/'))
  const result = await inspect(page, 'hedin-se')
  expect(result.figures.length).toBeGreaterThan(0)
  expect(result.findings).toEqual([])
  await expect(page.locator('[data-credit-warning]').first()).toBeVisible()
})
