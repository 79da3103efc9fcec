import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

export const port = Number(process.env.E2E_PORT ?? 3100)
export const siteUrl = (site: string, path = '/') => `http://${site}.localhost:${port}${path}`

/** WCAG 2.1 A and AA checks of the page, or of the part `include` selects. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  const results = await (include ? builder.include(include) : builder).analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary).toEqual([])
}

/**
 * Screenshots for people to look at; tests never compare pixels, so a capture that fails does
 * not fail the test: it is noted in the report and the test goes on to what it asserts.
 */
export async function screenshot(page: Page, name: string) {
  // Scroll through once so lazy images below the fold are in the picture.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 50))
    }
    window.scrollTo(0, 0)
  })
  // A map's worker keeps a request open, so the network of a page with a map never reads idle:
  // 2 s is the most a capture waits for it (it waited 5 s and another 1 s, on every map page).
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined)
  const path = `test-results/screenshots/${name}.png`
  // A full-page capture once hung for the whole test timeout in headless Chromium on a loaded CI
  // machine, on a page that is captured in under a second otherwise: the viewport is the fallback.
  const captured = await page
    .screenshot({ path, fullPage: true, timeout: 15_000 })
    .catch(() => page.screenshot({ path, timeout: 10_000 }))
    .then(
      () => true,
      () => false,
    )
  if (!captured) test.info().annotations.push({ type: 'screenshot', description: `${name} could not be captured` })
}

/**
 * A URL for Playwright's API requests, which run in Node: Node does not resolve `*.localhost`
 * as the browser does, so the site goes in the `sc_site` parameter instead of the host name.
 */
export const serverUrl = (site: string, path: string) =>
  `http://127.0.0.1:${port}${path}${path.includes('?') ? '&' : '?'}sc_site=${site}`

/**
 * The CMS session token of a login answer, read from its cookie: the login JSON carries none
 * (src/lib/login-guard.ts). API calls send it as `Authorization: JWT <token>`.
 */
export function sessionToken(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '')
  const token = /payload-token=([^;\s]+)/.exec(cookies)?.[1]
  if (!token) throw new Error('the login answer set no session cookie')
  return token
}

let staffLogin: Promise<string> | null = null

async function logInAsStaff(request: APIRequestContext): Promise<string> {
  const login = await request.post(`http://localhost:${port}/api/users/login`, {
    data: {
      email: process.env.ADMIN_EMAIL ?? 'editor@example.com',
      password: process.env.ADMIN_PASSWORD ?? 'e2e-editor-password',
    },
  })
  expect(login.status()).toBe(200)
  return `JWT ${sessionToken(login.headers()['set-cookie'])}`
}

/**
 * A GET of this server's API as the seeded editor (staff), e.g. to read leads, outboxes or
 * uploads; `path` starts with `/`. One login per worker, made again when its session is gone: the
 * CMS keeps a user's sessions in the user's own record, and logins racing from parallel workers
 * can drop each other's session.
 */
export async function staffGet(request: APIRequestContext, path: string, params?: Record<string, string | number>) {
  for (let attempt = 1; ; attempt++) {
    staffLogin ??= logInAsStaff(request)
    const Authorization = await staffLogin
    const res = await request.get(`http://localhost:${port}${path}`, { headers: { Authorization }, params })
    if ((res.status() !== 401 && res.status() !== 403) || attempt === 3) return res
    staffLogin = null
  }
}

/** The newest stored lead of a form whose values mention `text` (an e-mail address), as staff see it. */
export async function newestLead(request: APIRequestContext, formName: string, text: string) {
  const res = await staffGet(request, '/api/leads', {
    'where[formName][equals]': formName,
    sort: '-createdAt',
    limit: 5,
    depth: 0,
  })
  expect(res.status()).toBe(200)
  const { docs } = (await res.json()) as { docs: { values: Record<string, unknown>; [key: string]: unknown }[] }
  return docs.find((doc) => JSON.stringify(doc.values).includes(text))
}

/**
 * Waits until React owns an element of a lazily loaded island: the server's HTML is there (and
 * takes a click or a selection) before the island's script has loaded, and an event the browser
 * handles alone then is lost to the app.
 */
export async function whenHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))), {
      timeout: 20_000,
    })
    .toBe(true)
}
