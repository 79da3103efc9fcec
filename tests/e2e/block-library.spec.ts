import { expect, test, type Page } from '@playwright/test'
import { BLOCK_LIBRARY_PATH, blockLibraryPages, DEMO_PATH } from '../../data/sites/block-library-page'
import { seedSiteSettings } from '../../data/sites/settings'
import type { SeedBlock } from '../../data/seed-types'
import { expectNoAxeViolations, siteUrl } from './helpers'

/** The block library of each site, in the site's default language (which has no path prefix). */
const SITES = ['hedin-se', 'hedin-uk', 'hedin-fi', 'hedin-sk'].map((name) => {
  const settings = seedSiteSettings.find((s) => s.name === name)
  if (!settings) throw new Error(`no settings for ${name}`)
  const library = blockLibraryPages(name).find((page) => page.path === BLOCK_LIBRARY_PATH)
  const blocks = library?.content[settings.defaultLanguage]?.main ?? []
  return { name, lang: settings.defaultLanguage, blocks }
})

/** The headings a block puts on the page, as the seed writes them. */
function headingsOf(block: SeedBlock): string[] {
  switch (block.blockType) {
    case 'hero':
    case 'blurb':
      return [block.title]
    case 'splitHover':
    case 'heroCarousel':
      return block.items.flatMap((item) => (item.title ? [item.title] : []))
    default:
      return 'heading' in block && block.heading ? [block.heading] : []
  }
}

/** Scrolls through the page once, so lazily loaded parts (images, carousels, clocks) render. */
async function scrollToBottom(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    window.scrollTo(0, document.body.scrollHeight)
  })
  await page.waitForLoadState('networkidle')
}

for (const site of SITES) {
  test.describe(`block library of ${site.name} (${site.lang})`, () => {
    test('answers 200 with noindex and holds one section per block, each with its headings', async ({ page }) => {
      expect(site.blocks.length).toBeGreaterThan(10)
      const response = await page.goto(siteUrl(site.name, BLOCK_LIBRARY_PATH))
      expect(response?.status()).toBe(200)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

      const sections = page.locator('#jss-main [data-block]')
      expect(await sections.evaluateAll((els) => els.map((el) => el.getAttribute('data-block')))).toEqual(
        site.blocks.map((block) => block.blockType),
      )
      // Every block renders something: none of them is empty on its demo page.
      const empty = await sections.evaluateAll((els) =>
        els
          .filter((el) => !el.textContent?.trim() && !el.querySelector('img, video'))
          .map((el) => el.getAttribute('data-block')),
      )
      expect(empty).toEqual([])

      const headings = (await page.locator('#jss-main').locator('h1, h2, h3, h4').allTextContents()).map((text) =>
        text.replace(/\s+/g, ' ').trim(),
      )
      const missing = site.blocks.flatMap(headingsOf).filter((heading) => !headings.includes(heading))
      expect(missing).toEqual([])
      // One page heading: the hero's.
      await expect(page.locator('#jss-main h1')).toHaveCount(1)
    })

    test('is left out of the navigation bar and the sitemap', async ({ page }) => {
      await page.goto(siteUrl(site.name, BLOCK_LIBRARY_PATH))
      const demoLinks = await page
        // The language switcher links to this same page in the other languages; that is not a menu entry.
        .locator('#jss-header a[href]:not([hreflang])')
        .evaluateAll(
          (links, demo) =>
            links
              .map((a) => new URL((a as HTMLAnchorElement).href).pathname)
              .filter((path) => path === demo || path.startsWith(`${demo}/`) || /^\/[a-z]{2}\/demo(\/|$)/.test(path)),
          DEMO_PATH,
        )
      expect(demoLinks).toEqual([])

      const sitemap = await page.goto(siteUrl(site.name, '/sitemap.xml'))
      expect(sitemap?.status()).toBe(200)
      const xml = (await sitemap?.text()) ?? ''
      expect(xml).toContain('<loc>')
      expect(xml).not.toContain(BLOCK_LIBRARY_PATH)
      expect(xml).not.toMatch(/\/demo<\/loc>/)
    })

    for (const width of [1280, 375]) {
      test(`has no axe violations at ${width} px once scrolled to the bottom`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(siteUrl(site.name, BLOCK_LIBRARY_PATH))
        await scrollToBottom(page)
        await expectNoAxeViolations(page)
      })
    }
  })
}

test('the demo page’s hero plays its film muted in a loop, and the toggle pauses it', async ({ page }) => {
  await page.goto(siteUrl('hedin-se', '/demo'))
  const film = page.locator('video[data-hero-video]')
  await expect(film).toHaveJSProperty('muted', true)
  await expect(film).toHaveJSProperty('loop', true)
  await expect.poll(() => film.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Pausa video' }).click()
  await expect(film).toHaveJSProperty('paused', true)
  await expect(page.getByRole('button', { name: 'Spela upp video' })).toBeVisible()
})
