import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchRequest } from './contract'
import type { SearchEngine } from './engine'
import { createMemoryEngine } from './engines/memory'
import { createPostgresEngine } from './engines/postgres'
import { ingestDocuments } from './ingest'
import { planQuery } from './plan'
import { FIXTURE_STOCK } from './price-rating.fixture'
import { toResponse } from './response'
import { createMemoryStore } from './store/memory-store'

/**
 * The price context is part of the documents ingest writes, so both engines return it as
 * stored: the same rating, history and badge for every car, whichever engine answers.
 */

const DATABASE_URL = process.env.TEST_SEARCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const SCHEMA = `search_price_${randomBytes(5).toString('hex')}`

const feed = (lowered: boolean) =>
  FIXTURE_STOCK.map((car, i) => ({
    ...car,
    car_price: lowered && car.car_id === 'high' ? Math.round(car.car_price * 0.8) : car.car_price,
    car_id: String(2000 + i),
    slug: `volvo-xc60-${car.car_id}`,
    car_is_used: true,
    car_site_id: 'site-1',
  }))

const store = createMemoryStore()
let memory: SearchEngine
let postgres: SearchEngine

beforeAll(async () => {
  await ingestDocuments(store, 'cars', feed(false), { now: new Date('2026-10-01T06:00:00Z') })
  await ingestDocuments(store, 'cars', feed(true), { mode: 'replace', now: new Date('2026-10-15T06:00:00Z') })
  memory = await createMemoryEngine(store, { pollMs: 3_600_000 })
  postgres = await createPostgresEngine({ connectionString: DATABASE_URL, store, schema: SCHEMA, syncMs: 3_600_000 })
})

afterAll(async () => {
  await memory?.close()
  await postgres?.close()
  const client = new pg.Client({ connectionString: DATABASE_URL })
  await client.connect()
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`)
  } finally {
    await client.end()
  }
})

async function run(engine: SearchEngine, request: SearchRequest) {
  const plan = planQuery(request)
  return toResponse(plan, await engine.execute(plan))
}

describe('price context in both engines', () => {
  it('returns the same rating, history and price-lowered badge from memory and PostgreSQL', async () => {
    const request: SearchRequest = {
      index: 'cars',
      fields: ['car_id', 'car_price_rating', 'car_price_history', 'car_price_lowered'],
      sort_name: 'car_price_asc',
      limit: 100,
    }
    const [expected, actual] = await Promise.all([run(memory, request), run(postgres, request)])
    expect(actual).toEqual(expected)
    const docs = actual.content as Record<string, unknown>[]
    expect(docs).toHaveLength(FIXTURE_STOCK.length)
    expect(docs.filter((doc) => doc.car_price_rating !== null)).toHaveLength(FIXTURE_STOCK.length - 1)
    const lowered = docs.filter((doc) => doc.car_price_lowered !== null)
    expect(lowered.map((doc) => doc.car_id)).toEqual([
      String(2000 + FIXTURE_STOCK.findIndex((c) => c.car_id === 'high')),
    ])
    expect(lowered[0]!.car_price_history).toHaveLength(2)
  })
})
