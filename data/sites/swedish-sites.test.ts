import { describe, it, expect } from 'vitest'
import type { SeedBlock, SeedLink, SeedPage, SeedSite } from '../seed-types'
import { site as hedinSe } from './hedin-se'
import { site as brandSe } from './brand-se'
import { site as rnautomotive } from './rnautomotive'
import { site as chargeSe } from './charge-se'
import { site as pickupSe } from './pickup-se'

const sites: SeedSite[] = [hedinSe, brandSe, rnautomotive, chargeSe, pickupSe]

/** Every link a block carries, wherever it sits (hero button, cards, link lists, navigation, footer). */
function blockLinks(block: SeedBlock): SeedLink[] {
  switch (block.blockType) {
    case 'hero':
      return block.link ? [block.link] : []
    case 'cards':
      return block.items.flatMap((item) => (item.link ? [item.link] : []))
    case 'linkList':
      return block.items
    case 'navigation':
      return block.items.flatMap((item) => [{ label: item.label, url: item.url }, ...(item.children ?? [])])
    case 'footer':
      return block.columns.flatMap((column) => column.links)
    case 'content':
      return []
  }
}

function pageLinks(page: SeedPage): SeedLink[] {
  return Object.values(page.content).flatMap((content) =>
    content ? [...(content.header ?? []), ...content.main, ...(content.footer ?? [])].flatMap(blockLinks) : [],
  )
}

describe('Swedish sites seed content', () => {
  it('covers the five Swedish sites with distinct names', () => {
    expect(sites.map((s) => s.name)).toEqual(['hedin-se', 'brand-se', 'rnautomotive', 'charge-se', 'pickup-se'])
  })

  it('has item ids that are unique across all five sites', () => {
    const ids = sites.flatMap((s) => s.pages.map((p) => p.itemId))
    for (const id of ids) expect(id).toMatch(/^\{[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })

  describe.each(sites.map((s) => [s.name, s] as const))('%s', (_name, site) => {
    const paths = site.pages.map((p) => p.path)
    const pathSet = new Set(paths)

    it('has unique paths', () => {
      expect(pathSet.size).toBe(paths.length)
    })

    it('has lower-case paths that start with /', () => {
      for (const path of paths) {
        expect(path.startsWith('/'), path).toBe(true)
        expect(path, path).toBe(path.toLowerCase())
        expect(path === '/' || !path.endsWith('/'), path).toBe(true)
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

    it('has a home page holding the header (navigation) and footer regions', () => {
      const home = site.pages.find((p) => p.path === '/')
      expect(home).toBeDefined()
      const sv = home?.content.sv
      expect(sv?.header?.length).toBe(1)
      expect(sv?.header?.[0]?.blockType).toBe('navigation')
      expect(sv?.footer?.length).toBe(1)
      expect(sv?.footer?.[0]?.blockType).toBe('footer')
      const nav = sv?.header?.[0]
      if (nav?.blockType === 'navigation') {
        expect(nav.items.length).toBeGreaterThanOrEqual(4)
        expect(nav.items.length).toBeLessThanOrEqual(7)
      }
      const footer = sv?.footer?.[0]
      if (footer?.blockType === 'footer') {
        expect(footer.columns.length).toBeGreaterThanOrEqual(3)
        expect(footer.columns.length).toBeLessThanOrEqual(4)
      }
    })

    it('leaves header and footer empty on every page but the home page', () => {
      for (const page of site.pages.filter((p) => p.path !== '/')) {
        expect(page.content.sv?.header ?? [], page.path).toEqual([])
        expect(page.content.sv?.footer ?? [], page.path).toEqual([])
      }
    })

    it('gives every page Swedish content, a title and metadata', () => {
      for (const page of site.pages) {
        const sv = page.content.sv
        expect(sv, page.path).toBeDefined()
        expect(sv?.title.trim(), page.path).not.toBe('')
        expect(sv?.metaTitle?.trim(), page.path).toBeTruthy()
        const length = sv?.metaDescription?.length ?? 0
        expect(length, `${page.path} metaDescription length ${length}`).toBeGreaterThanOrEqual(50)
        expect(length, `${page.path} metaDescription length ${length}`).toBeLessThanOrEqual(170)
      }
    })

    it('starts every page with a hero that has an image, followed by 2–4 blocks', () => {
      const heroKeys: string[] = []
      for (const page of site.pages) {
        const main = page.content.sv?.main ?? []
        const hero = main[0]
        expect(hero?.blockType, page.path).toBe('hero')
        if (hero?.blockType === 'hero') {
          expect(hero.image?.kind, page.path).toBe('hero')
          if (hero.image?.kind === 'hero') {
            heroKeys.push(hero.image.key)
            expect(hero.image.hue).toBeGreaterThanOrEqual(0)
            expect(hero.image.hue).toBeLessThanOrEqual(360)
          }
        }
        expect(main.length - 1, page.path).toBeGreaterThanOrEqual(2)
        expect(main.length - 1, page.path).toBeLessThanOrEqual(4)
        expect(
          main.slice(1).some((b) => b.blockType === 'hero' || b.blockType === 'navigation' || b.blockType === 'footer'),
          page.path,
        ).toBe(false)
      }
      expect(new Set(heroKeys).size).toBe(heroKeys.length)
    })

    it('has an item id on every page', () => {
      for (const page of site.pages) expect(page.itemId, page.path).toBeTruthy()
    })

    it('links only to pages that exist in the same site', () => {
      for (const page of site.pages) {
        for (const link of pageLinks(page)) {
          expect(link.label.trim(), `${page.path}: empty label for ${link.url}`).not.toBe('')
          expect(link.url.startsWith('/'), `${page.path}: ${link.url} is not site-relative`).toBe(true)
          const target = link.url.split(/[?#]/)[0] ?? ''
          expect(pathSet.has(target), `${page.path} links to missing page ${link.url}`).toBe(true)
        }
      }
    })

    it('contains no placeholder text', () => {
      const text = JSON.stringify(site)
      expect(text).not.toMatch(/lorem ipsum|TODO|TBD|FIXME|xxx/i)
    })
  })
})
