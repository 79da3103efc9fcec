/**
 * Ingest benchmark for the in-process index at scale: loads an inventory of demo cars into a
 * SQLite search store (the product default), then
 *
 * - starts the engine as a server does and prints the time to the first HTTP answer, the time
 *   until the index is ready, the longest event-loop stall while it loads, and memory (RSS and
 *   heap) once loaded;
 * - for each batch size, ingests that many cars (half changed prices of existing cars, half new
 *   cars) through the real ingest path while a child process loads an HTTP server in this
 *   process with searches through the real search service (autocannon on loopback), and prints
 *   the longest event-loop stall and the searches served meanwhile (requests/s, p50, p99).
 *
 * - first, what the price context (price history and ratings, src/modules/search/price-context)
 *   adds to an ingest of the whole inventory: a first feed (every rated car is written twice)
 *   and a daily one (2 % of the prices changed), each as a ratio to the same ingest without it.
 *
 *   npm run bench:ingest
 *   npm run bench:ingest -- --size 20000 --batches 1,100,1000 --connections 8
 *   npm run bench:ingest -- --only price
 *
 * It stops by itself; figures are printed, never asserted.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { iterateCars } from '../data/inventory'
import type { SearchRequest } from '../src/modules/search/contract'
import { openMemoryEngine, type MemoryEngine } from '../src/modules/search/engines/memory'
import { CAR_LIST_FACETS } from '../src/modules/search/facets'
import { ingestDocuments } from '../src/modules/search/ingest'
import { createSearchService, type SearchService } from '../src/modules/search/service'
import { openSearchStore } from '../src/modules/search/store/open'

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    batches: { type: 'string', default: '1,100,10000' },
    connections: { type: 'string', default: '4' },
    /** The shortest load window per batch, so a one-car ingest still has searches around it. */
    window: { type: 'string', default: '3000' },
    /** 'price' runs only the price-context figures, 'index' only the rest. */
    only: { type: 'string' },
  },
})
const size = Number(args.size)
const batches = args.batches.split(',').map(Number)
const connections = Number(args.connections)
const windowMs = Number(args.window)

