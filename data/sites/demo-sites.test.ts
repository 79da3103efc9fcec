import { describe, it, expect } from 'vitest'
import type { Lang, SeedBlock, SeedLink, SeedMegaMenuItem, SeedPage, SeedPageContent, SeedSite } from '../seed-types'
import { paramKind } from '../../src/modules/cars/list-state'
import { SITE_SCOPES } from '../../src/modules/search/site-scopes'
import { demoSites } from '../../src/seed/sites'
import { BRANDS } from '../inventory/brands'
import { modelName, trimName } from '../inventory/catalogue'
import { BODIES, CAMPAIGNS, COLOURS, CONDITIONS, DRIVES, FUELS, GEARBOXES } from '../inventory/lexicon'
import { MARKETS } from '../inventory/markets'
import { SITE_ROWS } from '../inventory/site-rows'
import { isWildcardPath } from '../../src/modules/content/page-path'
import { buildNavigation } from '../../src/modules/navigation/page-tree'
import { seedNavigationPages as navigationPages } from '../../src/seed/navigation'
import { mainBlocks } from '../../src/cms/blocks'
import { BLOCK_LIBRARY_PATH, DEMO_PATH } from './block-library-page'
import { seedSiteSettings } from './settings'

const sites: SeedSite[] = demoSites

