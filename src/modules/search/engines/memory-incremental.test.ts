import { afterEach, describe, expect, it } from 'vitest'
import type { SearchRequest, SearchResponse } from '../contract'
import { carSchema } from '../documents'
import type { SearchStore } from '../engine'
import { CAR_LIST_FACETS } from '../facets'
import { ingestDocuments } from '../ingest'
import { planQuery } from '../plan'
import { toResponse } from '../response'
import { createMemoryStore } from '../store/memory-store'
import { carDocument, createRandom, generateCars, type CarInput } from '../testing/fixture'
import { createMemoryEngine, openMemoryEngine, type MemoryEngine } from './memory'

/**
 * The incremental index must answer exactly as an index built from scratch over the same
 * documents, whatever sequence of ingests led there, and a reader must never see half a batch.
 */

const opened: MemoryEngine[] = []
afterEach(async () => {
  for (const engine of opened.splice(0)) await engine.close()
})

async function open(store: SearchStore, options: Parameters<typeof createMemoryEngine>[1] = {}) {
  const engine = await createMemoryEngine(store, { pollMs: 3_600_000, ...options })
  opened.push(engine)
  return engine
}

async function run(engine: MemoryEngine, request: SearchRequest): Promise<SearchResponse> {
  const plan = planQuery(request)
  return toResponse(plan, await engine.execute(plan))
}

type Random = () => number
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!

const POOL: CarInput[] = generateCars(400, 7)
const json = (car: CarInput) => JSON.stringify(carSchema.parse(car))
const idOf = (car: CarInput) => String(car.car_id)

/** A changed version of a car: what a dealer system sends when a price, model or text changes. */
function mutate(random: Random, car: CarInput): CarInput {
  const other = pick(random, POOL)
  const next: CarInput = { ...car }
  if (random() < 0.5) next.car_price = random() < 0.1 ? null : Math.round(random() * 50) * 10_000
  if (random() < 0.3) Object.assign(next, { car_brand: other.car_brand, car_model: other.car_model })
  if (random() < 0.3) next.car_fuel = other.car_fuel
  if (random() < 0.3) next.car_campaigns = other.car_campaigns
  if (random() < 0.3) next.car_description = `${other.car_description ?? ''} zq${Math.floor(random() * 30)}`
  if (random() < 0.2) next.car_mileage = other.car_mileage
  return next
}

/** Queries covering filters, negation, ranges, hierarchy, keyphrase prefixes, every sort and paging. */
function queries(random: Random, live: CarInput[]): SearchRequest[] {
  const some = live.length > 0 ? pick(random, live) : POOL[0]!
  const word = (some.car_model ?? 'a').toLowerCase().slice(0, 1 + Math.floor(random() * 3))
  const sorts = ['car_price', 'car_mileage', 'car_year', 'car_publishdate', 'car_power', 'indexed_at']
  const sort = () => `${pick(random, sorts)}_${random() < 0.5 ? 'asc' : 'desc'}`
  return [
    { index: 'cars', facets: [...CAR_LIST_FACETS], limit: 50, sort_name: sort() },
    { index: 'cars', facets: [...CAR_LIST_FACETS, { name: 'car_brand' }], limit: 7, offset: 3 },
    {
      index: 'cars',
      facets: [...CAR_LIST_FACETS],
      filters: { car_brand: [some.car_brand ?? 'Volvo'], car_fuel: [some.car_fuel ?? 'El', 'Diesel'] },
      sort_name: sort(),
      limit: 20,
    },
    {
      index: 'cars',
      facets: [...CAR_LIST_FACETS],
      filters: { car_price: [100_000, 300_000 + Math.floor(random() * 200_000)], 'car_fuel.neq': ['Bensin'] },
      sort_name: sort(),
    },
    {
      index: 'cars',
      facets: [{ name: 'car_brand>car_model' }, { name: 'car_campaigns' }, { name: 'car_equipment' }],
      filters: { 'car_brand>car_model': [`${some.car_brand}>${some.car_model}`, 'BMW'] },
      limit: 30,
      sort_name: sort(),
    },
    { index: 'cars', keyphrase: word, facets: [...CAR_LIST_FACETS], limit: 30, sort_name: sort() },
    { index: 'cars', keyphrase: `${(some.car_brand ?? '').toLowerCase()} ${word}`, limit: 30 },
    { index: 'cars', limit: 1000, sort_name: sort(), fields: ['car_id', 'car_price'] },
  ]
}

