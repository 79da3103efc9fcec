import { expect, test, type Page } from '@playwright/test'
import { seedSiteSettings } from '../../data/sites/settings'
import { favouriteEntries } from '../../src/modules/content/texts/favourites'
import { enquiryEntries } from '../../src/modules/content/texts/enquiry'
import { expectNoAxeViolations, screenshot, serverUrl, siteUrl, whenHydrated } from './helpers'

/**
 * The walk-through's visitor fixes (issue 18 items 8, 9 and 10), each as a visitor meets it on
 * the production build: the compare bar and the filter sidebar, the privacy link, the
 * no-JavaScript filter form, hedin-fi's languages, the countdown, the menu, the consent banner,
 * the finance tabs, the card focus ring, 'back to all cars', the phone contact bar, favourites.
 */

const LIST = '/kop-bil/alla-bilar-i-lager'
const counter = (page: Page) => page.getByText(/^Visar \d+ av \d+\+?$/).first()

/** The href of the list's first car whose page has a contact form (a stock car). */
async function firstCarHref(page: Page, site: string, listPath: string, detailBase: string): Promise<string> {
  await page.goto(siteUrl(site, listPath))
  const href = await page.locator(`.car-card-link[href^="${detailBase}/"]`).first().getAttribute('href')
  expect(href).toBeTruthy()
  return href!
}

test.describe('car list', () => {
  test('the compare bar never covers the sticky filter sidebar, which starts below the sticky header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.goto(siteUrl('hedin-se', LIST))
    const toggles = page.getByTestId('compare-toggle')
    await whenHydrated(toggles.first())
    await toggles.nth(0).click()
    await toggles.nth(1).click()
    const bar = page.getByTestId('compare-bar')
    await expect(bar).toBeVisible()
    const sidebar = page.locator('#car-list-filters')
    // Scrolled down the list, the sidebar has stuck: below the header, above the bar.
    await page.mouse.wheel(0, 1500)
    await expect
      .poll(async () => {
        const [side, barBox, header] = await Promise.all([
          sidebar.boundingBox(),
          bar.boundingBox(),
          page.locator('header[data-sticky]').boundingBox(),
        ])
        return side && barBox && header
          ? { top: side.y >= header.y + header.height - 1, bottom: side.y + side.height <= barBox.y + 1 }
          : null
      })
      .toEqual({ top: true, bottom: true })
    // The panel's last facet can be scrolled to and is not under the bar.
    const lastFacet = sidebar.locator('details > summary').last()
    await lastFacet.scrollIntoViewIfNeeded()
    const [facetBox, barBox] = await Promise.all([lastFacet.boundingBox(), bar.boundingBox()])
    expect(facetBox!.y + facetBox!.height).toBeLessThanOrEqual(barBox!.y)
    await lastFacet.click()
    await expect(lastFacet.locator('..')).toHaveAttribute('open', '')
    await screenshot(page, 'visitor-compare-bar-sidebar-1280')
  })

  test('without JavaScript the filter form sends only what the visitor changed', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(siteUrl('hedin-se', LIST))
    await page.locator('#car-list-filters input[name="car_brand"][value="Volvo"]').first().check()
    await page.locator('#car-list-filters button[type="submit"]').click()
    await page.waitForURL(/car_brand=Volvo/)
    const sent = new URL(page.url()).searchParams
    // Empty ends of untouched ranges mean nothing: no number goes with them.
    expect([...sent.entries()].filter(([, value]) => value !== '')).toEqual([['car_brand', 'Volvo']])
    const api = await page.request.get(
      serverUrl('hedin-se', '/api/cars/list?site=hedin-se&lang=sv&facets=0&limit=1&car_brand=Volvo'),
    )
    const { total } = (await api.json()) as { total: number }
    expect(total).toBeGreaterThan(48)
    await expect(page.getByText(new RegExp(`av ${total}$`)).first()).toBeVisible()
    await context.close()
  })

  test('a range covering its whole facet is ignored in any URL, and an open end takes the bound', async ({
    page,
    request,
  }) => {
    const answer = await request.get(
      serverUrl('hedin-se', '/api/cars/list?site=hedin-se&lang=sv&facets=1&limit=0&car_brand=Volvo'),
    )
    const { total, facets } = (await answer.json()) as {
      total: number
      facets: { param: string; kind: string; bounds?: { min: number; max: number } }[]
    }
    const price =
      facets.find((facet) => facet.param === 'car_loan_monthly_cost') ?? facets.find((f) => f.kind === 'range')
    const { min, max } = price!.bounds!
    await page.goto(
      siteUrl(
        'hedin-se',
        `${LIST}?car_brand=Volvo&${price!.param}=${min}&${price!.param}=${max}&car_mileage=&car_mileage=`,
      ),
    )
    await expect(counter(page)).toHaveText(new RegExp(`av ${total}$`))
    // No chip for the ignored range: only the brand's.
    await expect(page.getByRole('group', { name: 'Valda filter' }).getByRole('button')).toHaveCount(2)
  })

  test('a car card shows a clear focus ring round the whole card', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', LIST))
    const link = page.locator('.car-card-link').first()
    await link.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    const outline = await page
      .locator('.car-card')
      .first()
      .evaluate((card) => {
        const style = getComputedStyle(card)
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
      })
    expect(outline.style).toBe('solid')
    expect(outline.width).toBeGreaterThanOrEqual(2)
  })
})

