import { describe, expect, it } from 'vitest'
import { makeSite } from '../sites/site.fixture'
import { dealerAddress, dealerMetadata, dealerPagePath } from './metadata'
import { testSite } from './test-site'

const t = (key: string, params?: Record<string, string | number>) => `${key}:${JSON.stringify(params ?? {})}`

describe('dealer page metadata', () => {
  const site = makeSite({ languages: ['sv', 'en'], defaultLanguage: 'sv', titleTemplate: '%s | Hedin' })

  it('names the page after the dealer, canonical and alternates on the dealer path in each language', () => {
    const meta = dealerMetadata({ site, lang: 'sv', dealer: testSite(), origin: 'https://hedin.example', t })
    expect(meta.title).toEqual({ absolute: 'Hedin Automotive Barkarby | Hedin' })
    const base = site.paths.siteDetail.replace(/\/+$/, '')
    expect(meta.alternates?.canonical).toBe(`https://hedin.example${base}/hedin-automotive-barkarby`)
    expect(Object.values(meta.alternates?.languages ?? {})).toContain(
      `https://hedin.example/en${base}/hedin-automotive-barkarby`,
    )
    expect(String(meta.description)).toContain('Bruttovägen 9, 175 43 Järfälla')
    expect(meta.openGraph?.images).toEqual([
      { url: 'https://hedin.example/api/inventory-images/v1-site-1.jpg', alt: 'Hedin Automotive Barkarby' },
    ])
  })

  it('writes the address on one line and the path under the site-detail path', () => {
    expect(dealerAddress(testSite({ site_street: null }))).toBe('175 43 Järfälla')
    expect(dealerPagePath(site, 'en', 'x')).toBe(`/en${site.paths.siteDetail.replace(/\/+$/, '')}/x`)
  })
})
