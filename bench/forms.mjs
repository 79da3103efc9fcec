// Forms (issue 23): comhub submissions per second and p50/p99 of one submission, the time from
// acceptance (202) to the lead at the hub, and the sell-car valuation's p50, against BENCH_URL
// or the production build on a fresh seeded database (bench/server.mjs, BENCH_PORT). The hub is
// a local fake on LEAD_HUB_PORT (3199, where scripts/e2e-server.sh points LEAD_HUB_URL).
// Usage: npm run bench:forms [-- --rounds 200 --concurrency 20]
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { performance } from 'node:perf_hooks'
import { benchServer } from './server.mjs'

const arg = (name, fallback) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback
const rounds = arg('rounds', 200)
const concurrency = arg('concurrency', 20)
const hubPort = Number(process.env.LEAD_HUB_PORT ?? 3199)

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
const line = (name, values, target) =>
  console.log(
    `${name.padEnd(26)} p50 ${pct(values, 50).toFixed(1).padStart(7)} ms   p99 ${pct(values, 99).toFixed(1).padStart(7)} ms   (n=${values.length}${target ? `, aim p50 < ${target} ms` : ''})`,
  )

/** The fake lead hub: when each submission id arrived. */
const arrived = new Map()
const hub = createServer((req, res) => {
  let text = ''
  req.on('data', (chunk) => (text += chunk))
  req.on('end', () => {
    try {
      arrived.set(JSON.parse(text).formSubmissionId, performance.now())
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}')
    } catch {
      res.writeHead(400).end()
    }
  })
})
await new Promise((resolve, reject) => hub.once('error', reject).listen(hubPort, '127.0.0.1', resolve))

const osloTomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(
  new Date(Date.now() + 86_400_000),
)
let serial = 0
/** A distinct submission each time (the same words twice in a minute would be one lead). */
function body(kind) {
  serial++
  const common = { formSubmissionId: randomUUID(), website: '', fillMs: 20_000 }
  if (kind === 'sell-car') {
    return {
      site: 'hedin-se',
      json: {
        formName: 'sell-car',
        ...common,
        values: {
          regno: 'ABC123',
          milage: String(1000 + serial),
          customerName: `Bench ${serial}`,
          customerPhone: '070-123 45 67',
          customerEmail: `bench-${serial}@example.com`,
          selectedOption: serial % 2 ? 'sell' : 'tradeIn',
        },
      },
    }
  }
  return {
    site: 'hedin-no',
    json: {
      formName: 'service-booking-no',
      ...common,
      values: {
        siteId: '2102',
        services: ['Service'],
        customerName: `Bench ${serial}`,
        customerPhone: '412 34 567',
        customerEmail: `bench-${serial}@example.com`,
        regno: 'AB12345',
        date: osloTomorrow,
        gdpr: true,
      },
    },
  }
}

async function submit(base, kind) {
  const { site, json } = body(kind)
  const started = performance.now()
  const res = await fetch(`${base}/api/forms/comhub?sc_site=${site}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  })
  const text = await res.text()
  const accepted = performance.now()
  if (res.status !== 202) throw new Error(`${kind}: ${res.status} ${text.slice(0, 200)}`)
  return { id: json.formSubmissionId, ms: accepted - started, accepted }
}

const { base, stop } = await benchServer()
try {
  console.log(
    `forms against ${base}: ${rounds} submissions one at a time, then ${rounds * 2} with ${concurrency} at once\n`,
  )
  const serialTimes = []
  const accepted = []
  for (let i = 0; i < rounds; i++) {
    const r = await submit(base, i % 2 ? 'service-booking-no' : 'sell-car')
    serialTimes.push(r.ms)
    accepted.push(r)
  }
  line('comhub POST (one at a time)', serialTimes, 30)

  const started = performance.now()
  const parallelTimes = []
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < rounds * 2) {
        const i = next++
        const r = await submit(base, i % 2 ? 'service-booking-no' : 'sell-car')
        parallelTimes.push(r.ms)
        accepted.push(r)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  line(`comhub POST (${concurrency} at once)`, parallelTimes)
  console.log(`comhub submissions/s        ${(parallelTimes.length / seconds).toFixed(0)}`)

  // Acceptance to inbox: wait up to 30 s for every lead to reach the hub.
  const until = Date.now() + 30_000
  while (Date.now() < until && accepted.some((r) => !arrived.has(r.id))) await new Promise((r) => setTimeout(r, 100))
  const inbox = accepted.filter((r) => arrived.has(r.id)).map((r) => arrived.get(r.id) - r.accepted)
  if (inbox.length) line('acceptance to inbox', inbox, 1000)
  console.log(`leads at the hub            ${inbox.length} of ${accepted.length}`)

  const valuations = []
  for (let i = 0; i < rounds; i++) {
    const t = performance.now()
    const res = await fetch(`${base}/api/sell-car/valuation?regno=ABC123&milage=${4000 + i}&sc_site=hedin-se`)
    await res.text()
    if (res.status !== 200) throw new Error(`valuation: ${res.status}`)
    valuations.push(performance.now() - t)
  }
  line('valuation GET', valuations, 50)
} finally {
  hub.close()
  stop()
}
