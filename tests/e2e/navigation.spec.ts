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
    const child = bar(page).getByRole('link', { name: 'Alla bilar', exact: true })
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

  test('is built from the page tree: three levels, hidden pages left out, group titles that only open', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1600, height: 900 })
    await page.goto(siteUrl('hedin-se'))
    // Level three: the brands below 'Bilmärken' in the 'Köp bil' drop-down.
    await bar(page).getByRole('link', { name: 'Köp bil', exact: true }).hover()
    await expect(bar(page).getByRole('link', { name: 'Bilmärken' })).toBeVisible()
    await expect(bar(page).getByRole('link', { name: 'BMW', exact: true })).toHaveAttribute(
      'href',
      '/kop-bil/bilmarken/bmw',
    )
    // Pages marked hidden, and the wildcard car page, are not in the menu.
    for (const hidden of ['/cookies', '/integritetspolicy', '/dackkop-tack', '/kop-bil/*']) {
      await expect(page.locator(`header a[href="${hidden}"]`)).toHaveCount(0)
    }
    // 'Om oss' has sub-pages and is not navigable itself: a button that opens its group.
    const about = bar(page).getByRole('button', { name: 'Om oss' })
    await about.click()
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await expect(bar(page).getByRole('link', { name: 'Kontakt', exact: true })).toBeVisible()
  })

  test('on the home page the sticky bar gains its background after 100 px of scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(siteUrl('hedin-se'))
    const header = page.locator('header[data-sticky]')
    await expect(header).toHaveAttribute('data-background', 'none')
    await page.evaluate(() => window.scrollTo(0, 80))
    await expect(header).toHaveAttribute('data-background', 'none')
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(header).toHaveAttribute('data-background', 'solid')
    // Still on screen: sticky at the top.
    expect(await header.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(0)
    // Other pages have it from the start.
    await page.goto(siteUrl('hedin-se', '/salj-bil'))
    await expect(page.locator('header[data-sticky]')).toHaveAttribute('data-background', 'solid')
  })
})

test('extra items follow the page tree’s entries; one to another site opens in a new tab', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 })
  await page.goto(siteUrl('rnautomotive'))
  const tops = bar(page).locator('[data-nav-top]')
  await expect(tops.last()).toHaveText('Renault.se')
  await expect(tops.last()).toHaveAttribute('href', 'https://www.renault.se')
  await expect(tops.last()).toHaveAttribute('target', '_blank')
  await expect(tops.last()).toHaveAttribute('rel', /noopener/)
})

test.describe('hamburger menu (below 1280 px)', () => {
  test('opens, expands entries with + and −, and reaches the third level, by mouse and by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(siteUrl('hedin-se'))
    await expect(bar(page)).toBeHidden()
    await page.locator('header summary', { hasText: 'Meny' }).click()
    // The panel is a landmark named apart from the bar (Huvudmeny).
    const menu = page.getByRole('navigation', { name: 'Meny', exact: true })
    await expect(menu).toBeVisible()
    const buy = menu.getByRole('button', { name: 'Visa sidor under Köp bil' })
    await expect(buy).toHaveAttribute('aria-expanded', 'false')
    await expect(menu.getByRole('link', { name: 'Alla bilar', exact: true })).toBeHidden()
    await buy.click()
    await expect(buy).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Alla bilar', exact: true })).toBeVisible()
    await menu.getByRole('button', { name: 'Visa sidor under Bilmärken' }).click()
    await expect(menu.getByRole('link', { name: 'BMW', exact: true })).toBeVisible()
    await buy.click()
    await expect(menu.getByRole('link', { name: 'Alla bilar', exact: true })).toBeHidden()

    // Keyboard: the group that is not a link toggles with Enter.
    const about = menu.getByRole('button', { name: 'Om oss' })
    await about.focus()
    await page.keyboard.press('Enter')
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Kontakt', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/om-hedin-automotive\/kontakt$/)
    await expectNoAxeViolations(page)
  })
})
