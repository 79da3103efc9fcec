import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, screenshot, serverUrl, siteUrl } from './helpers'

/**
 * Issue 18 item 7: the price rating on cards and the car detail page with its "why", none for a
 * car with too few comparable cars in stock, and the price-lowered badge with the price history
 * the demo seed's two ingests leave (data/inventory/price-drops.ts).
 */

const LIST = '/kop-bil/alla-bilar-i-lager'

type Card = {
  id: string
  href: string
  brand: string
  model: string
  isUsed: boolean
  isSample: boolean
  priceRating?: { rating: string; percent: number; direction: string; count: number } | null
  priceLowered?: boolean
}

/** The hedin-se stock as the list API gives its cards (the first 1,000 cars). */
async function stock(page: Page): Promise<Card[]> {
  const response = await page.request.get(
    serverUrl('hedin-se', '/api/cars/list?site=hedin-se&lang=sv&limit=1000&facets=0'),
  )
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { cards: Card[] }).cards
}

/** The car list narrowed to the car's model, where its card is on the first page. */
const modelList = (car: Card) =>
  siteUrl('hedin-se', `${LIST}?car_model=${encodeURIComponent(`${car.brand}>${car.model}`)}`)

/** The detail page's head (name, price, badges, history), not its similar cars. */
const head = (page: Page) => page.locator('[data-car-detail] aside')

const cardOf = (page: Page, car: Card) => page.locator(`#jss-main article:has(a[href="${car.href}"])`)

test.describe('price context', () => {
  test('a card shows its rating, and its why opens from the keyboard', async ({ page }) => {
    const cars = await stock(page)
    const rated = cars.find((car) => car.priceRating && car.priceRating.direction === 'under')
    expect(rated, 'the demo stock has a car rated under its expected price').toBeDefined()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(modelList(rated!))
    const card = cardOf(page, rated!)
    await expect(card).toHaveCount(1)
    const badge = card.locator('[data-price-rating] summary')
    const label = { great: 'Mycket bra pris', good: 'Bra pris', fair: 'Rimligt pris', high: 'Högt pris' }[
      rated!.priceRating!.rating
    ]!
    await expect(badge).toHaveText(new RegExp(`^${label}`))
    const why = card.locator('[data-price-rating-why]')
    await expect(why).toBeHidden()

    // Keyboard: Tab reaches the badge, Enter opens the why, Enter again closes it.
    await badge.focus()
    await page.keyboard.press('Enter')
    await expect(why).toBeVisible()
    await expect(why).toHaveText(
      `${rated!.priceRating!.percent} % under förväntat pris för ${rated!.priceRating!.count} liknande bilar i lager`,
    )
    // Opening the why does not follow the card's link.
    await expect(page).toHaveURL(/car_model=/)
    await expectNoAxeViolations(page, '#jss-main')
    await screenshot(page, 'price-context-list-1280')
    await page.keyboard.press('Enter')
    await expect(why).toBeHidden()
  })

  test('a car with too few comparable cars shows no rating, on its card or its page', async ({ page }) => {
    const cars = await stock(page)
    const unrated = cars.find((car) => car.isUsed && !car.isSample && car.priceRating === null)
    expect(unrated, 'the demo stock has a used car without enough comparables').toBeDefined()
    await page.goto(modelList(unrated!))
    const card = cardOf(page, unrated!)
    await expect(card).toHaveCount(1)
    await expect(card.locator('[data-price-rating]')).toHaveCount(0)
    await page.goto(siteUrl('hedin-se', unrated!.href))
    await expect(page.locator('[data-car-price]')).toBeVisible()
    await expect(head(page).locator('[data-price-rating]')).toHaveCount(0)
  })

  test('a lowered price shows its badge on the card, and the detail page shows the drop and the history', async ({
    page,
  }) => {
    const cars = await stock(page)
    const lowered = cars.find((car) => car.priceLowered && car.priceRating)
    expect(lowered, 'the demo seed lowers the price of some rated used cars').toBeDefined()
    await page.goto(modelList(lowered!))
    await expect(cardOf(page, lowered!).locator('[data-price-lowered]')).toHaveText(/Sänkt pris/)

    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl('hedin-se', lowered!.href))
    await expect(head(page).locator('[data-price-lowered]')).toHaveText(/Sänkt pris/)
    await expect(head(page).locator('[data-price-drop]')).toHaveText(/^Sänkt från .+ den .+/)
    const history = page.getByRole('region', { name: 'Prishistorik' })
    await expect(history).toBeVisible()
    await expect(history.getByRole('columnheader')).toHaveText(['Datum', 'Pris'])
    const rows = history.locator('tbody tr')
    await expect(rows).toHaveCount(2)
    // Oldest first: the earlier price is the higher one.
    const prices = await rows.locator('td:last-child').allTextContents()
    const amount = (text: string) => Number(text.replace(/\D/g, ''))
    expect(amount(prices[0]!)).toBeGreaterThan(amount(prices[1]!))
    // The latest entry is the price the page shows.
    expect(amount((await page.locator('[data-car-price]').textContent()) ?? '')).toBe(amount(prices[1]!))

    // The rating's why on the detail page names the expected price too.
    await head(page).locator('[data-price-rating] summary').click()
    await expect(head(page).locator('[data-price-rating-why]')).toContainText('Förväntat pris:')
    await expectNoAxeViolations(page)
    await screenshot(page, 'price-context-detail-1280')
  })
})

test.describe('price context on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true })

  test('a tap opens the why on a card, and the detail page shows the history', async ({ page }) => {
    const cars = await stock(page)
    const car = cars.find((c) => c.priceLowered && c.priceRating)!
    await page.goto(modelList(car))
    const card = cardOf(page, car)
    await card.locator('[data-price-rating] summary').tap()
    await expect(card.locator('[data-price-rating-why]')).toBeVisible()
    await expect(page).toHaveURL(/car_model=/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await screenshot(page, 'price-context-list-375')
    await page.goto(siteUrl('hedin-se', car.href))
    await expect(page.getByRole('region', { name: 'Prishistorik' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await expectNoAxeViolations(page)
    await screenshot(page, 'price-context-detail-375')
  })
})
