import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, port, screenshot, serverUrl, siteUrl, whenHydrated } from './helpers'

/**
 * The locator (issue 19): charge-se's charging points, pickup-se's F-150 dealers and hedin-se's
 * dealer sites on the one map, with the list beside it. Read-only: nothing here changes the
 * server's state, so it runs in the parallel project.
 */

const CHARGE = '/laddstationer'
const PICKUP = '/hitta-aterforsaljare'
const HEDIN = '/hitta-anlaggning'

const items = (page: Page) => page.locator('li[data-location-id]')
const counter = (page: Page) => page.locator('[data-locator-counter]')
const combobox = (page: Page) => page.getByRole('combobox', { name: 'Sök anläggning' })
const mapBox = (page: Page) => page.locator('[data-map]')
const markers = (page: Page) => mapBox(page).locator('button[data-marker-id]:not([data-map-list] *)')

/** Waits for the island to own the list and to have loaded every location. */
async function ready(page: Page) {
  await expect(page.locator('[data-locator-view="ready"]')).toBeVisible({ timeout: 20_000 })
  await whenHydrated(combobox(page))
}

async function mapDrawn(page: Page) {
  await expect(mapBox(page).locator('canvas')).toBeVisible({ timeout: 30_000 })
  await expect(mapBox(page)).toHaveAttribute('data-map', 'ready')
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('lists 20, pages with ?show=25 and searches with ?q= and ?near=', async ({ page }) => {
    await page.goto(siteUrl('charge-se', CHARGE))
    await expect(items(page)).toHaveCount(20)
    await expect(counter(page)).toHaveText(/^Visar 20 av 3000$/)
    const more = page.locator('[data-locator-more]')
    await expect(more).toHaveAttribute('href', `${CHARGE}?show=25`)
    await more.click()
    await expect(page).toHaveURL(/\?show=25$/)
    await expect(items(page)).toHaveCount(25)
    await expect(counter(page)).toHaveText(/^Visar 25 av 3000$/)

    // A place typed in the form: the nearest stations, each with its distance.
    await page.goto(siteUrl('charge-se', `${CHARGE}?q=Uppsala`))
    await expect(counter(page)).toContainText('Närmast Uppsala')
    const distances = await items(page).locator('[data-distance]').allTextContents()
    expect(distances.length).toBeGreaterThanOrEqual(3)
    expect(distances.every((d) => /^(~\d+ m|[\d,]+ km)$/.test(d))).toBe(true)

    await page.goto(siteUrl('charge-se', `${CHARGE}?near=59.3293,18.0686&show=abc&minPower=7`))
    await expect(items(page).first().locator('[data-distance]')).toBeVisible()
    await expect(items(page).first()).toBeVisible()

    // Directions open Google Maps in a new tab with name, address, zip and city.
    const directions = items(page)
      .first()
      .getByRole('link', { name: /Vägbeskrivning/ })
    await expect(directions).toHaveAttribute('target', '_blank')
    await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/)
  })

  test('shows F-150 dealers with mail, phone and web links', async ({ page }) => {
    await page.goto(siteUrl('pickup-se', PICKUP))
    await expect(items(page)).toHaveCount(18)
    const first = items(page).first()
    await expect(first.locator('a[href^="mailto:"]')).toHaveCount(1)
    await expect(first.locator('a[href^="tel:+46"]')).toHaveCount(1)
    await expect(first.locator('a[href^="https://"][target="_blank"]').first()).toBeVisible()
  })
})

