import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, port, screenshot, siteUrl, whenHydrated } from './helpers'

/**
 * Service booking (issue 21) on hedin-se: the four steps on the embedded workshop scheduler to
 * 'Bokning bekräftad', the cars the flow cannot book, add-ons skipped, sorting, 'Hämta fler', week
 * paging, a time taken meanwhile, a reload, geolocation denied, the place prefilled from lat/lng,
 * the data layer, axe on each step and screenshots. Tests here book (each its own plate and city),
 * one after another in one worker; other specs do not book.
 */

const PAGE = '/service-och-verkstad/boka-bilverkstad'
const GOTEBORG = { lat: 57.7089, lng: 11.9746 }
const STOCKHOLM = { lat: 59.3293, lng: 18.0686 }
const MALMO = { lat: 55.605, lng: 13.0038 }
const api = (path: string) => `http://127.0.0.1:${port}${path}`

const plate = (page: Page) => page.locator('#booking-plate')
const step = (page: Page, n: number) => page.locator(`li[data-step="${n}"]`)
const sites = (page: Page) => page.locator('[data-testid="booking-sites"] > li')
/** Opens a service category of step 2 (the first is open already). */
const category = async (page: Page, name: string) => {
  const details = step(page, 2).locator('details', { has: page.locator('summary', { hasText: name }) })
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click()
}

async function open(page: Page, query = '') {
  await page.goto(siteUrl('hedin-se', `${PAGE}${query}`))
  await whenHydrated(plate(page))
}

async function vehicleAndPlace(page: Page, reg: string, at: { lat: number; lng: number }) {
  await open(page, `?lat=${at.lat}&lng=${at.lng}`)
  await expect(page.getByText('Stämmer vald plats? Om inte, ändra här.')).toBeVisible()
  await plate(page).fill(reg)
  await step(page, 1).getByRole('button', { name: 'Fortsätt' }).click()
}

async function toWorkshops(page: Page, reg: string, at: { lat: number; lng: number }) {
  await vehicleAndPlace(page, reg, at)
  await category(page, 'Hjul och däck')
  await step(page, 2)
    .getByRole('checkbox', { name: /Hjulskifte/ })
    .check()
  await step(page, 2).getByRole('button', { name: 'Fortsätt' }).click()
  await step(page, 3).getByRole('button', { name: 'Fortsätt utan tillval' }).click()
  await expect(sites(page).first()).toBeVisible({ timeout: 20_000 })
}

/** Opens a site's calendar and picks its first free time; answers the stored choice. */
async function pickFirstTime(page: Page) {
  await sites(page)
    .first()
    .getByRole('button', { name: /Visa tider/ })
    .click()
  const calendar = sites(page).first().locator('[data-testid^="calendar-"]')
  const time = calendar.getByRole('button', { name: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ }).first()
  await expect(time).toBeVisible({ timeout: 15_000 })
  await time.click()
  await expect(page.getByTestId('booking-chosen-time')).toBeVisible()
  return page.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem('serviceBooking') ?? '{}') as {
          bookingInfo: { location: { departmentId: string; timeSlot: string } }
        }
      ).bookingInfo.location,
  )
}

async function fillContact(page: Page) {
  await page.getByLabel('Förnamn').fill('Åsa')
  await page.getByLabel('Efternamn').fill('Öberg')
  await page.getByLabel('Telefon').fill('+46 70 123 45 67')
  await page.getByLabel('E-post').fill('asa.e2e@example.com')
}

