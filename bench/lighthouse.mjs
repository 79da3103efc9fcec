// Lighthouse mobile performance of the page types the issue tracker aims at (home, car list, car
// detail, a brand store, the UK list), on the production build, in Debian's Chromium. Prints the
// score, LCP, TBT, CLS and transferred bytes per page; asserts nothing. Each page is run once
// first, so the figures are for a page and images served from the caches, as visitors get them.
// Starts its own server on a seeded database unless BENCH_URL points at a running one (its
// sites must answer on <site>.localhost:<port>).
// Usage: npm run bench:lighthouse
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { benchServer } from './server.mjs'

const { base, stop } = await benchServer()
const origin = new URL(base)
const siteUrl = (site, path) => `${origin.protocol}//${site}.localhost:${origin.port}${path}`

async function firstCarPath(site, lang) {
  const res = await fetch(`${base}/api/cars/list?site=${site}&lang=${lang}&limit=1&sc_site=${site}`)
  return (await res.json()).cards[0].href
}

const targets = [
  { name: 'home (hedin-se)', url: siteUrl('hedin-se', '/') },
  { name: 'car list (hedin-se)', url: siteUrl('hedin-se', '/kop-bil/alla-bilar-i-lager') },
  { name: 'car detail (hedin-se)', url: siteUrl('hedin-se', await firstCarPath('hedin-se', 'sv')) },
  { name: 'brand store (brand-se)', url: siteUrl('brand-se', '/') },
  { name: 'UK list (hedin-uk)', url: siteUrl('hedin-uk', '/buy-car/used-cars') },
]

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
})

const rows = []
try {
  for (const target of targets) {
    const run = () =>
      lighthouse(target.url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' })
    // A first run fills the page cache and the optimised-image cache at the sizes a phone asks
    // for, as earlier visitors have for a real one; the second is measured.
    await run()
    const { lhr } = await run()
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
    rows.push({
      page: target.name,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      'LCP s': (audit('largest-contentful-paint') / 1000).toFixed(2),
      'TBT ms': Math.round(audit('total-blocking-time')),
      CLS: audit('cumulative-layout-shift').toFixed(3),
      'FCP s': (audit('first-contentful-paint') / 1000).toFixed(2),
      'bytes KB': Math.round(audit('total-byte-weight') / 1024),
    })
  }
} finally {
  chrome.kill()
  stop()
}

console.log('Lighthouse mobile (simulated slow 4G, 4x CPU slowdown), pages served from the cache:')
console.table(rows)
console.log('Aim: score >= 95, LCP < 2.0 s, TBT < 100 ms')
