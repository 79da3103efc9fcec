// Per page type: requests/s and latency of the app against the production build on loopback,
// beside a static server in this process sending the very bytes the app answered (same status,
// content type and encoding), so the ratio app/static shows what rendering costs; then the page's
// first-load JavaScript (gzip sum of its <script src> chunks), its HTML size and the share of
// that HTML which is inline flight data (the `self.__next_f.push` scripts). Figures only, no
// assertions. Starts its own server on a seeded database unless BENCH_URL points at a running one.
// Usage: npm run bench:pages [-- --seconds 10 --connections 10 --only 'car list,tyre hotel']
import { readdirSync, readFileSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { benchServer } from './server.mjs'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > -1 ? Number(process.argv[i + 1]) : fallback
}
const seconds = Math.min(arg('seconds', 10), 60)
const connections = Math.min(arg('connections', 10), 100)
/** `--only "tyre hotel,car list"`: just the page types whose names contain one of these. */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1].split(',') : null

/** Targets printed beside the figures (issue 14); not asserted. */
const TARGET_JS_CONTENT_KB = 120
const TARGET_JS_APP_KB = 170
const TARGET_HTML_KB = 150

const { base, stop } = await benchServer()

/**
 * A GET with this Host header, as autocannon sends it (fetch() replaces the Host header with the
 * URL's, so every site would answer as the default one); no Accept-Encoding, so the body is raw.
 */
function get(url, host) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** A car page of the seeded stock: the first car the list API answers for the site. */
async function carPath(site, lang) {
  const res = await get(`${base}/api/cars/list?site=${site}&lang=${lang}&limit=1`, `${site}.localhost`)
  return JSON.parse(res.body.toString()).cards[0].href
}

const se = 'hedin-se.localhost'
/** `kind` picks the first-load JS target: content pages, or the car list and detail apps. */
const pages = [
  { name: 'content/home hedin-se', path: '/', host: se, kind: 'content' },
  { name: 'home hedin-uk', path: '/', host: 'hedin-uk.localhost', kind: 'content' },
  { name: 'brand store brand-se', path: '/', host: 'brand-se.localhost', kind: 'content' },
  { name: 'car list', path: '/kop-bil/alla-bilar-i-lager', host: se, kind: 'app' },
  {
    name: 'car list, filtered',
    path: '/kop-bil/alla-bilar-i-lager?car_brand=BMW&car_brand=Volvo&car_price=150000&car_price=600000&sort=car_price_asc',
    host: se,
    kind: 'app',
  },
  { name: 'car detail', path: null, host: se, kind: 'app' },
  { name: 'UK list', path: '/buy-car/used-cars', host: 'hedin-uk.localhost', kind: 'app' },
  { name: 'dealer list', path: '/anlaggningar', host: se, kind: 'app' },
  { name: 'dealer page', path: '/anlaggningar/hedin-automotive-barkarby', host: se, kind: 'app' },
  { name: 'locator charge-se', path: '/laddstationer', host: 'charge-se.localhost', kind: 'app' },
  { name: 'locator, nearest', path: '/laddstationer?near=59.3293,18.0686', host: 'charge-se.localhost', kind: 'app' },
  { name: 'locator pickup-se', path: '/hitta-aterforsaljare', host: 'pickup-se.localhost', kind: 'app' },
  { name: 'locator hedin-se', path: '/hitta-anlaggning', host: se, kind: 'app' },
  { name: 'stories list', path: '/news-and-events', host: 'hedin-uk.localhost', kind: 'content' },
  {
    name: 'stories list, tag',
    path: '/news-and-events?tag=events&tag=electric',
    host: 'hedin-uk.localhost',
    kind: 'content',
  },
  {
    name: 'story article',
    path: '/news-and-events/ev-open-weekend-birmingham',
    host: 'hedin-uk.localhost',
    kind: 'content',
  },
  { name: 'service booking', path: '/service-och-verkstad/boka-bilverkstad', host: se, kind: 'app' },
  { name: 'tyre hotel', path: '/service-och-verkstad/dackhotell', host: se, kind: 'app' },
  { name: 'sell-car hedin-se', path: '/salj-bil', host: se, kind: 'app' },
  { name: '404', path: '/finns-inte', host: se, kind: 'content' },
  // The kits tool: private, rendered per request with a session (issue 23).
  {
    name: 'kits tool hedin-fi',
    path: '/varustepaketit?user=bench&dealer=B1&unit=U1&transactionId=bench-1',
    host: 'hedin-fi.localhost',
    kind: 'app',
  },
].filter((page) => !only || only.some((part) => page.name.includes(part)))

