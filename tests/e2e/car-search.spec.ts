import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, screenshot, siteUrl } from './helpers'

/**
 * The search box understands buyers (phrases become filters shown as chips), keyphrase searches
 * sort by relevance, and a search with no cars offers a way out.
 */

const LIST = '/kop-bil/alla-bilar-i-lager'
const cards = (page: Page) => page.locator('#jss-main [data-block="carList"] article')
const headings = (page: Page) => cards(page).locator('h2').allTextContents()
const chips = (page: Page) => page.getByRole('group', { name: 'Valda filter' })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Sök bland bilarna' })

async function total(page: Page): Promise<number> {
  const text =
    (await page
      .getByText(/^Visar \d+ av \d+\+?$/)
      .first()
      .textContent()) ?? ''
  return Number(/av (\d+)/.exec(text)?.[1])
}

async function searchFor(page: Page, text: string) {
  await searchBox(page).fill(text)
  await searchBox(page).press('Enter')
}

test.describe('car search understands buyers', () => {
  test('"elbil" is the electric cars, shown as a chip that can be removed', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', LIST))
    const everything = await total(page)
    await searchFor(page, 'elbil')
    await expect(page).toHaveURL(/car_fuel=El(&|$)/)
    await expect(page).not.toHaveURL(/keyphrase=/)
    await expect(chips(page).getByRole('button', { name: /El$/ })).toBeVisible()
    await expect.poll(() => total(page)).toBeGreaterThan(0)
    expect(await total(page)).toBeLessThan(everything)
    await chips(page).getByRole('button', { name: /El$/ }).click()
    await expect(page).not.toHaveURL(/car_fuel=/)
    await expect.poll(() => total(page)).toBe(everything)
  })

  test('"Mercedes" finds only Mercedes-Benz, best matches first', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', `${LIST}?keyphrase=Mercedes`))
    await expect(page).toHaveURL(/car_brand=Mercedes-Benz/)
    await expect(cards(page).first()).toBeVisible()
    const names = await headings(page)
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((name) => name.startsWith('Mercedes-Benz'))).toBe(true)
  })

  test('the hero\'s example "BMW iX1 Uppsala" finds cars, and a keyphrase sorts by relevance', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', `${LIST}?keyphrase=BMW+iX1+Uppsala`))
    // The place is a radius around it, shown as a chip with the brand and the model.
    await expect(page).toHaveURL(/near=59\.\d+%2C17\.\d+.*place=Uppsala/)
    await expect(page).not.toHaveURL(/keyphrase=/)
    await expect(chips(page).getByRole('button', { name: /Inom 50 km från Uppsala/ })).toBeVisible()
    // Three chips and clear-all.
    await expect(chips(page).getByRole('button')).toHaveCount(4)
    // The test stock has its iX1s in Stockholm and Örebro, none within 50 km of Uppsala: the
    // rescue offers the next radius, one click away.
    await page
      .getByTestId('search-rescue')
      .getByRole('link', { name: /^Vidga till Inom 100 km från Uppsala/ })
      .click()
    await expect(page).toHaveURL(/radius=100/)
    await expect.poll(() => total(page)).toBeGreaterThan(0)
    const names = await headings(page)
    expect(names.every((name) => name.startsWith('BMW iX1'))).toBe(true)
    const distances = await cards(page).locator('[data-distance]').allTextContents()
    expect(distances.length).toBe(names.length)

    // Words the parser does not know stay a keyphrase, sorted by relevance unless the buyer picks.
    await page.goto(siteUrl('hedin-se', `${LIST}?keyphrase=volvo+skick`))
    await expect(page).toHaveURL(/keyphrase=skick/)
    const sort = page.getByRole('combobox', { name: 'Sortera' })
    await expect(sort.locator('option:checked')).toHaveText('Relevans')
    await sort.selectOption({ label: 'Senast inkomna' })
    await expect(page).toHaveURL(/sort=car_publishdate_desc/)
  })

  test('a whole sentence: used, brand, body, gearbox, price and year', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', LIST))
    await searchFor(page, 'begagnad volvo kombi automat under 400 000 kr från 2019')
    await expect(page).toHaveURL(/car_is_used=true/)
    await expect(page).toHaveURL(/car_brand=Volvo/)
    // The open low end is the cheapest match's price (ranges are kept within their facet's bounds).
    await expect(page).toHaveURL(/car_price=\d+&car_price=400000/)
    await expect(page).toHaveURL(/car_year=2019&car_year=\d{4}/)
    // Six chips and clear-all.
    await expect(chips(page).getByRole('button')).toHaveCount(7)
    await expect.poll(() => total(page)).toBeGreaterThan(0)
  })

  test('on the Finnish site in Swedish, "volvo el" is Volvo and Sähkö', async ({ page }) => {
    await page.goto(siteUrl('hedin-fi', '/sv/osta-auto/kaikki-autot?keyphrase=volvo+el'))
    await expect(page).toHaveURL(/car_fuel=S%C3%A4hk%C3%B6/)
    await expect(page).toHaveURL(/car_brand=Volvo/)
    await expect(page).not.toHaveURL(/keyphrase=/)
  })
})

