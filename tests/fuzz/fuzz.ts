import { request as httpRequest } from 'node:http'

/**
 * Malformed requests against a running production build (issue 15, item 2): first the classes
 * that answered 5xx before (replayed as they were found), then a seeded random mix of malformed
 * paths, query strings, headers, methods and bodies over every API route and page family.
 * A request fails the run when it answers 5xx, or when a JSON route answers an error that is not
 * JSON. The same seed sends the same requests.
 */

export type FuzzRequest = {
  method: string
  /** Path and query exactly as sent, malformed escapes included. */
  path: string
  host?: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** Send the body in chunks with no Content-Length. */
  chunked?: boolean
  /** Which family it belongs to, for the summary. */
  family: string
}

export type FuzzResult = { request: FuzzRequest; status: number; contentType: string; body: string; error?: string }

// ---- a small seeded generator ----------------------------------------------------------------

export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Rng = () => number
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!
const chance = (rng: Rng, p: number) => rng() < p

// ---- what is sent --------------------------------------------------------------------------------

const SITES = ['hedin-se', 'hedin-no', 'hedin-fi', 'hedin-sk', 'hedin-uk', 'brand-se', 'rnautomotive', 'pickup-se']
const CMS_COLLECTIONS = [
  'pages',
  'sites',
  'media',
  'users',
  'dictionary-entries',
  'leads',
  'search-alerts',
  'search-alert-accounts',
  'redirects',
  'not-found-paths',
  'payload-preferences',
  'payload-locked-documents',
  'payload-migrations',
]
const PAGE_PATHS = [
  '/',
  '/kop-bil',
  '/kop-bil/alla-bilar-i-lager',
  '/kop-bil/13000013',
  '/kop-bil/13000013/renault-austral',
  '/kop-bil/99999999999/x',
  '/en',
  '/sv/meista',
  '/buy-car/used-cars',
  '/nope',
  '/Kontakty',
  '/bilar?vehicletype=PB',
  '/verksted/%2F%2Fevil.example',
  '/used/%5Cevil.example',
  '/anlaggningar/1/hedin-bil-%E2%80%AE',
  '/-/media/old-brochure.pdf',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemap-cars-1.xml',
  '/sitemap-cars-99999.xml',
  '/sitemap-pages-2.xml',
  '/feeds/vehicles.xml',
  '/feeds/vehicles.csv',
  '/feeds/vehicles.json',
  '/images/inventory/%2e%2e%2fsecret.txt',
  '/feed.xml',
  '/sv/atom.xml',
  '/livet-med-bil?tag=elbil&after=%ZZ',
  '/livet-med-bil/finns-inte',
  '/healthz',
  // the kits tool (hedin-fi): no session, a session with garbage filters, a bad signature
  '/varustepaketit',
  '/varustepaketit?user=u&dealer=d&kitCategory=%00&retailPrice=abc&retailPrice=1e309&fitment_make.neq=&page=-1',
  '/varustepaketit?user=u&dealer=d&auto=%E2%80%AE&exp=1e309&sig=x&keyphrase=' + 'x'.repeat(500),
]

/** Segments that broke a dynamic route or a CMS id before. */
const BAD_SEGMENTS = [
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%00',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '__proto__',
  'constructor',
  '1e309',
  'abc',
  '-1',
  '0',
  '0x10',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  'x'.repeat(3000),
  '%F0%9F%9A%97',
  "'%20OR%201=1--",
  '<script>',
  '',
]
const BAD_NUMBERS = ['1e309', '-1e309', 'NaN', 'Infinity', '-1', '0', '1.5', 'abc', '', '99999999999999999999', '0x1f']
const WHERE_OPERATORS = [
  'equals',
  'near',
  'within',
  'intersects',
  'in',
  'not_in',
  'like',
  'exists',
  'greater_than',
  'all',
  'bogus',
]
const WHERE_FIELDS = ['id', 'title', 'site', 'createdAt', 'slug', 'path', 'email', 'nope', 'and', 'or', '__proto__']
const CONTENT_TYPES = [
  'application/json',
  'Application/JSON; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  '',
]
const ODD_METHODS = ['TRACE', 'PROPFIND', 'PURGE', 'REPORT', 'LOCK', 'SEARCH']

function badValue(rng: Rng): string {
  return pick(rng, [...BAD_NUMBERS, ...BAD_SEGMENTS.slice(0, 12), 'true', '[]', '{}', 'null', '%ZZ'])
}

