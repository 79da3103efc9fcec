import { describe, expect, it } from 'vitest'
import { isUnderSiteDetail, siteAllCarsHref, siteDetailSlug, siteDetailTemplatePath } from './detail-page'
import { testSite } from './test-site'

describe('dealer page paths', () => {
  it('reads the slug one segment under the site-detail path', () => {
    expect(siteDetailSlug('/anlaggningar/hedin-automotive-barkarby', '/anlaggningar')).toBe('hedin-automotive-barkarby')
    expect(siteDetailSlug('/anlaggningar/Hedin-Automotive-Barkarby/', '/anlaggningar/')).toBe(
      'hedin-automotive-barkarby',
    )
    expect(siteDetailSlug('/anlaggningar', '/anlaggningar')).toBeNull()
    expect(siteDetailSlug('/anlaggningar/a/b', '/anlaggningar')).toBeNull()
    expect(siteDetailSlug('/anlaggningar/*', '/anlaggningar')).toBeNull()
    expect(siteDetailSlug('/kop-bil/x', '/anlaggningar')).toBeNull()
  })

  it('tells a path one segment under the site-detail path, a bad slug included', () => {
    expect(isUnderSiteDetail('/anlaggningar/no-such-dealer', '/anlaggningar')).toBe(true)
    expect(isUnderSiteDetail('/anlaggningar/%20', '/anlaggningar')).toBe(true)
    expect(isUnderSiteDetail('/anlaggningar', '/anlaggningar')).toBe(false)
    expect(isUnderSiteDetail('/anlaggningar/a/b', '/anlaggningar')).toBe(false)
    expect(isUnderSiteDetail('/anlaggningarx/a', '/anlaggningar')).toBe(false)
  })

  it('names the wildcard page that renders every dealer', () => {
    expect(siteDetailTemplatePath('/find-us/')).toBe('/find-us/*')
  })

  it('links to the car list filtered by the website city and the dealer name', () => {
    expect(siteAllCarsHref('/kop-bil/alla-bilar-i-lager', testSite())).toBe(
      '/kop-bil/alla-bilar-i-lager?car_site_city=Stockholm&car_site_name=Hedin+Automotive+Barkarby',
    )
  })
})
