import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, screenshot, siteUrl, whenHydrated } from './helpers'

// smart Sverige (brand-se) has the mega-menu header: 'Modeller' holds five groups with images,
// 'Köp bil' four, and 'Boka provkörning' is a CTA button at the end of the bar.
const header = (page: Page) => page.locator('#jss-header header[data-mega-menu]')
const bar = (page: Page) => header(page).getByRole('navigation', { name: 'Huvudmeny' })
const top = (page: Page, name: string) => bar(page).getByRole('button', { name, exact: true })
const panelOf = async (page: Page, name: string) =>
  page.locator(`#${await top(page, name).getAttribute('aria-controls')}`)

test.describe('mega menu on a wide screen (large layout above 1500 px)', () => {
  test('opens a panel with images on hover, closes it on Escape and after the mouse leaves', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 })
    await page.goto(siteUrl('brand-se'))
    await expect(top(page, 'Modeller')).toHaveAttribute('aria-current', 'true')
    await expect(header(page).getByRole('link', { name: 'Boka provkörning' })).toBeVisible()

    await top(page, 'Modeller').hover()
    const models = await panelOf(page, 'Modeller')
    await expect(models).toBeVisible()
    await expect(models.getByRole('link', { name: 'smart #1', exact: true })).toBeVisible()
    await expect(models.locator('img')).toHaveCount(5)
    await expect(models.locator('img').first()).toBeVisible()
    // Above 1500 px a group of four shows its images too.
    await top(page, 'Köp bil').hover()
    const buy = await panelOf(page, 'Köp bil')
    await expect(buy).toBeVisible()
    await expect(models).toBeHidden()
    await expect(buy.locator('img').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'mega-menu-1600')

    await page.keyboard.press('Escape')
    await expect(buy).toBeHidden()

    await top(page, 'Modeller').hover()
    await expect(models).toBeVisible()
    await page.mouse.move(5, 850)
    await expect(models).toBeHidden()
  })

  test('works by keyboard: Tab opens, Enter toggles, Escape returns focus, arrows move along the bar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1600, height: 900 })
    await page.goto(siteUrl('brand-se'))
    await header(page).getByRole('link').first().focus()
    await page.keyboard.press('Tab')
    const models = top(page, 'Modeller')
    await expect(models).toBeFocused()
    await expect(models).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Enter')
    await expect(models).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await expect(models).toHaveAttribute('aria-expanded', 'true')

    await page.keyboard.press('Tab')
    const panel = await panelOf(page, 'Modeller')
    await expect(panel.getByRole('link', { name: 'Visa allt inom Modeller' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(models).toBeFocused()

    await page.keyboard.press('ArrowRight')
    await expect(top(page, 'Köp bil')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    const buy = await panelOf(page, 'Köp bil')
    await expect(buy).toBeVisible()
    await expect(buy.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await page.keyboard.press('End')
    await expect(top(page, 'Om smart')).toBeFocused()
    await page.keyboard.press('Home')
    await expect(models).toBeFocused()
  })
})

test('between 1024 and 1500 px a group of four or fewer shows no images, a larger one does', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 900 })
  await page.goto(siteUrl('brand-se'))
  await whenHydrated(top(page, 'Köp bil'))
  await top(page, 'Köp bil').click()
  const buy = await panelOf(page, 'Köp bil')
  await expect(buy).toBeVisible()
  await expect(buy.getByRole('link', { name: 'Begagnade smart' })).toBeVisible()
  await expect(buy.locator('img').first()).toBeHidden()

  await top(page, 'Modeller').click()
  const models = await panelOf(page, 'Modeller')
  await expect(models).toBeVisible()
  await expect(models.locator('img').first()).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshot(page, 'mega-menu-1100')
})

test('on a phone the hamburger opens a full-height menu with sub-menu panels and a Back button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(siteUrl('brand-se'))
  await expect(bar(page)).toBeHidden()
  const hamburger = header(page).getByRole('button', { name: 'Meny', exact: true })
  // A tap on the server's button before React owns it opens nothing (failed once in CI); on a
  // loaded CI machine a tap right after hydration was lost once more, so a tap that left the
  // button collapsed is repeated (a second tap on an open menu would be a test bug, hence the check).
  await whenHydrated(hamburger)
  const menu = page.getByRole('dialog', { name: 'Meny', exact: true })
  await expect(async () => {
    if ((await hamburger.getAttribute('aria-expanded')) !== 'true') await hamburger.click()
    await expect(menu).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
  expect((await menu.boundingBox())?.height).toBeGreaterThanOrEqual(800)

  const models = menu.getByRole('button', { name: 'Modeller' })
  await models.click()
  const back = menu.getByRole('button', { name: 'Tillbaka' })
  await expect(back).toBeFocused()
  await expect(menu.getByRole('heading', { name: 'Modeller' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'smart #3 BRABUS' })).toBeVisible()
  // Five groups: the images show on a phone too.
  await expect(menu.locator('[data-mega-subpanel]:visible img').first()).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshot(page, 'mega-menu-375-submenu')

  await back.click()
  await expect(models).toBeFocused()
  await expect(menu.getByRole('link', { name: 'Hitta oss' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Boka provkörning' })).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(hamburger).toBeFocused()
})

test('the Norwegian MINI store has the mega menu with its CTA button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl('brand-no'))
  const nav = header(page).getByRole('navigation', { name: 'Hovedmeny' })
  await nav.getByRole('button', { name: 'Modeller', exact: true }).hover()
  await expect(nav.getByRole('link', { name: 'MINI Aceman', exact: true })).toBeVisible()
  await expect(header(page).getByRole('link', { name: 'Bestill prøvekjøring' })).toBeVisible()
  await expectNoAxeViolations(page)
})
