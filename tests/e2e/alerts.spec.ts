import { readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, port, screenshot, siteUrl, whenHydrated } from './helpers'

/**
 * Saved-search alerts (issue 18 items 6 and 8): a visitor saves a search with an e-mail, the
 * confirmation e-mail arrives (an .eml in the server's mail folder), its link opens a page whose
 * button confirms; an ingested car that matches arrives as an alert e-mail with the car, its
 * picture and link, and the one-click unsubscribe headers; its unsubscribe link ends the alert.
 * Forged links show a clear page and change nothing. The confirmed address keeps favourites.
 */

const INGEST_KEY = process.env.INGEST_API_KEY ?? 'e2e-ingest-key-0123456789'
const ingestUrl = `http://127.0.0.1:${port}/api/search/ingest`
const LIST = '/kop-bil/alla-bilar-i-lager'
const run = Date.now().toString(36)
const word = `zqalert${run}`
const email = `alert-${run}@example.com`

function mailDir(): string {
  const dir = readFileSync(path.join(tmpdir(), `retail-cloud-e2e-${port}.data-dir`), 'utf8').trim()
  return path.join(dir, 'mail')
}

/**
 * An .eml as readable text: quoted-printable soft breaks joined, headers unfolded, encoded words
 * (RFC 2047) and quoted-printable bytes decoded as UTF-8. Enough for the messages nodemailer writes.
 */
function decodeEml(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/)
  const head = raw
    .slice(0, split)
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('latin1')
        : text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
  const body = raw
    .slice(split)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(head + body, 'latin1').toString('utf8')
}

/** The messages to `to` whose subject starts with `subject`, decoded. */
function mailsTo(to: string, subject: string): string[] {
  let names: string[]
  try {
    names = readdirSync(mailDir()).filter((name) => name.endsWith('.eml'))
  } catch {
    return []
  }
  return names
    .map((name) => decodeEml(readFileSync(path.join(mailDir(), name), 'latin1')))
    .filter((eml) => eml.includes(`To: ${to}`) && new RegExp(`^Subject: ${subject}`, 'm').test(eml))
}

async function waitForMail(to: string, subject: string): Promise<string> {
  await expect.poll(() => mailsTo(to, subject).length, { timeout: 60_000 }).toBeGreaterThan(0)
  return mailsTo(to, subject)[0]!
}

const linkIn = (eml: string, action: string) => {
  const found = new RegExp(`https?://[^\\s"<>]+\\?action=${action}&token=[A-Za-z0-9._%-]+`).exec(eml)?.[0]
  expect(found, `an ${action} link in the e-mail`).toBeTruthy()
  return found!
}

async function openSaveForm(page: Page) {
  const save = page.getByRole('button', { name: 'Spara sökning' })
  await whenHydrated(save)
  await save.click()
  await expect(page.getByLabel('E-post för bevakning (valfritt)')).toBeVisible()
}