function badQuery(rng: Rng): string {
  const parts: string[] = []
  const n = 1 + Math.floor(rng() * 3)
  for (let i = 0; i < n; i++) {
    switch (Math.floor(rng() * 9)) {
      case 0:
        parts.push(`page=${badValue(rng)}`)
        break
      case 1:
        parts.push(`limit=${badValue(rng)}`)
        break
      case 2:
        parts.push(`depth=${badValue(rng)}`)
        break
      case 3: {
        const field = pick(rng, WHERE_FIELDS)
        const op = pick(rng, WHERE_OPERATORS)
        parts.push(
          chance(rng, 0.3)
            ? `where[${field}][${op}][0]=${badValue(rng)}&where[${field}][${op}][1]=2`
            : `where[${field}][${op}]=${badValue(rng)}`,
        )
        break
      }
      case 4:
        parts.push(pick(rng, ['where=abc', 'where={"id":{"equals":[1]}}', 'data=%7B', 'sort[a]=b', 'locale[x]=1']))
        break
      case 5:
        parts.push(
          `${pick(rng, ['offset', 'since', 'facets', 'condition', 'lang', 'site', 'sc_site', 'id', 'ids'])}=${badValue(rng)}`,
        )
        break
      case 6:
        parts.push(`car_brand=${'x'.repeat(Math.floor(rng() * 500))}`)
        break
      case 7:
        parts.push(
          `${pick(rng, ['item', 'text', 'keyphrase', 'quoteRef'])}=${encodeURIComponent(pick(rng, BAD_SEGMENTS))}`,
        )
        break
      default:
        parts.push('%ZZ=%ZZ')
    }
  }
  return parts.join('&')
}

function jsonBody(rng: Rng): string {
  switch (Math.floor(rng() * 12)) {
    case 0:
      return ''
    case 1:
      return '{'
    case 2:
      return 'null'
    case 3:
      return '[]'
    case 4:
      return '"string"'
    case 5:
      return `${'['.repeat(5000)}${']'.repeat(5000)}`
    case 6:
      return JSON.stringify({
        index: pick(rng, ['cars', 'sites', 'nope', 1]),
        filters: { car_brand: Array(300).fill('BMW') },
      })
    case 7:
      return JSON.stringify({ index: 'cars', keyphrase: 'x'.repeat(500), offset: 1e9, limit: -1 })
    case 8:
      return JSON.stringify({
        query: pick(rng, ['subscription { x }', '{', 'query { ...A } fragment A on Query { ...A }']),
      })
    case 9:
      return JSON.stringify({ __proto__: { polluted: true }, constructor: { prototype: {} }, email: 'a', password: 1 })
    case 10:
      return '\u00ff\u00fe{"a":1}'
    default:
      return JSON.stringify({ a: badValue(rng), b: [badValue(rng)], c: { d: badValue(rng) } })
  }
}

/** A body over the JSON APIs' 64 KB, or over the CMS's document cap. */
const oversized = (bytes: number) => `{"a":"${'x'.repeat(bytes)}"}`

