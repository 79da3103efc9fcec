// Requests/s and latency of home pages, the car list (unfiltered and filtered) and a 404
// against the production build on loopback, and the first-load JavaScript of the car list.
// Starts its own server on a seeded database unless BENCH_URL points at a running one.
// Usage: npm run bench:pages [-- --seconds 10 --connections 10]
import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > -1 ? Number(process.argv[i + 1]) : fallback
}
const seconds = Math.min(arg('seconds', 10), 60)
const connections = Math.min(arg('connections', 10), 100)
const port = Number(process.env.BENCH_PORT ?? 3200)
let base = process.env.BENCH_URL
let server

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await sleep(500)
  }
  throw new Error(`server at ${url} did not come up`)
}

if (!base) {
  base = `http://127.0.0.1:${port}`
  server = spawn('bash', ['scripts/e2e-server.sh', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  await waitFor(`${base}/healthz`, 600_000)
}

const targets = [
  { name: 'home page (hedin-se)', path: '/', host: 'hedin-se.localhost' },
  { name: 'home page (hedin-uk)', path: '/', host: 'hedin-uk.localhost' },
  { name: 'car list (hedin-se)', path: '/kop-bil/alla-bilar-i-lager', host: 'hedin-se.localhost' },
  {
    name: 'car list, filtered',
    path: '/kop-bil/alla-bilar-i-lager?car_brand=BMW&car_brand=Volvo&car_price=150000&car_price=600000&sort=car_price_asc',
    host: 'hedin-se.localhost',
  },
  { name: '404 page (hedin-se)', path: '/finns-inte', host: 'hedin-se.localhost' },
]

/** A car page of the seeded stock: the first car the list API answers for the site. */
async function carPath(site, lang) {
  const res = await fetch(`${base}/api/cars/list?site=${site}&lang=${lang}&limit=1`, {
    headers: { host: `${site}.localhost` },
  })
  const body = await res.json()
  return body.cards[0].href
}

/** The gzip size of every script a page loads before any interaction. */
async function firstLoadJs(path, host) {
  const html = await (await fetch(base + path, { headers: { host } })).text()
  // noModule scripts are legacy-browser polyfills that current browsers do not download.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((match) => !/noModule/i.test(match[0]))
  const sources = [...new Set(tags.map((match) => match[1]))]
  let raw = 0
  let gzip = 0
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, base), { headers: { host } })).arrayBuffer())
    raw += body.length
    gzip += gzipSync(body, { level: 9 }).length
  }
  return { scripts: sources.length, raw, gzip }
}

try {
  const carDetail = { name: 'car detail (hedin-se)', path: await carPath('hedin-se', 'sv'), host: 'hedin-se.localhost' }
  targets.splice(4, 0, carDetail, {
    name: 'car not found (404)',
    path: '/kop-bil/999999999/volvo-xc60',
    host: 'hedin-se.localhost',
  })
  console.log(`retail-cloud page benchmark: ${seconds}s per target, ${connections} connections, ${base}`)
  for (const target of targets) {
    // Warm the caches first, as a running site would be.
    for (let i = 0; i < 5; i++) await fetch(base + target.path, { headers: { host: target.host } })
    const result = await autocannon({
      url: base + target.path,
      connections,
      duration: seconds,
      headers: { host: target.host },
    })
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([code, s]) => `${code}×${s.count}`)
      .join(' ')
    console.log(
      `${target.name.padEnd(24)} ${result.requests.average.toFixed(1).padStart(8)} req/s   p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   errors ${result.errors}   ${statuses}`,
    )
  }
  for (const page of [
    { name: 'car list', path: '/kop-bil/alla-bilar-i-lager', host: 'hedin-se.localhost' },
    { name: 'home page', path: '/', host: 'hedin-se.localhost' },
    { name: 'car detail', path: carDetail.path, host: carDetail.host },
  ]) {
    const js = await firstLoadJs(page.path, page.host)
    console.log(
      `first-load JavaScript, ${page.name.padEnd(10)} ${(js.gzip / 1024).toFixed(1).padStart(7)} KB gzip   ${(js.raw / 1024).toFixed(1).padStart(7)} KB raw   ${js.scripts} scripts`,
    )
  }
} finally {
  if (server) process.kill(-server.pid, 'SIGTERM')
}
