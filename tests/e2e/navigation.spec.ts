import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, siteUrl } from './helpers'

const bar = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Huvudmeny' })

test.describe('navigation bar', () => {
  test('moves what does not fit into More, and brings it back on a wider screen', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 })
    await page.goto(siteUrl('hedin-se'))
    const tops = bar(page).locator('[data-nav-top]')
    const wide = await tops.count()
    await page.setViewportSize({ width: 1280, height: 900 })
    // Measured again at most 250 ms after the last resize: then nothing sticks out of the bar.
    await expect.poll(() => bar(page).evaluate((nav) => nav.scrollWidth - nav.clientWidth)).toBeLessThanOrEqual(1)
    const narrow = await tops.count()
    expect(narrow).toBeLessThanOrEqual(wide)
    const more = bar(page).getByRole('button', { name: /Mer/ })
    if ((await more.count()) > 0) {
      await more.click()
      await expect(more).toHaveAttribute('aria-expanded', 'true')
      await expect(bar(page).locator('ul ul a').first()).toBeVisible()
    }
  })

  test('opens a drop-down on hover and focus, closes it after the mouse leaves and on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 })
    await page.goto(siteUrl('hedin-se'))
    const buy = bar(page).getByRole('link', { name: 'Köp bil', exact: true })
    await buy.hover()
    const child = bar(page).getByRole('link', { name: 'Alla bilar i lager' })
    await expect(child).toBeVisible()
    await page.mouse.move(5, 600)
    await expect(child).toBeHidden()

    await buy.focus()
    await expect(child).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(child).toBeHidden()
    // Arrow keys walk the bar.
    await page.keyboard.press('ArrowRight')
    await expect(bar(page).getByRole('link', { name: 'Sälj bil' })).toBeFocused()
    await expectNoAxeViolations(page)
  })
})
