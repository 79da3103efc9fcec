import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import type { SeedBlock, SeedPage } from '../../data/seed-types'
import { seedSiteSettings } from '../../data/sites/settings'
import { demoSites } from '../../src/seed/sites'
import { siteUrl } from './helpers'

/**
 * Every page type of every site, at phone widths and on the desktop: no page scrolls sideways at
 * 320 or 375 px, and axe's colour-contrast rule finds nothing (text at least 4.5:1 in every
 * theme). A page type is a seeded page's set of blocks; the dynamic pages (a car, a dealer, the
 * favourites, a missing page) are added per site, and hedin-fi is swept in each of its languages.
 */

const blockTypes = (blocks: SeedBlock[] | undefined) => (blocks ?? []).map((block) => block.blockType)

function pageTypePaths(pages: SeedPage[], lang: string): string[] {
  const seen = new Set<string>()
  const paths: string[] = []
  for (const page of pages) {
    const content = page.content[lang as keyof SeedPage['content']]
    // The kits tool is staff-only (403 without a session link): it has a test of its own.
    if (!content || page.path.includes('*') || content.main.some((block) => block.blockType === 'kitsTool')) continue
    const signature = [...new Set([...blockTypes(content.header), ...blockTypes(content.main)])].sort().join(',')
    if (seen.has(signature)) continue
    seen.add(signature)
    paths.push(page.path)
  }
  return paths
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 })
  // A resize re-lays the page out; wait two frames so the widths read are the new layout's.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  const sizes = await page.evaluate(() => {
    const viewport = window.innerWidth
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > viewport + 0.5 && getComputedStyle(el).position !== 'fixed')
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`)
    return { scrollWidth: document.documentElement.scrollWidth, viewport, wide }
  })
  expect(sizes.scrollWidth, `${page.url()} at ${width} px, wide: ${sizes.wide.join(' | ')}`).toBeLessThanOrEqual(
    sizes.viewport,
  )
}

async function expectContrast(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 })
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()
  const found = results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message}`))
  expect(found, `${page.url()} at ${width} px`).toEqual([])
}

for (const settings of seedSiteSettings) {
  const site = demoSites.find((s) => s.name === settings.name)
  if (!site) throw new Error(`no seeded pages for ${settings.name}`)
  const hasCarDetail = site.pages.some((p) => p.path === `${settings.paths.carDetail}/*`)
  const hasDealerDetail = site.pages.some((p) => p.path === `${settings.paths.siteDetail}/*`)

  for (const lang of settings.languages) {
    const prefix = lang === settings.defaultLanguage ? '' : `/${lang}`
    test.describe(`${settings.name}${prefix}`, () => {
      const paths = pageTypePaths(site.pages, lang).map((p) => `${prefix}${p === '/' && prefix ? '' : p}`)
      for (const path of paths) {
        test(`page ${path}: no sideways scroll at 320/375 px, contrast at 375/1280 px`, async ({ page }) => {
          await page.setViewportSize({ width: 320, height: 800 })
          const response = await page.goto(siteUrl(settings.name, path))
          expect(response?.status()).toBe(200)
          await expectNoSidewaysScroll(page, 320)
          await expectNoSidewaysScroll(page, 375)
          await expectContrast(page, 375)
          await expectContrast(page, 1280)
        })
      }

      if (hasCarDetail) {
        test('a car page: no sideways scroll at 320/375 px, contrast at 375/1280 px', async ({ page }) => {
          await page.setViewportSize({ width: 320, height: 800 })
          await page.goto(siteUrl(settings.name, `${prefix}${settings.paths.carList}`))
          const carLink = page.locator('.car-card-link').first()
          await page.goto(siteUrl(settings.name, (await carLink.getAttribute('href')) ?? ''))
          await expect(page.locator('#contact')).toBeAttached()
          await expectNoSidewaysScroll(page, 320)
          await expectNoSidewaysScroll(page, 375)
          await expectContrast(page, 375)
          await expectContrast(page, 1280)
        })
      }

      if (hasDealerDetail) {
        test('a dealer page: no sideways scroll at 320/375 px, contrast at 375/1280 px', async ({ page }) => {
          await page.setViewportSize({ width: 320, height: 800 })
          await page.goto(siteUrl(settings.name, `${prefix}${settings.paths.siteDetail}`))
          const dealerLink = page.locator(`main a[href^="${prefix}${settings.paths.siteDetail}/"]`).first()
          const response = await page.goto(siteUrl(settings.name, (await dealerLink.getAttribute('href')) ?? ''))
          expect(response?.status()).toBe(200)
          await expectNoSidewaysScroll(page, 320)
          await expectNoSidewaysScroll(page, 375)
          await expectContrast(page, 375)
          await expectContrast(page, 1280)
        })
      }

      test('a missing page: no sideways scroll at 320/375 px, contrast at 375/1280 px', async ({ page }) => {
        await page.setViewportSize({ width: 320, height: 800 })
        const response = await page.goto(siteUrl(settings.name, `${prefix}/no-such-page-here`))
        expect(response?.status()).toBe(404)
        await expectNoSidewaysScroll(page, 320)
        await expectNoSidewaysScroll(page, 375)
        await expectContrast(page, 375)
        await expectContrast(page, 1280)
      })
    })
  }
}