type Car = ReturnType<typeof iterateCars> extends Generator<infer C> ? C : never

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`
const ms = (value: number) => `${value.toFixed(1)} ms`
const gc = () => (globalThis as { gc?: () => void }).gc?.()

function memory(): string {
  gc()
  const usage = process.memoryUsage()
  return `RSS ${mib(usage.rss)}, heap ${mib(usage.heapUsed)}, external ${mib(usage.external)} (array buffers ${mib(usage.arrayBuffers)})`
}

/**
 * The searches the load sends, varied by a counter so the service's 60 s cache rarely answers
 * in the engine's place: a car list with all facets, brand + fuel + price, a keyphrase, a page,
 * and the unfiltered car list (all facets) paged.
 */
function searchRequest(i: number): SearchRequest {
  const brands = ['Volvo', 'Volkswagen', 'BMW', 'Kia', 'Toyota', 'Audi', 'Ford', 'Renault']
  switch (i % 5) {
    case 0:
      return { index: 'cars', facets: [...CAR_LIST_FACETS], limit: 24, filters: { car_price: [i % 997, 2_000_000] } }
    case 1:
      return {
        index: 'cars',
        facets: [...CAR_LIST_FACETS],
        limit: 24,
        filters: {
          'car_brand>car_model': [brands[i % brands.length]!],
          car_fuel: ['El', 'Diesel'],
          car_price: [100_000 + (i % 1000) * 100, 600_000],
        },
      }
    case 2:
      return {
        index: 'cars',
        facets: [...CAR_LIST_FACETS],
        limit: 24,
        keyphrase: `${brands[i % 8]} ${'abcdefgx'[i % 8]}`,
      }
    case 3:
      return { index: 'cars', limit: 24, offset: 24 * (i % 40), sort_name: 'car_price_asc' }
    default:
      return { index: 'cars', facets: [...CAR_LIST_FACETS], limit: 24, offset: 24 * (i % 40) }
  }
}

/** The bench's server: searches through the service, and a health answer saying readiness. */
function startServer(state: { engine?: MemoryEngine; service?: SearchService }): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (url.pathname === '/healthz') {
      const status = state.engine?.status()
      send(status?.ready ? 200 : 503, status ?? { ready: false })
      return
    }
    if (url.pathname === '/search' && state.service) {
      state.service
        .search(searchRequest(Number(url.searchParams.get('i') ?? 0)))
        .then((body) => send(200, { total: body.total_items, hits: body.content.length }))
        .catch((error: unknown) => send(500, { error: String(error) }))
      return
    }
    send(404, {})
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

type LoadResult = { requests: number; seconds: number; p50: number; p99: number; errors: number; non2xx: number }

/**
 * Autocannon in a child process, so the load generator does not share this event loop (in a
 * worker thread autocannon leaves its results unaggregated).
 */
function startLoad(url: string, pathname: string): { stop: () => Promise<LoadResult> } {
  const code = `
    const autocannon = require('autocannon')
    const [url, connections, path] = process.argv.slice(1)
    let i = 0
    const instance = autocannon({
      url, connections: Number(connections), duration: 600,
      requests: [{ setupRequest: (request) => ({ ...request, path: path + (i++) }) }],
    }, (error, result) => {
      process.send(error ? { error: String(error) } : {
        requests: result.requests.total, seconds: result.duration, p50: result.latency.p50,
        p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx,
      }, () => process.exit(0))
    })
    process.on('message', () => instance.stop())
  `
  const child = spawn(process.execPath, ['-e', code, url, String(connections), pathname], {
    cwd: process.cwd(),
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const done = new Promise<LoadResult>((resolve, reject) => {
    child.once('message', (message: LoadResult | { error: string }) =>
      'error' in message ? reject(new Error(message.error)) : resolve(message),
    )
    child.once('error', reject)
  })
  return {
    async stop() {
      child.send('stop')
      return done
    },
  }
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds))

/**
 * The longest event-loop stall while `work` runs: the histogram of a 1 ms sampling timer, and
 * the longest gap between two turns of a timer chain (which also catches a stall that ends
 * the work, before the sampler's late tick is recorded).
 *
 * On a shared machine a turn's wall time includes the time the process waited for a core, so
 * the CPU time this process spent during the longest turn is reported beside it (`cpuMs`, all
 * its threads: JavaScript, collector and I/O): a stall that is mostly waiting shows as wall
 * time far above its CPU time.
 */
async function stalls<T>(
  work: () => Promise<T>,
): Promise<{ result: T; maxMs: number; p99Ms: number; gcMs: number; cpuMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 })
  histogram.enable()
  // The longest garbage-collector pause, to tell a collector stall from a long task.
  let gcMs = 0
  const collector = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs = Math.max(gcMs, entry.duration)
  })
  collector.observe({ entryTypes: ['gc'] })
  let longest = 0
  let longestCpuMs = 0
  let last = performance.now()
  let lastCpu = process.cpuUsage()
  let ticking = true
  const tick = () => {
    const now = performance.now()
    const cpu = process.cpuUsage()
    if (now - last > longest) {
      longest = now - last
      longestCpuMs = (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000
    }
    last = now
    lastCpu = cpu
    if (ticking) setTimeout(tick, 0)
  }
  setTimeout(tick, 0)
  const result = await work()
  await sleep(20)
  ticking = false
  histogram.disable()
  collector.disconnect()
  return {
    result,
    maxMs: Math.max(longest, histogram.max / 1e6),
    p99Ms: histogram.percentile(99) / 1e6,
    gcMs,
    cpuMs: longestCpuMs,
  }
}

/**
 * The price context's cost at `size` cars: the same feeds ingested into two fresh SQLite stores,
 * one with the price context and one without, a first full feed and then a daily full feed
 * (replace) in which 2 % of the cars changed price.
 */
async function priceContextCost(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-price-'))
  try {
    console.log(`\n${size.toLocaleString('en')} demo cars, SQLite search store: the price context's cost`)
    const daily = function* () {
      let i = 0
      for (const car of iterateCars({ count: size, seed: 1 })) {
        // Every 50th car 3 % cheaper: a dealer's repricing.
        const repriced = i++ % 50 === 0 && car.car_price != null
        yield repriced ? { ...car, car_price: Math.round((car.car_price ?? 0) * 0.97) } : car
      }
    }
    const runs: Record<'off' | 'on', { first: number; daily: number; upsert: number; summary?: string }> = {
      off: { first: 0, daily: 0, upsert: 0 },
      on: { first: 0, daily: 0, upsert: 0 },
    }
    for (const mode of ['off', 'on'] as const) {
      const store = await openSearchStore(`file:${path.join(dir, `${mode}.db`)}`)
      const priceContext = mode === 'on'
      const first = await ingestDocuments(store, 'cars', iterateCars({ count: size, seed: 1 }), {
        mode: 'replace',
        priceContext,
        now: new Date('2026-10-01T06:00:00Z'),
      })
      gc()
      const second = await ingestDocuments(store, 'cars', daily(), {
        mode: 'replace',
        priceContext,
        now: new Date('2026-10-02T06:00:00Z'),
      })
      // A dealer system's small upsert through the endpoint: 100 cars repriced.
      const some: unknown[] = []
      for (const car of iterateCars({ count: size, seed: 1 })) {
        if (some.length === 100) break
        if (car.car_price != null) some.push({ ...car, car_price: Math.round(car.car_price * 0.95) })
      }
      gc()
      const upsert = await ingestDocuments(store, 'cars', some, { priceContext, now: new Date('2026-10-03T06:00:00Z') })
      runs[mode] = { first: first.ms, daily: second.ms, upsert: upsert.ms }
      if (first.priceContext && second.priceContext) {
        runs[mode].summary =
          `first: ${first.priceContext.rated.toLocaleString('en')} rated, ${first.priceContext.rewritten.toLocaleString('en')} rewritten, ` +
          `rating step ${ms(first.priceContext.ms)}; daily: ${second.priceContext.rewritten.toLocaleString('en')} rewritten, ` +
          `rating step ${ms(second.priceContext.ms)}`
      }
      await store.close()
      gc()
    }
    const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`
    for (const run of ['first', 'daily'] as const) {
      console.log(
        `  ${run === 'first' ? 'first feed ' : 'daily feed '}                 without ${seconds(runs.off[run])}, with ${seconds(runs.on[run])}: ` +
          `${(runs.on[run] / runs.off[run]).toFixed(2)}x`,
      )
    }
    console.log(
      `  upsert of 100 cars           without ${ms(runs.off.upsert)}, with ${ms(runs.on.upsert)}: ` +
        `${(runs.on.upsert / Math.max(1, runs.off.upsert)).toFixed(1)}x (reads every car's price record)`,
    )
    if (runs.on.summary) console.log(`  price context               ${runs.on.summary}`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-ingest-'))
  const file = `file:${path.join(dir, 'search.db')}`
  const biggest = Math.max(...batches)
  // Kept aside while the inventory streams into the store: cars to change, and new cars.
  const existing: Car[] = []
  const fresh: Car[] = []
  const keepEvery = Math.max(1, Math.floor(size / Math.ceil(biggest / 2 + 1)))
  try {
    console.log(`\n${size.toLocaleString('en')} demo cars, SQLite search store, in-process engine`)
    let started = performance.now()
    const store = await openSearchStore(file)
    let n = 0
    const inventory = (function* () {
      for (const car of iterateCars({ count: size + Math.ceil(biggest / 2), seed: 1 })) {
        if (n < size) {
          if (n % keepEvery === 0) existing.push(car)
          n++
          yield car
        } else fresh.push(car)
      }
    })()
    const summary = await ingestDocuments(store, 'cars', inventory, { mode: 'replace' })
    if (summary.rejected.length > 0) throw new Error(`invalid demo cars: ${summary.rejected[0]!.reason}`)
    console.log(`  feed into the store          ${((performance.now() - started) / 1000).toFixed(1)} s`)
    await store.close()

    // Start-up, as a server process does: the HTTP server answers while the index loads.
    const state: { engine?: MemoryEngine; service?: SearchService } = {}
    const server = await startServer(state)
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    console.log(`  before the index             ${memory()}`)
    started = performance.now()
    let firstAnswer = 0
    const loading = await stalls(async () => {
      const engineStore = await openSearchStore(file)
      const engine = openMemoryEngine(engineStore, { pollMs: 3_600_000 })
      state.engine = engine
      state.service = createSearchService({ engine: async () => engine, logger: { error: () => {} } })
      const probe = async () => {
        for (;;) {
          await new Promise<void>((resolve) => http.get(`${base}/healthz`, (res) => res.resume().on('end', resolve)))
          if (!firstAnswer) firstAnswer = performance.now() - started
          if (engine.status().ready) return
          await sleep(20)
        }
      }
      await Promise.all([engine.loaded, probe()])
      return engineStore
    })
    const readyMs = performance.now() - started
    console.log(`  first HTTP answer            ${ms(firstAnswer)} after start (503 while loading)`)
    console.log(`  index ready                  ${(readyMs / 1000).toFixed(1)} s`)
    console.log(
      `  longest stall while loading  ${ms(loading.maxMs)} (CPU in it ${ms(loading.cpuMs)}, p99 ${ms(loading.p99Ms)}, longest GC pause ${ms(loading.gcMs)})`,
    )
    // Sort orders are prepared right after the load; let that finish before measuring memory.
    await state.engine!.refresh()
    console.log(`  loaded (${state.engine!.status().documents} cars)         ${memory()}`)

    const service = state.service!
    const engineStore = loading.result
    // The same load without an ingest: the stalls the searches cause by themselves.
    const idle = startLoad(base, '/search?i=')
    await sleep(500)
    const idleStalls = await stalls(() => sleep(windowMs))
    const quiet = await idle.stop()
    console.log(
      `  no ingest                    longest stall ${ms(idleStalls.maxMs)} (CPU in it ${ms(idleStalls.cpuMs)}, p99 ${ms(idleStalls.p99Ms)}, GC ${ms(idleStalls.gcMs)}); ` +
        `searches ${(quiet.requests / quiet.seconds).toFixed(0)} req/s, p50 ${ms(quiet.p50)}, p99 ${ms(quiet.p99)}`,
    )

    let round = 0
    for (const count of batches) {
      round++
      const changed = existing.slice(0, Math.ceil(count / 2)).map((car) => ({
        ...car,
        car_price: (car.car_price ?? 100_000) + 1000 * round,
      }))
      const added = fresh.splice(0, count - changed.length)
      const batch = [...changed, ...added]
      const load = startLoad(base, '/search?i=')
      await sleep(500)
      const windowStart = performance.now()
      const measured = await stalls(async () => {
        const ingestStart = performance.now()
        const ingest = await ingestDocuments(engineStore, 'cars', batch)
        const written = performance.now() - ingestStart
        await service.refresh()
        const total = performance.now() - ingestStart
        const rest = windowMs - (performance.now() - windowStart)
        if (rest > 0) await sleep(rest)
        return { ingest, written, total }
      })
      const served = await load.stop()
      const { ingest, written, total } = measured.result
      console.log(
        `  ingest ${String(count).padStart(6)} cars          store ${ms(written)}, visible after ${ms(total)}; ` +
          `longest stall ${ms(measured.maxMs)} (CPU in it ${ms(measured.cpuMs)}, p99 ${ms(measured.p99Ms)}, GC ${ms(measured.gcMs)}); ` +
          `searches meanwhile ${(served.requests / served.seconds).toFixed(0)} req/s, p50 ${ms(served.p50)}, p99 ${ms(served.p99)}` +
          (served.errors + served.non2xx + ingest.rejected.length > 0
            ? ` (${served.errors} errors, ${served.non2xx} non-2xx, ${ingest.rejected.length} rejected)`
            : ''),
      )
    }
    console.log(`  after the ingests            ${memory()}`)
    await state.engine!.close()
    await engineStore.close()
    server.close()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (args.only !== 'index') await priceContextCost()
if (args.only !== 'price') await main()
