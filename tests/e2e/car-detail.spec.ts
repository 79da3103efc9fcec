import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, port, screenshot, siteUrl, serverUrl, whenHydrated } from './helpers'

const LIST = '/kop-bil/alla-bilar-i-lager'

type Card = { id: string; href: string; brand: string; model: string; isUsed: boolean; isSample: boolean }

/** Cars of a site from the list API, as the car list shows them. */
async function listCars(page: Page, site: string, query = ''): Promise<Card[]> {
  const response = await page.request.get(
    serverUrl(site, `/api/cars/list?site=${site}&lang=${site === 'hedin-uk' ? 'en' : 'sv'}&limit=48${query}`),
  )
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { cards: Card[] }).cards
}

function jsonLd(page: Page) {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>))
}

test.describe('car detail page', () => {
  test('opens a car from the list with its sections, structured data and data-layer event', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl('hedin-se', LIST))
    const first = page.locator('#jss-main [data-block="carList"] article').first()
    const name = (await first.locator('h2').textContent())!.trim()
    await first.locator('h2 a').click()
    await expect(page).toHaveURL(/\/kop-bil\/\d+\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split(' ')[0]!)
    await expect(page.locator('[data-car-price]')).toBeVisible()

    // Technical data shows 5 rows until expanded.
    const technical = page.getByRole('region', { name: 'Teknisk data' })
    const rows = technical.locator('dl > div')
    const total = await rows.count()
    if (total > 5) {
      await expect(technical.locator('dl > div:visible')).toHaveCount(5)
      // A click that lands before the page has hydrated does nothing; click again until it takes.
      await expect(async () => {
        await technical.getByRole('button', { name: 'Visa mer' }).click()
        await expect(technical.locator('dl > div:visible')).toHaveCount(total, { timeout: 1000 })
      }).toPass()
      await technical.getByRole('button', { name: 'Visa mindre' }).click()
      await expect(technical.locator('dl > div:visible')).toHaveCount(5)
    }
    const equipment = page.getByRole('region', { name: 'Utrustning' })
    if ((await equipment.count()) > 0 && (await equipment.locator('li').count()) > 4) {
      await expect(equipment.locator('li:visible')).toHaveCount(3)
    }

    const data = await jsonLd(page)
    const car = data.find((d) => d['@type'] === 'Car')
    expect(car).toBeDefined()
    expect(car!.itemCondition).toMatch(/schema\.org\/(Used|New)Condition$/)
    expect((car!.offers as { priceCurrency: string }).priceCurrency).toBe('SEK')
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true)

    const events = await page.evaluate(
      () => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [],
    )
    expect(events.some((e) => e.event === 'product_detail_page')).toBe(true)
    await expectNoAxeViolations(page)

    // Back goes back in history to the list.
    await page.locator('[data-back-link]').click()
    await expect(page).toHaveURL(new RegExp(`${LIST}$`))
  })

  test('maps used cars to UsedCondition', async ({ page }) => {
    const used = (await listCars(page, 'hedin-se', '&condition=used'))[0]!
    await page.goto(siteUrl('hedin-se', used.href))
    const car = (await jsonLd(page)).find((d) => d['@type'] === 'Car')
    expect(car!.itemCondition).toBe('https://schema.org/UsedCondition')
  })

  test('redirects an id-only URL with 302 to id/slug', async ({ page }) => {
    const car = (await listCars(page, 'hedin-se'))[0]!
    const response = await page.request.get(serverUrl('hedin-se', `/kop-bil/${car.id}`), { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toContain(car.href)
    await page.goto(siteUrl('hedin-se', `/kop-bil/${car.id}`))
    await expect(page).toHaveURL(new RegExp(`${car.href}$`))
  })

  test('answers an unknown car with 404, recommendations and a search link', async ({ page }) => {
    const response = await page.goto(siteUrl('hedin-se', '/kop-bil/999999999/volvo-xc60-t8'))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Vi kunde inte hitta bilen' })).toBeVisible()
    const recommended = page.locator('[data-car-not-found] article')
    expect(await recommended.count()).toBeGreaterThan(0)
    expect(await recommended.count()).toBeLessThanOrEqual(8)
    const link = page.getByRole('link', { name: 'Sök bland liknande bilar' })
    await expect(link).toHaveAttribute('href', /\/kop-bil\/alla-bilar-i-lager\?keyphrase=volvo/)
    await expectNoAxeViolations(page)

    for (const path of ['/kop-bil/abc/volvo', '/kop-bil/999999999']) {
      const answer = await page.request.get(serverUrl('hedin-se', path), { maxRedirects: 0 })
      expect(answer.status(), path).toBe(404)
    }
    // The site without the list link in its not-found view.
    const rn = await page.goto(siteUrl('rnautomotive', '/bilar-i-lager/999999999/renault-clio'))
    expect(rn?.status()).toBe(404)
    await expect(page.locator('[data-car-not-found]')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sök bland liknande bilar' })).toHaveCount(0)
  })

  test('shows similar cars and the alternate layout on a brand store', async ({ page }) => {
    const car = (await listCars(page, 'brand-se'))[0]!
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl('brand-se', car.href))
    await expect(page.locator('[data-car-detail]')).toHaveAttribute('data-layout', 'alternate')
    const back = page.locator('[data-back-link]')
    await page.mouse.wheel(0, 1500)
    await expect(back).toBeInViewport()
    await expectNoAxeViolations(page)
  })

  test('copies the link when the browser cannot share', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: `http://hedin-se.localhost:${port}`,
    })
    const car = (await listCars(page, 'hedin-se'))[0]!
    await page.goto(siteUrl('hedin-se', car.href))
    const copy = page.getByRole('button', { name: 'Kopiera länk' })
    await whenHydrated(copy)
    // The clipboard takes writes from a focused page only.
    await page.bringToFront()
    await copy.click()
    await expect(page.getByText('Kopierat')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain(car.href)
  })

  test('loads the enquiry form’s schema library only once the visitor starts filling the form in', async ({ page }) => {
    // zod's core has `$ZodType` in its code; the phone rules carry the markets' metadata ("SJ").
    const scripts: { url: string; body: string }[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.push({ url: response.url(), body: await response.text().catch(() => '') })
    })
    const schemaScripts = () => scripts.filter(({ body }) => body.includes('$ZodType') || body.includes('"SJ"'))
    const car = (await listCars(page, 'hedin-se'))[0]!
    await page.goto(siteUrl('hedin-se', car.href))
    const name = page.locator('#contact-form').getByRole('textbox', { name: 'Namn', exact: true })
    await whenHydrated(name)
    await page.waitForLoadState('networkidle')
    expect(scripts.length).toBeGreaterThan(5)
    expect(schemaScripts().map(({ url }) => url)).toEqual([])

    await name.focus()
    await expect.poll(() => schemaScripts().length).toBeGreaterThan(0)
  })

  for (const width of [375, 1280]) {
    test(`screenshots at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const [site, query] of [
        ['hedin-se', ''],
        ['hedin-uk', ''],
        ['brand-se', ''],
      ] as const) {
        const car = (await listCars(page, site, query))[0]!
        await page.goto(siteUrl(site, car.href))
        await screenshot(page, `car-detail-${site}-${width}`)
      }
      await page.goto(siteUrl('hedin-se', '/kop-bil/999999999/volvo-xc60'))
      await screenshot(page, `car-not-found-${width}`)
    })
  }
})