describe('incremental in-process index', () => {
  it('answers like a full rebuild after any random sequence of upserts, replacements and deletes', async () => {
    const CASES = 200
    for (let seed = 1; seed <= CASES; seed++) {
      const random = createRandom(seed)
      const store = createMemoryStore()
      const live = new Map<string, CarInput>()
      const write = async (upserts: CarInput[], deletes: string[]) => {
        await store.write('cars', { upserts: upserts.map((car) => ({ id: idOf(car), json: json(car) })), deletes })
        for (const car of upserts) live.set(idOf(car), car)
        for (const id of deletes) live.delete(id)
      }
      const initial = Array.from({ length: Math.floor(random() * 40) }, () => pick(random, POOL))
      await write(initial, [])
      // Small thresholds make compaction happen inside many sequences, with orders carried over it.
      const compact = random() < 0.5
      const engine = await open(store, compact ? { compactMin: 1, compactRatio: 0.1 } : {})
      const steps = 1 + Math.floor(random() * 3)
      for (let step = 0; step < steps; step++) {
        // Queries before the ingest leave memoised orders and facets that the update must carry.
        for (const request of queries(random, [...live.values()])) await run(engine, request)
        const upserts: CarInput[] = []
        const deletes: string[] = []
        const operations = 1 + Math.floor(random() * 25)
        for (let i = 0; i < operations; i++) {
          const roll = random()
          const ids = [...live.keys()]
          if (roll < 0.35 || ids.length === 0) upserts.push(pick(random, POOL))
          else if (roll < 0.75) upserts.push(mutate(random, live.get(pick(random, ids))!))
          else deletes.push(random() < 0.9 ? pick(random, ids) : 'never-written')
        }
        // Deletes apply after upserts in a store batch; an id in both ends deleted.
        await write(
          upserts.filter((car) => !deletes.includes(idOf(car))),
          deletes,
        )
        if (random() < 0.3) await write([], [])
        await engine.refresh()

        const rebuilt = await open(store)
        expect(engine.status().documents).toBe(live.size)
        for (const request of queries(random, [...live.values()])) {
          const [incremental, fresh] = [await run(engine, request), await run(rebuilt, request)]
          expect(incremental, `seed ${seed}, step ${step}: ${JSON.stringify(request)}`).toEqual(fresh)
        }
        await rebuilt.close()
        opened.splice(opened.indexOf(rebuilt), 1)
      }
    }
  }, 120_000)

  it('never shows half a batch: every query during an update sees the old or the new state', async () => {
    const store = createMemoryStore()
    const cars = generateCars(300, 11)
    await store.write('cars', {
      upserts: cars.slice(0, 100).map((car) => ({ id: idOf(car), json: json(car) })),
      deletes: [],
    })
    // A zero budget pauses at every opportunity, so queries run between every step of the update.
    const engine = await open(store, { sliceMs: 0 })
    const request: SearchRequest = { index: 'cars', limit: 0, facets: [{ name: 'car_price' }] }
    const before = await run(engine, request)
    expect(before.total_items).toBe(100)

    await store.write('cars', {
      upserts: [
        ...cars.slice(100, 300).map((car) => ({ id: idOf(car), json: json(car) })),
        ...cars.slice(0, 50).map((car) => ({ id: idOf(car), json: json({ ...car, car_price: 1 }) })),
      ],
      deletes: cars.slice(50, 60).map(idOf),
    })
    const seen: SearchResponse[] = []
    let done = false
    const refreshing = engine.refresh().finally(() => (done = true))
    while (!done) {
      seen.push(await run(engine, request))
      await new Promise((resolve) => setImmediate(resolve))
    }
    await refreshing
    const after = await run(engine, request)
    expect(after.total_items).toBe(290)
    expect(after.facet[0]!.value).toMatchObject({ min: 1 })
    // The update really was interleaved with the queries.
    expect(seen.length).toBeGreaterThan(5)
    for (const response of seen) expect([before, after]).toContainEqual(response)
  })

  it('applies the valid cars of a batch and reports the others, with their feed lines', async () => {
    const store = createMemoryStore()
    const engine = await open(store)
    const good = generateCars(3, 5)
    const summary = await ingestDocuments(store, 'cars', [
      good[0],
      { car_id: 'broken', car_price: 'a lot' },
      good[1],
      'not a car',
      good[2],
    ])
    expect(summary.written).toBe(3)
    expect(summary.rejected.map(({ line, id }) => ({ line, id }))).toEqual([
      { line: 2, id: 'broken' },
      { line: 4, id: undefined },
    ])
    await engine.refresh()
    const response = await run(engine, { index: 'cars', fields: ['car_id'], limit: 10 })
    expect(response.content.map((car) => car.car_id).sort()).toEqual(good.map(idOf).sort())
  })

  it('skips a stored document it cannot read and applies the rest of the batch', async () => {
    const store = createMemoryStore()
    const errors: unknown[] = []
    const engine = await open(store, { onError: (error) => errors.push(error) })
    await store.write('cars', {
      upserts: [
        { id: '1', json: json(carDocument(1, {})) },
        { id: '2', json: '{"car_id": "2", truncated' },
        { id: '3', json: json(carDocument(3, {})) },
      ],
      deletes: [],
    })
    await engine.refresh()
    expect((await run(engine, { index: 'cars', limit: 5 })).content.map((car) => car.car_id)).toHaveLength(2)
    expect(errors).toHaveLength(1)
    expect(String((errors[0] as Error).message)).toContain('cars/2')
  })

  it('reports readiness: queries wait for the first load, which yields to other work', async () => {
    const store = createMemoryStore()
    const cars = generateCars(200, 3)
    await store.write('cars', { upserts: cars.map((car) => ({ id: idOf(car), json: json(car) })), deletes: [] })
    const engine = openMemoryEngine(store, { pollMs: 3_600_000, sliceMs: 0, pageSize: 50 })
    opened.push(engine)
    expect(engine.status()).toMatchObject({ ready: false, documents: 0 })
    const answer = run(engine, { index: 'cars', limit: 0 })
    // Other work runs while the index loads.
    let turns = 0
    while (!engine.status().ready) {
      turns++
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect(turns).toBeGreaterThan(3)
    expect((await answer).total_items).toBe(200)
    expect(engine.status()).toMatchObject({ ready: true, documents: 200, loading: 0 })
  })

  it('reports a store it cannot read, and queries fail instead of waiting', async () => {
    const store = createMemoryStore()
    store.changesSince = () => Promise.reject(new Error('database is locked'))
    const engine = openMemoryEngine(store, { pollMs: 3_600_000 })
    opened.push(engine)
    await expect(engine.refresh()).rejects.toThrow('database is locked')
    expect(engine.status()).toMatchObject({ ready: false, error: 'database is locked' })
    await expect(engine.execute(planQuery({ index: 'cars' }))).rejects.toThrow('database is locked')
  })
})
