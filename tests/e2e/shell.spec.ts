import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, port, siteUrl, whenHydrated } from './helpers'

test.describe('cookie consent', () => {
  // A first visit: no answer to the banner yet.
  test.use({ storageState: { cookies: [], origins: [] } })

  test('rejecting is as easy as accepting, is remembered, and can be changed', async ({ page, context }) => {
    await page.goto(siteUrl('hedin-se'))
    const reject = page.getByRole('button', { name: 'Avvisa alla' })
    await expect(reject).toBeVisible()
    await expect(page.getByRole('button', { name: 'Godkänn alla' })).toBeVisible()
    await expectNoAxeViolations(page)
    await reject.click()
    await expect(reject).toBeHidden()
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'consent')
    expect(consent?.value).toBe('v1.s0.m0')
    // No tag manager without consent.
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0)

    await page.reload()
    await expect(page.getByRole('button', { name: 'Avvisa alla' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Cookie-inställningar' }).click()
    await page.getByRole('button', { name: 'Godkänn alla' }).click()
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'consent')?.value)
      .toBe('v1.s1.m1')
  })
})

test.describe('site shell', () => {
  test('a dismissed alert stays away across reloads for a day', async ({ page, context }) => {
    await page.goto(siteUrl('hedin-se'))
    const close = page.getByRole('button', { name: 'Stäng meddelandet' })
    await expect(close).toBeVisible()
    await whenHydrated(close)
    await close.click()
    await expect(close).toBeHidden()
    const cookie = (await context.cookies()).find((c) => c.name === 'hideAlert')
    expect(cookie).toBeDefined()
    const lifetime = cookie!.expires - Date.now() / 1000
    expect(lifetime).toBeGreaterThan(86_400 - 120)
    expect(lifetime).toBeLessThanOrEqual(86_400 + 5)
    await page.reload()
    // The cached page is the same for everyone: the strip is hidden before the first paint
    // (tests/e2e/page-cache.spec.ts checks that with scripts blocked) and removed once hydrated.
    await expect(page.locator('[data-alert-dismissible]')).toHaveCount(0)
  })

  test('the footer copies an e-mail address with a Copied tooltip', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: `http://hedin-se.localhost:${port}`,
    })
    await page.goto(siteUrl('hedin-se'))
    const mail = page.locator('#jss-footer a[href^="mailto:"]').first()
    const address = (await mail.getAttribute('href'))!.replace('mailto:', '')
    // Before hydration the click would follow the mailto: link; the clipboard wants a focused page.
    await whenHydrated(mail)
    await page.bringToFront()
    await mail.click()
    await expect(page.locator('#jss-footer').getByText('Kopierat')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
    await expect(page.locator('#jss-footer').getByText('Kopierat')).toBeHidden({ timeout: 3_000 })
  })

  test('the scroll-to-top button appears after scrolling and takes the visitor up', async ({ page }) => {
    await page.goto(siteUrl('hedin-se'))
    const up = page.getByRole('button', { name: 'Till toppen' })
    await expect(up).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect(up).toBeVisible()
    await up.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('the table is a table from 640 px and cards at 639 px', async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 900 })
    await page.goto(siteUrl('hedin-se', '/kop-bil/finansiering'))
    const header = page.locator('#jss-main table thead').first()
    await expect(header).toBeVisible()
    await page.setViewportSize({ width: 639, height: 900 })
    await expect(header).toBeHidden()
    await expectNoAxeViolations(page)
  })

  test('the hero carousel plays every 5 s, pauses on request, and moves with its buttons', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl('brand-se'))
    const carousel = page.locator('[aria-roledescription="carousel"]').first()
    await carousel.scrollIntoViewIfNeeded()
    await page.mouse.move(0, 0)
    const active = () => carousel.locator('[aria-roledescription="slide"][data-active]').getAttribute('aria-label')
    const first = await active()
    await expect.poll(active, { timeout: 8_000 }).not.toBe(first)
    await carousel.getByRole('button', { name: 'Pausa bildspelet' }).click()
    const paused = await active()
    await page.mouse.move(0, 0)
    await page.waitForTimeout(6_000)
    expect(await active()).toBe(paused)
    await carousel.getByRole('button', { name: 'Nästa bild' }).click()
    await expect.poll(active).not.toBe(paused)
    await expectNoAxeViolations(page)
  })
})