test('ABC123 from the plate to Bokning bekräftad, with the data layer and axe on every step', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const hasVolvo = (
    (await (await request.get(api('/api/mechmate/authorized-workshop/Volvo'))).json()) as { hasBrand: boolean }
  ).hasBrand
  await open(page)
  // Before a car: the direct links and the collapsible logos.
  for (const brand of ['BMW', 'MINI', 'Porsche', 'IVECO'])
    await expect(
      page.locator('[data-block="serviceBooking"]').getByRole('link', { name: brand, exact: true }),
    ).toBeVisible()
  await expect(step(page, 1).getByText('Steg 1/4')).toBeVisible()
  await expect(step(page, 1).getByRole('button', { name: 'Fortsätt' })).toBeDisabled()
  await plate(page).fill('abc-123x')
  await expect(plate(page)).toHaveValue('ABC123')
  await expectNoAxeViolations(page, '[data-block="serviceBooking"]')

  // The place typed: suggestions in Sweden after the debounce.
  await page.getByRole('combobox').fill('Göteb')
  await page
    .getByRole('option', { name: /Göteborg/ })
    .first()
    .click()
  await expect(page.getByTestId('booking-chosen-place')).toContainText('Göteborg')
  await step(page, 1).getByRole('button', { name: 'Fortsätt' }).click()

  await expect(page.locator('[data-block="serviceBooking"]').getByRole('heading', { level: 2 }).first()).toHaveText(
    hasVolvo
      ? 'Vi har auktoriserade Volvo-verkstäder'
      : 'Vi har inte auktoriserade verkstäder för ditt märke men vi kan erbjuda vissa tjänster',
  )
  await expect(step(page, 2).getByText('Steg 2/4')).toBeVisible()
  await expect(step(page, 1)).toContainText('ABC123 · Volvo XC60')
  // Base and original service exclude each other.
  await step(page, 2)
    .getByRole('checkbox', { name: /Basservice/ })
    .check()
  await expect(step(page, 2).getByText('Basservice är redan valt')).toBeVisible()
  await expect(step(page, 2).getByRole('checkbox', { name: /Originalservice/ })).toBeDisabled()
  await category(page, 'Hjul och däck')
  await step(page, 2)
    .getByRole('checkbox', { name: /Hjulskifte/ })
    .check()
  await expect(step(page, 2).getByRole('link', { name: 'Skadebesiktning' })).toHaveAttribute('target', '_blank')
  await expectNoAxeViolations(page, '[data-block="serviceBooking"]')
  await step(page, 2).getByRole('button', { name: 'Fortsätt' }).click()

  // Add-ons: a single-choice group clears on a second click; 'Fortsätt utan tillval' only without any.
  const wash = step(page, 3).getByRole('button', { name: 'Utvändig tvätt', exact: true })
  await wash.click()
  await expect(wash).toHaveAttribute('aria-pressed', 'true')
  await expect(step(page, 3).getByRole('button', { name: 'Fortsätt utan tillval' })).toBeDisabled()
  await wash.click()
  await expect(wash).toHaveAttribute('aria-pressed', 'false')
  await step(page, 3)
    .getByRole('checkbox', { name: /Kupéfilter/ })
    .check()
  await expectNoAxeViolations(page, '[data-block="serviceBooking"]')
  await step(page, 3).getByRole('button', { name: 'Fortsätt', exact: true }).click()

  // Workshops: five, nearest first; sorted by first free time; five more.
  await expect(sites(page)).toHaveCount(5, { timeout: 20_000 })
  await page.getByRole('radio', { name: 'Första lediga tid' }).check()
  const firsts = await sites(page).getByTestId('first-time').allTextContents()
  expect([...firsts].sort()).toEqual(firsts)
  await page.getByRole('radio', { name: 'Närmast mig' }).check()
  await page.getByRole('button', { name: 'Hämta fler' }).click()
  await expect.poll(() => sites(page).count(), { timeout: 20_000 }).toBeGreaterThan(5)
  await expectNoAxeViolations(page, '[data-block="serviceBooking"]')

  // Week paging: the next week, then back.
  await sites(page)
    .first()
    .getByRole('button', { name: /Visa tider/ })
    .click()
  const weeks = sites(page)
    .first()
    .getByRole('button', { name: /^Vecka \d+$/ })
  await expect(weeks).toHaveCount(4, { timeout: 15_000 })
  const first = await weeks.nth(0).textContent()
  await sites(page).first().getByRole('button', { name: 'Nästa vecka' }).click()
  await expect(weeks.nth(1)).toHaveAttribute('aria-pressed', 'true')
  await sites(page).first().getByRole('button', { name: 'Föregående vecka' }).click()
  await expect(weeks.nth(0)).toHaveAttribute('aria-pressed', 'true')
  expect(first).toMatch(/^Vecka \d+$/)
  await sites(page)
    .first()
    .getByRole('button', { name: /Dölj tider/ })
    .click()
  await pickFirstTime(page)

  // The contact form: one error beside each field, then the booking.
  await page.getByRole('button', { name: 'Slutför bokning', exact: true }).click()
  await expect(page.getByText('Ange förnamn')).toBeVisible()
  await expect(page.getByText('Ange en giltig e-postadress')).toBeVisible()
  await fillContact(page)
  await expectNoAxeViolations(page, '[data-block="serviceBooking"]')
  await page.getByRole('button', { name: 'Slutför bokning', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Bokning bekräftad' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('link', { name: 'Vägbeskrivning' })).toHaveAttribute('href', /google\.com\/maps\/search/)
  await expectNoAxeViolations(page, '[data-block="serviceBooking"]')

  // The data layer: each step once, the purchase in SEK, nothing about the person.
  const events = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer)
  const flow = events.filter((e) => e.event === 'flow_interaction').map((e) => e.flow_step)
  expect(flow).toEqual([1, 2, 3, 4, 5])
  const purchase = events.find((e) => e.event === 'purchase') as { ecommerce: Record<string, unknown> } | undefined
  expect(purchase?.ecommerce).toMatchObject({
    currency: 'SEK',
    items: [{ item_category: 'service booking' }],
  })
  expect(Number(purchase?.ecommerce.value)).toBeGreaterThan(0)
  expect(events.some((e) => e.event === 'form_interaction')).toBe(true)
  const text = JSON.stringify(events)
  for (const personal of ['asa.e2e@example.com', 'Öberg', '123 45 67']) expect(text).not.toContain(personal)

  // 'Ny bokning' resets and reloads.
  await page.getByRole('button', { name: 'Ny bokning' }).click()
  await whenHydrated(plate(page))
  await expect(plate(page)).toHaveValue('')
})

