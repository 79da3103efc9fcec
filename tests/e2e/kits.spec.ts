import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, screenshot, serverUrl, siteUrl, whenHydrated } from './helpers'

/**
 * The kits tool (issue 23) on hedin-fi: a link from the dealer system to a sent quote, the 403
 * without a session, and a session without all five values (no send button).
 */

const PATH = '/varustepaketit'
type Card = { kitId: string; vehicleFitmentSpecifications: { externalId: string }[] }

test('without user and dealer the page answers 403 in the site shell, with no kits', async ({ page }) => {
  const response = await page.goto(siteUrl('hedin-fi', `${PATH}?unit=U1&auto=x`))
  expect(response?.status()).toBe(403)
  expect(response?.headers()['cache-control']).toBe('private, no-store')
  await expect(page.locator('[data-kits-denied]').getByRole('alert')).toHaveText(
    'Avaa varustetyökalu jälleenmyyjäjärjestelmästä.',
  )
  await expect(page.locator('#jss-header')).not.toBeEmpty()
  await expect(page.locator('[data-kit-id]')).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('from the dealer-system link to a sent quote', async ({ page, request }) => {
  // A car with kits, from the list API as the tool itself asks it.
  const listed = await request.get(serverUrl('hedin-fi', '/api/kits/list?site=hedin-fi&lang=fi&user=e2e&dealer=D1'))
  expect(listed.status()).toBe(200)
  const auto = ((await listed.json()) as { cards: Card[] }).cards[0]!.vehicleFitmentSpecifications[0]!.externalId
  const transactionId = `e2e-${Date.now()}`
  const session = { user: 'matti.m', dealer: 'D-100', unit: 'U1', transactionId, auto }
  const response = await page.goto(siteUrl('hedin-fi', `${PATH}?${new URLSearchParams(session)}`))
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toBe('private, no-store')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('[data-kits-car]')).not.toBeEmpty()
  const list = page.locator('ul[data-view]')
  await expect(list).toHaveAttribute('data-view', 'grid')
  const cards = page.locator('[data-kit-id]')
  expect(await cards.count()).toBeGreaterThan(1)
  await expect(page.locator('[data-kits-cart]')).toHaveCount(0)
  await expectNoAxeViolations(page)

  // The kit dialog: every field, and the cart toggle.
  const first = cards.first()
  await whenHydrated(first.getByRole('button').first())
  await first.getByRole('heading').getByRole('button').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Pakettikoodi')).toBeVisible()
  await expectNoAxeViolations(page, 'dialog')
  await dialog.getByRole('button', { name: 'Lisää', exact: true }).click()
  await dialog.getByRole('button', { name: 'Sulje' }).click()
  await expect(dialog).toHaveCount(0)

  // A filter from the car list's panel keeps the session in the address.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.locator('#car-list-filters input[type="checkbox"]').first().check()
  await expect(page).toHaveURL(/kitCategory=/)
  expect(new URL(page.url()).searchParams.get('transactionId')).toBe(transactionId)
  await expect(cards.first()).toBeVisible()
  await cards
    .nth(1)
    .getByRole('button', { name: /^Lisää:/ })
    .click()

  const cart = page.locator('[data-kits-cart]')
  await expect(cart).toBeVisible()
  await expect(cart.getByRole('listitem')).toHaveCount(2)
  await expect(cart).toContainText('ALV 25,5 %')
  await screenshot(page, 'kits-1280')
  await page.setViewportSize({ width: 768, height: 1000 })
  await screenshot(page, 'kits-768')
  await page.setViewportSize({ width: 375, height: 800 })
  await screenshot(page, 'kits-375')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  await cart.getByRole('button', { name: 'Lähetä tarjous' }).click()
  await expect(cart.getByRole('status')).toHaveText('Tarjous lähetetty onnistuneesti!')

  // Rows view from the cookie, rendered by the server on the next load; the cart stays.
  await page.getByRole('button', { name: 'Näytä riveinä' }).click()
  await page.reload()
  await expect(page.locator('ul[data-view]')).toHaveAttribute('data-view', 'rows')
  await expect(page.locator('[data-kits-cart]').getByRole('listitem')).toHaveCount(2)
})

test('a session without all five values shows no send button', async ({ page }) => {
  await page.goto(siteUrl('hedin-fi', `${PATH}?user=u1&dealer=D1&transactionId=e2e-partial-${Date.now()}`))
  const toggle = page
    .locator('[data-kit-id]')
    .first()
    .getByRole('button', { name: /^Lisää:/ })
  await whenHydrated(toggle)
  await toggle.click()
  const cart = page.locator('[data-kits-cart]')
  await expect(cart).toContainText('Istunnon tiedot puuttuvat')
  await expect(cart.getByRole('button', { name: 'Lähetä tarjous' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Istunnon tiedot' }).click()
  await expect(page.getByRole('dialog')).toContainText('D1')
  await expectNoAxeViolations(page, 'dialog')
})

test('the quote API: priced on the server, once per transaction and cart, bad input 4xx', async ({ request }) => {
  const listed = await request.get(serverUrl('hedin-fi', '/api/kits/list?site=hedin-fi&lang=fi&user=e2e&dealer=D1'))
  const [a, b] = ((await listed.json()) as { cards: (Card & { retailPrice: number })[] }).cards
  const session = { user: 'u', dealer: 'D1', unit: 'U1', transactionId: `e2e-api-${Date.now()}`, auto: 'x' }
  const post = (data: unknown) => request.post(serverUrl('hedin-fi', '/api/automaster'), { data })
  const cart = [{ kitId: a!.kitId }, { kitId: b!.kitId }]
  const first = await post({ ...session, cart })
  expect(first.status()).toBe(200)
  const quote = (await first.json()) as { quoteId: string; total: number; net: number; tax: number }
  expect(quote.total).toBeCloseTo(a!.retailPrice + b!.retailPrice, 2)
  expect(Math.round((quote.net + quote.tax) * 100)).toBe(Math.round(quote.total * 100))
  const again = await post({ ...session, cart: [...cart].reverse() })
  expect(((await again.json()) as { quoteId: string }).quoteId).toBe(quote.quoteId)
  const missing = await post({ user: 'u', cart })
  expect(missing.status()).toBe(400)
  expect(await missing.json()).toMatchObject({
    error: 'session_incomplete',
    missing: ['dealer', 'unit', 'transactionId', 'auto'],
  })
  expect((await post({ ...session, cart: [] })).status()).toBe(400)
  expect((await post({ ...session, cart: [{ kitId: 'no-such-kit' }] })).status()).toBe(422)
})
