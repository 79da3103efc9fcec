import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoAxeViolations, port, siteUrl, serverUrl } from './helpers'

type IndexedCar = { car_id: string; slug: string; car_regno?: string | null; car_images?: unknown[] }

/** Cars straight from the search index, for choosing one with what a test needs. */
async function indexedCars(request: APIRequestContext, filters: Record<string, string[]>): Promise<IndexedCar[]> {
  const response = await request.post(`http://127.0.0.1:${port}/api/search`, {
    data: { index: 'cars', filters, fields: ['car_id', 'slug', 'car_regno', 'car_images'], limit: 100 },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { content: IndexedCar[] }).content
}

/** A UK car with pictures whose Autos On Show answer has a turntable: its page and plate. */
async function ukCarWith360(request: APIRequestContext) {
  const cars = await indexedCars(request, { car_country_code: ['GB'], autos_on_show: ['true'] })
  for (const car of cars) {
    if (!car.car_regno || !car.car_images?.length) continue
    const answer = await request.get(serverUrl('hedin-uk', `/api/autos-on-show/${encodeURIComponent(car.car_regno)}`))
    if (answer.ok() && ((await answer.json()) as { has360: boolean }).has360) {
      return { path: `/buy-car/car/${car.car_id}/${car.slug}`, regNo: car.car_regno }
    }
  }
  throw new Error('no UK car with Autos On Show 360 frames: has the seed run?')
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow)

for (const width of [375, 1280]) {
  test(`fullscreen gallery on a Swedish car at ${width} px: arrows, scroll lock, zoom, Escape`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    const car = (await indexedCars(request, { car_country_code: ['SE'], car_is_sample: ['false'] })).find(
      (candidate) => (candidate.car_images?.length ?? 0) >= 3,
    )
    expect(car, 'a Swedish car with at least 3 pictures').toBeDefined()
    await page.goto(siteUrl('hedin-se', `/kop-bil/${car!.car_id}/${car!.slug}`))

    const opener = page.getByRole('button', { name: /^Visa alla bilder: / }).first()
    await expect(opener).toBeVisible()
    await opener.click()
    const viewer = page.getByRole('dialog', { name: 'Bilder' })
    await expect(viewer).toBeVisible()
    await expect(viewer.getByText(/^Bild 1 av \d+$/)).toBeVisible()
    await expect.poll(() => bodyOverflow(page)).toBe('hidden')

    await page.keyboard.press('ArrowRight')
    await expect(viewer.getByText(/^Bild 2 av \d+$/)).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(viewer.getByText(/^Bild (\d+) av \1$/)).toBeVisible()

    await viewer.getByRole('button', { name: 'Zooma in' }).click()
    await expect(viewer.getByRole('button', { name: 'Zooma ut' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `test-results/screenshots/gallery-fullscreen-${width}.png` })

    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    // The dialog hides at once; the page gets its scroll back when React has unmounted the viewer.
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden')
    await expect(opener).toBeFocused()

    // The close button closes it too.
    await opener.click()
    await viewer.getByRole('button', { name: 'Stäng bildvisningen' }).click()
    await expect(viewer).toBeHidden()
  })
}

test.describe('Autos On Show on the UK site', () => {
  test('answers 400 for a malformed plate and 404 for an unknown one, as JSON', async ({ request }) => {
    const bad = await request.get(serverUrl('hedin-uk', '/api/autos-on-show/AB_12'))
    expect(bad.status()).toBe(400)
    expect(await bad.json()).toMatchObject({ error: 'invalid_request', field: 'regNo' })
    const unknown = await request.get(serverUrl('hedin-uk', '/api/autos-on-show/QQ00QQQ'))
    expect(unknown.status()).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: 'not_found' })
  })

  test('toggles to the external 360, which turns by drag and by buttons', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const { path } = await ukCarWith360(request)
    await page.goto(siteUrl('hedin-uk', path))

    const views = page.getByRole('group', { name: 'Choose view' })
    await expect(views.getByRole('button', { name: 'Images' })).toHaveAttribute('aria-pressed', 'true')
    const exterior = views.getByRole('button', { name: 'Exterior 360°' })
    await exterior.click()
    await expect(exterior).toHaveAttribute('aria-pressed', 'true')

    const stage = page.locator('[data-frame]')
    await expect(stage).toBeVisible()
    // It turns by itself until told otherwise.
    const first = await stage.getAttribute('data-frame')
    await expect.poll(() => stage.getAttribute('data-frame')).not.toBe(first)
    await page.getByRole('button', { name: 'Pause rotation' }).click()
    await expect(page.getByRole('button', { name: 'Start rotation' })).toBeVisible()

    const before = Number(await stage.getAttribute('data-frame'))
    const box = (await stage.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 6 })
    await page.mouse.up()
    // 60 px at 5 px a frame: 12 frames on
    await expect(stage).toHaveAttribute('data-frame', String((before + 12) % 36))

    await page.getByRole('button', { name: 'Rotate left' }).click()
    await expect(stage).toHaveAttribute('data-frame', String((before + 11) % 36))
    await expectNoAxeViolations(page)
    await page.screenshot({ path: 'test-results/screenshots/gallery-exterior-360-1280.png' })

    await views.getByRole('button', { name: 'Interior 360°' }).click()
    const cabin = page.getByRole('img', { name: /^Interior 360°: / })
    await expect(cabin).toBeVisible()
    const offset = await cabin.getAttribute('data-offset')
    await page.getByRole('button', { name: 'Look right' }).click()
    await expect(cabin).not.toHaveAttribute('data-offset', offset ?? '')
  })

  test('falls back to the plain gallery when the Autos On Show fetch fails', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    const { path } = await ukCarWith360(request)
    await page.route('**/api/autos-on-show/**', (route) => route.abort())
    const failed = page.waitForEvent('requestfailed', (req) => req.url().includes('/api/autos-on-show/'))
    await page.goto(siteUrl('hedin-uk', path))
    await failed
    await expect(page.getByRole('button', { name: /^Show all images: / }).first()).toBeVisible()
    await expect(page.getByRole('group', { name: 'Choose view' })).toHaveCount(0)
    await expect(page.locator('[data-frame]')).toHaveCount(0)
  })
})
