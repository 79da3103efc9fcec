import { expect, test, type APIRequestContext } from '@playwright/test'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import robotsParser from 'robots-parser'
import { port, serverUrl, siteUrl } from './helpers'

/**
 * What search engines read (issue 24): every site's sitemap index and children parse, list only
 * URLs that answer 200 with themselves as canonical, and robots.txt lets car pictures be crawled.
 */
const SITES = ['hedin-se', 'hedin-fi', 'hedin-uk']
const SAMPLE = 50

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'sitemap', 'image:image', 'xhtml:link'].includes(name),
})

/** A site URL as Node can request it: Node does not resolve `*.localhost`, so sc_site names the site. */
function forNode(site: string, url: string): string {
  const { pathname, search } = new URL(url)
  const query = new URLSearchParams(search)
  query.set('sc_site', site)
  return `http://127.0.0.1:${port}${pathname}?${query}`
}

async function xmlOf(request: APIRequestContext, site: string, url: string) {
  const res = await request.get(forNode(site, url))
  expect(res.status(), url).toBe(200)
  expect(res.headers()['content-type'], url).toContain('xml')
  const text = await res.text()
  expect(XMLValidator.validate(text), url).toBe(true)
  return parser.parse(text)
}

/** Every sampled page's <link rel="canonical">, read from the HTML the server answers. */
function canonicalOf(html: string): string | undefined {
  return html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&')
}

for (const site of SITES) {
  test(`${site}: the sitemap index lists children that parse, with URLs that answer as their canonical`, async ({
    request,
  }) => {
    test.setTimeout(180_000)
    const index = await xmlOf(request, site, siteUrl(site, '/sitemap.xml'))
    const children = index.sitemapindex.sitemap as { loc: string; lastmod?: string }[]
    const names = children.map((child) => new URL(child.loc).pathname)
    expect(names).toContain('/sitemap-pages.xml')
    if (site !== 'hedin-uk' || names.includes('/sitemap-cars-1.xml')) expect(names).toContain('/sitemap-cars-1.xml')
    const urls: { loc: string; lastmod?: string; 'image:image'?: unknown[] }[] = []
    for (const child of children) {
      expect(child.loc.startsWith(siteUrl(site, '/'))).toBe(true)
      const set = await xmlOf(request, site, child.loc)
      urls.push(...(set.urlset.url ?? []))
    }
    // Result pages and noindex pages are not listed; cars are, with their pictures and real dates.
    const locs = urls.map((url) => url.loc)
    expect(new Set(locs).size).toBe(locs.length)
    expect(locs.some((loc) => /\/dackkop-(tack|fel)$/.test(loc))).toBe(false)
    expect(locs.some((loc) => loc.endsWith('/demo/blocks'))).toBe(false)
    const cars = urls.filter((url) => (url['image:image']?.length ?? 0) > 0)
    expect(cars.length).toBeGreaterThan(10)
    const dates = new Set(urls.map((url) => url.lastmod).filter(Boolean))
    expect(dates.size).toBeGreaterThan(1)

    // Evenly spread samples, cars and pages alike.
    const step = Math.max(1, Math.floor(urls.length / SAMPLE))
    const sample = urls.filter((_, i) => i % step === 0).slice(0, SAMPLE)
    for (const { loc } of sample) {
      const res = await request.get(forNode(site, loc), { maxRedirects: 0 })
      expect(res.status(), loc).toBe(200)
      // Compared as URLs: the head writes the home page's canonical without its '/' path.
      const canonical = canonicalOf(await res.text())
      expect(canonical && new URL(canonical).href, loc).toBe(new URL(loc).href)
    }
  })
}

test('a sitemap child past the last one, or of no kind, answers 404', async ({ request }) => {
  for (const path of ['/sitemap-cars-999.xml', '/sitemap-cars-0.xml', '/sitemap-nothing.xml', '/sitemap-pages-2.xml']) {
    const res = await request.get(serverUrl('hedin-se', path))
    expect(res.status(), path).toBe(404)
  }
})

