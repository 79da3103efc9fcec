import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applyBitmaps,
  bitmapTableStatements,
  CHUNK_BITS,
  countStatement,
  histogramOf,
  loadEdges,
  type BitmapDocument,
  type BitmapTables,
  type CountContext,
  type CountRow,
  type MaskTerm,
  type PageRequest,
} from './postgres-bitmaps'

/**
 * The bitmap statement over documents in two chunks, against brute force. The engines' shared
 * fixture has a few hundred cars, all in the first chunk; here the first chunk is full and the
 * second part-filled, and field 1's values are laid out so that its least value lies only in
 * the second chunk and its greatest only in the first: a histogram must take each chunk's
 * extremes, and a page must merge both chunks' documents. The edges come from a first batch of
 * coarser values, so most extremes lie in gaps holding many values.
 */

const DATABASE_URL = process.env.TEST_SEARCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const SCHEMA = `search_bitmaps_${randomBytes(5).toString('hex')}`
const COUNT = CHUNK_BITS + 3_000

type Numbers = [a: number, b: number, c: number | null]

/** The first batch chooses the edges: field 0 has 11 there, so later values fill wide gaps. */
const FIRST_BATCH = 1_000

function numbersOf(i: number): Numbers {
  const a = i < FIRST_BATCH ? (i % 11) * 100 : ((i * 7919) % 1000) + 0.25
  const b = i < CHUNK_BITS ? 500 + (i % 600) : i % 1000
  const c = i % 5 === 0 ? null : (i % 37) + 0.5
  return [a, b, c]
}

/** Keyword code 1, 2 or 3 by the document's number; code 4 on every seventh; code 5 where c is null. */
function codesOf(i: number): number[] {
  return [1 + (i % 3), ...(i % 7 === 0 ? [4] : []), ...(i % 5 === 0 ? [5] : [])]
}

const documents: (BitmapDocument & { numbers: Numbers })[] = Array.from({ length: COUNT }, (_, i) => ({
  id: `d${String(i).padStart(6, '0')}`,
  codes: codesOf(i),
  numbers: numbersOf(i),
}))

const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 })
const table = (name: string) => `"${SCHEMA}".${name}`
const tables: BitmapTables & { values: string } = {
  slots: table('slots'),
  bits: table('bits'),
  points: table('points'),
  meta: table('meta'),
  counts: table('counts'),
  values: table('values'),
}
let edges: number[][]

beforeAll(async () => {
  await pool.query(`CREATE SCHEMA "${SCHEMA}"`)
  for (const statement of bitmapTableStatements(tables)) await pool.query(statement)
  await pool.query(`CREATE TABLE ${tables.values} (code int4 PRIMARY KEY, field int4 NOT NULL, value text NOT NULL)`)
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await applyBitmaps(client, tables, [], documents.slice(0, FIRST_BATCH))
    await applyBitmaps(client, tables, [], documents.slice(FIRST_BATCH))
    await client.query('COMMIT')
  } finally {
    client.release()
  }
  edges = (await loadEdges(pool, tables))!
}, 120_000)

afterAll(async () => {
  await pool.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`)
  await pool.end()
})

/** Whether document i matches a term, as the statement reads it. */
function matches(term: MaskTerm, document: BitmapDocument): boolean {
  if (term.kind === 'range') {
    const value = document.numbers[term.field]
    return typeof value === 'number' && value >= term.min && value <= term.max
  }
  const holds = term.codes.some((code) => document.codes.includes(code))
  return term.kind === 'any' ? holds : !holds
}

async function count(terms: MaskTerm[], contexts: CountContext[], page: PageRequest | null): Promise<CountRow[]> {
  const values: unknown[] = []
  const add = (value: unknown) => `$${values.push(value)}`
  const text = countStatement(tables, edges, terms, contexts, add, page)
  return (await pool.query<CountRow>(text, values)).rows
}

const terms: MaskTerm[] = [
  { kind: 'any', codes: [2] },
  { kind: 'range', field: 0, min: 100.5, max: 700 },
  { kind: 'range', field: 1, min: 50, max: 1050 },
  { kind: 'none', codes: [4] },
  { kind: 'range', field: 2, min: 3, max: 20.5 },
  { kind: 'range', field: 0, min: 0, max: 650 },
]

const contexts: CountContext[] = [
  { terms: [0, 1], counted: [], histograms: [0, 1, 2], total: true },
  { terms: [0], counted: [], histograms: [1], total: true },
  { terms: [1, 2, 3], counted: [], histograms: [0, 1, 2], total: true },
  { terms: [], counted: [], histograms: [1, 2], total: true },
  { terms: [3, 4], counted: [], histograms: [0, 1], total: true },
  { terms: [0, 5], counted: [], histograms: [0, 1], total: true },
]

describe('postgres bitmaps over two chunks', () => {
  it('spans two chunks, with field 1 least in the second and greatest in the first', () => {
    const chunks = (from: number, to: number) => documents.slice(from, to).map((document) => document.numbers[1])
    const first = chunks(0, CHUNK_BITS)
    const second = chunks(CHUNK_BITS, COUNT)
    expect(Math.min(...second)).toBeLessThan(Math.min(...first))
    expect(Math.max(...first)).toBeGreaterThan(Math.max(...second))
  })

  it('counts totals and histograms (count, least, greatest) of filtered contexts as brute force does', async () => {
    const rows = await count(terms, contexts, null)
    contexts.forEach((context, c) => {
      const matching = documents.filter((document) => context.terms.every((t) => matches(terms[t]!, document)))
      expect(rows.find((row) => row.kind === 't' && row.ctx === c)?.n ?? 0).toBe(matching.length)
      for (const field of context.histograms) {
        const values = matching.map((document) => document.numbers[field]).filter((v): v is number => v !== null)
        const row = rows.find((row) => row.kind === 'h' && row.ctx === c && row.code === field)
        expect(row, `context ${c}, field ${field}`).toBeDefined()
        expect(histogramOf(edges, row!), `context ${c}, field ${field}`).toEqual({
          kind: 'histogram',
          min: Math.min(...values),
          max: Math.max(...values),
          count: values.length,
        })
      }
    })
  })

  it('has no histogram row for a context whose documents all lack the number', async () => {
    const rows = await count(
      [{ kind: 'any', codes: [5] }],
      [{ terms: [0], counted: [], histograms: [0, 2], total: true }],
      null,
    )
    expect(rows.filter((row) => row.kind === 'h').map((row) => row.code)).toEqual([0])
  })

  it.each([
    { descending: false, offset: 0 },
    { descending: false, offset: 230 },
    { descending: true, offset: 40 },
  ])('reads a page sorted by field 1 across both chunks ($descending, $offset)', async ({ descending, offset }) => {
    const context = contexts[4]!
    const limit = 25
    const rows = await count(terms, [context], { field: 1, descending, offset, limit })
    const expected = documents
      .filter((document) => context.terms.every((t) => matches(terms[t]!, document)))
      .sort((x, y) => (x.numbers[1] - y.numbers[1]) * (descending ? -1 : 1) || (x.id < y.id ? -1 : 1))
      .slice(offset, offset + limit)
      .map((document) => document.id)
    const page = rows
      .filter((row) => row.kind === 'p')
      .sort((x, y) => x.code - y.code)
      .map((row) => row.id)
    expect(page).toEqual(expected)
  })
})
