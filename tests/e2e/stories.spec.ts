import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, screenshot, serverUrl, siteUrl, whenHydrated } from './helpers'

/**
 * Stories (issue 19) on the seeded demo content, read-only: hedin-uk's /news-and-events (13
 * stories; grid, newest highlighted), hedin-se's /livet-med-bil (list layout) and their articles.
 */
const LIST = '/news-and-events'
const uk = (path: string) => siteUrl('hedin-uk', path)
const cards = (page: Page) => page.locator('[data-block="storiesList"] article[data-story-id]')
const chip = (page: Page, key: string) => page.locator(`[data-story-chip="${key}"]`)
const more = (page: Page) => page.locator('[data-stories-more]')

/** The tag keys of each card on the page. */
async function cardTags(page: Page): Promise<string[][]> {
  return cards(page).evaluateAll((articles) =>
    articles.map((article) => [...article.querySelectorAll('[data-tag]')].map((tag) => tag.getAttribute('data-tag')!)),
  )
}

const cardIds = (page: Page) =>
  cards(page).evaluateAll((articles) => articles.map((a) => a.getAttribute('data-story-id')!))

test.describe('stories list', () => {
  test('chips filter with OR and are server-rendered: without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(uk(LIST))
    await expect(cards(page)).toHaveCount(4)
    await expect(chip(page, '')).toHaveAttribute('aria-pressed', 'true')
    await expect(chip(page, 'events')).toHaveAttribute('aria-pressed', 'false')
    await chip(page, 'events').click()
    await expect(page).toHaveURL(/\?tag=events$/)
    await expect(chip(page, 'events')).toHaveAttribute('aria-pressed', 'true')
    for (const tags of await cardTags(page)) expect(tags).toContain('events')
    await chip(page, 'offers').click()
    await expect(page).toHaveURL(/\?tag=events&tag=offers$/)
    await expect(chip(page, 'offers')).toHaveAttribute('aria-pressed', 'true')
    const both = await cardTags(page)
    expect(both.length).toBeGreaterThan(0)
    for (const tags of both) expect(tags.some((tag) => tag === 'events' || tag === 'offers')).toBe(true)
    // OR: more stories than either tag alone
    expect(both.some((tags) => !tags.includes('events'))).toBe(true)
    expect(both.some((tags) => !tags.includes('offers'))).toBe(true)
    // pressing a pressed chip takes its tag out; 'All' clears
    await chip(page, 'events').click()
    await expect(page).toHaveURL(/\?tag=offers$/)
    await chip(page, '').click()
    await expect(page).toHaveURL(uk(LIST))
    await context.close()
  })

  test('without JavaScript the load-more control is an ?after= link to the next page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(uk(LIST))
    const first = await cardIds(page)
    await expect(more(page)).toHaveAttribute('href', /^\/news-and-events\?after=[\w.-]+$/)
    await more(page).click()
    await expect(page).toHaveURL(/\?after=/)
    await expect(cards(page)).toHaveCount(4)
    const second = await cardIds(page)
    expect(second.filter((id) => first.includes(id))).toEqual([])
    // a cursor that was tampered with is read as none: the first page, never an error
    const tampered = await page.goto(uk(`${LIST}?after=${encodeURIComponent('AAAA.BBBBBBBBBBBBBBBBBBBBBB')}`))
    expect(tampered?.status()).toBe(200)
    expect(await cardIds(page)).toEqual(first)
    await context.close()
  })

  test('load more appends the next 4, focuses the first new card and goes away at the end', async ({ page }) => {
    await page.goto(uk(LIST))
    await expect(cards(page)).toHaveCount(4)
    await whenHydrated(more(page))
    const before = await cardIds(page)
    await more(page).click()
    await expect(cards(page)).toHaveCount(8)
    const after = await cardIds(page)
    expect(after.slice(0, 4)).toEqual(before)
    expect(new Set(after).size).toBe(8)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('article')?.getAttribute('data-story-id')))
      .toBe(after[4])
    await more(page).click()
    await expect(cards(page)).toHaveCount(12)
    await more(page).click()
    await expect(cards(page)).toHaveCount(13)
    await expect(more(page)).toHaveCount(0)
    // the same order as the API gives
    const api = await page.request.get(
      serverUrl('hedin-uk', `/api/stories?site=hedin-uk&lang=en&index=${LIST}&first=20`),
    )
    const body = (await api.json()) as { total: number; stories: { id: string }[] }
    expect(body.total).toBe(13)
    expect(await cardIds(page)).toEqual(body.stories.map((s) => s.id))
  })

  test('chips filter with JavaScript and keep their address', async ({ page }) => {
    await page.goto(uk(LIST))
    await whenHydrated(chip(page, 'electric'))
    await chip(page, 'electric').click()
    await expect(page).toHaveURL(/\?tag=electric$/)
    await expect(chip(page, 'electric')).toHaveAttribute('aria-pressed', 'true')
    for (const tags of await cardTags(page)) expect(tags).toContain('electric')
    // Space presses a chip like a button
    await whenHydrated(chip(page, 'community'))
    await chip(page, 'community').focus()
    await page.keyboard.press('Space')
    await expect(page).toHaveURL(/\?tag=community&tag=electric$/)
  })

  test('the list is axe-clean and is served from the page cache', async ({ page, request }) => {
    await page.goto(uk(LIST))
    await expectNoAxeViolations(page)
    await page.goto(siteUrl('hedin-se', '/livet-med-bil'))
    await expect(cards(page)).toHaveCount(4)
    await expectNoAxeViolations(page)
    const url = serverUrl('hedin-uk', LIST)
    await request.get(url)
    const second = await request.get(url)
    expect(second.headers()['cache-control']).toMatch(/^public, s-maxage=\d+/)
    expect(second.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/)
  })
})