const ITEM_ID = /^\{[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\}$/

/** Every link a block carries, wherever it sits (hero button, cards, link lists, navigation children, footer columns). */
function blockLinks(block: SeedBlock): SeedLink[] {
  switch (block.blockType) {
    case 'hero':
      return block.link ? [block.link] : []
    case 'content':
      return []
    case 'cards':
      return block.items.flatMap((item) => (item.link ? [item.link] : []))
    case 'linkList':
      return block.items
    case 'navigation':
      return (block.extraItems ?? []).map((item) => item.link)
    case 'megaMenu':
      return megaMenuLinks(block.items)
    case 'footer':
      return [
        ...block.columns.flatMap((column) => column.links),
        ...(block.highlightedLink ? [block.highlightedLink] : []),
      ]
    case 'videoPlayer':
      return []
    // content blocks batch A
    case 'blurb':
      return block.link ? [block.link] : []
    case 'carModelCard':
      return block.items.flatMap((item) => (item.link ? [item.link] : []))
    case 'splitHover':
      return block.items.flatMap((item) => (item.button ? [item.button] : []))
    case 'textColumns':
    case 'accordion':
    case 'loanWarning':
      return []
    // content blocks batch B
    case 'heroCarousel':
      return block.items.flatMap((item) => [item.button, item.subTitleLink].filter((l): l is SeedLink => Boolean(l)))
    case 'countdown':
      return block.link ? [block.link] : []
    case 'table':
      return block.rows.flatMap((cells) =>
        cells.flatMap((cell) => (cell.type === 'link' && cell.link ? [cell.link] : [])),
      )
    case 'carBreadcrumb':
      return []
    case 'alert':
    case 'carList':
    case 'carOfTheWeek':
    case 'carTeaser':
    case 'carDetail':
    case 'siteList':
    case 'siteDetail':
    case 'siteListTeaser':
    case 'locator':
    case 'serviceBooking':
    case 'sellCarForm':
    case 'serviceRequestForm':
    case 'embeddedForm':
    case 'storiesList':
    case 'storyArticle':
    case 'kitsTool':
    case 'favourites':
      return []
    case 'storiesTeaser':
      return [{ label: 'stories', url: block.indexPath }]
    case 'tireHotel':
      return [...(block.contactUs ? [block.contactUs] : []), ...(block.bookService ? [block.bookService] : [])]
  }
}

/** The links of mega-menu items at every level (an item may be a heading without a link). */
function megaMenuLinks(items: SeedMegaMenuItem[]): SeedLink[] {
  return items.flatMap((item) => [
    ...(item.url ? [{ label: item.title, url: item.url }] : []),
    ...megaMenuLinks(item.children ?? []),
  ])
}

/** Every language version of a page, as `[lang, content]` pairs. */
function contentsOf(page: SeedPage): [string, SeedPageContent][] {
  return Object.entries(page.content).flatMap(([lang, content]) => (content ? [[lang, content]] : []))
}

function settingsFor(name: string) {
  const settings = seedSiteSettings.find((s) => s.name === name)
  if (!settings) throw new Error(`no settings for site ${name}`)
  return settings
}

describe('demo sites seed content', () => {
  it('covers the ten demo sites with distinct names', () => {
    const names = sites.map((s) => s.name)
    expect(names).toEqual([
      'hedin-se',
      'hedin-no',
      'hedin-fi',
      'hedin-sk',
      'hedin-uk',
      'brand-se',
      'brand-no',
      'rnautomotive',
      'charge-se',
      'pickup-se',
    ])
    expect(new Set(names).size).toBe(names.length)
  })

  it('has item ids that are unique across all sites', () => {
    const ids = sites.flatMap((s) => s.pages.map((p) => p.itemId))
    expect(ids.every((id) => typeof id === 'string')).toBe(true)
    for (const id of ids) expect(id).toMatch(ITEM_ID)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe.each(sites.map((s) => [s.name, s] as const))('site %s', (name, site) => {
  const paths = site.pages.map((p) => p.path)
  const pathSet = new Set(paths)

  it('has settings in settings.ts', () => {
    expect(seedSiteSettings.some((s) => s.name === name)).toBe(true)
  })

  it('has unique paths', () => {
    expect(pathSet.size).toBe(paths.length)
  })

  it('has lower-case paths that start with "/"', () => {
    for (const path of paths) {
      expect(path.startsWith('/'), path).toBe(true)
      expect(path, path).toBe(path.toLowerCase())
      expect(path === '/' || !path.endsWith('/'), path).toBe(true)
      expect(path.includes('?'), path).toBe(false)
    }
  })

  it('has a page for every ancestor path of every page', () => {
    const missing: string[] = []
    for (const path of paths) {
      const segments = path.split('/').filter(Boolean)
      for (let depth = segments.length - 1; depth >= 0; depth--) {
        const ancestor = `/${segments.slice(0, depth).join('/')}`
        if (!pathSet.has(ancestor)) missing.push(`${path} -> ${ancestor}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('has a home page holding the header (navigation) and footer regions in every language', () => {
    const home = site.pages.find((p) => p.path === '/')
    expect(home).toBeDefined()
    for (const lang of settingsFor(name).languages) {
      const content = home?.content[lang]
      expect(content, lang).toBeDefined()
      // An alert strip may come first, above the navigation.
      const alerts = content?.header?.[0]?.blockType === 'alert' ? 1 : 0
      expect(content?.header?.length, lang).toBe(1 + alerts)
      // The standard navigation bar, or its mega-menu variant (the brand stores).
      expect(['navigation', 'megaMenu'], lang).toContain(content?.header?.[alerts]?.blockType)
      expect(content?.footer?.length, lang).toBe(1)
      expect(content?.footer?.[0]?.blockType, lang).toBe('footer')
      if (content?.header?.[alerts]?.blockType === 'navigation') {
        // The bar is built from the page tree: a handful of top entries, the rest in drop-downs.
        const menu = buildNavigation(navigationPages(site, lang))
        expect(menu.length, lang).toBeGreaterThanOrEqual(3)
        expect(menu.length, lang).toBeLessThanOrEqual(8)
      }
      const mega = content?.header?.[alerts]
      if (mega?.blockType === 'megaMenu') {
        expect(mega.items.length, lang).toBeGreaterThanOrEqual(4)
        expect(mega.items.length, lang).toBeLessThanOrEqual(7)
      }
      const footer = content?.footer?.[0]
      if (footer?.blockType === 'footer') {
        expect(footer.columns.length, lang).toBeGreaterThanOrEqual(3)
        expect(footer.columns.length, lang).toBeLessThanOrEqual(4)
      }
    }
  })

  it('leaves header and footer empty on every page but the home page', () => {
    for (const page of site.pages.filter((p) => p.path !== '/')) {
      for (const [lang, content] of contentsOf(page)) {
        expect(content.header ?? [], `${page.path} [${lang}]`).toEqual([])
        expect(content.footer ?? [], `${page.path} [${lang}]`).toEqual([])
      }
    }
  })

  it('has content for every language of the site, and no other, on every page', () => {
    const languages = settingsFor(name).languages
    for (const page of site.pages) {
      for (const lang of languages) {
        expect(page.content[lang], `${page.path} [${lang}]`).toBeDefined()
      }
      for (const lang of Object.keys(page.content)) {
        expect(languages as string[], `${page.path} has unexpected language ${lang}`).toContain(lang)
      }
    }
  })

  it('gives every page a title, a metaTitle and a metaDescription of 50–170 characters in every language', () => {
    for (const page of site.pages) {
      for (const [lang, content] of contentsOf(page)) {
        const where = `${page.path} [${lang}]`
        expect(content.title.trim(), where).not.toBe('')
        expect(content.metaTitle?.trim(), where).toBeTruthy()
        const length = content.metaDescription?.length ?? 0
        expect(length, `${where} metaDescription length ${length}`).toBeGreaterThanOrEqual(50)
        expect(length, `${where} metaDescription length ${length}`).toBeLessThanOrEqual(170)
      }
    }
  })

  it('starts every page with a hero that has an image (a car list page with its list), followed by 2–4 blocks', () => {
    const heroPages = new Map<string, string>()
    // The wildcard car detail page and the kits tool are screens, not content pages.
    const isScreen = (p: SeedPage) =>
      isWildcardPath(p.path) ||
      contentsOf(p).some(([, c]) => c.main.some((b) => b.blockType === 'kitsTool' || b.blockType === 'favourites'))
    for (const page of site.pages.filter((p) => !isScreen(p))) {
      for (const [lang, content] of contentsOf(page)) {
        const where = `${page.path} [${lang}]`
        const main = content.main
        const first = main[0]
        if (first?.blockType === 'carList') {
          // The list's heading is the page's h1, in place of a hero title.
          expect(first.heading?.trim(), where).toBeTruthy()
        } else {
          expect(first?.blockType, where).toBe('hero')
          if (first?.blockType === 'hero') {
            expect(first.image?.kind, where).toBe('hero')
            if (first.image?.kind === 'hero') {
              // A page's languages may share its picture; two pages may not.
              const owner = heroPages.get(first.image.key) ?? page.path
              expect(owner, `${where}: hero picture ${first.image.key} is also ${owner}'s`).toBe(page.path)
              heroPages.set(first.image.key, page.path)
              expect(first.image.hue, where).toBeGreaterThanOrEqual(0)
              expect(first.image.hue, where).toBeLessThanOrEqual(360)
            }
          }
        }
        // The car-of-the-week carousel and the car and stories teasers come on top of the page's own blocks.
        const rest = main
          .slice(1)
          .filter(
            (b) => b.blockType !== 'carOfTheWeek' && b.blockType !== 'carTeaser' && b.blockType !== 'storiesTeaser',
          )
        expect(rest.length, where).toBeGreaterThanOrEqual(2)
        // The one exception: the block library exists to hold every block.
        if (page.path !== BLOCK_LIBRARY_PATH) expect(rest.length, where).toBeLessThanOrEqual(4)
        expect(
          main
            .slice(1)
            .some(
              (b) =>
                b.blockType === 'hero' ||
                b.blockType === 'carList' ||
                b.blockType === 'navigation' ||
                b.blockType === 'footer',
            ),
          where,
        ).toBe(false)
      }
    }
  })

  it('gives every page an item id', () => {
    for (const page of site.pages) expect(page.itemId, page.path).toMatch(ITEM_ID)
  })

  it('links only to pages that exist in the same site', () => {
    for (const page of site.pages) {
      for (const [lang, content] of contentsOf(page)) {
        const blocks = [...(content.header ?? []), ...content.main, ...(content.footer ?? [])]
        for (const link of blocks.flatMap(blockLinks)) {
          const where = `${page.path} [${lang}]`
          expect(link.label.trim(), `${where}: empty label for ${link.url}`).not.toBe('')
          // Another site's address (a brand's own site) is allowed; it is not a page of this one.
          if (/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/.test(link.url)) continue
          expect(link.url.startsWith('/'), `${where}: ${link.url} is not site-relative`).toBe(true)
          const target = link.url.split(/[?#]/)[0] ?? ''
          expect(pathSet.has(target), `${where} links to missing page ${link.url}`).toBe(true)
        }
      }
    }
  })

  it('contains no placeholder text', () => {
    expect(JSON.stringify(site)).not.toMatch(/lorem ipsum|TODO|TBD|FIXME|xxx|placeholder text/i)
  })
})

/** The values the demo inventory writes in a market, per car field, for checking quick links. */
function inventoryValues(scope: (typeof SITE_SCOPES)[number]): Record<string, ReadonlySet<string>> {
  const lang = MARKETS[scope.market].lang
  const scopeBrands = scope.filters.cars?.car_brand?.map(String)
  const brands = BRANDS.filter((brand) => !scopeBrands || scopeBrands.includes(brand.name))
  const words = (table: Record<string, Record<Lang, string>>) => new Set(Object.values(table).map((w) => w[lang]))
  const rows = SITE_ROWS[scope.market]
  const booleans = new Set(['true', 'false'])
  return {
    car_brand: new Set(brands.map((brand) => brand.name)),
    car_model: new Set(
      brands.flatMap((brand) =>
        brand.models.flatMap((model) => [modelName(model, lang), `${brand.name}>${modelName(model, lang)}`]),
      ),
    ),
    car_trim_package: new Set(
      brands.flatMap((brand) => brand.models.flatMap((model) => model.trims.map((trim) => trimName(trim, lang)))),
    ),
    car_fuel: words(FUELS),
    car_body: words(BODIES),
    car_gearbox: words(GEARBOXES),
    car_drive: words(DRIVES),
    car_color: words(COLOURS),
    car_condition: words(CONDITIONS),
    car_campaigns: new Set(CAMPAIGNS[lang]),
    car_site_city: new Set(rows.map((row) => row.websiteCity)),
    car_site_region: new Set(rows.map((row) => row.region)),
    car_site_name: new Set(rows.map((row) => row.name)),
    car_vehicle_type_code: new Set(['PC', 'LCV']),
    car_is_used: booleans,
    car_is_sample: booleans,
    car_vat_eligible: booleans,
    caroftheweek: booleans,
    autos_on_show: booleans,
  }
}

const STATE_PARAMS = new Set(['keyphrase', 'sort', 'page'])

describe.each(SITE_SCOPES.map((scope) => [scope.siteName, scope] as const))('marketplace site %s', (name, scope) => {
  const site = sites.find((s) => s.name === name)
  const settings = settingsFor(name)
  const pages = site?.pages ?? []
  const listPages = pages.filter((page) =>
    contentsOf(page).some(([, content]) => content.main.some((b) => b.blockType === 'carList')),
  )

  it('has a car list block first on its car list page, in every language', () => {
    expect(site).toBeDefined()
    const page = pages.find((p) => p.path === settings.paths.carList)
    expect(page, settings.paths.carList).toBeDefined()
    for (const lang of settings.languages) {
      const first = page?.content[lang]?.main[0]
      expect(first?.blockType, `${settings.paths.carList} [${lang}]`).toBe('carList')
    }
  })

  it('has the car list first in every language of each car list page, with one condition', () => {
    for (const page of listPages) {
      const lists = contentsOf(page).map(([lang, content]) => {
        const first = content.main[0]
        expect(first?.blockType, `${page.path} [${lang}]`).toBe('carList')
        return first?.blockType === 'carList' ? (first.condition ?? 'all') : null
      })
      expect(lists.length, page.path).toBe(settings.languages.length)
      expect(new Set(lists).size, `${page.path} conditions`).toBe(1)
    }
  })

  it('shows the car of the week after the hero on the home page, in every language', () => {
    const home = pages.find((p) => p.path === '/')
    for (const lang of settings.languages) {
      const main = home?.content[lang]?.main ?? []
      const at = main.findIndex((b) => b.blockType === 'carOfTheWeek')
      expect(at, `/ [${lang}]`).toBeGreaterThanOrEqual(1)
      expect(at, `/ [${lang}]`).toBeLessThanOrEqual(2)
      const block = main[at]
      if (block?.blockType === 'carOfTheWeek') {
        expect(block.heading?.trim(), `/ [${lang}]`).toBeTruthy()
        expect(block.text?.trim(), `/ [${lang}]`).toBeTruthy()
      }
    }
  })

  it('shows footer brand logos only for brands of its demo inventory (they link to car_brand={name})', () => {
    const known = inventoryValues(scope).car_brand
    for (const [lang, content] of contentsOf(pages.find((p) => p.path === '/') ?? { path: '/', content: {} })) {
      for (const block of content.footer ?? []) {
        if (block.blockType !== 'footer') continue
        for (const brand of block.brands ?? []) expect(known?.has(brand.name), `/ [${lang}] ${brand.name}`).toBe(true)
      }
    }
  })

  it('links to its car lists only with filters of the cars index and values of the demo inventory', () => {
    const values = inventoryValues(scope)
    const conditions = new Map(
      listPages.map((page) => {
        const first = Object.values(page.content)[0]?.main[0]
        return [page.path, first?.blockType === 'carList' ? (first.condition ?? 'all') : 'all'] as const
      }),
    )
    conditions.set(settings.paths.carList, conditions.get(settings.paths.carList) ?? 'all')
    const problems: string[] = []
    for (const page of pages) {
      for (const [lang, content] of contentsOf(page)) {
        const blocks = [...(content.header ?? []), ...content.main, ...(content.footer ?? [])]
        for (const link of blocks.flatMap(blockLinks)) {
          const [target = '', query] = link.url.split('#')[0]!.split('?')
          const condition = conditions.get(target)
          if (condition === undefined || !query) continue
          const where = `${page.path} [${lang}] ${link.url}`
          const params = new URLSearchParams(query)
          for (const key of new Set(params.keys())) {
            const given = params.getAll(key)
            if (STATE_PARAMS.has(key)) continue
            const kind = paramKind(key)
            if (kind === null) problems.push(`${where}: unknown parameter ${key}`)
            else if (kind === 'range') {
              if (given.length !== 2 || given.some((v) => !Number.isFinite(Number(v))))
                problems.push(`${where}: ${key} needs two numbers`)
            } else {
              const field = key.replace(/\.neq$/, '')
              if (field === 'car_is_used' && condition !== 'all')
                problems.push(`${where}: the ${condition} list fixes car_is_used already`)
              const known = values[field]
              for (const value of given) {
                if (known && !known.has(value)) problems.push(`${where}: ${field}=${value} is not in the inventory`)
              }
            }
          }
        }
      }
    }
    expect(problems).toEqual([])
  })
})

// Screens that need a URL of their own (a list's filters, a car's id) are not shown in the library.
const SCREEN_BLOCKS = new Set([
  'carList',
  'carDetail',
  'siteList',
  'siteDetail',
  'locator',
  'storiesList',
  'storyArticle',
  'serviceBooking',
  'tireHotel',
  'kitsTool',
  // read from the visitor's browser: nothing to show in a library
  'favourites',
  // forms whose every submission is a lead in a real mailbox (issue 23)
  'sellCarForm',
  'serviceRequestForm',
  'embeddedForm',
])

describe.each(sites.map((s) => [s.name, s] as const))('demo pages of %s', (name, site) => {
  const languages = settingsFor(name).languages
  const demo = site.pages.find((p) => p.path === DEMO_PATH)
  const library = site.pages.find((p) => p.path === BLOCK_LIBRARY_PATH)

  it('has /demo and /demo/blocks in every language of the site, hidden from the menu and from search engines', () => {
    for (const page of [demo, library]) {
      expect(page).toBeDefined()
      expect(page?.navigation?.hidden, page?.path).toBe(true)
      expect(page?.noIndex, page?.path).toBe(true)
      expect(Object.keys(page?.content ?? {}).sort(), page?.path).toEqual([...languages].sort())
    }
  })

  it('links from /demo to the block library in every language', () => {
    for (const lang of languages) {
      const urls = (demo?.content[lang]?.main ?? []).flatMap(blockLinks).map((link) => link.url)
      expect(urls, lang).toContain(BLOCK_LIBRARY_PATH)
    }
  })

  it('holds every main block in the block library, in every language', () => {
    const expected = mainBlocks.map((block) => block.slug).filter((slug) => !SCREEN_BLOCKS.has(slug))
    for (const lang of languages) {
      const held = new Set((library?.content[lang]?.main ?? []).map((block) => block.blockType))
      const missing = expected.filter((slug) => !held.has(slug as SeedBlock['blockType']))
      expect(missing, `${BLOCK_LIBRARY_PATH} [${lang}] lacks`).toEqual([])
      for (const slug of SCREEN_BLOCKS) expect(held.has(slug as SeedBlock['blockType']), slug).toBe(false)
    }
  })

  it('gives every block in the library its own content, with an alt text on every picture', () => {
    for (const lang of languages) {
      const main = library?.content[lang]?.main ?? []
      const alts: string[] = []
      const visit = (value: unknown): void => {
        if (Array.isArray(value)) return value.forEach(visit)
        if (!value || typeof value !== 'object') return
        const v = value as Record<string, unknown>
        if (v.kind === 'hero' || v.kind === 'car' || v.kind === 'logo') alts.push(String(v.alt ?? ''))
        Object.values(v).forEach(visit)
      }
      visit(main)
      expect(alts.length, lang).toBeGreaterThan(5)
      for (const alt of alts) expect(alt.trim(), `${BLOCK_LIBRARY_PATH} [${lang}] image alt`).not.toBe('')
      // Unfilled template fields would show as {name} on the page.
      expect(JSON.stringify(main), lang).not.toMatch(/\{[a-zA-Z]+\}/)
    }
  })
})