function multipart(fields: Record<string, string>, boundary = 'fuzzboundary'): { body: string; type: string } {
  const body =
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}--\r\n`
  return { body, type: `multipart/form-data; boundary=${boundary}` }
}

const json = { 'content-type': 'application/json' }

/** The classes of issue 15 item 1, each as it was found. */
export function knownClasses(): FuzzRequest[] {
  const list: FuzzRequest[] = []
  const add = (family: string, method: string, path: string, extra: Partial<FuzzRequest> = {}) =>
    list.push({ family, method, path, ...extra })
  for (const path of [
    '/',
    '/api/search',
    '/api/pages',
    '/healthz',
    '/-/media/x',
    '/kop-bil',
    '/admin',
    '/api/graphql',
  ]) {
    add('method', 'TRACE', path)
  }
  for (const path of [
    '/api/inventory-images/%ZZ',
    '/api/autos-on-show/%ZZ',
    '/admin/%ZZ',
    '/-/media/%ZZ',
    '/api/pages/%ZZ',
    '/sitecore/api/%ZZ',
  ]) {
    add('escape', 'GET', path)
  }
  for (const path of ['/api/graphql', '/sitecore/api/graph']) {
    add('graphql', 'POST', path, { headers: json, body: 'not json' })
    add('graphql', 'POST', path, { headers: json, body: JSON.stringify({ query: 'subscription { x }' }) })
    add('graphql', 'POST', path, {
      headers: json,
      body: JSON.stringify({
        query: 'query { Pages { docs { ...A } } } fragment A on Page { ...B } fragment B on Page { ...A }',
      }),
    })
    add('graphql', 'POST', path, { headers: json, body: oversized(100 * 1024), chunked: true })
  }
  for (const id of ['abc', '1e309', '__proto__']) add('cms-id', 'GET', `/api/pages/${id}`)
  for (const query of ['page=1e309', 'limit=1e309', 'page=-1', 'depth=1e309', 'where=abc']) {
    add('cms-query', 'GET', `/api/pages?${query}`)
  }
  for (const op of ['near', 'within', 'intersects']) add('cms-where', 'GET', `/api/pages?where[title][${op}]=1,2`)
  add('cms-where', 'GET', '/api/pages?where[id][equals][0]=1&where[id][equals][1]=2')
  add('cms-where', 'GET', '/api/pages?where[id][in]=abc')
  add('cms-where', 'GET', '/api/pages?where[site][equals]=abc')
  add('cms-where', 'GET', '/api/pages?where[createdAt][greater_than]=xyz')
  const badPayload = multipart({ _payload: 'not json', alt: 'x' })
  add('cms-body', 'POST', '/api/media', { headers: { 'content-type': badPayload.type }, body: badPayload.body })
  add('cms-body', 'POST', '/api/pages', { headers: json, body: 'not json' })
  add('cms-body', 'POST', '/api/users/verify/abc')
  const login = multipart({ email: 'fuzz@example.com', password: 'x' })
  add('cms-body', 'POST', '/api/users/login', { headers: { 'content-type': login.type }, body: login.body })
  add('cms-body', 'POST', '/api/users/forgot-password', { headers: json, body: '{}' })
  add('cms-body', 'POST', '/api/users/logout')
  add('cms-body', 'POST', '/api/pages', { headers: json, body: oversized(3 * 1024 * 1024), chunked: true })
  add('cms-body', 'POST', '/api/graphql', {
    headers: { ...json, 'content-length': String(100 * 1024 * 1024) },
    body: '',
  })
  for (const path of ['/api/payload-migrations', '/api/payload-migrations/1']) add('cms-hidden', 'GET', path)
  for (const path of ['/api/media/file/x', '/-/media/x', '/-/jssmedia/x']) add('media', 'GET', path)
  add('layout', 'GET', '/sitecore/api/layout/render/jss?item=/nope&sc_site=hedin-se')
  add('layout', 'GET', '/sitecore/api/layout/render/jss?item=/&sc_site=nope')
  add('body-limit', 'POST', '/api/search', { headers: json, body: oversized(70 * 1024) })
  add('body-limit', 'POST', '/api/search', { headers: json, body: oversized(70 * 1024), chunked: true })
  add('body-limit', 'POST', '/api/tracking/page-view', { headers: json, body: oversized(600 * 1024), chunked: true })
  add('search-cost', 'POST', '/api/search', {
    headers: json,
    body: JSON.stringify({
      index: 'cars',
      filters: { car_model: Array.from({ length: 36_000 }, (_, i) => `BMW>X${i}`) },
    }),
  })
  for (const method of ['PUT', 'DELETE', 'PATCH', 'GET']) add('wrong-method', method, '/api/search')
  const session = { user: 'u', dealer: 'd', unit: 'n', transactionId: 't', auto: 'a' }
  add('automaster', 'POST', '/api/automaster?sc_site=hedin-fi', { headers: json, body: 'not json' })
  add('automaster', 'POST', '/api/automaster?sc_site=hedin-fi', { headers: json, body: JSON.stringify({ cart: [] }) })
  add('automaster', 'POST', '/api/automaster?sc_site=hedin-fi', {
    headers: json,
    body: JSON.stringify({ ...session, cart: Array.from({ length: 101 }, (_, i) => ({ kitId: `k${i}` })) }),
  })
  add('automaster', 'POST', '/api/automaster?sc_site=hedin-fi', {
    headers: json,
    body: JSON.stringify({ ...session, cart: [{ kitId: 'no-such-kit' }] }),
  })
  add('automaster', 'POST', '/api/automaster?sc_site=hedin-se', {
    headers: json,
    body: JSON.stringify({ ...session, cart: [{ kitId: { $ne: 1 } }] }),
  })
  add('automaster', 'POST', '/api/automaster', { headers: json, body: oversized(40 * 1024) })
  add('kits', 'GET', '/api/kits/list?site=hedin-fi&lang=fi&user=u&dealer=d&retailPrice=x&kitCategory=%00&limit=1e309')
  add('kits', 'GET', '/api/kits/list?site=hedin-se&lang=sv&user=u&dealer=d')
  return list
}

/** JSON routes: each as (method, path) with what a valid call would roughly send. */
const API_ROUTES: { method: string; path: (rng: Rng) => string; body?: boolean; family: string }[] = [
  { family: 'search', method: 'POST', path: () => '/api/search', body: true },
  { family: 'ingest', method: 'POST', path: () => '/api/search/ingest', body: true },
  { family: 'cars', method: 'GET', path: (rng) => `/api/cars/list?site=${pick(rng, SITES)}&lang=sv&${badQuery(rng)}` },
  { family: 'cars', method: 'GET', path: (rng) => `/api/cars/search-box?site=${pick(rng, SITES)}&${badQuery(rng)}` },
  // The search box's words and the near-me state: any text, any point, radius or place.
  {
    family: 'cars',
    method: 'GET',
    path: (rng) =>
      `/api/cars/search-box?site=${pick(rng, SITES)}&lang=${badValue(rng)}&text=${badValue(rng)}%20under%20${badValue(rng)}`,
  },
  {
    family: 'cars',
    method: 'GET',
    path: (rng) =>
      `/api/cars/list?site=${pick(rng, SITES)}&lang=sv&near=${badValue(rng)},${badValue(rng)}&radius=${badValue(rng)}&place=${badValue(rng)}&sort=distance&keyphrase=${badValue(rng)}`,
  },
  { family: 'cars', method: 'GET', path: (rng) => `/api/cars/slug?site=hedin-se&id=${badValue(rng)}` },
  { family: 'cars', method: 'GET', path: (rng) => `/api/cars/compare?site=hedin-se&lang=sv&ids=${badValue(rng)}` },
  { family: 'finance', method: 'POST', path: () => '/api/codeweaver/default', body: true },
  { family: 'finance', method: 'POST', path: () => '/api/codeweaver/cfd', body: true },
  { family: 'finance', method: 'GET', path: (rng) => `/api/codeweaver/legal?quoteRef=${badValue(rng)}` },
  { family: 'images', method: 'GET', path: (rng) => `/api/autos-on-show/${pick(rng, BAD_SEGMENTS)}` },
  { family: 'images', method: 'GET', path: (rng) => `/api/inventory-images/${pick(rng, BAD_SEGMENTS)}` },
  { family: 'images', method: 'GET', path: (rng) => `/images/inventory/${pick(rng, BAD_SEGMENTS)}` },
  { family: 'sitemaps', method: 'GET', path: (rng) => `/api/sitemap/${pick(rng, BAD_SEGMENTS)}` },
  { family: 'feeds', method: 'GET', path: (rng) => `/api/vehicle-feeds/${pick(rng, BAD_SEGMENTS)}?${badQuery(rng)}` },
  { family: 'tracking', method: 'POST', path: () => '/api/tracking/page-view', body: true },
  { family: 'tracking', method: 'POST', path: () => '/api/tracking/not-found', body: true },
  { family: 'sites-map', method: 'GET', path: (rng) => `/api/sites-map?${badQuery(rng)}` },
  { family: 'places', method: 'GET', path: (rng) => `/api/places/suggest?q=${badValue(rng)}&${badQuery(rng)}` },
  { family: 'places', method: 'GET', path: (rng) => `/api/places/geocode?q=${badValue(rng)}&${badQuery(rng)}` },
  {
    family: 'places',
    method: 'GET',
    path: (rng) => `/api/places/reverse?lat=${badValue(rng)}&lng=${badValue(rng)}&${badQuery(rng)}`,
  },
  {
    family: 'dealers',
    method: 'GET',
    path: (rng) =>
      `/api/dealers/resolve?site=${pick(rng, [...SITES, 'nope', ''])}&lang=${badValue(rng)}&path=/${pick(rng, BAD_SEGMENTS)}&slug=${badValue(rng)}&${badQuery(rng)}`,
  },
  {
    family: 'stories',
    method: 'GET',
    path: (rng) =>
      `/api/stories?site=${pick(rng, [...SITES, 'nope', ''])}&lang=${pick(rng, ['sv', 'en', 'xx'])}&index=/${pick(rng, ['livet-med-bil', ...BAD_SEGMENTS])}&tag=${badValue(rng)}&first=${badValue(rng)}&after=${badValue(rng)}&${badQuery(rng)}`,
  },
  {
    family: 'locator',
    method: 'GET',
    path: (rng) =>
      `/api/locator/${pick(rng, ['locations', 'suggest', 'geocode'])}?site=${pick(rng, ['charge-se', 'pickup-se', 'hedin-se', 'nope', ''])}&lang=${pick(rng, ['sv', 'fi', 'xx', ''])}&near=${badValue(rng)}&q=${badValue(rng)}&${badQuery(rng)}`,
  },
  { family: 'maps', method: 'GET', path: (rng) => `/api/maps/basemap/${pick(rng, BAD_SEGMENTS)}?${badQuery(rng)}` },
  { family: 'maps', method: 'GET', path: (rng) => `/api/maps/style?${badQuery(rng)}` },
  { family: 'redirects', method: 'GET', path: (rng) => `/api/redirects-map?version=${badValue(rng)}&${badQuery(rng)}` },
  {
    family: 'redirects',
    method: 'GET',
    path: (rng) =>
      `/api/redirects/${pick(rng, ['export', 'lint'])}?site=${pick(rng, [...SITES, 'nope', ''])}&${badQuery(rng)}`,
  },
  {
    family: 'redirects',
    method: 'POST',
    path: (rng) =>
      `/api/redirects/import?site=${pick(rng, [...SITES, 'nope'])}&mode=${badValue(rng)}&dryRun=${badValue(rng)}`,
    body: true,
  },
  {
    family: 'layout',
    method: 'GET',
    path: (rng) =>
      `/sitecore/api/layout/render/jss?item=/${pick(rng, BAD_SEGMENTS)}&sc_site=${pick(rng, [...SITES, 'nope', ''])}&${badQuery(rng)}`,
  },
  {
    family: 'layout',
    method: 'GET',
    path: (rng) => `/sitecore/api/${pick(rng, BAD_SEGMENTS)}/${pick(rng, BAD_SEGMENTS)}`,
  },
  // service booking (issue 21): plates, coordinates, codes, dates, cursors and tokens out of shape
  { family: 'booking', method: 'GET', path: (rng) => `/api/mechmate/car/${pick(rng, BAD_SEGMENTS)}` },
  {
    family: 'booking',
    method: 'GET',
    path: (rng) =>
      `/api/mechmate/${pick(rng, ['services', 'addons'])}/${pick(rng, ['ABC123', ...BAD_SEGMENTS])}?lat=${badValue(rng)}&lng=${badValue(rng)}`,
  },
  {
    family: 'booking',
    method: 'GET',
    path: (rng) =>
      `/api/mechmate/departments/closestAvailable?regNo=${badValue(rng)}&serviceOfferings=${badValue(rng)}&latitude=${badValue(rng)}&longitude=${badValue(rng)}&cursor=${badValue(rng)}`,
  },
  {
    family: 'booking',
    method: 'GET',
    path: (rng) =>
      `/api/mechmate/timeslots/from/${pick(rng, ['ABC123', ...BAD_SEGMENTS])}/${pick(rng, BAD_SEGMENTS)}/${badValue(rng)}/?serviceOfferings=${badValue(rng)}`,
  },
  { family: 'booking', method: 'POST', path: () => '/api/mechmate/book', body: true },
  { family: 'booking', method: 'GET', path: (rng) => `/api/mechmate/authorized-workshop/${pick(rng, BAD_SEGMENTS)}` },
  {
    family: 'booking',
    method: 'GET',
    path: (rng) =>
      `/api/mechmate/prices/${pick(rng, ['ABC123', ...BAD_SEGMENTS])}/${badValue(rng)}/${pick(rng, BAD_SEGMENTS)}?serviceOfferings=${badValue(rng)}`,
  },
  {
    family: 'booking',
    method: 'GET',
    path: (rng) => `/api/mechmate/bookings/${pick(rng, BAD_SEGMENTS)}`,
  },
  { family: 'automaster', method: 'POST', path: () => '/api/automaster?sc_site=hedin-fi', body: true },
  {
    family: 'kits',
    method: 'GET',
    path: (rng) => `/api/kits/list?site=hedin-fi&lang=fi&user=u&dealer=d&${badQuery(rng)}`,
  },
  { family: 'kits', method: 'GET', path: (rng) => `/api/kits/stock/${pick(rng, BAD_SEGMENTS)}` },
  { family: 'graphql', method: 'POST', path: (rng) => pick(rng, ['/api/graphql', '/sitecore/api/graph']), body: true },
  { family: 'graphql', method: 'GET', path: (rng) => `/api/graphql-playground?${badQuery(rng)}` },
  {
    family: 'cms',
    method: 'GET',
    path: (rng) => `/api/${pick(rng, CMS_COLLECTIONS)}/${pick(rng, BAD_SEGMENTS)}?${badQuery(rng)}`,
  },
  { family: 'cms', method: 'GET', path: (rng) => `/api/${pick(rng, CMS_COLLECTIONS)}?${badQuery(rng)}` },
  {
    family: 'cms',
    method: 'GET',
    path: (rng) =>
      `/api/${pick(rng, CMS_COLLECTIONS)}/${pick(rng, ['count', 'versions', 'access', 'file', 'init', 'me', 'verify'])}/${pick(rng, BAD_SEGMENTS)}?${badQuery(rng)}`,
  },
  {
    family: 'cms',
    method: 'POST',
    path: (rng) => `/api/${pick(rng, CMS_COLLECTIONS)}${pick(rng, ['', '/1', '/abc', '/1/duplicate', '/access/1'])}`,
    body: true,
  },
  {
    family: 'cms',
    method: 'PATCH',
    path: (rng) =>
      `/api/${pick(rng, CMS_COLLECTIONS)}${pick(rng, ['', '/1', '/1e309', '/__proto__'])}?${badQuery(rng)}`,
    body: true,
  },
  {
    family: 'cms',
    method: 'DELETE',
    path: (rng) => `/api/${pick(rng, CMS_COLLECTIONS)}${pick(rng, ['', '/1', '/abc'])}?${badQuery(rng)}`,
  },
  // The tyre hotel (issue 22): plates, tokens and codes of every shape, bodies of every kind.
  {
    family: 'tirehotel',
    method: 'GET',
    path: (rng) => `/api/tirehotel/authorization/search?regNo=${badValue(rng)}&${badQuery(rng)}`,
  },
  {
    family: 'tirehotel',
    method: 'POST',
    path: (rng) => `/api/tirehotel/authorization/login?encryptedPhoneNumber=${badValue(rng)}`,
  },
  {
    family: 'tirehotel',
    method: 'POST',
    path: (rng) => `/api/tirehotel/authorization/validate?authToken=${badValue(rng)}&otpToken=${badValue(rng)}`,
  },
  { family: 'tirehotel', method: 'POST', path: () => '/api/tirehotel/authorization/logout' },
  {
    family: 'tirehotel',
    method: 'POST',
    path: (rng) =>
      `/api/tirehotel/booking/${pick(rng, ['GetTimeslotDays', 'GetTimeslots'])}?workshopIdentifier=${badValue(rng)}`,
    body: true,
  },
  {
    family: 'tirehotel',
    method: 'POST',
    path: (rng) => `/api/tirehotel/booking/create?departmentIdentifier=${badValue(rng)}`,
    body: true,
  },
  { family: 'tirehotel', method: 'POST', path: () => '/api/tirehotel/booking/cancel', body: true },
  { family: 'tirehotel', method: 'GET', path: () => '/api/tirehotel/booking/upcoming' },
  { family: 'tirehotel', method: 'GET', path: (rng) => `/api/tirehotel/booking/ics?id=${badValue(rng)}` },
  { family: 'tirehotel', method: 'POST', path: () => '/api/tirehotel/review/addReview', body: true },
  {
    family: 'tirehotel',
    method: 'GET',
    path: (rng) =>
      `/api/tirehotel/vehicle/${pick(rng, ['history', 'photo'])}?regNo=${badValue(rng)}&set=${badValue(rng)}&n=${badValue(rng)}`,
  },
  { family: 'cms', method: 'GET', path: (rng) => `/api/globals/${pick(rng, BAD_SEGMENTS)}` },
  // Saved-search alerts (issue 18 item 6): sign-ups, forged links of every shape, favourites.
  { family: 'search-alerts', method: 'POST', path: () => '/api/alerts', body: true },
  { family: 'search-alerts', method: 'POST', path: () => '/api/alerts/confirm', body: true },
  {
    family: 'search-alerts',
    method: 'POST',
    path: (rng) => `/api/alerts/unsubscribe${pick(rng, ['', `?token=${badValue(rng)}`])}`,
    body: true,
  },
  { family: 'search-alerts', method: 'GET', path: (rng) => `/api/alerts/unsubscribe?token=${badValue(rng)}` },
  { family: 'search-alerts', method: 'PUT', path: () => '/api/alerts/favourites', body: true },
  { family: 'search-alerts', method: 'GET', path: (rng) => `/api/alerts/favourites?${badQuery(rng)}` },
  // Forms of issue 23: the sell-car valuation (a rate-limited family).
  {
    family: 'valuation',
    method: 'GET',
    path: (rng) => `/api/sell-car/valuation?regno=${badValue(rng)}&milage=${badValue(rng)}&sc_site=${pick(rng, SITES)}`,
  },
  {
    family: 'media',
    method: 'GET',
    path: (rng) => `${pick(rng, ['/api/media/file/', '/-/media/', '/-/jssmedia/'])}${pick(rng, BAD_SEGMENTS)}`,
  },
]

/** Forms and login, which a per-address rate limit guards: a few requests, all malformed. */
function limitedRoutes(rng: Rng): FuzzRequest[] {
  const list: FuzzRequest[] = []
  for (let i = 0; i < 12; i++) {
    list.push({
      family: 'forms',
      method: 'POST',
      path: `/api/forms/comhub?sc_site=${pick(rng, SITES)}`,
      headers: { 'content-type': pick(rng, CONTENT_TYPES) },
      body: jsonBody(rng),
    })
  }
  // Issue 23: the other form doors, malformed (each is limited per address, and per form).
  const formsFamily = (path: string, headers: Record<string, string>, body: string | Buffer) =>
    list.push({ family: 'forms', method: 'POST', path, headers, body })
  for (let i = 0; i < 3; i++) {
    formsFamily(
      `/api/forms/submit?sc_site=${pick(rng, SITES)}`,
      { 'content-type': pick(rng, CONTENT_TYPES) },
      jsonBody(rng),
    )
    formsFamily(`/api/jotform?sc_site=${pick(rng, SITES)}`, { 'content-type': 'application/json' }, jsonBody(rng))
    const upload = multipart({
      photo: pick(rng, ['not an image', '\u00ff\u00d8\u00ff broken']),
      formSubmissionId: badValue(rng),
    })
    formsFamily(
      `/api/forms/uploads?sc_site=${pick(rng, SITES)}`,
      { 'content-type': i % 2 ? upload.type : pick(rng, CONTENT_TYPES) },
      upload.body,
    )
  }
  for (let i = 0; i < 4; i++) {
    const form = multipart({ email: 'fuzz@example.com', password: 'x' })
    list.push({
      family: 'login',
      method: 'POST',
      path: '/api/users/login',
      headers: { 'content-type': i % 2 ? form.type : 'application/json' },
      body: i % 2 ? form.body : '{',
    })
  }
  return list
}

/**
 * Families a per-address rate limit may guard (issue 15, item 4), which the browser specs use
 * from the same address: a small share of the mix, a few hundred requests in all.
 */
const RATE_LIMITED = new Set(['search', 'cars', 'tracking', 'booking', 'tirehotel', 'automaster', 'valuation'])
const LIMITED_ROUTES = API_ROUTES.filter((route) => RATE_LIMITED.has(route.family))
const OPEN_ROUTES = API_ROUTES.filter((route) => !RATE_LIMITED.has(route.family))

function apiRequest(rng: Rng): FuzzRequest {
  const route = pick(rng, chance(rng, 0.06) ? LIMITED_ROUTES : OPEN_ROUTES)
  let method = route.method
  const roll = rng()
  if (roll < 0.08) method = pick(rng, ODD_METHODS)
  else if (roll < 0.18) method = pick(rng, ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
  const request: FuzzRequest = { family: route.family, method, path: route.path(rng) }
  if (route.body || chance(rng, 0.1)) {
    request.headers = { 'content-type': chance(rng, 0.7) ? 'application/json' : pick(rng, CONTENT_TYPES) }
    if (route.family === 'ingest' && chance(rng, 0.5)) request.headers['x-api-key'] = 'e2e-ingest-key-0123456789'
    if (chance(rng, 0.05)) request.body = oversized(70 * 1024)
    else if (chance(rng, 0.05) && route.family === 'cms') {
      const form = multipart({ _payload: pick(rng, ['not json', '[]', '{"alt":"x"}', '']), alt: 'x' })
      request.headers['content-type'] = form.type
      request.body = form.body
    } else request.body = jsonBody(rng)
    request.chunked = chance(rng, 0.2)
  }
  if (chance(rng, 0.1)) {
    request.headers = {
      ...request.headers,
      [pick(rng, ['accept', 'x-http-method-override', 'cookie', 'authorization', 'range', 'if-none-match'])]: pick(
        rng,
        ['GET', '*/*', 'payload-token=abc', 'Bearer x', 'bytes=9-1', '%ZZ', 'JWT abc'],
      ),
    }
  }
  return request
}

function pageRequest(rng: Rng): FuzzRequest {
  const site = pick(rng, [...SITES, 'unknown'])
  let path = pick(rng, PAGE_PATHS)
  const roll = rng()
  if (roll < 0.35) path = `${path === '/' ? '' : path}/${pick(rng, BAD_SEGMENTS)}`
  if (roll > 0.6) path = `${path}?${badQuery(rng)}`
  const method = chance(rng, 0.1) ? pick(rng, ODD_METHODS) : chance(rng, 0.2) ? 'HEAD' : 'GET'
  return { family: 'pages', method, path, host: `${site}.localhost` }
}

function adminRequest(rng: Rng): FuzzRequest {
  return {
    family: 'admin',
    method: chance(rng, 0.2) ? 'TRACE' : 'GET',
    path: `/admin/${pick(rng, ['', 'collections/pages', 'login'])}${chance(rng, 0.6) ? `/${pick(rng, BAD_SEGMENTS.slice(0, 8))}` : ''}`,
  }
}

/** The whole run for a seed: the known classes, then `count` random requests. */
export function fuzzRequests(seed: number, count: number): FuzzRequest[] {
  const rng = random(seed)
  const list = [...knownClasses(), ...limitedRoutes(rng)]
  // Pages render on the server and cost far more than an API error: a tenth of the mix.
  for (let i = 0; i < count; i++) {
    const roll = rng()
    list.push(roll < 0.1 ? pageRequest(rng) : roll < 0.11 ? adminRequest(rng) : apiRequest(rng))
  }
  return list
}

// ---- sending and judging -------------------------------------------------------------------------

export function send(
  base: { host: string; port: number },
  request: FuzzRequest,
  timeoutMs = 30_000,
): Promise<FuzzResult> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...request.headers }
    headers.host = request.host ? `${request.host}:${base.port}` : `127.0.0.1:${base.port}`
    const body = request.body === undefined ? undefined : Buffer.from(request.body)
    if (body && !request.chunked && !('content-length' in headers)) headers['content-length'] = String(body.length)
    if (request.chunked) headers['transfer-encoding'] = 'chunked'
    const req = httpRequest(
      // A connection each: a socket the server closed after refusing a body is never reused.
      {
        host: base.host,
        port: base.port,
        method: request.method,
        path: request.path,
        headers,
        timeout: timeoutMs,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          // Keep the start only: enough to tell JSON, never a page's whole HTML in memory.
          if (size < 64 * 1024) chunks.push(chunk)
          size += chunk.length
        })
        res.on('end', () =>
          resolve({
            request,
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        res.on('error', (error) => resolve({ request, status: 0, contentType: '', body: '', error: error.message }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', (error) => resolve({ request, status: 0, contentType: '', body: '', error: error.message }))
    if (body && request.chunked) {
      // Several chunks, as a client streaming an upload would send them.
      for (let at = 0; at < body.length; at += 16 * 1024) req.write(body.subarray(at, at + 16 * 1024))
      req.end()
    } else req.end(body)
  })
}

const JSON_ROUTE = /^\/(api|sitecore\/api|-)\//

/** The path the server routes: dot segments (`%2e%2e` too) resolved as URL parsing does. */
function routedPath(path: string): string {
  try {
    return new URL(path.split('?', 1)[0]!, 'http://fuzz').pathname
  } catch {
    return path
  }
}

/** Why a result fails the run, or null. */
export function verdict(result: FuzzResult): string | null {
  const { request, status } = result
  if (status === 0) {
    // A server that refuses a body without reading it may close the socket under the sender.
    const refused = request.body !== undefined && /EPIPE|ECONNRESET|socket hang up/.test(result.error ?? '')
    return refused ? null : `no answer: ${result.error}`
  }
  if (status >= 500) return `${status} ${result.body.slice(0, 200)}`
  if (status >= 400 && JSON_ROUTE.test(routedPath(request.path)) && request.method !== 'HEAD') {
    if (!/^application\/json/i.test(result.contentType))
      return `${status} with ${result.contentType || 'no content type'}`
    try {
      const parsed = JSON.parse(result.body) as unknown
      if (typeof parsed !== 'object' || parsed === null) return `${status} with a JSON body that is not an object`
    } catch {
      return `${status} with a body that is not JSON`
    }
  }
  return null
}

/** Sends every request, `concurrency` at a time, in order of the list. */
export async function runFuzz(
  base: { host: string; port: number },
  requests: FuzzRequest[],
  concurrency = 4,
): Promise<{
  results: FuzzResult[]
  failures: { result: FuzzResult; reason: string }[]
  byStatus: Map<number, number>
}> {
  const results: FuzzResult[] = new Array(requests.length)
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const i = next++
        results[i] = await send(base, requests[i]!)
      }
    }),
  )
  const failures = results.flatMap((result) => {
    const reason = verdict(result)
    return reason ? [{ result, reason }] : []
  })
  const byStatus = new Map<number, number>()
  for (const { status } of results) byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
  return { results, failures, byStatus }
}

export function summary(byStatus: Map<number, number>): string {
  return [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status === 0 ? 'closed' : status}: ${count}`)
    .join(', ')
}
