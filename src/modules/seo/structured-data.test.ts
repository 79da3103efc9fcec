import { describe, it, expect } from 'vitest'
import { makeSite } from '../sites/site.fixture'
import { buildWebSiteJsonLd, serializeJsonLd } from './structured-data'

const site = makeSite({
  label: 'Hedin Automotive',
  languages: ['fi', 'sv'],
  defaultLanguage: 'fi',
  paths: {
    carList: '/osta-auto/kaikki-autot',
    carDetail: '/osta-auto',
    siteDetail: '/loyda-meidat',
    search: '/osta-auto/kaikki-autot',
  },
})
const origin = 'https://hedinautomotive.fi'

describe('buildWebSiteJsonLd', () => {
  it('builds a WebSite with a keyphrase SearchAction', () => {
    expect(buildWebSiteJsonLd(site, origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://hedinautomotive.fi/#website',
      publisher: { '@id': 'https://hedinautomotive.fi/#organization' },
      name: 'Hedin Automotive',
      url: 'https://hedinautomotive.fi/',
      inLanguage: 'fi',
      potentialAction: {
        '@type': 'SearchAction',
        target: 'https://hedinautomotive.fi/osta-auto/kaikki-autot?keyphrase={search_term_string}',
        'query-input': 'required name=search_term_string',
      },
    })
  })

  it('uses the localized URLs for another language', () => {
    const jsonLd = buildWebSiteJsonLd(site, origin + '/', 'sv')
    expect(jsonLd.url).toBe('https://hedinautomotive.fi/sv')
    expect(jsonLd.inLanguage).toBe('sv')
    expect(jsonLd.potentialAction.target).toBe(
      'https://hedinautomotive.fi/sv/osta-auto/kaikki-autot?keyphrase={search_term_string}',
    )
  })

  it('appends to a search path that already has a query', () => {
    const withQuery = makeSite({ paths: { ...site.paths, search: '/sok?type=used' } })
    expect(buildWebSiteJsonLd(withQuery, origin).potentialAction.target).toBe(
      'https://hedinautomotive.fi/sok?type=used&keyphrase={search_term_string}',
    )
  })
})

describe('serializeJsonLd', () => {
  it('produces JSON that parses back to the same value', () => {
    const jsonLd = buildWebSiteJsonLd(site, origin)
    expect(JSON.parse(serializeJsonLd(jsonLd))).toEqual(jsonLd)
  })

  it('cannot close the script element or open a comment', () => {
    const hostile = { name: '</script><script>alert(1)</script><!-- & -->' }
    const json = serializeJsonLd(hostile)
    expect(json).not.toMatch(/[<>&]/)
    expect(json).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(json)).toEqual(hostile)
  })

  it('escapes line and paragraph separators', () => {
    const json = serializeJsonLd({ text: 'a\u2028b\u2029c' })
    expect(json).toBe('{"text":"a\\u2028b\\u2029c"}')
    expect(JSON.parse(json)).toEqual({ text: 'a\u2028b\u2029c' })
  })

  it('keeps other characters readable', () => {
    expect(serializeJsonLd({ name: 'Köp bil – "nu"' })).toBe('{"name":"Köp bil – \\"nu\\""}')
  })
})
