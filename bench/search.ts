/**
 * Search benchmark: builds car indexes of each size on each engine and prints build time,
 * memory, ingest documents per second and latency percentiles for a fixed workload, including
 * queries near a place (the dealer sites within 50 km, as the car list's near-me filters); then
 * the search box's parse time per phrase.
 *
 *   npm run bench:search
 *   npm run bench:search -- --sizes 10000 --engines memory --iterations 200
 *
 * The PostgreSQL engine needs a server (default postgres://postgres@127.0.0.1:5432/postgres,
 * or BENCH_DATABASE_URL); the benchmark creates a scratch database and drops it afterwards.
 * Figures are printed, never asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { generateCars, generateDealerSites } from '../data/inventory'
import { distanceKm } from '../src/modules/geo/haversine'
import { parseGeocoord } from '../src/modules/geo/parse-geocoord'
import { parseSearchText, type Vocabulary } from '../src/modules/search/search-text'
import type { SearchEngine, SearchStore } from '../src/modules/search/engine'
import { createMemoryEngine } from '../src/modules/search/engines/memory'
import { createPostgresEngine } from '../src/modules/search/engines/postgres'
import { CAR_LIST_FACETS } from '../src/modules/search/facets'
import { ingestDocuments } from '../src/modules/search/ingest'
import { planQuery } from '../src/modules/search/plan'
import { toResponse } from '../src/modules/search/response'
import { openSearchStore } from '../src/modules/search/store/open'

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    engines: { type: 'string', default: 'memory,postgres' },
    iterations: { type: 'string' },
  },
})
const sizes = args.sizes.split(',').map(Number)
const engines = args.engines.split(',') as ('memory' | 'postgres')[]
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

type Car = ReturnType<typeof generateCars>[number]

/** The workload of the issue; each query varies a little per iteration, as visitors do. */
function workload(cars: Car[]): Record<string, (i: number) => unknown> {
  // Swedish cars: one market, so brands, fuels and SEK prices combine into real result sets.
  const swedish = cars.filter((car) => car.car_country_code === 'SE')
  const distinct = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))]
  const brands = distinct(swedish.map((car) => car.car_brand)).slice(0, 8)
  const fuels = distinct(swedish.map((car) => car.car_fuel))
  const bodies = distinct(swedish.map((car) => car.car_body))
  const latestYear = Math.max(...swedish.map((car) => car.car_year ?? 0))
  // Near a place: the Swedish dealer sites within 50 km of Stockholm, as list-near computes them.
  const stockholm = { lat: 59.334, lng: 18.063 }
  const nearby = generateDealerSites()
    .filter((site) => site.country_code === 'SE')
    .filter((site) => {
      const point = parseGeocoord(site.site_geocoord)
      return point !== null && distanceKm(stockholm, point) <= 50
    })
    .map((site) => site.site_id)
  const phrases = swedish
    .filter((car) => car.car_version)
    .slice(0, 20)
    .map((car) => `${car.car_brand} ${car.car_model} ${car.car_version!.split(' ')[0]!.slice(0, 3)}`)
  // The same query with and without the radius, so the two figures compare the geo filter alone.
  const brandAndPrice = (i: number) => ({
    index: 'cars',
    facets: CAR_LIST_FACETS,
    limit: 48,
    filters: {
      car_country_code: ['SE'],
      'car_brand>car_model': [brands[i % brands.length]!],
      car_price: [100_000 + (i % 10) * 10_000, 600_000],
    } as Record<string, unknown[]>,
  })
  return {
    'no filter, all facets': () => ({ index: 'cars', facets: CAR_LIST_FACETS, limit: 48 }),
    'brand + 2 fuels + price, all facets': (i) => ({
      index: 'cars',
      facets: CAR_LIST_FACETS,
      limit: 48,
      filters: {
        car_country_code: ['SE'],
        'car_brand>car_model': [brands[i % brands.length]!],
        car_fuel: [fuels[i % fuels.length]!, fuels[(i + 1) % fuels.length]!],
        car_price: [100_000 + (i % 10) * 10_000, 600_000],
      },
    }),
    '3-word keyphrase + 1 filter': (i) => ({
      index: 'cars',
      facets: CAR_LIST_FACETS,
      limit: 48,
      keyphrase: phrases[i % phrases.length],
      filters: { car_country_code: ['SE'] },
    }),
    // Swedish mileages are in mil (10 km).
    'body + years + ranges, by mileage': (i) => ({
      index: 'cars',
      facets: CAR_LIST_FACETS,
      limit: 48,
      sort_name: 'car_mileage_asc',
      filters: {
        car_country_code: ['SE'],
        car_body: [bodies[i % bodies.length]!],
        car_year: [latestYear - 4 - (i % 3), latestYear],
        car_price: [150_000, 400_000 + (i % 5) * 50_000],
        car_mileage: [0, 3_000 + (i % 4) * 1_000],
      },
    }),
    'brand + price, all facets': (i) => brandAndPrice(i),
    'same, near Stockholm (50 km)': (i) => ({
      ...brandAndPrice(i),
      filters: { ...brandAndPrice(i).filters, car_site_id: nearby },
    }),
    'near Stockholm only, all facets': () => ({
      index: 'cars',
      facets: CAR_LIST_FACETS,
      limit: 48,
      filters: { car_country_code: ['SE'], car_site_id: nearby },
    }),
    'deep page by price': (i) => ({
      index: 'cars',
      limit: 48,
      offset: 48 * (15 + (i % 5)),
      sort_name: 'car_price_asc',
    }),
  }
}