test('an alert: sign-up with a field error for a bad address, confirmation e-mail, alert e-mail, unsubscribe', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  await page.goto(siteUrl('hedin-se', `${LIST}?keyphrase=${word}`))
  await openSaveForm(page)
  const address = page.getByLabel('E-post för bevakning (valfritt)')

  // A bad address: the form stays open with the message at the field, nothing is saved.
  await address.fill('inte-en-adress')
  await page.getByRole('button', { name: 'Spara', exact: true }).click()
  await expect(page.getByText('Skriv en giltig e-postadress, till exempel namn@exempel.se.')).toBeVisible()
  await expect(address).toHaveAttribute('aria-invalid', 'true')
  await expect(address).toBeFocused()
  await expect(page.getByRole('region', { name: 'Sparade sökningar' })).toHaveCount(0)

  await address.fill(email)
  await page.getByRole('radio', { name: 'Direkt' }).check()
  await expectNoAxeViolations(page, 'form')
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await screenshot(page, `alerts-sign-up-${width}`)
  }
  await page.getByRole('button', { name: 'Spara', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: `Kolla din inkorg` })).toContainText(email)
  await expect(page.getByRole('region', { name: 'Sparade sökningar' }).getByRole('link', { name: word })).toBeVisible()

  // The confirmation e-mail, in the site's language, with its signed link.
  const confirmation = await waitForMail(email, 'Bekräfta din bevakning')
  expect(confirmation).toContain(`Bekräfta din bevakning: ${word}`)
  // Sent under the site's own name, at the configured sender address.
  expect(confirmation).toMatch(/^From: Hedin Automotive </m)
  const confirmLink = linkIn(confirmation, 'confirm')
  expect(confirmLink.startsWith(siteUrl('hedin-se', '/search-alerts?'))).toBe(true)

  // A favourite of this browser, kept with the address once it is confirmed.
  const favourite = `9${Date.now() % 1e8}`
  await page.evaluate((id) => localStorage.setItem('retail-cloud:favourites:hedin-se', JSON.stringify([id])), favourite)

  // Opening the link changes nothing yet: the page asks, the button confirms.
  await page.goto(confirmLink)
  await expect(page.getByRole('heading', { level: 1, name: 'Bekräfta din bevakning' })).toBeVisible()
  await expect(page.getByText(`Vi mejlar ${email} när nya bilar matchar sökningen "${word}".`)).toBeVisible()
  await expectNoAxeViolations(page)
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await screenshot(page, `alerts-confirm-${width}`)
  }
  await page.getByRole('button', { name: 'Bekräfta bevakningen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bevakningen är bekräftad' })).toBeVisible()
  await expect(page).toHaveURL(/\/search-alerts\?result=confirmed$/)
  await expectNoAxeViolations(page)
  await screenshot(page, 'alerts-confirmed-1280')
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'rc_alert_account' && cookie.httpOnly)).toBe(
    true,
  )
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('retail-cloud:favourites-synced:hedin-se')))
    .toBe(JSON.stringify([favourite]))

  // Another browser that confirms the same address gets the favourites of the first.
  const other = await browser.newContext()
  const second = await other.newPage()
  await second.goto(confirmLink)
  await second.getByRole('button', { name: 'Bekräfta bevakningen' }).click()
  await expect(second.getByRole('heading', { level: 1, name: 'Bevakningen är bekräftad' })).toBeVisible()
  await expect
    .poll(() => second.evaluate(() => localStorage.getItem('retail-cloud:favourites:hedin-se')))
    .toBe(JSON.stringify([favourite]))
  await other.close()

  // A new car that matches the saved search arrives by the ingest API: the instant alert follows.
  const carId = `96${Date.now() % 1e8}`
  const ingested = await request.post(ingestUrl, {
    headers: { 'x-api-key': INGEST_KEY },
    data: {
      index: 'cars',
      documents: [
        {
          car_id: carId,
          slug: `volvo-xc60-${carId}`,
          car_brand: 'Volvo',
          car_model: 'XC60',
          car_version: 'T6 Recharge',
          car_model_text: `Volvo XC60 ${word}`,
          car_is_used: true,
          car_country_code: 'SE',
          car_price_currency: 'SEK',
          car_price: 449_000,
          car_price_text: '449 000 kr',
          car_site_id: 'e2e-site',
          car_publishdate: new Date().toISOString(),
          car_primary_image: { thumbnail_url: `/api/inventory-images/e2e-${carId}.webp` },
        },
      ],
    },
  })
  expect(ingested.status()).toBe(200)
  const alert = await waitForMail(email, '1 ny bil')
  expect(alert).toContain(`1 ny bil: ${word}`)
  expect(alert).toContain('Volvo XC60 T6 Recharge')
  expect(alert).toContain('449 000 kr')
  expect(alert).toMatch(new RegExp(`http://hedin-se\\.localhost:${port}/[^\\s"]+/${carId}/volvo-xc60-${carId}`))
  expect(alert).toContain(`<img src="http://hedin-se.localhost:${port}/api/inventory-images/e2e-${carId}.webp"`)
  const header = /^List-Unsubscribe: <([^>]+)>/m.exec(alert)?.[1]
  expect(header).toMatch(new RegExp(`^http://hedin-se\\.localhost:${port}/api/alerts/unsubscribe\\?token=`))
  expect(alert).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)

  // A forged unsubscribe changes nothing: the alert's own link still asks, it does not say "ended".
  const unsubscribeLink = linkIn(alert, 'unsubscribe')
  const token = decodeURIComponent(new URL(unsubscribeLink).searchParams.get('token')!)
  const forgedToken = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
  const forged = await request.post(`http://127.0.0.1:${port}/api/alerts/unsubscribe`, {
    data: { token: forgedToken },
  })
  expect(forged.status()).toBe(400)
  expect(await forged.json()).toMatchObject({ error: 'link_invalid', result: 'invalid' })
  await page.goto(siteUrl('hedin-se', `/search-alerts?action=unsubscribe&token=${encodeURIComponent(forgedToken)}`))
  await expect(page.getByRole('heading', { level: 1, name: 'Länken fungerar inte' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Avsluta bevakningen' })).toHaveCount(0)

  await page.goto(unsubscribeLink)
  await expect(page.getByRole('heading', { level: 1, name: 'Avsluta bevakningen' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Avsluta bevakningen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bevakningen är avslutad' })).toBeVisible()
  await expectNoAxeViolations(page)

  // RFC 8058's one-click POST to the header's address: the alert stays ended, again is fine.
  const oneClick = await request.post(header!.replace(`hedin-se.localhost:${port}`, `127.0.0.1:${port}`), {
    form: { 'List-Unsubscribe': 'One-Click' },
  })
  expect(oneClick.status()).toBe(200)
  expect(await oneClick.json()).toMatchObject({ result: 'unsubscribed' })

  // The old confirmation link no longer starts the alert again.
  await page.goto(confirmLink)
  await expect(page.getByRole('heading', { level: 1, name: 'Bevakningen är redan avslutad' })).toBeVisible()

  await request.post(ingestUrl, {
    headers: { 'x-api-key': INGEST_KEY },
    data: { index: 'cars', mode: 'delete', documents: [carId] },
  })
})

test('forged or malformed links show a clear page and the API answers 4xx in JSON', async ({ page, request }) => {
  const forged = `confirm.1.${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}`
  await page.goto(siteUrl('hedin-se', `/search-alerts?action=confirm&token=${forged}`))
  await expect(page.getByRole('heading', { level: 1, name: 'Länken fungerar inte' })).toBeVisible()
  await expect(page.getByText(/ingenting har ändrats/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Bekräfta bevakningen' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await screenshot(page, 'alerts-forged-1280')

  await page.goto(siteUrl('hedin-se', '/search-alerts'))
  await expect(page.getByRole('heading', { level: 1, name: 'Länken fungerar inte' })).toBeVisible()

  const api = `http://127.0.0.1:${port}/api/alerts`
  const confirm = await request.post(`${api}/confirm`, { data: { token: forged } })
  expect(confirm.status()).toBe(400)
  expect(await confirm.json()).toMatchObject({ error: 'link_invalid' })
  const signUp = await request.post(api, {
    data: { site: 'hedin-se', lang: 'sv', name: 'Volvo', query: 'car_brand=Volvo', email: 'not an address' },
  })
  expect(signUp.status()).toBe(400)
  expect(await signUp.json()).toMatchObject({ error: 'invalid_request', field: 'email' })
  // The CMS's own API keeps alerts and their addresses to staff.
  for (const collection of ['search-alerts', 'search-alert-accounts']) {
    const listed = await request.get(`http://127.0.0.1:${port}/api/${collection}`)
    expect(listed.status(), collection).toBe(403)
    expect(await listed.text()).not.toContain('@example.com')
    const created = await request.post(`http://127.0.0.1:${port}/api/${collection}`, {
      data: { site: 'hedin-se', email: 'x@example.com', name: 'x', lang: 'sv' },
    })
    expect(created.status(), collection).toBe(403)
  }
  const favourites = await request.get(`${api}/favourites`)
  expect(favourites.status()).toBe(401)
  expect(await favourites.json()).toMatchObject({ error: 'no_account' })
})