/** The response as autocannon gets it (same request headers), to replay from the static server. */
async function capture(page) {
  const res = await get(base + page.path, page.host)
  const headers = { 'content-length': String(res.body.length) }
  for (const name of ['content-type', 'content-encoding', 'vary', 'cache-control']) {
    if (res.headers[name]) headers[name] = res.headers[name]
  }
  return { status: res.status, headers, body: res.body }
}

/** A node:http server answering every request with one captured response. */
async function staticServer(captured) {
  const srv = createServer((req, res) => {
    res.writeHead(captured.status, captured.headers)
    res.end(captured.body)
  })
  await new Promise((resolve) => srv.listen(0, '127.0.0.1', resolve))
  return { srv, url: `http://127.0.0.1:${srv.address().port}` }
}

async function load(url, path, host) {
  const result = await autocannon({ url: url + path, connections, duration: seconds, headers: { host } })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    statuses: Object.entries(result.statusCodeStats ?? {})
      .map(([code, s]) => `${code}×${s.count}`)
      .join(' '),
  }
}

const gzipCache = new Map()
async function gzipSum(sources, host) {
  let gzip = 0
  for (const source of sources) {
    if (!gzipCache.has(source)) {
      gzipCache.set(source, gzipSync((await get(new URL(source, base), host)).body, { level: 9 }).length)
    }
    gzip += gzipCache.get(source)
  }
  return gzip
}

/**
 * The gzip size of the scripts the page's HTML loads before any interaction: its `<script src>`
 * chunks, and apart from them the chunks of server-rendered next/dynamic parts, which the HTML
 * names in `<link rel="preload" as="script">` and the browser runs to hydrate those parts.
 */
