import { describe, it, expect } from 'vitest'
import { makeSite } from '../sites/site.fixture'
import { buildRobotsTxt, buildSitemapXml } from './sitemap'
import { escapeXml } from './xml'

const origin = 'https://hedinautomotive.fi'
const finnish = makeSite({
  name: 'hedin-fi',
  hostNames: ['hedinautomotive.fi'],
  languages: ['fi', 'sv', 'en'],
  defaultLanguage: 'fi',
})
const swedish = makeSite()

function urlBlocks(xml: string): string[] {
  return xml.match(/<url>.*?<\/url>/g) ?? []
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1] ?? '')
}

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;')
  })

  it('drops characters XML cannot carry and keeps the rest', () => {
    expect(escapeXml('a\u0000b\u0008c\td\ne\ud800f\uffffg😀ö')).toBe('abc\td\nefg😀ö')
  })
})

describe('buildSitemapXml', () => {
  it('declares the sitemap and xhtml namespaces', () => {
    const xml = buildSitemapXml([], swedish, origin)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    )
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
    expect(urlBlocks(xml)).toEqual([])
  })

  it('lists one url per page and language with localized locs', () => {
    const xml = buildSitemapXml(
      [
        { path: '/', languages: ['fi', 'sv', 'en'] },
        { path: '/osta-auto', languages: ['fi', 'en'] },
      ],
      finnish,
      origin,
    )
    expect(locs(xml)).toEqual([
      'https://hedinautomotive.fi/',
      'https://hedinautomotive.fi/sv',
      'https://hedinautomotive.fi/en',
      'https://hedinautomotive.fi/osta-auto',
      'https://hedinautomotive.fi/en/osta-auto',
    ])
  })

  it('gives every url the alternates of its page plus x-default', () => {
    const xml = buildSitemapXml([{ path: '/osta-auto', languages: ['en', 'fi'] }], finnish, origin)
    const expectedLinks =
      '<xhtml:link rel="alternate" hreflang="fi" href="https://hedinautomotive.fi/osta-auto"/>' +
      '<xhtml:link rel="alternate" hreflang="en" href="https://hedinautomotive.fi/en/osta-auto"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://hedinautomotive.fi/osta-auto"/>'
    expect(urlBlocks(xml)).toEqual([
      `<url><loc>https://hedinautomotive.fi/osta-auto</loc>${expectedLinks}</url>`,
      `<url><loc>https://hedinautomotive.fi/en/osta-auto</loc>${expectedLinks}</url>`,
    ])
  })

  it('omits x-default when the page has no default-language version', () => {
    const xml = buildSitemapXml([{ path: '/about', languages: ['en'] }], finnish, origin)
    expect(xml).not.toContain('x-default')
    expect(locs(xml)).toEqual(['https://hedinautomotive.fi/en/about'])
  })

  it('skips languages the site does not have and repeated languages', () => {
    const xml = buildSitemapXml([{ path: '/a', languages: ['fi', 'nb', 'fi'] }], finnish, origin)
    expect(locs(xml)).toEqual(['https://hedinautomotive.fi/a'])
    expect(xml).not.toContain('hreflang="nb"')
  })

  it('emits no url for a page without languages', () => {
    expect(urlBlocks(buildSitemapXml([{ path: '/a', languages: [] }], finnish, origin))).toEqual([])
  })

  it('adds lastmod, the UTC time of the change, after loc', () => {
    const xml = buildSitemapXml(
      [{ path: '/a', languages: ['fi', 'sv'], lastModified: new Date('2024-03-31T23:30:00.250-02:00') }],
      finnish,
      origin,
    )
    expect(xml).toContain('<loc>https://hedinautomotive.fi/a</loc><lastmod>2024-04-01T01:30:00Z</lastmod><xhtml:link')
  })

  it('omits lastmod for an invalid date', () => {
    const xml = buildSitemapXml([{ path: '/a', languages: ['sv'], lastModified: new Date('nope') }], swedish, origin)
    expect(xml).not.toContain('lastmod')
  })

  it('normalises the origin and page paths', () => {
    const xml = buildSitemapXml([{ path: 'kop-bil/', languages: ['sv'] }], swedish, origin + '/')
    expect(locs(xml)).toEqual(['https://hedinautomotive.fi/kop-bil'])
  })

  it('escapes hostile paths everywhere', () => {
    const xml = buildSitemapXml([{ path: '/a&b/<script>"x"\'/?q=1&r=2', languages: ['fi', 'sv'] }], finnish, origin)
    expect(xml).not.toMatch(/<script|&(?!amp;|lt;|gt;|quot;|apos;)/)
    expect(locs(xml)[0]).toBe('https://hedinautomotive.fi/a&amp;b/&lt;script&gt;&quot;x&quot;&apos;?q=1&amp;r=2')
  })

  it('produces well-formed markup: every url opened is closed', () => {
    const entries = Array.from({ length: 50 }, (_, index) => ({
      path: `/page-${index}`,
      languages: finnish.languages,
    }))
    const xml = buildSitemapXml(entries, finnish, origin)
    expect(xml.match(/<url>/g)).toHaveLength(150)
    expect(xml.match(/<\/url>/g)).toHaveLength(150)
    expect(xml.match(/<xhtml:link /g)).toHaveLength(150 * 4)
  })
})

describe('buildRobotsTxt', () => {
  it('allows crawling except admin, API, editing and further result pages, and names the sitemap', () => {
    expect(buildRobotsTxt(origin, { allowIndexing: true })).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /feaas-render',
        'Disallow: /*?*page=',
        '',
        'Sitemap: https://hedinautomotive.fi/sitemap.xml',
        '',
      ].join('\n'),
    )
  })

  it('does not double the slash before sitemap.xml', () => {
    expect(buildRobotsTxt(origin + '/', { allowIndexing: true })).toContain(
      'Sitemap: https://hedinautomotive.fi/sitemap.xml',
    )
  })

  it('disallows everything when indexing is off', () => {
    const robots = buildRobotsTxt(origin, { allowIndexing: false })
    expect(robots).toBe('User-agent: *\nDisallow: /\n')
    expect(robots).not.toContain('Sitemap')
  })
})
