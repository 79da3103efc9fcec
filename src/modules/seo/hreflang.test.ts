import { describe, expect, it } from 'vitest'
import { makeSite } from '../sites/site.fixture'
import { languageAlternates } from './hreflang'
import { buildSitemapXml } from './sitemap'
import { entityPageMetadata } from './entity-metadata'

const finnish = makeSite({ name: 'hedin-fi', languages: ['fi', 'sv', 'en'], defaultLanguage: 'fi' })
const swedish = makeSite()
const origin = 'https://hedinautomotive.fi'
const urlOf = (lang: string) => `${origin}${lang === 'fi' ? '' : `/${lang}`}/osta-auto`

describe('languageAlternates', () => {
  it('lists every language of the site once, in its order, plus x-default on the default language', () => {
    expect(languageAlternates(finnish, urlOf)).toEqual({
      fi: 'https://hedinautomotive.fi/osta-auto',
      sv: 'https://hedinautomotive.fi/sv/osta-auto',
      en: 'https://hedinautomotive.fi/en/osta-auto',
      'x-default': 'https://hedinautomotive.fi/osta-auto',
    })
  })

  it('lists only the languages a page exists in', () => {
    expect(Object.keys(languageAlternates(finnish, urlOf, ['en', 'sv']) ?? {})).toEqual(['sv', 'en', 'x-default'])
    expect(languageAlternates(finnish, urlOf, ['en', 'sv'])?.['x-default']).toBe(
      'https://hedinautomotive.fi/sv/osta-auto',
    )
  })

  it('has no alternates for a page in one language or a one-language site', () => {
    expect(languageAlternates(finnish, urlOf, ['en'])).toBeUndefined()
    expect(languageAlternates(swedish, urlOf)).toBeUndefined()
  })

  it('is the same set in the page head and the sitemap, and reciprocal', () => {
    const head = entityPageMetadata({
      site: finnish,
      lang: 'sv',
      title: 't',
      description: 'd',
      url: urlOf('sv'),
      urlIn: urlOf,
      image: null,
      imageAlt: '',
    }).alternates?.languages as Record<string, string>
    const xml = buildSitemapXml([{ path: '/osta-auto', languages: finnish.languages }], finnish, origin)
    const blocks = xml.match(/<url>.*?<\/url>/g) ?? []
    expect(blocks).toHaveLength(3)
    for (const block of blocks) {
      const links = Object.fromEntries(
        [...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]),
      )
      expect(links).toEqual(head)
      // Each version's own URL is among the alternates it lists: the set points back at it.
      expect(Object.values(links)).toContain(block.match(/<loc>(.*?)<\/loc>/)?.[1])
    }
  })
})
