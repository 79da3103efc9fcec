import { describe, it, expect } from 'vitest'
import type { SeedBlock, SeedLink, SeedPage, SeedPageContent, SeedSite } from '../seed-types'
import { demoSites } from '../../src/seed/sites'
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
      return block.items.flatMap((item) => [{ label: item.label, url: item.url }, ...(item.children ?? [])])
    case 'footer':
      return block.columns.flatMap((column) => column.links)
  }
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
      expect(content?.header?.length, lang).toBe(1)
      expect(content?.header?.[0]?.blockType, lang).toBe('navigation')
      expect(content?.footer?.length, lang).toBe(1)
      expect(content?.footer?.[0]?.blockType, lang).toBe('footer')
      const nav = content?.header?.[0]
      if (nav?.blockType === 'navigation') {
        expect(nav.items.length, lang).toBeGreaterThanOrEqual(4)
        expect(nav.items.length, lang).toBeLessThanOrEqual(7)
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

  it('starts every page with a hero that has an image, followed by 2–4 blocks', () => {
    const heroKeys: string[] = []
    for (const page of site.pages) {
      for (const [lang, content] of contentsOf(page)) {
        const where = `${page.path} [${lang}]`
        const main = content.main
        const hero = main[0]
        expect(hero?.blockType, where).toBe('hero')
        if (hero?.blockType === 'hero') {
          expect(hero.image?.kind, where).toBe('hero')
          if (hero.image?.kind === 'hero') {
            heroKeys.push(hero.image.key)
            expect(hero.image.hue, where).toBeGreaterThanOrEqual(0)
            expect(hero.image.hue, where).toBeLessThanOrEqual(360)
          }
        }
        expect(main.length - 1, where).toBeGreaterThanOrEqual(2)
        expect(main.length - 1, where).toBeLessThanOrEqual(4)
        expect(
          main.slice(1).some((b) => b.blockType === 'hero' || b.blockType === 'navigation' || b.blockType === 'footer'),
          where,
        ).toBe(false)
      }
    }
    expect(new Set(heroKeys).size).toBe(heroKeys.length)
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