test.describe('story article', () => {
  test('previous and next links follow the order, hidden at the ends', async ({ page }) => {
    const api = await page.request.get(
      serverUrl('hedin-uk', `/api/stories?site=hedin-uk&lang=en&index=${LIST}&first=20`),
    )
    const order = ((await api.json()) as { stories: { url: { path: string }; title: string }[] }).stories
    const newest = order[0]!
    const oldest = order.at(-1)!
    await page.goto(uk(newest.url.path))
    await expect(page.locator('h1')).toHaveText(newest.title)
    await expect(page.locator('a[rel="prev"]')).toHaveCount(0)
    await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', order[1]!.url.path)
    await page.locator('a[rel="next"]').click()
    await expect(page).toHaveURL(uk(order[1]!.url.path))
    await expect(page.locator('a[rel="prev"]')).toHaveAttribute('href', newest.url.path)
    await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', order[2]!.url.path)
    await page.goto(uk(oldest.url.path))
    await expect(page.locator('a[rel="next"]')).toHaveCount(0)
    await expect(page.locator('a[rel="prev"]')).toHaveAttribute('href', order.at(-2)!.url.path)
  })

  test('shows publish info, links back to the list and carries Article and BreadcrumbList JSON-LD', async ({
    page,
  }) => {
    await page.goto(uk('/news-and-events/ev-open-weekend-birmingham'))
    await expect(page.locator('[data-story-publish-info]')).toContainText('By James Patel')
    await expect(page.locator('[data-story-publish-info] time')).toHaveAttribute('datetime', '2026-10-12T12:00:00.000Z')
    await expect(page.locator('[data-back-link]')).toHaveAttribute('href', LIST)
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>))
    const article = jsonLd.find((ld) => ld['@type'] === 'Article')!
    expect(article).toMatchObject({
      headline: 'EV open weekend in Birmingham',
      datePublished: '2026-10-12T12:00:00.000Z',
      author: [{ name: 'James Patel' }],
      publisher: { name: expect.any(String) },
    })
    expect(String((article.image as string[])[0])).toMatch(/^http:\/\/hedin-uk\.localhost:\d+\/-\/media\//)
    expect(jsonLd.find((ld) => ld['@type'] === 'BreadcrumbList')).toBeTruthy()
    await expectNoAxeViolations(page)
  })

  test('an unknown slug is the site’s 404; a page of its own under the index still answers', async ({ page }) => {
    const missing = await page.goto(uk('/news-and-events/no-such-story'))
    expect(missing?.status()).toBe(404)
    await expect(page.locator('h1')).toBeVisible()
    await expect(page.locator('[data-story-article]')).toHaveCount(0)
    const own = await page.goto(siteUrl('hedin-no', '/aktuelt/artikler'))
    expect(own?.status()).toBe(200)
  })
})