async function firstLoadJs(html, host) {
  // noModule scripts are legacy-browser polyfills that current browsers do not download.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((match) => !/noModule/i.test(match[0]))
  const sources = [...new Set(tags.map((match) => match[1].replaceAll('&amp;', '&')))]
  const preloads = [...html.matchAll(/<link[^>]+as="script"[^>]*>/g)]
    .map((match) => match[0].match(/href="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&'))
    .filter((source) => source && !sources.includes(source))
  return {
    scripts: sources.length,
    gzip: await gzipSum(sources, host),
    preloads: new Set(preloads).size,
    preloadGzip: await gzipSum(new Set(preloads), host),
  }
}

/** The bytes of the inline `self.__next_f.push(...)` scripts: the page's flight data. */
function flightBytes(html) {
  let bytes = 0
  for (const match of html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g)) bytes += match[0].length
  return bytes
}

/**
 * The map's own download, which no page loads before the map nears the viewport: the build's
 * chunks holding MapLibre or Google's loader, and the offline basemap's style and layers.
 */
async function mapFigures() {
  const dir = '.next/static/chunks'
  let chunks = 0
  let gzip = 0
  try {
    for (const file of readdirSync(dir, { recursive: true })) {
      if (!String(file).endsWith('.js')) continue
      const body = readFileSync(`${dir}/${file}`)
      if (!/maplibre|googleapis\.com\/maps|supercluster/i.test(body.toString())) continue
      chunks++
      gzip += gzipSync(body, { level: 9 }).length
    }
  } catch {
    // no local build (BENCH_URL elsewhere): the chunk figure is left out
  }
  const style = await get(`${base}/api/maps/style`, se)
  const layers = []
  for (const source of Object.values(JSON.parse(style.body.toString()).sources ?? {})) {
    if (typeof source.data !== 'string') continue
    const body = (await get(new URL(source.data, base).href, se)).body
    layers.push({ url: source.data, raw: body.length, gzip: gzipSync(body, { level: 9 }).length })
  }
  return { chunks, gzip, layers }
}

const kb = (bytes) => (bytes / 1024).toFixed(1)
const pad = (value, width) => String(value).padStart(width)

try {
  const carDetail = pages.find((page) => page.path === null)
  if (carDetail) carDetail.path = await carPath('hedin-se', 'sv')
  console.log(`retail-cloud page benchmark: ${seconds}s per target and server, ${connections} connections, ${base}`)
  console.log(
    `targets (not asserted): first-load JS < ${TARGET_JS_CONTENT_KB} KB gzip on content pages, < ${TARGET_JS_APP_KB} KB on the car list and detail; HTML < ${TARGET_HTML_KB} KB`,
  )
  const rows = []
  for (const page of pages) {
    // Warm the caches first, as a running site would be.
    for (let i = 0; i < 5; i++) await get(base + page.path, page.host)
    const captured = await capture(page)
    const app = await load(base, page.path, page.host)
    const { srv, url } = await staticServer(captured)
    let stat
    try {
      stat = await load(url, page.path, page.host)
    } finally {
      srv.close()
    }
    const html = captured.body.toString()
    const js = await firstLoadJs(html, page.host)
    const htmlBytes = Buffer.byteLength(html)
    rows.push({
      page,
      app,
      stat,
      js,
      htmlBytes,
      htmlGzip: gzipSync(html, { level: 9 }).length,
      flight: flightBytes(html),
    })
    console.log(
      `${page.name.padEnd(22)} app ${pad(app.rps.toFixed(1), 7)} req/s p50 ${pad(app.p50, 4)} p99 ${pad(app.p99, 5)} ms ${app.statuses}${app.errors ? ` errors ${app.errors}` : ''}` +
        ` | static ${pad(stat.rps.toFixed(0), 6)} req/s p50 ${pad(stat.p50, 3)} p99 ${pad(stat.p99, 4)} ms` +
        ` | app/static ${(app.rps / stat.rps).toFixed(3)}`,
    )
  }
  console.log(
    '\npage                   first-load JS gzip: <script src> + preloaded islands = total (target)   HTML raw   HTML gzip   flight share',
  )
  for (const { page, js, htmlBytes, htmlGzip, flight } of rows) {
    const target = page.kind === 'app' ? TARGET_JS_APP_KB : TARGET_JS_CONTENT_KB
    console.log(
      `${page.name.padEnd(22)} ${pad(kb(js.gzip), 6)} KB (${pad(js.scripts, 2)}) + ${pad(kb(js.preloadGzip), 5)} KB (${pad(js.preloads, 2)})` +
        ` = ${pad(kb(js.gzip + js.preloadGzip), 6)} KB (${target})` +
        `       ${pad(kb(htmlBytes), 7)} KB ${pad(kb(htmlGzip), 7)} KB   ${pad(((flight / htmlBytes) * 100).toFixed(0), 3)} %`,
    )
  }
  // Sitemaps of the seeded stock: the first request builds the file (unless an earlier one did),
  // the next ones read it from the cache. bench/sitemaps.ts gives the figures at 100,000 cars.
  console.log('\nsitemap                first request   cached (p50 of 5)   size')
  for (const path of ['/sitemap.xml', '/sitemap-cars-1.xml', '/feeds/vehicles.xml']) {
    const times = []
    let bytes = 0
    for (let i = 0; i < 6; i++) {
      const started = performance.now()
      const res = await get(base + path, se)
      times.push(performance.now() - started)
      bytes = res.body.length
    }
    const cached = times.slice(1).sort((a, b) => a - b)[2]
    console.log(
      `${path.padEnd(22)} ${pad(times[0].toFixed(1), 8)} ms   ${pad(cached.toFixed(1), 8)} ms        ${pad(kb(bytes), 7)} KB`,
    )
  }
  const map = await mapFigures()
  console.log(`\nmap chunks (lazy, in no first load): ${map.chunks} files, ${kb(map.gzip)} KB gzip`)
  const total = map.layers.reduce((sum, layer) => sum + layer.gzip, 0)
  for (const layer of map.layers)
    console.log(`basemap ${layer.url.padEnd(36)} ${pad(kb(layer.raw), 7)} KB raw ${pad(kb(layer.gzip), 6)} KB gzip`)
  console.log(`basemap total ${kb(total)} KB gzip (target 500)`)
} finally {
  stop()
}
