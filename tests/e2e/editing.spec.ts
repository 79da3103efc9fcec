import { expect, test, type APIRequestContext } from '@playwright/test'
import { port, sessionToken, siteUrl } from './helpers'

const cms = `http://localhost:${port}`
const editor = {
  email: process.env.ADMIN_EMAIL ?? 'editor@example.com',
  password: process.env.ADMIN_PASSWORD ?? 'e2e-editor-password',
}

/** Logs in (the browser context keeps the session cookie) and returns headers for API calls. */
async function login(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post(`${cms}/api/users/login`, { data: editor })
  expect(res.status()).toBe(200)
  // The session lives in the HTTP-only cookie; the JSON no longer hands the token out.
  expect(await res.json()).not.toHaveProperty('token')
  return { Authorization: `JWT ${sessionToken(res.headers()['set-cookie'])}` }
}

async function pageId(request: APIRequestContext, headers: Record<string, string>, site: string, path: string) {
  const res = await request.get(`${cms}/api/pages`, {
    headers,
    params: { 'where[site.name][equals]': site, 'where[path][equals]': path, depth: 0, draft: 'true' },
  })
  const body = await res.json()
  return body.docs[0].id
}

test('editing mode needs a CMS login', async ({ request }) => {
  const res = await request.get(`${cms}/api/editing/feaas/render?path=/&sc_site=hedin-se`, { maxRedirects: 0 })
  expect(res.status()).toBe(401)
})

test('a published title change shows on the site within seconds', async ({ page }) => {
  const headers = await login(page.request)
  const id = await pageId(page.request, headers, 'hedin-se', '/salj-bil')
  const metaTitle = `Sälj bilen snabbt ${Date.now()}`
  const res = await page.request.patch(`${cms}/api/pages/${id}?locale=sv`, {
    headers,
    data: { metaTitle, _status: 'published' },
  })
  expect(res.status()).toBe(200)
  await expect(async () => {
    await page.goto(siteUrl('hedin-se', '/salj-bil'))
    await expect(page).toHaveTitle(`${metaTitle} | Hedin Automotive`, { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
})

test('drafts render in editing mode only, and links there are not followed', async ({ page }) => {
  const headers = await login(page.request)
  const id = await pageId(page.request, headers, 'hedin-se', '/om-hedin-automotive')
  const draftTitle = `Utkast ${Date.now()}`
  const res = await page.request.patch(`${cms}/api/pages/${id}?locale=sv&draft=true&autosave=true`, {
    headers,
    data: { metaTitle: draftTitle },
  })
  expect(res.status()).toBe(200)

  await page.goto(siteUrl('hedin-se', '/om-hedin-automotive'))
  await expect(page).not.toHaveTitle(new RegExp(draftTitle))

  let tracked = 0
  page.on('request', (r) => {
    if (r.url() === `${cms}/api/tracking/page-view`) tracked++
  })
  await page.goto(`${cms}/feaas-render?path=/om-hedin-automotive&sc_site=hedin-se`)
  await expect(page).toHaveTitle(`${draftTitle} | Hedin Automotive`)
  await expect(page.getByRole('status').filter({ hasText: 'Redigeringsläge' })).toBeVisible()
  const before = page.url()
  await page.locator('#jss-footer a[href^="/"]').first().click()
  await page.waitForTimeout(500)
  expect(page.url()).toBe(before)
  expect(tracked).toBe(0) // editing renders are not page views
})

test('the admin opens for an editor and lists the pages', async ({ page }) => {
  await page.goto(`${cms}/admin/login`)
  await page.getByLabel(/email/i).fill(editor.email)
  await page.getByLabel(/password/i).fill(editor.password)
  await page.getByRole('button', { name: /login/i }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
  await page.goto(`${cms}/admin/collections/pages`)
  await page.getByRole('textbox', { name: /search/i }).fill('alla-bilar-i-lager')
  await expect(page.getByRole('cell', { name: '/kop-bil/alla-bilar-i-lager' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('link', { name: 'Alla bilar i lager', exact: true }).first()).toBeVisible()
})