test.describe('stories API, feeds and sitemap', () => {
  const api = (query: string) => serverUrl('hedin-uk', `/api/stories?${query}`)

  test('the API answers the spec’s shape, cacheable; bad input is a 400 naming the field', async ({ request }) => {
    const res = await request.get(api(`site=hedin-uk&lang=en&index=${LIST}&tag=events&tag=offers&first=2`))
    expect(res.status()).toBe(200)
    expect(res.headers()['cache-control']).toMatch(/^public/)
    const body = await res.json()
    expect(body).toMatchObject({
      total: expect.any(Number),
      pageInfo: { hasNext: true, endCursor: expect.any(String) },
    })
    expect(body.stories).toHaveLength(2)
    expect(Object.keys(body.stories[0]).sort()).toEqual(
      ['author', 'date', 'displayName', 'id', 'image', 'name', 'premble', 'tags', 'title', 'url'].sort(),
    )
    const next = await request.get(
      api(`site=hedin-uk&lang=en&index=${LIST}&tag=events&tag=offers&first=2&after=${body.pageInfo.endCursor}`),
    )
    expect((await next.json()).stories[0].id).not.toBe(body.stories[0].id)
    const tampered = body.pageInfo.endCursor.replace(/^./, (c: string) => (c === 'A' ? 'B' : 'A'))
    for (const [query, field] of [
      [`site=hedin-uk&lang=en&index=${LIST}&first=21`, 'first'],
      [`site=hedin-uk&lang=en&index=${LIST}&first=0`, 'first'],
      [`site=hedin-uk&lang=en&index=${LIST}&after=${tampered}`, 'after'],
      [`site=hedin-uk&lang=en&index=${LIST}&tag=No%20Tag`, 'tag'],
    ]) {
      const bad = await request.get(api(query!))
      expect(bad.status(), query).toBe(400)
      expect(await bad.json(), query).toMatchObject({ error: expect.any(String), field })
    }
    expect((await request.get(api(`site=nope&lang=en&index=${LIST}`))).status()).toBe(404)
    expect((await request.get(api('site=hedin-uk&lang=en&index=/no-such-page'))).status()).toBe(404)
  })

  test('RSS and Atom feeds are valid with absolute links; a site without stories has none', async ({
    page,
    request,
  }) => {
    for (const [path, root, entry] of [
      ['/feed.xml', 'rss', 'item'],
      ['/atom.xml', 'feed', 'entry'],
    ] as const) {
      const res = await request.get(serverUrl('hedin-uk', path))
      expect(res.status(), path).toBe(200)
      expect(res.headers()['content-type']).toMatch(path === '/feed.xml' ? /rss\+xml/ : /atom\+xml/)
      const xml = await res.text()
      const parsed = await page.evaluate(
        ({ xml, entry }) => {
          const doc = new DOMParser().parseFromString(xml, 'application/xml')
          const links = [...doc.getElementsByTagName(entry)].map((e) => {
            const link = e.getElementsByTagName('link')[0]
            return link?.getAttribute('href') || link?.textContent || ''
          })
          return { errors: doc.getElementsByTagName('parsererror').length, root: doc.documentElement.localName, links }
        },
        { xml, entry },
      )
      expect(parsed.errors, path).toBe(0)
      expect(parsed.root).toBe(root)
      expect(parsed.links).toHaveLength(13)
      for (const link of parsed.links)
        expect(link).toMatch(/^http:\/\/hedin-uk\.localhost:\d+\/news-and-events\/[a-z0-9-]+$/)
    }
    expect((await request.get(serverUrl('hedin-fi', '/feed.xml'))).status()).toBe(404)
    await page.goto(uk('/'))
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /^http:\/\/hedin-uk\.localhost:\d+\/feed\.xml$/,
    )
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveCount(1)
    await page.goto(siteUrl('hedin-fi', '/'))
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(0)
  })

  test('the sitemap lists the stories', async ({ request }) => {
    const xml = await (await request.get(serverUrl('hedin-se', '/sitemap-stories.xml'))).text()
    expect(xml).toMatch(/<loc>http:\/\/hedin-se\.localhost:\d+\/livet-med-bil\/dubbat-eller-odubbat<\/loc>/)
    expect(xml).not.toContain('/livet-med-bil/*')
  })
})

test.describe('screenshots', () => {
  for (const width of [375, 768, 1280]) {
    test(`list, teaser and article at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(uk(LIST))
      await expect(cards(page)).toHaveCount(4)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await screenshot(page, `stories-list-${width}`)
      await page.goto(siteUrl('hedin-se', '/livet-med-bil'))
      await screenshot(page, `stories-list-se-${width}`)
      await page.goto(uk('/news-and-events/ev-open-weekend-birmingham'))
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await screenshot(page, `story-article-${width}`)
      await page.goto(siteUrl('hedin-no', '/'))
      await expect(page.locator('[data-stories-teaser] article')).toHaveCount(3)
      await page.locator('[data-stories-teaser]').scrollIntoViewIfNeeded()
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('[data-stories-teaser] img')].every(
          (img) => img.complete && img.naturalWidth > 0,
        ),
      )
      await page
        .locator('[data-stories-teaser]')
        .screenshot({ path: `test-results/screenshots/stories-teaser-${width}.png` })
    })
  }
})
