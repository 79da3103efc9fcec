// What abuse costs the visitors (issue 15 item 13): the home page's requests/s and latency on the
// production build alone, then while 4 clients send the most expensive search the limits allow
// (every filter at its 200-value cap, all car-list facets, a 200-character keyphrase, the deepest
// page), and the ratio; then the lead drain time of 200 leads against a hub that hangs on 5 % of
// its calls (bench/lead-drain.mjs). Figures only, no assertions. Starts its own server on a
// seeded database (per-address limits raised, as the e2e server has them, so the abusers reach
// the engine) unless BENCH_URL points at a running one.
//
//   npm run bench:abuse [-- --seconds 10]
import { spawnSync } from 'node:child_process'
import { request } from 'node:http'
import autocannon from 'autocannon'
import { benchServer } from './server.mjs'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > -1 ? Number(process.argv[i + 1]) : fallback
}
const seconds = Math.min(arg('seconds', 10), 60)
const CAR_LIST_FACETS = [
  'car_brand>car_model',
  'car_is_used',
  'car_body',
  'car_fuel',
  'car_gearbox',
  'car_drive',
  'car_color',
  'car_site_city',
  'car_campaigns',
  'car_price',
  'car_campaign_price',
  'car_mileage',
  'car_power',
  'car_year',
  'car_loan_monthly_cost',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
].map((name) => ({ name, sort_order: 'asc' }))

/** 200 values a filter (the cap), made-up ones beside real ones, so nothing is answered early. */
const values = (real) => [...real, ...Array.from({ length: 200 - real.length }, (_, i) => `${real[0]}-${i}`)]

const expensiveSearch = JSON.stringify({
  index: 'cars',
  facets: CAR_LIST_FACETS,
  filters: {
    'car_brand>car_model': values(['Volvo', 'BMW', 'Volkswagen', 'Kia', 'Audi', 'Toyota']),
    car_fuel: values(['El', 'Diesel', 'Bensin', 'Laddhybrid']),
    car_body: values(['SUV', 'Kombi', 'Sedan', 'Halvkombi']),
    car_color: values(['Svart', 'Vit', 'Grå', 'Blå']),
    car_gearbox: values(['Automat', 'Manuell']),
    car_campaigns: values(['Vinter']),
    car_site_city: values(['Göteborg', 'Stockholm', 'Uppsala']),
    'car_id.neq': values(['1']),
    car_price: [0, 5_000_000],
    car_mileage: [0, 1_000_000],
  },
  keyphrase: 'volvo bmw kombi automat dragkrok diesel svart 2022 '.repeat(4).slice(0, 200),
  offset: 9_976,
  limit: 24,
  sort_name: 'car_price_asc',
})

function post(url, body) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

const run = (options) => new Promise((resolve, reject) => autocannon(options, (e, r) => (e ? reject(e) : resolve(r))))
const line = (label, r) =>
  `${label.padEnd(34)} ${(r.requests.total / r.duration).toFixed(1).padStart(8)} req/s  p50 ${String(r.latency.p50).padStart(5)} ms  p99 ${String(r.latency.p99).padStart(6)} ms  non-2xx ${r.non2xx}`

const { base, stop } = await benchServer()
try {
  const probe = await post(`${base}/api/search`, expensiveSearch)
  if (probe.status !== 200)
    throw new Error(`the expensive search answered ${probe.status}: ${probe.body.slice(0, 300)}`)
  const single = await run({
    url: `${base}/api/search`,
    method: 'POST',
    body: expensiveSearch,
    headers: { 'content-type': 'application/json' },
    connections: 1,
    duration: Math.max(3, seconds / 2),
  })
  console.log(`retail-cloud abuse benchmark: ${seconds}s per phase, ${base}`)
  console.log(line('most expensive allowed search, 1 client', single))

  const home = { url: `${base}/`, connections: 10, duration: seconds }
  await run({ ...home, duration: 2 }) // the page into the cache
  const alone = await run(home)
  console.log(line('home page, 10 connections', alone))
  const abusers = run({
    url: `${base}/api/search`,
    method: 'POST',
    body: expensiveSearch,
    headers: { 'content-type': 'application/json' },
    connections: 4,
    duration: seconds + 2,
  })
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const underAbuse = await run(home)
  const abuse = await abusers
  console.log(line('home page while 4 clients search', underAbuse))
  console.log(line('  the 4 searching clients', abuse))
  console.log(
    `home p50 under abuse / alone: ${(underAbuse.latency.p50 / Math.max(1, alone.latency.p50)).toFixed(2)}x (aim: within 1.5x)`,
  )
} finally {
  stop()
}

console.log('\nlead drain (bench/lead-drain.mjs):')
spawnSync(process.execPath, ['bench/lead-drain.mjs'], { stdio: 'inherit' })
