import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { SITE_SCOPES } from '../../src/modules/search/site-scopes'
import { port, sessionToken } from './helpers'

/**
 * Issue 16 item 7: the admin's credit disclosure preview, where legal staff review every
 * marketplace site's profile, warning, a sample card and its representative example.
 */

const cms = `http://localhost:${port}`
const editor = {
  email: process.env.ADMIN_EMAIL ?? 'editor@example.com',
  password: process.env.ADMIN_PASSWORD ?? 'e2e-editor-password',
}

/** The main markets' demo stock always holds cars with a loan; the brand sites' may not. */
const MAIN_MARKETS = ['hedin-se', 'hedin-no', 'hedin-fi', 'hedin-sk', 'hedin-uk']

async function logIn(page: Page) {
  await page.goto(`${cms}/admin/login`)
  await page.getByLabel(/email/i).fill(editor.email)
  await page.getByLabel(/password/i).fill(editor.password)
  await page.getByRole('button', { name: /login/i }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
}

test('the credit disclosure preview is for logged-in staff only', async ({ page }) => {
  await page.goto(`${cms}/admin/credit-disclosure`)
  await page.waitForURL(/\/admin\/login/)
  await expect(page.getByRole('heading', { name: 'Credit disclosure preview' })).toHaveCount(0)
})

test('an editor reviews every marketplace site: profile, warning, a card with its monthly figure and its example', async ({
  page,
}) => {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text())
  })
  await page.setViewportSize({ width: 1280, height: 900 })
  await logIn(page)
  // from the admin's navigation, which starts closed at this width
  await page.goto(`${cms}/admin`)
  await page.getByRole('button', { name: 'Open Menu' }).click()
  await page.getByRole('link', { name: 'Credit disclosure preview' }).click()
  await page.waitForURL(/\/admin\/credit-disclosure$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Credit disclosure preview' })).toBeVisible()

  for (const { siteName } of SITE_SCOPES) {
    const section = page.locator(`section[data-site="${siteName}"]`)
    await expect(section.getByRole('heading', { level: 2 }), siteName).toContainText(siteName)
    await expect(section.getByRole('heading', { name: 'Market profile' })).toBeVisible()
    // a sample card, or a plain statement that the site has none
    await expect(section.locator('article.car-card, [data-no-sample]').first()).toBeVisible()
  }

  for (const siteName of MAIN_MARKETS) {
    const section = page.locator(`section[data-site="${siteName}"]`)
    const card = section.locator('article.car-card[data-credit-offer]')
    await expect(card, siteName).toHaveCount(1)
    await expect(card.locator('[data-credit-figure="loan"]'), siteName).toHaveText(/\d/)
    await expect(card.locator('[data-credit-example]'), siteName).toHaveText(/\d/)
    const example = section.getByRole('table', { name: 'Representative example of the sample car' })
    await expect(example, siteName).toBeVisible()
    await expect(example.getByRole('rowheader', { name: 'apr' })).toBeVisible()
    await expect(example.getByRole('rowheader', { name: 'Assumptions' })).toBeVisible()
  }

  // The car page's finance panel as visitors see it, framed at its finance section.
  const frame = page.locator('section[data-site="hedin-se"] [data-finance-panel-frame]')
  await frame.scrollIntoViewIfNeeded()
  const panel = frame.contentFrame().locator('#finance [data-credit-offer]').first()
  await expect(panel).toBeVisible({ timeout: 20_000 })
  await expect(panel.locator('[data-credit-figure]').first()).toHaveText(/\d/)
  await expect(panel.locator('[data-credit-example]').first()).toBeVisible()

  // The EU markets print their warning; Norway and the UK show none by default.
  await expect(page.locator('section[data-site="hedin-fi"] [data-credit-warning]')).toHaveCount(3)
  await expect(page.locator('section[data-site="hedin-se"] [data-credit-warning]')).toHaveCount(1)
  await expect(page.locator('section[data-site="hedin-uk"] [data-credit-warning]')).toHaveCount(0)
  await expect(page.locator('section[data-site="hedin-no"] [data-credit-warning]')).toHaveCount(0)

  // The whole admin page but Payload's own locale button, whose grey label fails contrast
  // (Payload 3.90, on every admin page): not ours to restyle.
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[aria-label="Locale"]')
    .analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  // The top of the page and hedin-se's section: a full-page picture would load every site's framed
  // car page at once and wait for all of them to go quiet (over a minute on two busy cores).
  await page.screenshot({ path: 'test-results/screenshots/admin-credit-preview-1280.png' })
  await page
    .locator('section[data-site="hedin-se"]')
    .screenshot({ path: 'test-results/screenshots/admin-credit-preview-hedin-se-1280.png' })
  expect(refused).toEqual([])
})

test('the preview shows a warning as edited in the CMS dictionary, at once', async ({ page }) => {
  // An API login: the browser context keeps its cookie, and writes send the token (cookie-only
  // writes from outside the admin are refused as cross-site).
  const login = await page.request.post(`${cms}/api/users/login`, { data: editor })
  expect(login.status()).toBe(200)
  const headers = { Authorization: `JWT ${sessionToken(login.headers()['set-cookie'])}` }
  const found = await page.request.get(`${cms}/api/dictionary`, {
    headers,
    params: {
      'where[site.name][equals]': 'hedin-sk',
      'where[language][equals]': 'sk',
      'where[key][equals]': 'creditWarningSk',
      depth: 0,
    },
  })
  const entry = (await found.json()).docs[0] as { id: string; value: string }
  const edited = `${entry.value} (upravené na kontrolu)`
  const patch = (value: string) => page.request.patch(`${cms}/api/dictionary/${entry.id}`, { headers, data: { value } })
  expect((await patch(edited)).status()).toBe(200)
  try {
    await page.goto(`${cms}/admin/credit-disclosure`)
    await expect(page.locator('section[data-site="hedin-sk"] [data-credit-warning]')).toHaveText(edited)
  } finally {
    expect((await patch(entry.value)).status()).toBe(200)
  }
})

test('the admin’s other pages still open with the preview in the navigation', async ({ page }) => {
  await logIn(page)
  await page.goto(`${cms}/admin/collections/pages`)
  await expect(page.getByRole('link', { name: 'Credit disclosure preview' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