test('JKL012 is booked on the brand’s own page, ZZZ999 is not found, MNO345 not serviced', async ({ page }) => {
  await vehicleAndPlace(page, 'JKL012', GOTEBORG)
  await expect(page.getByTestId('booking-step1-error')).toHaveText(
    'Du bokar din service, däckbyte och verkstad för BMW via länken högst upp på sidan.',
  )
  await plate(page).fill('ZZZ999')
  await step(page, 1).getByRole('button', { name: 'Fortsätt' }).click()
  await expect(page.getByTestId('booking-step1-error')).toHaveText(
    'Fordonet hittades inte, kontrollera att registreringsnumret är korrekt',
  )
  await plate(page).fill('MNO345')
  await step(page, 1).getByRole('button', { name: 'Fortsätt' }).click()
  await expect(page.getByTestId('booking-step1-error')).toHaveText(
    'Vi kan inte erbjuda service för bilar av märket Ferrari.',
  )
  const errors = await page.evaluate(() =>
    (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer
      .filter((e) => e.event === 'event_error')
      .map((e) => e.error_code),
  )
  expect(errors).toEqual(['UnsupportedCar', 'VehicleNotFound', 'BrandNotSupported'])
})

test('a time taken meanwhile: the error under the button and the calendar reloaded without it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await toWorkshops(page, 'DEF456', STOCKHOLM)
  const chosen = await pickFirstTime(page)
  // Others take every place of that time.
  for (let i = 0; i < 5; i++) {
    const res = await request.post(api('/api/mechmate/book'), {
      headers: { 'idempotency-key': `e2e-taken-${Date.now()}-${i}` },
      data: {
        customer: { firstName: 'A', lastName: 'B', phone: '0701234567', email: 'other@example.com' },
        departmentId: chosen.departmentId,
        timeSlot: chosen.timeSlot,
        registrationNumber: `TKN00${i}`,
        serviceOfferingRequests: [{ kobraId: 'wheelchange' }],
      },
    })
    if (res.status() === 409) break
    expect(res.status()).toBe(200)
  }
  await fillContact(page)
  await page.getByRole('button', { name: 'Slutför bokning', exact: true }).click()
  await expect(page.getByTestId('booking-taken')).toHaveText('Tiden är inte tillgänglig, vänligen välj en annan tid')
  const [date, time] = [chosen.timeSlot.slice(0, 10), chosen.timeSlot.slice(11, 16)]
  const calendar = page.locator(`[data-testid="calendar-${chosen.departmentId}"]`)
  await expect(calendar.getByRole('button', { name: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ }).first()).toBeVisible()
  await expect(calendar.getByRole('button', { name: `${date} ${time}`, exact: true })).toHaveCount(0)
})

