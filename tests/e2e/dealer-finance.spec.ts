import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { siteUrl, serverUrl } from './helpers'

/** A UK car's detail path, from the car list API (`{ cards: [{ id, href }] }`). */
async function ukCarPath(page: Page): Promise<string> {
  const res = await page.request.get(serverUrl('hedin-uk', '/api/cars/list?site=hedin-uk&lang=en&limit=1&facets=0'))
  expect(res.status()).toBe(200)
  const body = (await res.json()) as { cards: { id: string; href: string }[] }
  const card = body.cards[0]
  expect(card?.href).toMatch(new RegExp(`^/buy-car/car/${card?.id}/`))
  return card!.href
}

const finance = (page: Page) => page.locator('[data-dealer-finance]')
const monthlyPayment = (page: Page) => finance(page).locator('[data-monthly-payment]')
const quoteReference = (page: Page) => finance(page).locator('[data-quote-reference]')

test.describe('UK dealer finance', () => {
  test('loads the options, recalculates when the term changes, and links with the quote reference', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl('hedin-uk', await ukCarPath(page)))
    await expect(finance(page).getByRole('heading', { name: 'Finance this car' })).toBeVisible()
    await expect(monthlyPayment(page)).toBeVisible({ timeout: 15_000 })
    await expect(finance(page).getByText('Hire Purchase').first()).toBeVisible()
    await expect(finance(page).getByText('Representative APR')).toBeVisible()

    const payment = await monthlyPayment(page).innerText()
    const reference = await quoteReference(page).innerText()
    expect(reference).toMatch(/^HP1\./)

    // One step (12 months) shorter raises the payment; an old car offered only the shortest
    // term moves one step longer instead.
    const term = finance(page).getByRole('slider', { name: 'Term' })
    const months = Number(await term.getAttribute('aria-valuenow'))
    const shortest = Number(await term.getAttribute('aria-valuemin'))
    const shorten = months > shortest
    await term.focus()
    await page.keyboard.press(shorten ? 'ArrowLeft' : 'ArrowRight')
    await expect(term).toHaveAttribute('aria-valuenow', String(shorten ? months - 12 : months + 12))
    await expect(quoteReference(page)).not.toHaveText(reference)
    const changed = await monthlyPayment(page).innerText()
    expect(changed).not.toBe(payment)
    const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''))
    expect(amount(changed) > amount(payment)).toBe(shorten)

    const newReference = await quoteReference(page).innerText()
    const reserve = finance(page).getByRole('link', { name: /Reserve this car/ })
    await expect(reserve).toHaveAttribute('target', '_blank')
    await expect(reserve).toHaveAttribute('href', new RegExp(`quoteRef=${encodeURIComponent(newReference)}`))
    const partExchange = finance(page).getByRole('link', { name: /Part exchange your car/ })
    await expect(partExchange).toHaveAttribute('href', `/sell-car?quoteRef=${encodeURIComponent(newReference)}`)

    await finance(page).locator('summary', { hasText: 'Terms and conditions' }).click()
    await expect(finance(page).getByText(`quote ${newReference}`)).toBeVisible()

    const axe = await new AxeBuilder({ page })
      .include('[data-dealer-finance]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])
    await finance(page).screenshot({ path: 'test-results/screenshots/dealer-finance-1280.png' })

    await page.setViewportSize({ width: 375, height: 800 })
    await expect(monthlyPayment(page)).toBeVisible()
    await finance(page).screenshot({ path: 'test-results/screenshots/dealer-finance-375.png' })
  })

  test('a typed payment calculates the deposit (ToCashDeposit)', async ({ page }) => {
    await page.goto(siteUrl('hedin-uk', await ukCarPath(page)))
    await expect(monthlyPayment(page)).toBeVisible({ timeout: 15_000 })
    const deposit = finance(page).getByLabel('Deposit (£)')
    const before = Number(await deposit.inputValue())
    const payment = finance(page).getByLabel('Monthly payment (£)')
    const target = Math.round(Number(await payment.inputValue()) * 0.8)
    const request = page.waitForRequest((r) => r.url().endsWith('/api/codeweaver/cfd') && r.method() === 'POST')
    await payment.fill(String(target))
    await payment.press('Enter')
    const body = (await request).postDataJSON() as {
      VehicleRequests: { Parameters: { CalculationType: string; RegularPayment: number } }[]
    }
    expect(body.VehicleRequests[0]!.Parameters).toMatchObject({
      CalculationType: 'ToCashDeposit',
      RegularPayment: target,
    })
    await expect.poll(async () => Number(await deposit.inputValue())).toBeGreaterThan(before)
  })

  test('the finance API answers bad input with 4xx, never 500', async ({ request }) => {
    const api = (path: string) => serverUrl('hedin-uk', `/api/codeweaver/${path}`)

    const notJson = await request.post(api('cfd'), {
      headers: { 'content-type': 'application/json' },
      data: '{"Vehicle',
    })
    expect(notJson.status()).toBe(400)

    const badShape = await request.post(api('cfd'), {
      data: { VehicleRequests: [{ Id: 'HP', Parameters: { Term: 'long' } }] },
    })
    expect(badShape.status()).toBe(400)
    const body = (await badShape.json()) as { error: string; fields: Record<string, string[]> }
    expect(body.error).toBe('invalid_request')
    expect(Object.keys(body.fields)).toContain('VehicleRequests.0.Parameters.Term')

    const badDefault = await request.post(api('default'), { data: { PhysicalVehicle: {} } })
    expect(badDefault.status()).toBe(400)

    const forged = await request.get(api('legal?quoteRef=HP1.abc.p.20230901.ffk.1c.42ls.0.20250602.AAAAAAAAAAAAAAAA'))
    expect(forged.status()).toBe(404)
    expect(await forged.json()).toMatchObject({ error: 'unknown_quote' })

    expect((await request.get(api('legal'))).status()).toBe(400)
  })
})