test.describe('list and search', () => {
  test('Show more adds 5 without a page load', async ({ page }) => {
    await page.goto(siteUrl('charge-se', `${CHARGE}?view=list`))
    await ready(page)
    await expect(items(page)).toHaveCount(20)
    await page.locator('[data-locator-more]').click()
    await expect(items(page)).toHaveCount(25)
    await expect(counter(page)).toHaveText(/^Visar 25 av 3000$/)
    await expect(page).toHaveURL(/show=25/)
    // Focus moves to the first new card.
    await expect(items(page).nth(20).getByRole('button').first()).toBeFocused()
  })

  test('suggests with the keyboard: arrows, Enter chooses and selects, Escape closes', async ({ page }) => {
    await page.goto(siteUrl('charge-se', `${CHARGE}?view=list`))
    await ready(page)
    const box = combobox(page)
    await box.fill('Uppsala')
    const listbox = page.getByRole('listbox', { name: 'Förslag' })
    await expect(listbox).toBeVisible()
    const options = listbox.getByRole('option')
    expect(await options.count()).toBeGreaterThan(0)
    expect(await options.count()).toBeLessThanOrEqual(5)
    await expect(box).toHaveAttribute('aria-expanded', 'true')

    await box.press('ArrowDown')
    await box.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-activedescendant', 'locator-option-1')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await box.press('ArrowUp')
    await expect(box).toHaveAttribute('aria-activedescendant', 'locator-option-0')
    const name = (await options.nth(0).evaluate((el) => el.firstChild?.textContent ?? '')).trim()
    await box.press('Enter')
    await expect(listbox).toBeHidden()
    await expect(box).toHaveValue(name)
    const chosen = page.locator('li[data-selected="true"]')
    await expect(chosen).toHaveCount(1)
    await expect(chosen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true')
    await expect(page).toHaveURL(/location=/)

    await box.fill('Göteborg')
    await expect(listbox).toBeVisible()
    await box.press('Escape')
    await expect(listbox).toBeHidden()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
  })

  test('geocodes other text in the site’s country; an unknown place marks the field', async ({ page }) => {
    await page.goto(siteUrl('charge-se', `${CHARGE}?view=list`))
    await ready(page)
    await combobox(page).fill('Linköping')
    await combobox(page).press('Escape')
    await page.getByRole('button', { name: 'Sök', exact: true }).click()
    await expect(counter(page)).toContainText('Närmast Linköping')
    await expect(items(page).first().locator('[data-distance]')).toBeVisible()
    await expect(page).toHaveURL(/q=Link/)

    await combobox(page).fill('Qqxyzzy Plonk')
    await page.getByRole('button', { name: 'Sök', exact: true }).click()
    await expect(combobox(page)).toHaveAttribute('aria-invalid', 'true')
    // No message text: only the border says so.
    await expect(page.locator('[data-locator] [role="alert"]')).toHaveCount(0)

    // A blank submit shows everything again.
    await combobox(page).fill('')
    await page.getByRole('button', { name: 'Sök', exact: true }).click()
    await expect(combobox(page)).not.toHaveAttribute('aria-invalid', 'true')
    await expect(counter(page)).toHaveText(/^Visar 20 av 3000$/)
  })

  test('filters by connector, power and open now, in the URL', async ({ page }) => {
    await page.goto(siteUrl('charge-se', `${CHARGE}?view=list`))
    await ready(page)
    const type2 = page.getByRole('button', { name: 'Type 2', exact: true })
    await type2.click()
    await expect(type2).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/connector=Type2/)
    const total = Number((await counter(page).textContent())!.match(/av (\d+)/)![1])
    expect(total).toBeGreaterThan(0)
    expect(total).toBeLessThan(3000)
    const cards = await items(page).count()
    for (let i = 0; i < cards; i++)
      await expect(items(page).nth(i).locator('[data-connector="Type2"]')).not.toHaveCount(0)
    await type2.click()
    await expect(counter(page)).toHaveText(/av 3000$/)

    const power = page.getByRole('button', { name: 'Minst 300 kW' })
    await power.click()
    await expect(page).toHaveURL(/minPower=300/)
    const kw = await items(page).locator('[data-connector]').allTextContents()
    expect(kw.some((text) => /300 kW/.test(text))).toBe(true)

    await page.getByRole('button', { name: 'Öppet nu' }).click()
    await expect(page).toHaveURL(/open=now/)

    // The server renders the same filters from the URL.
    await page.goto(siteUrl('charge-se', `${CHARGE}?view=list&connector=Type2`))
    await expect(page.getByRole('button', { name: 'Type 2', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(counter(page)).toHaveText(new RegExp(`av ${total}$`))
  })

  test('a shared link selects its location on load', async ({ page, request }) => {
    const answer = await request.get(serverUrl('hedin-se', '/api/locator/locations?site=hedin-se&lang=sv&limit=5'))
    const { locations } = (await answer.json()) as { locations: { id: string; name: string }[] }
    const target = locations[3]!
    await page.goto(siteUrl('hedin-se', `${HEDIN}?location=${encodeURIComponent(target.id)}&view=list`))
    const card = page.locator(`li[data-location-id="${target.id}"]`)
    await expect(card).toHaveAttribute('data-selected', 'true')
    await expect(card.getByRole('button', { name: target.name })).toHaveAttribute('aria-expanded', 'true')
    await expect(card.getByRole('link', { name: 'Till anläggningen' })).toHaveAttribute('href', /^\/anlaggningar\//)
  })
})

test.describe('near me', () => {
  test('allowed: the nearest to the visitor, with distances', async ({ page, context }) => {
    await context.grantPermissions(['geolocation'], { origin: `http://charge-se.localhost:${port}` })
    await context.setGeolocation({ latitude: 59.3293, longitude: 18.0686 })
    await page.goto(siteUrl('charge-se', `${CHARGE}?view=list`))
    await ready(page)
    await page.locator('[data-near-me]').click()
    await expect(page).toHaveURL(/near=59\.3293,18\.0686/)
    const first = await items(page).first().locator('[data-distance]').textContent()
    expect(first).toMatch(/^(~\d+ m|[\d,]+ km)$/)
  })

  test('denied: a console warning only, no message', async ({ page, context }) => {
    await context.clearPermissions()
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.goto(siteUrl('charge-se', `${CHARGE}?view=list`))
    await ready(page)
    const before = await counter(page).textContent()
    await page.locator('[data-near-me]').click()
    await expect.poll(() => warnings.some((w) => w.includes('geolocation'))).toBe(true)
    await expect(counter(page)).toHaveText(before!)
    await expect(page.locator('[data-locator] [role="alert"]')).toHaveCount(0)
    expect(page.url()).not.toContain('near=')
  })
})

test.describe('the map', () => {
  // SwiftShader draws the map on the CPU: with another worker beside it, a map test needs more than a minute.
  test.describe.configure({ timeout: 150_000 })

  test('clusters charge-se’s 3,000 points and opens a cluster', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl('charge-se', CHARGE))
    await ready(page)
    await page.locator('#locator-map').scrollIntoViewIfNeeded()
    await mapDrawn(page)
    const clusters = mapBox(page).getByRole('button', { name: /^\d+ platser$/ })
    await expect(clusters.first()).toBeVisible({ timeout: 20_000 })
    const count = await clusters.count()
    expect(count).toBeGreaterThan(1)
    expect(count).toBeLessThan(400)
    await clusters.first().click()
    await expect
      .poll(async () => (await markers(page).count()) + (await clusters.count()), { timeout: 15_000 })
      .toBeGreaterThan(0)
    await screenshot(page, 'locator-charge-se-1280')
  })

  test('a marker selects and expands its card, again deselects; a card flies to its marker', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl('hedin-se', HEDIN))
    await ready(page)
    await mapDrawn(page)
    const marker = markers(page).first()
    await expect(marker).toBeVisible()
    const id = (await marker.getAttribute('data-marker-id'))!
    await marker.click()
    const card = page.locator(`li[data-location-id="${id}"]`)
    await expect(card).toHaveAttribute('data-selected', 'true')
    await expect(card.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true')
    await expect(marker).toHaveAttribute('aria-pressed', 'true')
    const popup = mapBox(page).locator('[data-map-popup]')
    await expect(popup).toBeVisible()
    // The info window's show-more link is for small screens only.
    await expect(popup.locator('[data-popup-action]')).toBeHidden()

    await expectNoAxeViolations(page)

    await marker.click()
    await expect(card).toHaveAttribute('data-selected', 'false')
    await expect(popup).toHaveCount(0)

    // A card chosen in the list: the map flies there and the info window opens once it is idle.
    const other = items(page).nth(5)
    const otherId = (await other.getAttribute('data-location-id'))!
    await other.getByRole('button').first().click()
    await expect(other).toHaveAttribute('data-selected', 'true')
    await expect(popup).toBeVisible({ timeout: 15_000 })
    await expect(mapBox(page).locator(`button[data-marker-id="${otherId}"]`).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await screenshot(page, 'locator-hedin-se-1280')
  })

  test('below 1024 px: Map and Panel tabs; the info window’s Show more goes to the list', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(siteUrl('hedin-se', HEDIN))
    await ready(page)
    const mapTab = page.getByRole('tab', { name: 'Karta' })
    const panelTab = page.getByRole('tab', { name: 'Lista' })
    await expect(panelTab).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator('[data-locator-panel]')).toBeVisible()
    await screenshot(page, 'locator-hedin-se-375-list')
    await mapTab.click()
    await expect(mapTab).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator('[data-locator-panel]')).toBeHidden()
    await mapDrawn(page)
    const marker = markers(page).first()
    const id = (await marker.getAttribute('data-marker-id'))!
    await marker.click()
    const more = mapBox(page).locator('[data-popup-action]')
    await expect(more).toBeVisible()
    await screenshot(page, 'locator-hedin-se-375-map')
    await more.click()
    await expect(panelTab).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator(`li[data-location-id="${id}"]`)).toBeInViewport()
    // No horizontal scroll on a small phone.
    await page.setViewportSize({ width: 320, height: 800 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })

  test('at 768 px and on pickup-se', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1000 })
    await page.goto(siteUrl('pickup-se', PICKUP))
    await ready(page)
    await expect(page.getByRole('tab', { name: 'Karta' })).toBeVisible()
    await screenshot(page, 'locator-pickup-se-768')
    await expectNoAxeViolations(page)
  })

  test('?view=list loads no map code; the map view does', async ({ page }) => {
    const scripts = new Set<string>()
    const mapRequests: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (request.resourceType() === 'script') scripts.add(path)
      if (path.startsWith('/api/maps/')) mapRequests.push(path)
    })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl('charge-se', `${CHARGE}?view=list`))
    await ready(page)
    await page.waitForLoadState('networkidle')
    expect(await mapBox(page).count()).toBe(0)
    expect(mapRequests).toEqual([])
    const listScripts = new Set(scripts)

    await page.goto(siteUrl('charge-se', CHARGE))
    await ready(page)
    await mapDrawn(page)
    const mapChunks = [...scripts].filter((src) => !listScripts.has(src))
    expect(mapChunks.length).toBeGreaterThan(0)
    expect(mapRequests.length).toBeGreaterThan(0)
  })
})