test.describe('no dead ends', () => {
  test('a search with no cars keeps its chips and panel, and each way out is one click', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl('hedin-se', `${LIST}?car_brand=Volvo&car_price=1000&car_price=2000`))
    const rescue = page.getByTestId('search-rescue')
    await expect(rescue).toBeVisible()
    await expect(rescue).toContainText('Inga träffar hittades')
    await expect(chips(page).getByRole('button', { name: 'Rensa alla' })).toBeVisible()
    // The panel still offers every facet, not an empty column.
    await expect(page.locator('#car-list-filters details').filter({ hasText: 'Drivmedel' })).toBeVisible()
    await expectNoAxeViolations(page, '[data-block="carList"]')
    await screenshot(page, 'car-search-rescue-1280')
    await page.setViewportSize({ width: 375, height: 800 })
    await screenshot(page, 'car-search-rescue-375')
    await page.setViewportSize({ width: 1280, height: 900 })

    const without = rescue.getByRole('link', { name: /^Utan Pris/ })
    await expect(without).toBeVisible()
    const offered = Number(/\((\d+)/.exec((await without.locator('xpath=..').textContent()) ?? '')?.[1])
    await without.click()
    await expect(page).not.toHaveURL(/car_price=/)
    await expect.poll(() => total(page)).toBe(offered)
    expect(offered).toBeGreaterThan(0)
  })

  test('did you mean: a word two letters off a known word', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', `${LIST}?keyphrase=dragkrkk`))
    const suggestion = page.getByTestId('did-you-mean').getByRole('link')
    await expect(suggestion).toHaveText('dragkrok')
    await suggestion.click()
    await expect(page).toHaveURL(/car_equipment=Dragkrok/)
    await expect.poll(() => total(page)).toBeGreaterThan(0)
  })
})

test.describe('near me', () => {
  const distances = async (page: Page) =>
    (await cards(page).locator('[data-distance]').allTextContents()).map((text) =>
      Number(text.replace(/[^\d,.]/g, '').replace(',', '.')),
    )

  test('the browser position filters by radius, shows distances and sorts nearest first', async ({ page, context }) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: 59.8586, longitude: 17.6389 })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl('hedin-se', LIST))
    const everything = await total(page)
    await page.getByRole('button', { name: 'Nära mig' }).click()
    await expect(page).toHaveURL(/near=59\.86%2C17\.64/)
    await expect.poll(() => total(page)).toBeLessThan(everything)
    expect(await total(page)).toBeGreaterThan(0)
    await expect(chips(page).getByRole('button', { name: /Inom 50 km från din position/ })).toBeVisible()
    const shown = await distances(page)
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.every((km) => km <= 50)).toBe(true)

    await page.getByRole('combobox', { name: 'Sortera' }).selectOption({ label: 'Närmast först' })
    await expect(page).toHaveURL(/sort=distance/)
    await expect.poll(async () => (await distances(page)).length).toBeGreaterThan(0)
    const sorted = await distances(page)
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b))

    await page.getByRole('combobox', { name: 'Avstånd' }).selectOption('200')
    await expect(page).toHaveURL(/radius=200/)
    await expect.poll(() => total(page)).toBeGreaterThan(shown.length > 0 ? 0 : 1)
    await expectNoAxeViolations(page, '[data-testid="near-me"]')
    await screenshot(page, 'car-search-near-1280')
    await page.setViewportSize({ width: 375, height: 800 })
    await screenshot(page, 'car-search-near-375')
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })

  test('a typed place sets the point; an unknown place says so beside the field', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', `${LIST}?car_fuel=El`))
    const field = page.getByRole('textbox', { name: 'Postnummer eller ort' })
    await field.fill('Zzxqvw')
    await field.press('Enter')
    await expect(page.getByRole('alert').filter({ hasText: 'Vi hittar ingen sådan plats' })).toBeVisible()
    await expect(page).not.toHaveURL(/near=/)
    await expect(page).toHaveURL(/car_fuel=El/)
    await field.fill('Uppsala')
    await field.press('Enter')
    await expect(page).toHaveURL(/near=59\.\d+%2C17\.\d+.*place=Uppsala/)
    await expect(page).toHaveURL(/car_fuel=El/)
  })

  test('a refused position keeps the search as it was', async ({ page, context }) => {
    await context.clearPermissions()
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.goto(siteUrl('hedin-se', `${LIST}?car_fuel=El`))
    const before = await total(page)
    await page.getByRole('button', { name: 'Nära mig' }).click()
    await expect.poll(() => warnings.some((text) => text.includes('geolocation'))).toBe(true)
    await expect(page).not.toHaveURL(/near=/)
    expect(await total(page)).toBe(before)
  })

  test('the UK site offers its radius in miles', async ({ page, context }) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: 51.5072, longitude: -0.1276 })
    await page.goto(siteUrl('hedin-uk', '/buy-car/used-cars'))
    await page.getByRole('button', { name: 'Near me' }).click()
    await expect(page).toHaveURL(/near=51\.51%2C-0\.13/)
    await expect(page.getByRole('combobox', { name: 'Distance' }).locator('option').first()).toHaveText('10 mi')
  })
})