test.describe('enquiry forms', () => {
  for (const settings of seedSiteSettings.filter((s) => !['charge-se', 'pickup-se'].includes(s.name))) {
    test(`${settings.name}: the privacy notice links the site's privacy page`, async ({ page }) => {
      const href = await firstCarHref(page, settings.name, settings.paths.carList, settings.paths.carDetail)
      await page.goto(siteUrl(settings.name, href))
      const path = enquiryEntries.enquiryPrivacyPolicyPath[settings.defaultLanguage]
      const link = page.locator(`#contact a[href="${path}"], #contact a[href$="${path}"]`).first()
      await expect(link).toBeVisible()
      const response = await page.goto(siteUrl(settings.name, (await link.getAttribute('href'))!))
      expect(response?.status()).toBe(200)
      await expect(page.locator('main h1')).toBeVisible()
    })
  }
})

test.describe('hedin-fi in Swedish and English', () => {
  for (const { lang, fuel, finnish } of [
    { lang: 'sv', fuel: /^(El|Bensin|Diesel|Hybrid|Laddhybrid)$/, finnish: /Sähkö|Bensiini|Automaatti|Manuaali/ },
    {
      lang: 'en',
      fuel: /^(Electric|Petrol|Diesel|Hybrid|Plug-in Hybrid)$/,
      finnish: /Sähkö|Bensiini|Automaatti|Manuaali/,
    },
  ]) {
    test(`/${lang}: facet values and car facts in the page's language, no Swedish credit warning`, async ({ page }) => {
      const listPath = `/${lang}${seedSiteSettings.find((s) => s.name === 'hedin-fi')!.paths.carList}`
      await page.goto(siteUrl('hedin-fi', listPath))
      const fuelValues = page.locator('#car-list-filters input[name="car_fuel"]')
      expect(await fuelValues.count()).toBeGreaterThan(1)
      const labels = await page.locator('#car-list-filters label:has(input[name="car_fuel"])').allTextContents()
      for (const label of labels) expect(label.replace(/\d+/g, '').trim()).toMatch(fuel)
      await expect(page.locator('.car-card-facts').first()).not.toHaveText(finnish)
      const car = await page.locator('.car-card-link').first().getAttribute('href')
      await page.goto(siteUrl('hedin-fi', car!))
      // The facts line under the name and the overview's colour, fuel, gearbox, drive and body.
      await expect(page.locator('aside h1 + p')).not.toHaveText(finnish)
      await expect(page.locator('section[aria-labelledby="car-overview"] dd').first()).toBeVisible()
      for (const value of await page.locator('section[aria-labelledby="car-overview"] dd').allTextContents()) {
        expect(value).not.toMatch(
          /^(Sähkö|Bensiini|Automaatti|Manuaali|Neliveto|Etuveto|Takaveto|Farmari|Maastoauto|Musta|Valkoinen|Harmaa|Hopea|Sininen|Tummansininen|Punainen)$/,
        )
      }
      await expect(page.locator('body')).not.toContainText('hallakonsument.se')
      await expect(page.locator('body')).not.toContainText('betalningsanmärkning')
    })
  }
})