test.describe('locator API', () => {
  const api = (path: string) => serverUrl('charge-se', path)

  test('answers locations, nearest with distances, suggestions and geocodes', async ({ request }) => {
    const all = await request.get(api('/api/locator/locations?site=charge-se&lang=sv&limit=300'))
    expect(all.status()).toBe(200)
    expect(all.headers()['cache-control']).toContain('public')
    const body = (await all.json()) as { total: number; skipped: number; locations: unknown[] }
    expect(body.total).toBe(3000)
    expect(body.skipped).toBe(0)
    expect(body.locations).toHaveLength(300)

    const near = await request.get(
      api('/api/locator/locations?site=charge-se&lang=sv&near=59.3293,18.0686&unit=mi&connector=CCS2&minPower=150'),
    )
    const nearest = (await near.json()) as { locations: { distance: { value: number; unit: string } }[] }
    expect(nearest.locations.length).toBeGreaterThanOrEqual(3)
    expect(nearest.locations[0]!.distance.unit).toBe('mi')

    const suggest = await request.get(api('/api/locator/suggest?site=charge-se&lang=sv&q=Uppsala'))
    const { suggestions } = (await suggest.json()) as { suggestions: { city: string }[] }
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions.length).toBeLessThanOrEqual(5)
    const short = await request.get(api('/api/locator/suggest?site=charge-se&lang=sv&q=U'))
    expect(await short.json()).toEqual({ suggestions: [] })

    const geocode = await request.get(api('/api/locator/geocode?site=charge-se&q=Uppsala'))
    expect(geocode.status()).toBe(200)
    const place = (await geocode.json()) as { lat: number; lng: number; label: string }
    expect(place.lat).toBeCloseTo(59.86, 0)
    const nowhere = await request.get(api('/api/locator/geocode?site=charge-se&q=Qqxyzzy%20Plonk'))
    expect(nowhere.status()).toBe(404)
  })

  test('bad input is a 400 naming the field, an unknown site a 404', async ({ request }) => {
    for (const [query, field] of [
      ['/api/locator/locations?site=charge-se&lang=sv&limit=301', 'limit'],
      ['/api/locator/locations?site=charge-se&lang=sv&near=north', 'near'],
      ['/api/locator/locations?site=charge-se&lang=sv&unit=ft', 'unit'],
      ['/api/locator/locations?site=charge-se&lang=sv&connector=CHAdeMO', 'connector'],
      ['/api/locator/locations?site=charge-se&lang=sv&minPower=100', 'minPower'],
      [`/api/locator/suggest?site=charge-se&lang=sv&q=${'a'.repeat(101)}`, 'q'],
      ['/api/locator/locations?site=charge-se&lang=fi', 'lang'],
      ['/api/locator/suggest?site=charge-se&lang=xx&q=Uppsala', 'lang'],
    ] as const) {
      const answer = await request.get(api(query))
      expect(answer.status(), query).toBe(400)
      expect(await answer.json(), query).toMatchObject({ field })
    }
    const unknown = await request.get(api('/api/locator/locations?site=no-such-site&lang=sv'))
    expect(unknown.status()).toBe(404)
    expect(await unknown.json()).toMatchObject({ field: 'site' })
  })
})
