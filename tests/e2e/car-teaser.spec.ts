import { expect, test, type Locator, type Page } from '@playwright/test'
import type { SeedBlock } from '../../data/seed-types'
import { site as hedinSe } from '../../data/sites/hedin-se'
import { seedSiteSettings } from '../../data/sites/settings'
import { expectNoAxeViolations, siteUrl } from './helpers'

/** The teaser seeded on hedin-se's home page: the test checks the page against its query. */
const home = hedinSe.pages.find((page) => page.path === '/')?.content.sv
const seeded = home?.main.find((block): block is Extract<SeedBlock, { blockType: 'carTeaser' }> => {
  return block.blockType === 'carTeaser'
})
const carListPath = seedSiteSettings.find((settings) => settings.name === 'hedin-se')?.paths.carList

const teaser = (page: Page) => page.locator('#jss-main [data-block="carTeaser"]')
const teaserCards = (page: Page) => teaser(page).locator('article')
const listCards = (page: Page) => page.locator('#jss-main [data-block="carList"] article')

/** The car detail links of cards, in order: `/kop-bil/{car_id}/{slug}`. */
async function hrefsOf(cards: Locator): Promise<string[]> {
  return cards.locator('a.car-card-link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
}

test.describe('car teaser on hedin-se’s home page', () => {
  test.beforeAll(() => {
    expect(seeded, 'a car teaser is seeded on the home page').toBeTruthy()
    expect(carListPath).toBeTruthy()
  })

  test('shows up to 8 cards, the cars its query finds in the search service, in its order', async ({ page }) => {
    await page.goto(siteUrl('hedin-se'))
    const block = teaser(page)
    await expect(block.getByRole('heading', { level: 2, name: seeded!.heading })).toBeVisible()
    const count = await teaserCards(page).count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThanOrEqual(seeded!.limit ?? 8)

    // The same query asked of the search API within hedin-se's scope (Sweden's stock): new
    // electric cars, newest first.
    const ids = (await hrefsOf(teaserCards(page))).map((href) => href.split('/')[2])
    const answer = await page.evaluate(
      async (query) => {
        const response = await fetch('/api/search', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(query),
        })
        return (await response.json()) as { content: { car_id: string; car_fuel: string; car_is_used: boolean }[] }
      },
      {
        index: 'cars',
        filters: {
          car_country_code: ['SE'],
          car_fuel: seeded!.fuels ?? [],
          car_is_used: [seeded!.condition === 'used'],
        },
        fields: ['car_id', 'car_fuel', 'car_is_used'],
        limit: seeded!.limit ?? 8,
      },
    )
    expect(ids).toEqual(answer.content.map((car) => car.car_id))
    for (const car of answer.content) {
      expect(seeded!.fuels).toContain(car.car_fuel)
      expect(car.car_is_used).toBe(false)
    }
    // Every card names its fuel among its facts, as on the car list.
    for (const card of await teaserCards(page).all()) await expect(card.locator('.car-card-facts')).toContainText('El')
  })

  test('‘see all’ leads to the car list filtered the same way, whose first cards are the teaser’s', async ({
    page,
  }) => {
    await page.goto(siteUrl('hedin-se'))
    const shown = await hrefsOf(teaserCards(page))
    await teaser(page).getByRole('link', { name: seeded!.seeAllLabel }).click()
    await page.waitForURL((url) => url.pathname === carListPath)
    const params = new URL(page.url()).searchParams
    expect(params.getAll('car_fuel')).toEqual(seeded!.fuels)
    expect(params.getAll('car_is_used')).toEqual(['false'])
    await expect(listCards(page).first()).toBeVisible()
    expect((await hrefsOf(listCards(page))).slice(0, shown.length)).toEqual(shown)
  })

  test('has no axe violations, and does not scroll sideways at 320 px', async ({ page }) => {
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(siteUrl('hedin-se'))
      await teaser(page).scrollIntoViewIfNeeded()
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${width} px`).toBe(
        true,
      )
      await teaser(page).screenshot({ path: `test-results/screenshots/car-teaser-hedin-se-${width}.png` })
    }
    const results = await import('@axe-core/playwright').then(({ default: AxeBuilder }) =>
      new AxeBuilder({ page })
        .include('#jss-main [data-block="carTeaser"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze(),
    )
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await expectNoAxeViolations(page)
  })
})