test('the countdown shows every second once and re-renders nothing but itself', async ({ page }) => {
  await page.goto(siteUrl('hedin-se', '/kop-bil/kampanjer/bilkampanjer'))
  const timer = page.getByRole('timer')
  await whenHydrated(timer)
  const seen = await timer.evaluate(
    (node) =>
      new Promise<{ seconds: number[]; outside: number }>((resolve) => {
        const seconds: number[] = []
        let outside = 0
        const last = () =>
          Number(node.querySelectorAll('span.block')[node.querySelectorAll('span.block').length - 2]?.textContent)
        seconds.push(last())
        const inTimer = new MutationObserver(() => {
          const value = last()
          if (value !== seconds.at(-1)) seconds.push(value)
        })
        inTimer.observe(node, { subtree: true, characterData: true, childList: true })
        const main = document.querySelector('#jss-main')!
        const page = new MutationObserver((records) => {
          outside += records.filter((r) => !node.contains(r.target)).length
        })
        page.observe(main, { subtree: true, characterData: true, childList: true, attributes: true })
        setTimeout(() => {
          inTimer.disconnect()
          page.disconnect()
          resolve({ seconds, outside })
        }, 5_500)
      }),
  )
  expect(seen.seconds.length).toBeGreaterThanOrEqual(5)
  for (let i = 1; i < seen.seconds.length; i++) {
    expect((seen.seconds[i - 1]! - seen.seconds[i]! + 60) % 60, `seconds ${seen.seconds.join(',')}`).toBe(1)
  }
  expect(seen.outside).toBe(0)
})

test.describe('keyboard and pointer', () => {
  test('the hamburger menu closes on Escape (focus back on it) and on a click outside', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(siteUrl('hedin-se', '/'))
    const menu = page.locator('#jss-header details').first()
    const summary = menu.locator('summary')
    await whenHydrated(menu)
    await summary.click()
    await expect(menu).toHaveAttribute('open', '')
    await page.keyboard.press('Escape')
    await expect(menu).not.toHaveAttribute('open', '')
    await expect(summary).toBeFocused()
    await summary.click()
    await expect(menu).toHaveAttribute('open', '')
    await page.mouse.click(10, 790)
    await expect(menu).not.toHaveAttribute('open', '')
  })

  test('the finance tabs follow the arrow keys', async ({ page }) => {
    const href = await firstCarHref(page, 'hedin-se', `${LIST}?car_has_privateleasing=true`, '/kop-bil')
    await page.goto(siteUrl('hedin-se', href))
    const tabs = page.getByRole('tablist').first().getByRole('tab')
    expect(await tabs.count()).toBeGreaterThan(1)
    await whenHydrated(tabs.first())
    await tabs.first().focus()
    await page.keyboard.press('ArrowRight')
    await expect(tabs.nth(1)).toBeFocused()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowLeft')
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('End')
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true')
  })
})

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } })
  test('the consent banner is a named region', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', '/'))
    await expect(page.getByRole('region', { name: /cookies/i })).toBeVisible()
  })
})

