import { describe, it, expect } from 'vitest'
import type { SeedBlock, SeedLink, SeedSite } from '../seed-types'
import { seedSiteSettings } from './settings'
import { site as hedinNo } from './hedin-no'
import { site as brandNo } from './brand-no'
import { site as hedinFi } from './hedin-fi'
import { site as hedinSk } from './hedin-sk'
import { site as hedinUk } from './hedin-uk'

const sites: SeedSite[] = [hedinNo, brandNo, hedinFi, hedinSk, hedinUk]

/** Every link a block carries, including navigation children and footer columns. */
function linksOf(block: SeedBlock): SeedLink[] {
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

function settingsFor(name: string) {
  const settings = seedSiteSettings.find((s) => s.name === name)
  if (!settings) throw new Error(`no settings for site ${name}`)
  return settings
}

describe.each(sites.map((site) => [site.name, site] as const))('site %s', (name, site) => {
  const settings = settingsFor(name)
  const paths = site.pages.map((page) => page.path)

  it('has settings in settings.ts', () => {
    expect(seedSiteSettings.some((s) => s.name === name)).toBe(true)
  })

  it('has unique paths', () => {
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('uses lower-case paths starting with "/"', () => {
    for (const path of paths) {
      expect(path.startsWith('/'), path).toBe(true)
      expect(path, path).toBe(path.toLowerCase())
      expect(path === '/' || !path.endsWith('/'), path).toBe(true)
      expect(path.includes('?'), path).toBe(false)
    }
  })

  it('has a home page with header navigation and footer in every language', () => {
    const home = site.pages.find((page) => page.path === '/')
    expect(home).toBeDefined()
    for (const lang of settings.languages) {
      const content = home?.content[lang]
      expect(content, lang).toBeDefined()
      expect(
        content?.header?.some((b) => b.blockType === 'navigation'),
        lang,
      ).toBe(true)
      expect(
        content?.footer?.some((b) => b.blockType === 'footer'),
        lang,
      ).toBe(true)
    }
  })

  it('has a page for every ancestor path of every page', () => {
    const known = new Set(paths)
    const missing: string[] = []
    for (const path of paths) {
      const segments = path.split('/').filter(Boolean)
      for (let depth = segments.length - 1; depth >= 0; depth--) {
        const ancestor = `/${segments.slice(0, depth).join('/')}`
        if (!known.has(ancestor)) missing.push(`${path} -> ${ancestor}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('only links to pages that exist in the same site', () => {
    const known = new Set(paths)
    const broken: string[] = []
    for (const page of site.pages) {
      for (const [lang, content] of Object.entries(page.content)) {
        const blocks = [...(content.header ?? []), ...content.main, ...(content.footer ?? [])]
        for (const link of blocks.flatMap(linksOf)) {
          const target = link.url.split('?')[0] ?? ''
          if (!known.has(target)) broken.push(`${page.path} [${lang}] -> ${link.url}`)
        }
      }
    }
    expect(broken).toEqual([])
  })

  it('has content for every language of the site on every page', () => {
    for (const page of site.pages) {
      for (const lang of settings.languages) {
        expect(page.content[lang], `${page.path} [${lang}]`).toBeDefined()
      }
      for (const lang of Object.keys(page.content)) {
        expect(settings.languages as string[], `${page.path} has unexpected language ${lang}`).toContain(lang)
      }
    }
  })

  it('has a metaTitle and a metaDescription of 50–170 characters on every page', () => {
    for (const page of site.pages) {
      for (const [lang, content] of Object.entries(page.content)) {
        expect(content.metaTitle, `${page.path} [${lang}]`).toBeTruthy()
        const length = content.metaDescription?.length ?? 0
        expect(length, `${page.path} [${lang}] metaDescription`).toBeGreaterThanOrEqual(50)
        expect(length, `${page.path} [${lang}] metaDescription`).toBeLessThanOrEqual(170)
      }
    }
  })

  it('starts every page with a hero that has an image', () => {
    for (const page of site.pages) {
      for (const [lang, content] of Object.entries(page.content)) {
        const first = content.main[0]
        expect(first?.blockType, `${page.path} [${lang}]`).toBe('hero')
        expect(first?.blockType === 'hero' && first.image?.kind, `${page.path} [${lang}]`).toBe('hero')
        expect(content.main.length, `${page.path} [${lang}]`).toBeGreaterThanOrEqual(3)
      }
    }
  })

  it('gives every page an item id', () => {
    for (const page of site.pages) {
      expect(page.itemId, page.path).toMatch(/^\{[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\}$/)
    }
  })

  it('contains no placeholder text', () => {
    expect(JSON.stringify(site)).not.toMatch(/lorem ipsum|TODO|TBD|placeholder text/i)
  })
})

describe('item ids across sites', () => {
  it('are unique', () => {
    const ids = sites.flatMap((site) => site.pages.map((page) => page.itemId))
    expect(ids.every((id) => typeof id === 'string')).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
