import type { Site } from './site'

/** A valid site for tests; override only what a test is about. */
export function makeSite(overrides: Partial<Site> = {}): Site {
  return {
    name: 'hedin-se',
    label: 'Hedin Automotive',
    hostNames: ['hedinautomotive.se'],
    redirectHosts: [],
    redirectWwwToBare: true,
    isDefault: false,
    languages: ['sv'],
    defaultLanguage: 'sv',
    titleTemplate: '%s | Hedin Automotive',
    gtmId: 'GTM-HEDINSE',
    paths: {
      carList: '/kop-bil/alla-bilar-i-lager',
      carDetail: '/kop-bil',
      siteDetail: '/anlaggningar',
      search: '/kop-bil/alla-bilar-i-lager',
    },
    theme: 'default',
    font: 'inter',
    map: { defaultLatitude: 59.3293, defaultLongitude: 18.0686, defaultZoomLevel: 10 },
    allowIndexing: true,
    flags: {},
    ...overrides,
  }
}