test("'back to all cars' returns to the list state, even after hopping to a similar car", async ({ page }) => {
  await page.goto(siteUrl('hedin-se', `${LIST}?car_fuel=El&sort=car_price_asc`))
  const card = page.locator('.car-card-link').first()
  await whenHydrated(card)
  await card.click()
  await page.waitForURL(/\/kop-bil\/\d+\//)
  const similar = page
    .locator('#car-similar ~ * .car-card-link, section[aria-labelledby="car-similar"] .car-card-link')
    .first()
  await similar.click()
  await page.waitForURL((url) => /\/kop-bil\/\d+\//.test(url.pathname) && !url.search)
  const back = page.locator('[data-back-link]')
  await whenHydrated(back)
  await back.click()
  await page.waitForURL(/alla-bilar-i-lager/)
  const url = new URL(page.url())
  expect(url.searchParams.get('car_fuel')).toBe('El')
  expect(url.searchParams.get('sort')).toBe('car_price_asc')
  await expect(page.getByRole('group', { name: 'Valda filter' })).toContainText('El')
})

test.describe('the car page on a phone', () => {
  test('a contact bar to call, write and book a test drive that covers nothing', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    const href = await firstCarHref(page, 'hedin-se', LIST, '/kop-bil')
    await page.goto(siteUrl('hedin-se', href))
    const bar = page.locator('[data-contact-bar]')
    await expect(bar).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Ring' })).toHaveAttribute('href', /^tel:\+?\d{6,}$/)
    await expect(bar.getByRole('link', { name: 'Skriv' })).toHaveAttribute('href', '#contact-form')
    await expect(bar.getByRole('link', { name: 'Provkör' })).toHaveAttribute('href', '#contact-testdrive')
    // At the end of the page the last of it is above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const footerEnd = await page.locator('#jss-footer').boundingBox()
    const barBox = await bar.boundingBox()
    expect(footerEnd!.y + footerEnd!.height).toBeLessThanOrEqual(barBox!.y + 1)
    await bar.getByRole('link', { name: 'Skriv' }).click()
    await expect(page.locator('#contact-form')).toBeInViewport()
    await expectNoAxeViolations(page, '[data-contact-bar]')
    await screenshot(page, 'visitor-contact-bar-375')
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(bar).toBeHidden()
  })

  test('a phone number calls on a touch screen and is copied on the desktop', async ({ browser }) => {
    const phone = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } })
    const page = await phone.newPage()
    await page.goto(siteUrl('hedin-se', '/'))
    const tel = page.locator('#jss-footer a[href^="tel:"]').first()
    await whenHydrated(tel)
    await page.evaluate(() => {
      document.addEventListener('click', (event) => {
        ;(window as { prevented?: boolean }).prevented = event.defaultPrevented
        event.preventDefault()
      })
    })
    await tel.tap()
    expect(await page.evaluate(() => (window as { prevented?: boolean }).prevented)).toBe(false)
    await phone.close()
  })
})

test.describe('favourites', () => {
  test('a heart on cards and the car page, kept per site, listed on the cached favourites page', async ({ page }) => {
    await page.goto(siteUrl('hedin-se', LIST))
    const hearts = page.locator('.car-card .favourite-toggle')
    await whenHydrated(hearts.first())
    const first = await hearts.nth(0).getAttribute('data-favourite-id')
    const second = await hearts.nth(1).getAttribute('data-favourite-id')
    await hearts.nth(0).click()
    await hearts.nth(1).click()
    await expect(hearts.nth(0)).toHaveAttribute('aria-pressed', 'true')
    await expect(hearts.nth(0)).toHaveAccessibleName(/^Spara .+ som favorit$/)
    // After a reload the saved hearts look saved from the first paint, before hydration.
    await page.reload()
    await expect(page.locator(`.favourite-toggle[data-favourite-id="${first}"]`)).toHaveCSS(
      'border-top-color',
      'rgb(185, 28, 28)',
    )
    // Another site keeps its own list.
    await page.goto(siteUrl('hedin-no', '/favoritter'))
    await expect(page.getByText(favouriteEntries.favouritesEmpty.nb)).toBeVisible()

    const favourites = siteUrl('hedin-se', favouriteEntries.favouritesPath.sv)
    const response = await page.goto(favourites)
    expect(response?.headers()['cache-control']).toMatch(/public/)
    const listed = page.locator('[data-favourites-list] .favourite-toggle')
    await expect(listed).toHaveCount(2)
    // Newest first.
    expect(await listed.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-favourite-id')))).toEqual([
      second,
      first,
    ])
    await expectNoAxeViolations(page)
    await screenshot(page, 'visitor-favourites-1280')
    await listed.first().click()
    await expect(listed).toHaveCount(1)
    await listed.first().click()
    await expect(page.getByText(favouriteEntries.favouritesEmpty.sv)).toBeVisible()
  })

  test('the car page saves the car and adds it to the comparison on the list', async ({ page }) => {
    const href = await firstCarHref(page, 'hedin-se', LIST, '/kop-bil')
    await page.goto(siteUrl('hedin-se', href))
    const heart = page.getByRole('button', { name: 'Spara som favorit' })
    await whenHydrated(heart)
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    const compare = page.locator('[data-detail-compare]')
    await compare.click()
    await expect(compare).toHaveAttribute('aria-pressed', 'true')
    await expect(compare).toHaveText('Ta bort från jämförelse')
    await page.getByRole('link', { name: 'Jämför (1)' }).click()
    await page.waitForURL(/compare=/)
    await expect(page.getByTestId('compare-bar')).toBeVisible()
    await page.goto(siteUrl('hedin-se', favouriteEntries.favouritesPath.sv))
    await expect(page.locator('[data-favourites-list] .car-card')).toHaveCount(1)
  })
})