test('robots.txt lets crawlers fetch car pictures and names the sitemap on its own host', async ({ request, page }) => {
  const robotsUrl = siteUrl('hedin-se', '/robots.txt')
  const text = await (await request.get(serverUrl('hedin-se', '/robots.txt'))).text()
  expect(text).toContain(`Sitemap: ${siteUrl('hedin-se', '/sitemap.xml')}`)
  const robots = robotsParser(robotsUrl, text)

  const car = await (await request.get(serverUrl('hedin-se', '/api/cars/list?site=hedin-se&lang=sv&limit=1'))).json()
  await page.goto(siteUrl('hedin-se', car.cards[0].href))
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
  const carLd = ld.map((text) => JSON.parse(text)).find((value) => value['@type'] === 'Car')
  expect(carLd.image.length).toBeGreaterThan(1)
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
  for (const image of [...carLd.image, ogImage]) {
    expect(robots.isAllowed(image, 'Googlebot-Image'), image).toBe(true)
    const res = await request.get(`http://127.0.0.1:${port}${new URL(image).pathname}`)
    expect(res.status(), image).toBe(200)
    expect(res.headers()['content-type']).toBe('image/jpeg')
    expect(res.headers()['cache-control']).toContain('max-age=31536000')
  }
  expect(robots.isAllowed(siteUrl('hedin-se', '/api/search'), 'Googlebot')).toBe(false)
  expect(robots.isAllowed(siteUrl('hedin-se', '/kop-bil/alla-bilar-i-lager?page=2'), 'Googlebot')).toBe(false)
  expect(robots.isAllowed(siteUrl('hedin-se', '/kop-bil/alla-bilar-i-lager'), 'Googlebot')).toBe(true)

  // The old picture path still works, by a permanent redirect.
  const old = await request.get(
    `http://127.0.0.1:${port}${new URL(carLd.image[0]).pathname.replace('/images/inventory/', '/api/inventory-images/')}`,
    { maxRedirects: 0 },
  )
  expect(old.status()).toBe(308)
  expect(old.headers().location).toBe(new URL(carLd.image[0]).pathname)
})

test('every page type carries an og:image, and car titles stay within 70 characters', async ({ page, request }) => {
  const car = await (await request.get(serverUrl('hedin-se', '/api/cars/list?site=hedin-se&lang=sv&limit=1'))).json()
  for (const [site, path] of [
    ['hedin-se', '/'],
    ['hedin-se', '/kop-bil/alla-bilar-i-lager'],
    ['hedin-se', car.cards[0].href],
    ['hedin-se', '/anlaggningar/hedin-automotive-barkarby'],
    ['hedin-uk', '/buy-car/used-cars'],
    ['hedin-uk', '/news-and-events'],
  ]) {
    await page.goto(siteUrl(site, path))
    const og = await page.locator('meta[property="og:image"]').first().getAttribute('content')
    expect(og, `${site}${path}`).toMatch(/^http/)
  }
  await page.goto(siteUrl('hedin-se', car.cards[0].href))
  expect((await page.title()).length).toBeLessThanOrEqual(70)
})

test('pages and sitemaps give the same language alternates, with x-default', async ({ page, request }) => {
  await page.goto(siteUrl('hedin-fi', '/meista'))
  const head = Object.fromEntries(
    await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
  )
  expect(Object.keys(head).sort()).toEqual(['en', 'fi', 'sv', 'x-default'])
  const set = parser.parse(await (await request.get(serverUrl('hedin-fi', '/sitemap-pages.xml'))).text())
  const entry = (set.urlset.url as { loc: string; 'xhtml:link': Record<string, string>[] }[]).find(
    (url) => url.loc === siteUrl('hedin-fi', '/meista'),
  )
  expect(entry).toBeDefined()
  const listed = Object.fromEntries(entry!['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']]))
  expect(listed).toEqual(head)
})

test('the vehicle feeds list the stock in XML and CSV, and a site without cars has an empty valid feed', async ({
  request,
}) => {
  const xmlRes = await request.get(serverUrl('hedin-se', '/feeds/vehicles.xml'))
  expect(xmlRes.status()).toBe(200)
  const xml = await xmlRes.text()
  expect(XMLValidator.validate(xml)).toBe(true)
  const items = parser.parse(xml).rss.channel.item as Record<string, unknown>[]
  expect(items.length).toBeGreaterThan(10)
  expect(items[0]).toMatchObject({ 'g:condition': expect.stringMatching(/^(new|used)$/) })
  expect(String(items[0]!['g:link'])).toMatch(new RegExp(`^${siteUrl('hedin-se', '/')}`))

  const csvRes = await request.get(serverUrl('hedin-se', '/feeds/vehicles.csv'))
  expect(csvRes.headers()['content-type']).toContain('text/csv')
  const lines = (await csvRes.text()).trimEnd().split('\r\n')
  expect(lines[0]).toBe(
    'id,title,description,link,image_link,additional_image_link,price,condition,brand,model,year,mileage,vin,body_style,fuel,transmission,color,dealer_id,dealer_name,dealer_address',
  )
  expect(lines.length).toBe(items.length + 1)

  const empty = await request.get(serverUrl('charge-se', '/feeds/vehicles.xml'))
  expect(empty.status()).toBe(200)
  const emptyXml = await empty.text()
  expect(XMLValidator.validate(emptyXml)).toBe(true)
  expect(emptyXml).not.toContain('<item>')
})