function percentile(sorted: number[], p: number): string {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!.toFixed(2)
}

async function time(engine: SearchEngine, cars: Car[], iterations: number): Promise<void> {
  for (const [name, query] of Object.entries(workload(cars))) {
    for (let i = 0; i < 10; i++) {
      const plan = planQuery(query(i))
      toResponse(plan, await engine.execute(plan))
    }
    const times: number[] = []
    for (let i = 0; i < iterations; i++) {
      const started = performance.now()
      const plan = planQuery(query(i))
      toResponse(plan, await engine.execute(plan))
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    console.log(
      `    ${name.padEnd(38)} p50 ${percentile(times, 0.5).padStart(7)} ms   p95 ${percentile(times, 0.95).padStart(7)} ms   p99 ${percentile(times, 0.99).padStart(7)} ms`,
    )
  }
}

function usedMemory(): number {
  ;(globalThis as { gc?: () => void }).gc?.()
  const usage = process.memoryUsage()
  return usage.heapUsed + usage.external
}

async function ingest(store: SearchStore, cars: Car[]): Promise<void> {
  const started = performance.now()
  const summary = await ingestDocuments(store, 'cars', cars, { mode: 'replace' })
  const seconds = (performance.now() - started) / 1000
  if (summary.rejected.length > 0) throw new Error(`generator produced invalid cars: ${summary.rejected[0]!.reason}`)
  console.log(
    `    ingest                                 ${Math.round(cars.length / seconds)} documents/s (${seconds.toFixed(1)} s)`,
  )
}

async function benchMemory(cars: Car[]): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-search-'))
  const store = await openSearchStore(`file:${path.join(dir, 'search.db')}`)
  try {
    console.log(`  in-process engine (store: SQLite)`)
    await ingest(store, cars)
    const before = usedMemory()
    const started = performance.now()
    const engine = await createMemoryEngine(store, { pollMs: 3_600_000 })
    const buildMs = performance.now() - started
    const bytes = usedMemory() - before
    console.log(`    build (load + index)                   ${(buildMs / 1000).toFixed(2)} s`)
    console.log(
      `    memory                                 ${(bytes / 2 ** 20).toFixed(0)} MiB, ${((bytes / 2 ** 20) * (10_000 / cars.length)).toFixed(1)} MiB per 10,000 cars`,
    )
    await time(engine, cars, Number(args.iterations ?? 300))
    await engine.close()
  } finally {
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

async function benchPostgres(cars: Car[]): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  const database = `bench_search_${process.pid}`
  await admin.query(`CREATE DATABASE ${database}`)
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  const store = await openSearchStore(url.toString())
  try {
    console.log(`  PostgreSQL engine (store: PostgreSQL)`)
    await ingest(store, cars)
    const started = performance.now()
    const engine = await createPostgresEngine({ connectionString: url.toString(), store, syncMs: 3_600_000 })
    await engine.refresh()
    console.log(`    build (projection + indexes)           ${((performance.now() - started) / 1000).toFixed(2)} s`)
    const size = await new pg.Client({ connectionString: url.toString() })
    await size.connect()
    const { rows } = await size.query<{ bytes: string }>(
      `SELECT sum(pg_total_relation_size(c.oid))::bigint AS bytes FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema')`,
    )
    await size.end()
    const mib = Number(rows[0]!.bytes) / 2 ** 20
    console.log(
      `    database size (store + projection)     ${mib.toFixed(0)} MiB, ${(mib * (10_000 / cars.length)).toFixed(1)} MiB per 10,000 cars`,
    )
    await time(engine, cars, Number(args.iterations ?? 100))
    await engine.close()
  } finally {
    await store.close()
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await admin.end()
  }
}

/** The search box's parse time per phrase, on a vocabulary of the Swedish stock of `cars`. */
function benchParse(cars: Car[]): void {
  const swedish = cars.filter((car) => car.car_country_code === 'SE')
  const distinct = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))]
  const modelsByBrand = new Map<string, string[]>()
  for (const car of swedish) {
    const models = modelsByBrand.get(car.car_brand) ?? []
    if (car.car_model && !models.includes(car.car_model)) models.push(car.car_model)
    modelsByBrand.set(car.car_brand, models)
  }
  const vocabulary: Vocabulary = {
    values: {
      car_brand: [...modelsByBrand.keys()],
      car_model: distinct(swedish.map((car) => car.car_model)),
      car_fuel: distinct(swedish.map((car) => car.car_fuel)),
      car_body: distinct(swedish.map((car) => car.car_body)),
      car_gearbox: distinct(swedish.map((car) => car.car_gearbox)),
      car_drive: distinct(swedish.map((car) => car.car_drive)),
      car_color: distinct(swedish.map((car) => car.car_color)),
      car_site_city: distinct(swedish.map((car) => car.car_site_city)),
      car_equipment: distinct(swedish.flatMap((car) => car.car_equipment ?? [])),
      car_is_used: ['false', 'true'],
    },
    modelsByBrand,
  }
  const phrases = [
    'elbil',
    'Merc kombi dragkrok',
    'begagnad BMW automat',
    'elbil under 300 000 i Uppsala',
    'volov xc60 från 2020 max 2000 mil',
    'begagnad volvo v60 kombi diesel automat dragkrok max 1500 mil från 2019 under 250 000 kr i Västerås',
    'panorama skinnklädsel navigation backkamera',
    'x'.repeat(200),
  ]
  const options = { lang: 'sv' as const, marketLang: 'sv' as const, distanceUnit: 'mil' as const }
  console.log(`  search box parse (Swedish vocabulary: ${vocabulary.values.car_model!.length} models)`)
  for (const phrase of phrases) {
    for (let i = 0; i < 200; i++) parseSearchText(phrase, vocabulary, options)
    const times: number[] = []
    for (let i = 0; i < 2000; i++) {
      const started = performance.now()
      parseSearchText(phrase, vocabulary, options)
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const name = phrase.length > 38 ? `${phrase.slice(0, 35)}...` : phrase
    console.log(
      `    ${name.padEnd(38)} p50 ${percentile(times, 0.5).padStart(7)} ms   p99 ${percentile(times, 0.99).padStart(7)} ms`,
    )
  }
}

for (const size of sizes) {
  const started = performance.now()
  const cars = generateCars({ count: size, seed: 1 })
  console.log(
    `\n${size.toLocaleString('en')} cars (generated in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  )
  for (const engine of engines) {
    if (engine === 'memory') await benchMemory(cars)
    else await benchPostgres(cars)
  }
  if (size === sizes.at(-1)) benchParse(cars)
}
