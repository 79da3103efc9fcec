/**
 * Every page type of three sites, for the conformance checks (html-validate in
 * tests/e2e/html-validate.spec.ts, the Nu HTML Checker in scripts/nu-check.ts). `car` stands
 * for the site's first car, found through the list API.
 */
export const CAR = 'car'

export const PAGE_TYPES: Record<string, Record<string, string>> = {
  'hedin-se': {
    home: '/',
    'content page': '/om-oss',
    'car list': '/kop-bil/alla-bilar-i-lager',
    'car detail': CAR,
    'dealer list': '/anlaggningar',
    'dealer page': '/anlaggningar/hedin-automotive-barkarby',
    locator: '/hitta-anlaggning',
    'service booking': '/service-och-verkstad/boka-bilverkstad',
    'tyre hotel': '/service-och-verkstad/dackhotell',
    'sell car': '/salj-bil',
    'block library': '/demo/blocks',
    'missing page': '/finns-inte',
    'search alert link': '/search-alerts',
  },
  'hedin-uk': {
    home: '/',
    'car list': '/buy-car/used-cars',
    'car detail': CAR,
    'stories list': '/news-and-events',
    'story article': '/news-and-events/ev-open-weekend-birmingham',
    'block library': '/demo/blocks',
    'missing page': '/not-here',
  },
  'hedin-fi': {
    home: '/',
    'content page': '/meista',
    'content page, Swedish': '/sv/meista',
    'car detail': CAR,
    'block library': '/demo/blocks',
  },
}
