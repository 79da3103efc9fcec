// The kits tool at 10,000 kits (issue 23): the page p50/p99 with a session, and the p50/p99 of the
// list API a filter change calls, against the production build. The kits index is replaced by
// 10,000 generated kits through the ingest API first (and restored to the seeded ~400 after).
// Figures only; the aims are printed beside them. Starts its own server on a seeded database
// unless BENCH_URL points at a running one (it needs INGEST_API_KEY, default the e2e server's).
// Usage: npm run bench:kits [-- --seconds 10 --connections 10 --kits 10000]
import { request } from 'node:http'
import autocannon from 'autocannon'
import { generateKits } from '../data/inventory/index.ts'
import { benchServer } from './server.mjs'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > -1 ? Number(process.argv[i + 1]) : fallback
}
const seconds = Math.min(arg('seconds', 10), 60)
const connections = Math.min(arg('connections', 10), 100)
const target = Math.min(arg('kits', 10_000), 20_000)
const AIM_PAGE_MS = 150
const AIM_FILTER_MS = 200
const host = 'hedin-fi.localhost'
const key = process.env.INGEST_API_KEY ?? 'e2e-ingest-key-0123456789'

function send(method, url, body) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
    const headers = { host, 'x-api-key': key, ...(data ? { 'content-type': 'application/json' } : {}) }
    const req = request(url, { method, headers }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(data)
  })
}

/** The seeded generator at `count` kits, fitted to the first 400 Finnish stock cars. */
function kitsOf(count) {
  return generateKits({ fittedCars: 400, count })
}

async function replaceKits(documents) {
  const res = await send('POST', `${base}/api/search/ingest`, { index: 'kits', mode: 'replace', documents })
  if (res.status !== 200) throw new Error(`ingest answered ${res.status}: ${res.body.slice(0, 300)}`)
}

async function measure(path, clients = connections) {
  const result = await autocannon({ url: base + path, connections: clients, duration: seconds, headers: { host } })
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, s]) => `${code}×${s.count}`)
    .join(' ')
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, statuses }
}

const { base, stop } = await benchServer()
try {
  const kits = kitsOf(target)
  const started = Date.now()
  await replaceKits(kits)
  console.log(
    `kits benchmark: ${kits.length} kits ingested in ${Date.now() - started} ms; ${seconds}s per target, ${connections} connections`,
  )
  const session = 'user=bench&dealer=B1&unit=U1&transactionId=bench-1'
  const auto = kits[0].vehicleFitmentSpecifications[0].externalId
  const targets = [
    { name: 'kits page', path: `/varustepaketit?${session}`, aim: AIM_PAGE_MS },
    {
      name: 'kits page, car and filters',
      path: `/varustepaketit?${session}&auto=${auto}&kitCategory=Sis%C3%A4tilat&retailPrice=100&retailPrice=900`,
      aim: AIM_PAGE_MS,
    },
    {
      name: 'filter query',
      path: `/api/kits/list?site=hedin-fi&lang=fi&${session}&kitCategory=Sis%C3%A4tilat&fitment_make.neq=Kia&retailPrice=100&retailPrice=2000`,
      aim: AIM_FILTER_MS,
    },
    {
      name: 'filter query, keyphrase',
      path: `/api/kits/list?site=hedin-fi&lang=fi&${session}&keyphrase=matto&facets=1`,
      aim: AIM_FILTER_MS,
    },
  ]
  const list = await send('GET', base + targets[2].path)
  console.log(`filter query total: ${JSON.parse(list.body).total} kits`)
  console.log(
    'target'.padEnd(30),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'req/s'.padStart(8),
    '  aim     statuses',
  )
  for (const t of targets) {
    await send('GET', base + t.path) // warm
    // One staff member at a time (1 connection) is the tool's use; 10 at once shows the headroom.
    for (const clients of [1, connections]) {
      const r = await measure(t.path, clients)
      const verdict = r.p50 <= t.aim ? 'met' : 'missed'
      console.log(
        `${t.name} ×${clients}`.padEnd(34),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        r.rps.toFixed(0).padStart(8),
        `  <${t.aim} ${verdict}  ${r.statuses}`,
      )
    }
  }
} finally {
  // The seeded kits again, so the server (e2e or a demo) shows what it showed before.
  await replaceKits(generateKits()).catch((error) => console.error('restoring the seeded kits failed', error))
  stop()
}