test('a reload keeps the flow; the place comes from lat/lng or my location, denied says so', async ({
  page,
  context,
}) => {
  await vehicleAndPlace(page, 'DEF456', MALMO)
  await expect(step(page, 2).getByText('Steg 2/4')).toBeVisible()
  await category(page, 'Hjul och däck')
  await step(page, 2)
    .getByRole('checkbox', { name: /Hjulskifte/ })
    .check()
  await page.reload()
  await whenHydrated(plate(page).or(step(page, 2).getByRole('checkbox', { name: /Hjulskifte/ })))
  await expect(step(page, 2).getByRole('checkbox', { name: /Hjulskifte/ })).toBeChecked()
  await expect(step(page, 1)).toContainText('DEF456 · Kia Niro')
  // Step 1 again unchanged: back where the visitor was.
  await step(page, 1).getByRole('button', { name: /Ändra/ }).click()
  await step(page, 1).getByRole('button', { name: 'Fortsätt' }).click()
  await expect(step(page, 2).getByRole('checkbox', { name: /Hjulskifte/ })).toBeChecked()

  // 'Ändra' clears the place; my location without permission explains itself.
  await page.evaluate(() => sessionStorage.clear())
  await open(page)
  await context.clearPermissions()
  await page.getByRole('button', { name: 'Använd min plats' }).click()
  await expect(
    page.getByText('Du behöver tillåta platstjänster i webbläsaren för att kunna använda din plats.'),
  ).toBeVisible()
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: GOTEBORG.lat, longitude: GOTEBORG.lng })
  await page.getByRole('button', { name: 'Använd min plats' }).click()
  await expect(page.getByTestId('booking-chosen-place')).toBeVisible()
  await page.getByTestId('booking-chosen-place').getByRole('button', { name: 'Ändra' }).click()
  await expect(page.getByRole('combobox')).toBeVisible()
})

test('screenshots at 375, 768 and 1280 px; the summary drawer below 1024 px; no sideways scroll at 320 px', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 375, height: 800 })
  await open(page, `?lat=${GOTEBORG.lat}&lng=${GOTEBORG.lng}`)
  await screenshot(page, 'service-booking-step1-375')
  await plate(page).fill('DEF456')
  await step(page, 1).getByRole('button', { name: 'Fortsätt' }).click()
  await category(page, 'Reparationer')
  await step(page, 2)
    .getByRole('checkbox', { name: /Torkarblad/ })
    .check()
  await step(page, 2).getByLabel(/Antal/).selectOption('3')
  const drawer = page.getByRole('button', { name: /Visa summering/ })
  await drawer.click()
  await expect(page.getByRole('region', { name: 'Summering av val' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Summering av val' }).getByTestId('booking-total')).toHaveText(
    /^747\skr$/,
  )
  await expectNoAxeViolations(page, '[data-block="serviceBooking"]')
  await screenshot(page, 'service-booking-step2-drawer-375')
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await screenshot(page, `service-booking-step2-${width}`)
  }
  await expect(page.getByRole('complementary')).toBeVisible()
  await page.setViewportSize({ width: 320, height: 800 })
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})
