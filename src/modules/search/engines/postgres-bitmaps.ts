import type pg from 'pg'

/**
 * Bitmaps of the PostgreSQL engine's facet fields, so a facet is counted without reading the
 * documents it counts. Every document has a slot (a small integer, reused after a delete); per
 * (code, chunk of CHUNK_BITS slots) a `bit varying` holds which slots carry the code. A filter
 * context's documents are then the AND of its conditions' bitmaps, and a value's count is
 * `bit_count(value & mask)` summed over the chunks: about 12 KB of bitwise work per value at
 * 100,000 documents, whatever the number of matches. Scanning the matches instead cost 8-18 ms
 * for a bare count of 18,900 rows, per filter context.
 *
 * Codes: a keyword value's code is the projection's value code (positive); code 0 marks the live
 * slots (for negations); a number field's buckets have negative codes (see numberCode). Number
 * ranges are bucketed: the buckets' edges are values seen in the first batch (up to MAX_EDGES
 * quantiles), and each edge has a bucket of its own beside the open gaps between edges, so a field
 * with few distinct values (years) matches a range exactly from bitmaps. A gap that a range only
 * partly covers is checked per document through the points table (value, slot), which holds
 * only the values lying in gaps. Buckets of buckets have bitmaps too (LEVELS), so a wide range
 * ORs a few bitmaps instead of hundreds.
 *
 * Everything is written in the sync transaction, under the projection's lock, so several
 * instances share one set of bitmaps; a batch rewrites only the (code, chunk) rows it touches.
 */

/**
 * Slots a bitmap row covers: 4 KB, stored inline (PLAIN, so never TOASTed). Against 1 KB rows,
 * a car list query at 100,000 cars read a quarter of the rows and took half the time (EXPLAIN
 * ANALYZE, 11 against 20 ms): each row costs an index probe and a heap visit whatever its size.
 */
export const CHUNK_BITS = 32768
/** Edges per number field: at most 2 * MAX_EDGES + 1 buckets. */
const MAX_EDGES = 255
/** Buckets per group bitmap. */
/**
 * Levels of bucket bitmaps per number field: level k's bucket b holds the buckets b << k * FAN_BITS
 * onwards. A range ORs at most 2 * (FAN - 1) bitmaps per level; a histogram's extreme descends
 * one level at a time, into the first (last) bucket holding some (see histogramCtes).
 */
const LEVELS = 3
const FAN_BITS = 3
const FAN = 1 << FAN_BITS
const LIVE = 0
/** A chunk with no bit set, computed once per statement. */
const ZERO = `(SELECT repeat('0', ${CHUNK_BITS})::varbit)`

export type BitmapTables = {
  /** (slot, id, codes, numbers): the codes each slot carries, to clear them on change or delete. */
  slots: string
  /** (code, chunk, bits). */
  bits: string
  /** (field, value, slot) of number values lying in a gap between edges. */
  points: string
  /** One row: the number fields' edges. */
  meta: string
  /** (code, n): how many documents carry each code, for estimates before counting. */
  counts: string
}

/** A document as the bitmaps see it: its facet-field codes and its number fields' values. */
export type BitmapDocument = { id: string; codes: number[]; numbers: (number | null)[] }

export function bitmapTableStatements(tables: BitmapTables): string[] {
  return [
    `CREATE TABLE ${tables.slots} (slot int4 PRIMARY KEY, id text COLLATE "C" UNIQUE, codes int4[] NOT NULL,
      numbers float8[] NOT NULL)`,
    `CREATE INDEX ON ${tables.slots} (slot) WHERE id IS NULL`,
    `CREATE TABLE ${tables.bits} (code int4, chunk int4, bits bit varying NOT NULL, PRIMARY KEY (code, chunk))`,
    // A chunk of random bits does not compress, and trying would cost every write.
    `ALTER TABLE ${tables.bits} ALTER bits SET STORAGE PLAIN`,
    `CREATE TABLE ${tables.points} (field int2, bucket int2, value float8, slot int4,
      PRIMARY KEY (field, bucket, value, slot))`,
    `CREATE TABLE ${tables.meta} (singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton), edges text NOT NULL)`,
    `CREATE TABLE ${tables.counts} (code int4 PRIMARY KEY, n int4 NOT NULL)`,
  ]
}

/** A number field's bucket codes: negative, field j's (j from 0) below -(j + 1) << 16. */
export function numberCode(field: number, level: number, bucket: number): number {
  return -(((field + 1) << 16) | (level << 12) | bucket)
}

/** Up to MAX_EDGES distinct values at even quantiles of `values`, ascending. */
export function edgesOf(values: readonly number[]): number[] {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  const distinct = [...new Set(sorted)]
  if (distinct.length <= MAX_EDGES) return distinct
  const edges = new Set<number>()
  for (let i = 0; i < MAX_EDGES; i++) edges.add(sorted[Math.floor(((i + 0.5) * sorted.length) / MAX_EDGES)]!)
  return [...edges].sort((a, b) => a - b)
}

/** The bucket of a value: 2k + 1 when it equals edge k, 2k in the gap below edge k. */
export function bucketOf(edges: readonly number[], value: number): number {
  let low = 0
  let high = edges.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (edges[middle]! < value) low = middle + 1
    else high = middle
  }
  return edges[low] === value ? 2 * low + 1 : 2 * low
}

/** The open interval of values a gap bucket (even) holds. */
function gapBounds(edges: readonly number[], bucket: number): [number, number] {
  const k = bucket / 2
  return [k === 0 ? -Infinity : edges[k - 1]!, k === edges.length ? Infinity : edges[k]!]
}

/** What matches [min, max]: whole buckets and groups by code, and the gaps to check per value. */
export type RangeCover = { codes: number[]; gaps: number[] }

export function rangeCover(field: number, edges: readonly number[], min: number, max: number): RangeCover {
  const cover: RangeCover = { codes: [], gaps: [] }
  if (!(min <= max)) return cover
  const first = bucketOf(edges, min)
  const last = bucketOf(edges, max)
  const full: number[] = []
  for (let bucket = first; bucket <= last; bucket++) {
    if (bucket % 2 === 1) full.push(bucket)
    else {
      const [low, high] = gapBounds(edges, bucket)
      if (min <= low && high <= max) full.push(bucket)
      else cover.gaps.push(bucket)
    }
  }
  const buckets = 2 * edges.length + 1
  let left = full
  for (let level = LEVELS - 1; level > 0; level--) {
    const shift = level * FAN_BITS
    const byBucket = new Map<number, number[]>()
    for (const leaf of left) byBucket.set(leaf >> shift, [...(byBucket.get(leaf >> shift) ?? []), leaf])
    const whole = new Set<number>()
    for (const [bucket, leaves] of byBucket) {
      if (leaves.length !== Math.min(1 << shift, buckets - (bucket << shift))) continue
      cover.codes.push(numberCode(field, level, bucket))
      whole.add(bucket)
    }
    left = left.filter((leaf) => !whole.has(leaf >> shift))
  }
  cover.codes.push(...left.map((leaf) => numberCode(field, 0, leaf)))
  return cover
}

/** Codes whose documents include every one in [min, max]: the cover, its partial gaps whole. */
export function rangeBound(field: number, edges: readonly number[], min: number, max: number): number[] {
  const cover = rangeCover(field, edges, min, max)
  return [...cover.codes, ...cover.gaps.map((bucket) => numberCode(field, 0, bucket))]
}

/** Every code a document's slot carries: its keyword codes, live, and its numbers' buckets. */
function slotCodes(edges: readonly (readonly number[])[], document: BitmapDocument): number[] {
  const codes = new Set([LIVE, ...document.codes])
  document.numbers.forEach((value, field) => {
    if (value === null || !Number.isFinite(value)) return
    const bucket = bucketOf(edges[field]!, value)
    for (let level = 0; level < LEVELS; level++) codes.add(numberCode(field, level, bucket >> (level * FAN_BITS)))
  })
  return [...codes]
}

type Point = [field: number, bucket: number, value: number]

/** The points a document's numbers put in the points table: those in gaps. */
function slotPoints(edges: readonly (readonly number[])[], numbers: readonly (number | null)[]): Point[] {
  const points: Point[] = []
  numbers.forEach((value, field) => {
    if (value === null || !Number.isFinite(value)) return
    const bucket = bucketOf(edges[field]!, value)
    if (bucket % 2 === 0) points.push([field, bucket, value])
  })
  return points
}

/** A chunk's bits with the given offsets set, as the hex a `bit varying` reads ('x' prefix). */
export function chunkHex(offsets: readonly number[]): string {
  const bytes = Buffer.alloc(CHUNK_BITS / 8)
  for (const offset of offsets) bytes[offset >> 3]! |= 0x80 >> (offset & 7)
  return bytes.toString('hex')
}

/** Bits to set or clear, per code and chunk. */
class Changes {
  readonly byKey = new Map<string, { code: number; chunk: number; offsets: number[] }>()
  add(code: number, slot: number): void {
    const chunk = Math.floor(slot / CHUNK_BITS)
    const key = `${code}:${chunk}`
    let entry = this.byKey.get(key)
    if (!entry) this.byKey.set(key, (entry = { code, chunk, offsets: [] }))
    entry.offsets.push(slot % CHUNK_BITS)
  }
  /** Bits per code. */
  perCode(): Map<number, number> {
    const counts = new Map<number, number>()
    for (const entry of this.byKey.values())
      counts.set(entry.code, (counts.get(entry.code) ?? 0) + entry.offsets.length)
    return counts
  }
  columns(): [number[], number[], string[]] {
    const entries = [...this.byKey.values()]
    return [entries.map((e) => e.code), entries.map((e) => e.chunk), entries.map((e) => chunkHex(e.offsets))]
  }
}

/**
 * Applies a batch: `deletes` leave, `documents` are inserted or replaced. The number fields'
 * edges are chosen from the first batch that finds none (the index was empty).
 */
export async function applyBitmaps(
  client: pg.PoolClient,
  tables: BitmapTables,
  deletes: readonly string[],
  documents: readonly BitmapDocument[],
): Promise<void> {
  if (deletes.length === 0 && documents.length === 0) return
  const edges = await readEdges(client, tables, documents)
  const ids = [...deletes, ...documents.map((document) => document.id)]
  const { rows: existing } = await client.query<{
    slot: number
    id: string
    codes: number[]
    numbers: (number | null)[]
  }>(`SELECT slot, id, codes, numbers FROM ${tables.slots} WHERE id = ANY($1::text[])`, [ids])
  const before = new Map(existing.map((row) => [row.id, row]))
  const set = new Changes()
  const clear = new Changes()
  const dropPoints: [...Point, number][] = []
  const addPoints: [...Point, number][] = []
  const freed: number[] = []
  for (const id of deletes) {
    const old = before.get(id)
    if (!old) continue
    for (const code of old.codes) clear.add(code, old.slot)
    for (const point of slotPoints(edges, old.numbers)) dropPoints.push([...point, old.slot])
    freed.push(old.slot)
  }
  const fresh = documents.filter((document) => !before.has(document.id))
  const slots = await allocate(client, tables, freed, fresh.length)
  const rows: { slot: number; id: string | null; codes: number[]; numbers: (number | null)[] }[] = []
  let next = 0
  for (const document of documents) {
    const old = before.get(document.id)
    const slot = old ? old.slot : slots[next++]!
    const codes = slotCodes(edges, document)
    const oldCodes = new Set(old?.codes ?? [])
    const newCodes = new Set(codes)
    for (const code of oldCodes) if (!newCodes.has(code)) clear.add(code, slot)
    for (const code of newCodes) if (!oldCodes.has(code)) set.add(code, slot)
    const oldPoints = old ? slotPoints(edges, old.numbers) : []
    const newPoints = slotPoints(edges, document.numbers)
    const key = ([field, , value]: Point) => `${field}:${value}`
    const newKeys = new Set(newPoints.map(key))
    const oldKeys = new Set(oldPoints.map(key))
    for (const point of oldPoints) if (!newKeys.has(key(point))) dropPoints.push([...point, slot])
    for (const point of newPoints) if (!oldKeys.has(key(point))) addPoints.push([...point, slot])
    rows.push({ slot, id: document.id, codes, numbers: document.numbers })
  }
  // A freed slot taken again in this batch is cleared and set: clear first.
  if (clear.byKey.size > 0) {
    const [codes, chunks, masks] = clear.columns()
    await client.query(
      `UPDATE ${tables.bits} b SET bits = b.bits & ~('x' || x.mask)::varbit
       FROM unnest($1::int4[], $2::int4[], $3::text[]) AS x(code, chunk, mask)
       WHERE b.code = x.code AND b.chunk = x.chunk`,
      [codes, chunks, masks],
    )
  }
  if (set.byKey.size > 0) {
    const [codes, chunks, masks] = set.columns()
    await client.query(
      `INSERT INTO ${tables.bits} (code, chunk, bits)
       SELECT code, chunk, ('x' || mask)::varbit FROM unnest($1::int4[], $2::int4[], $3::text[]) AS x(code, chunk, mask)
       ON CONFLICT (code, chunk) DO UPDATE SET bits = ${tables.bits}.bits | EXCLUDED.bits`,
      [codes, chunks, masks],
    )
  }
  const deltas = set.perCode()
  for (const [code, n] of clear.perCode()) deltas.set(code, (deltas.get(code) ?? 0) - n)
  if (deltas.size > 0) {
    await client.query(
      `INSERT INTO ${tables.counts} AS c SELECT * FROM unnest($1::int4[], $2::int4[])
       ON CONFLICT (code) DO UPDATE SET n = c.n + EXCLUDED.n`,
      [[...deltas.keys()], [...deltas.values()]],
    )
  }
  if (dropPoints.length > 0) {
    await client.query(
      `DELETE FROM ${tables.points} p
       USING unnest($1::int2[], $2::int2[], $3::float8[], $4::int4[]) AS x(field, bucket, value, slot)
       WHERE p.field = x.field AND p.bucket = x.bucket AND p.value = x.value AND p.slot = x.slot`,
      [0, 1, 2, 3].map((i) => dropPoints.map((point) => point[i])),
    )
  }
  if (addPoints.length > 0) {
    await client.query(
      `INSERT INTO ${tables.points} SELECT * FROM unnest($1::int2[], $2::int2[], $3::float8[], $4::int4[])`,
      [0, 1, 2, 3].map((i) => addPoints.map((point) => point[i])),
    )
  }
  // Ids move between slots only through a delete, so freeing first keeps `id` unique.
  await client.query(
    `UPDATE ${tables.slots} SET id = NULL, codes = '{}', numbers = '{}' WHERE slot = ANY($1::int4[])`,
    [freed],
  )
  await client.query(
    `INSERT INTO ${tables.slots} (slot, id, codes, numbers)
     SELECT x.slot, x.id, x.codes, x.numbers FROM json_to_recordset($1::json)
       AS x(slot int4, id text, codes int4[], numbers float8[])
     ON CONFLICT (slot) DO UPDATE SET id = EXCLUDED.id, codes = EXCLUDED.codes, numbers = EXCLUDED.numbers`,
    [
      JSON.stringify(
        rows.map((row) => ({
          slot: row.slot,
          id: row.id,
          codes: `{${row.codes.join(',')}}`,
          numbers: `{${row.numbers.map((n) => (n === null ? 'NULL' : String(n))).join(',')}}`,
        })),
      ),
    ],
  )
}

/** Slots for `count` new documents: the ones freed in this batch, then free ones, then new ones. */
async function allocate(client: pg.PoolClient, tables: BitmapTables, freed: number[], count: number) {
  const slots = freed.slice(0, count)
  if (slots.length === count) return slots
  const { rows: free } = await client.query<{ slot: number }>(
    `SELECT slot FROM ${tables.slots} WHERE id IS NULL AND NOT slot = ANY($2::int4[]) ORDER BY slot LIMIT $1`,
    [count - slots.length, freed],
  )
  slots.push(...free.map((row) => row.slot))
  if (slots.length === count) return slots
  const { rows } = await client.query<{ next: number }>(
    `SELECT coalesce(max(slot) + 1, 0) AS next FROM ${tables.slots}`,
  )
  for (let slot = rows[0]!.next; slots.length < count; slot++) slots.push(slot)
  return slots
}

async function readEdges(
  client: pg.PoolClient,
  tables: BitmapTables,
  documents: readonly BitmapDocument[],
): Promise<number[][]> {
  const { rows } = await client.query<{ edges: string }>(`SELECT edges FROM ${tables.meta}`)
  if (rows[0]) return JSON.parse(rows[0].edges) as number[][]
  const fields = documents[0]?.numbers.length ?? 0
  const edges = Array.from({ length: fields }, (_, field) =>
    edgesOf(
      documents
        .map((document) => document.numbers[field])
        .filter((value): value is number => typeof value === 'number'),
    ),
  )
  if (documents.length > 0)
    await client.query(`INSERT INTO ${tables.meta} (edges) VALUES ($1)`, [JSON.stringify(edges)])
  return edges
}

/** The edges, once chosen; null while the index has never held a document. */
export async function loadEdges(pool: pg.Pool, tables: BitmapTables): Promise<number[][] | null> {
  const { rows } = await pool.query<{ edges: string }>(`SELECT edges FROM ${tables.meta}`)
  return rows[0] ? (JSON.parse(rows[0].edges) as number[][]) : null
}

/** Query parameters, shared with the caller's statement. */
export type AddParam = (value: unknown) => string

/** A (field number, value) whose code the statement looks up in the value table itself. */
export type Lookup = [field: number, value: string]

/**
 * A condition as bitmaps: documents holding any of `codes` (and of the codes of `values`), none
 * of them, or a number range.
 */
export type MaskTerm =
  | { kind: 'any'; codes: number[]; values?: Lookup[] }
  | { kind: 'none'; codes: number[]; values?: Lookup[] }
  | { kind: 'range'; field: number; min: number; max: number }

/**
 * A filter context to count: the terms it ANDs, the code ranges [low, high] of the list fields it
 * counts, the number fields (by place) whose histogram it takes, and whether it wants its total.
 */
export type CountContext = {
  terms: number[]
  counted: [low: number, high: number][]
  histograms: number[]
  total: boolean
}

/**
 * A row of countStatement: a list count ('l': code, n), a total ('t': n), a histogram ('h':
 * code is the number field's place, n the documents with a value; see histogramOf), or the page
 * ('p' and 'q', see pageCtes); the engine adds the data version ('v').
 */
export type CountRow = {
  kind: 'l' | 't' | 'h' | 'q' | 'p' | 'v'
  ctx: number
  code: number
  n: number
  /** A histogram's first and last buckets holding some of the context. */
  lo: number | null
  hi: number | null
  /** The extremes within those buckets when they are gaps. */
  low: number | null
  high: number | null
  /** A page row's document. */
  id: string | null
}

/** A histogram row's extremes: an edge's bucket holds only the edge's value. */
export function histogramOf(edges: readonly (readonly number[])[], row: CountRow) {
  const field = edges[row.code]!
  const min = row.lo! % 2 === 1 ? field[(row.lo! - 1) / 2]! : row.low!
  const max = row.hi! % 2 === 1 ? field[(row.hi! - 1) / 2]! : row.high!
  return { kind: 'histogram' as const, min, max, count: row.n }
}

/**
 * The page of context 0 sorted by a number field: `offset` and `limit` as the plan's, `field`
 * by place. Nulls come last in either direction.
 */
export type PageRequest = { field: number; descending: boolean; offset: number; limit: number }

/**
 * One statement counting every context, its text the same for every plan of an index: the
 * plan travels in array parameters, so the statement can be prepared once per connection.
 * Planned anew each time it took 3 to 5 ms of its 11 to 14 ms (CPU of the server process, brand +
 * fuels + price and body + years + ranges at 100,000 cars).
 *
 * Each term's bitmap is built once (`t`): the OR of its codes' bitmaps (a range's whole buckets
 * are codes too) and of its partly covered gaps' points, or the live slots without them for a
 * negation. A context's mask (`m`) is the bit_and of its terms per chunk, a chunk missing from
 * one of them dropping out. A list code is counted against the mask's chunks. A histogram
 * counts the mask against its field's top buckets (their sum is the count), then descends to
 * the first and last leaf buckets holding some (histogramCtes); an edge's bucket is its value,
 * and a gap's extreme is the first of its points, in value order, that the mask holds. The page
 * (see pageStatement) comes from context 0.
 */
export function countStatement(
  /** With the projection's (code, field, value) table, where a term's `values` are looked up. */
  tables: BitmapTables & { values: string },
  edges: readonly (readonly number[])[],
  terms: readonly MaskTerm[],
  contexts: readonly CountContext[],
  add: AddParam,
  page: PageRequest | null = null,
): string {
  const codes: [code: number, term: number][] = []
  const gaps: [field: number, bucket: number, min: number, max: number, term: number][] = []
  const negations: number[] = []
  const lookups: [field: number, value: string, term: number][] = []
  terms.forEach((term, t) => {
    if (term.kind === 'range') {
      const cover = rangeCover(term.field, edges[term.field]!, term.min, term.max)
      for (const code of cover.codes) codes.push([code, t])
      for (const bucket of cover.gaps) gaps.push([term.field, bucket, term.min, term.max, t])
    } else {
      for (const code of term.codes) codes.push([code, t])
      for (const [field, value] of term.values ?? []) lookups.push([field, value, t])
      if (term.kind === 'none') negations.push(t)
    }
  })
  // A context without a term takes every live slot: a negation of nothing.
  const everything = terms.length
  negations.push(everything)
  const masks = contexts.flatMap((context, c) =>
    (context.terms.length > 0 ? context.terms : [everything]).map((t) => [c, t]),
  )
  const column = <T>(rows: T[][], i: number) => rows.map((row) => row[i])
  const ranges = contexts.flatMap((context, c) => context.counted.map(([low, high]) => [c, low, high]))
  const histograms = contexts.flatMap((context, c) => context.histograms.map((field) => [c, field]))
  const totals = contexts.flatMap((context, c) => (context.total ? [c] : []))
  const ctes = [
    // LATERAL throughout: the statement is planned once for any plan (generic), and joined, its
    // estimates led PostgreSQL to read the whole table where an index probe per row was meant.
    `tc AS MATERIALIZED (SELECT x.term, b.chunk, b.bits
      FROM unnest(${add(column(codes, 0))}::int4[], ${add(column(codes, 1))}::int4[]) AS x(code, term),
      LATERAL (SELECT chunk, bits FROM ${tables.bits} b WHERE b.code = x.code OFFSET 0) b
      UNION ALL
      SELECT x.term, b.chunk, b.bits
      FROM unnest(${add(column(lookups, 0))}::int4[], ${add(column(lookups, 1))}::text[], ${add(column(lookups, 2))}::int4[])
        AS x(field, value, term),
      LATERAL (SELECT code FROM ${tables.values} v WHERE v.field = x.field AND v.value = x.value OFFSET 0) v,
      LATERAL (SELECT chunk, bits FROM ${tables.bits} b WHERE b.code = v.code OFFSET 0) b)`,
    // The points' bits are written as hex, a run of zero bytes and a byte per byte holding some:
    // a set_bit per point copied the whole 4 KB chunk each time, and written as binary digits the
    // text was four times as long to build and parse (0.9 of 9 ms in the body + years + ranges
    // query at 100,000 cars; lpad and length also count characters one at a time in UTF-8).
    `tg AS MATERIALIZED (SELECT term, chunk, ('x' || bytes || repeat('00', ${CHUNK_BITS / 8} - octet_length(bytes) / 2))::varbit AS bits
      FROM (SELECT term, chunk, string_agg(repeat('00', byte - previous - 1) || substr(to_hex(256 + v), 2), '' ORDER BY byte) AS bytes
      FROM (SELECT term, chunk, byte, v, lag(byte, 1, -1) OVER (PARTITION BY term, chunk ORDER BY byte) AS previous
      FROM (SELECT g.term, p.slot / ${CHUNK_BITS} AS chunk, (p.slot % ${CHUNK_BITS}) >> 3 AS byte, bit_or(128 >> (p.slot & 7)) AS v
        FROM unnest(${add(column(gaps, 0))}::int2[], ${add(column(gaps, 1))}::int2[], ${add(column(gaps, 2))}::float8[],
          ${add(column(gaps, 3))}::float8[], ${add(column(gaps, 4))}::int4[]) AS g(field, bucket, min, max, term)
        CROSS JOIN LATERAL (SELECT slot FROM ${tables.points} p
          WHERE p.field = g.field AND p.bucket = g.bucket AND p.value BETWEEN g.min AND g.max OFFSET 0) p
        GROUP BY 1, 2, 3) y) q
      GROUP BY term, chunk) r)`,
    `tp AS MATERIALIZED (SELECT term, chunk, bit_or(bits) AS bits FROM (SELECT * FROM tc UNION ALL SELECT * FROM tg) u
      GROUP BY term, chunk)`,
    `tn AS (SELECT unnest(${add(negations)}::int4[]) AS term)`,
    `t AS MATERIALIZED (
      SELECT term, chunk, bits FROM tp WHERE term NOT IN (SELECT term FROM tn)
      UNION ALL
      SELECT n.term, l.chunk, l.bits & ~coalesce(tp.bits, ${ZERO}) FROM tn n
        CROSS JOIN LATERAL (SELECT chunk, bits FROM ${tables.bits} WHERE code = ${LIVE} OFFSET 0) l
        LEFT JOIN tp ON tp.term = n.term AND tp.chunk = l.chunk)`,
    `mt AS (SELECT * FROM unnest(${add(column(masks, 0))}::int4[], ${add(column(masks, 1))}::int4[]) AS mt(ctx, term))`,
    `m AS MATERIALIZED (SELECT * FROM (
        SELECT mt.ctx, t.chunk, bit_and(t.bits)::varbit AS bits FROM mt JOIN t ON t.term = mt.term GROUP BY mt.ctx, t.chunk
        HAVING count(*) = (SELECT count(*) FROM mt terms WHERE terms.ctx = mt.ctx)
      ) m WHERE bit_count(bits) > 0)`,
    `r AS (SELECT * FROM unnest(${add(column(ranges, 0))}::int4[], ${add(column(ranges, 1))}::int4[],
      ${add(column(ranges, 2))}::int4[]) AS r(ctx, low, high))`,
    `h AS (SELECT * FROM unnest(${add(column(histograms, 0))}::int4[], ${add(column(histograms, 1))}::int4[]) AS h(ctx, field))`,
  ]
  ctes.push(...histogramCtes(tables))
  ctes.push(...pageCtes(tables, page, add))
  return `WITH ${ctes.join(',\n')}
    SELECT 'l' AS kind, m.ctx, b.code, sum(bit_count(b.bits & m.bits)::int4)::int AS n, NULL::int AS lo, NULL::int AS hi,
      NULL::float8 AS low, NULL::float8 AS high, NULL::text AS id
    FROM m JOIN r ON r.ctx = m.ctx,
    LATERAL (SELECT code, bits FROM ${tables.bits} b WHERE b.chunk = m.chunk AND b.code BETWEEN r.low AND r.high OFFSET 0) b
    GROUP BY m.ctx, b.code
    UNION ALL
    SELECT 't', ctx, ${LIVE}, sum(bit_count(bits))::int, NULL, NULL, NULL, NULL, NULL FROM m
    WHERE ctx = ANY(${add(totals)}::int4[]) GROUP BY ctx
    UNION ALL
    SELECT 'h', x.ctx, x.field, x.n, x.lo, x.hi, x.low, x.high, NULL FROM hx x
    UNION ALL
    SELECT 'q', 0, 0, (SELECT coalesce(sum(n), 0)::int FROM s${LEVELS - 1}), NULL, NULL, NULL, NULL, NULL FROM pp
    UNION ALL
    SELECT 'p', 0, rank::int, 0, NULL, NULL, value, NULL, id FROM page`
}

/**
 * Each histogram's count and first and last leaf buckets holding some of its context, per chunk
 * of the mask: the top level's buckets are all counted (their sum is the count), then each side
 * descends a level at a time to the first (last) child holding some, stopping at it: in the
 * body + years + ranges query at 100,000 cars, 128 bitmap rows below the top level instead of
 * 209 scanning every child of the first and last buckets. Each chunk descends on its own (they
 * share no bucket row), and the chunks' extremes are then the least and greatest.
 */
function histogramCtes(tables: BitmapTables): string[] {
  const top = LEVELS - 1
  const base = (level: number) => `-((e.field + 1) << 16) - ${level << 12}`
  // Buckets ascend as codes descend: the first child holding some is the highest code.
  const side = (name: string, level: number, parent: string, order: 'ASC' | 'DESC') =>
    `LATERAL (SELECT (-b.code) & 4095 AS bucket FROM ${tables.bits} b
      WHERE b.chunk = e.chunk AND b.code BETWEEN ${base(level)} - (${parent} * ${FAN} + ${FAN - 1}) AND ${base(level)} - ${parent} * ${FAN}
        AND b.bits & m.bits <> ${ZERO}
      ORDER BY b.code ${order} LIMIT 1) ${name}${level}`
  const descents: string[] = []
  for (let level = top - 1; level >= 0; level--) {
    const above = (name: string) => (level === top - 1 ? `e.${name}` : `${name}${level + 1}.bucket`)
    descents.push(side('lo', level, above('lo'), 'DESC'), side('hi', level, above('hi'), 'ASC'))
  }
  return [
    `ht AS MATERIALIZED (
      SELECT m.ctx, h.field, m.chunk, (-b.code) & 4095 AS bucket, bit_count(b.bits & m.bits) AS n
      FROM m JOIN h ON h.ctx = m.ctx,
      LATERAL (SELECT code, bits FROM ${tables.bits} b
        WHERE b.chunk = m.chunk AND b.code BETWEEN -((h.field + 1) << 16) - ${top << 12} - 4095
          AND -((h.field + 1) << 16) - ${top << 12} OFFSET 0) b)`,
    `he AS MATERIALIZED (SELECT ctx, field, chunk, sum(n) AS n, min(bucket) FILTER (WHERE n > 0) AS lo,
        max(bucket) FILTER (WHERE n > 0) AS hi
      FROM ht GROUP BY 1, 2, 3 HAVING sum(n) > 0)`,
    `hc AS MATERIALIZED (SELECT e.ctx, e.field, e.n, lo0.bucket AS lo, hi0.bucket AS hi,
        ${gapExtreme(tables, 'lo0.bucket', 'ASC')} AS low, ${gapExtreme(tables, 'hi0.bucket', 'DESC')} AS high
      FROM he e JOIN m ON m.ctx = e.ctx AND m.chunk = e.chunk,
      ${descents.join(',\n      ')})`,
    // A leaf is a bucket, the same in every chunk: the extreme value is that of a chunk holding the
    // extreme leaf (when it is a gap, each such chunk found a point in it).
    `hx AS (SELECT ctx, field, sum(n)::int AS n, min(lo) AS lo, max(hi) AS hi,
        (array_agg(low ORDER BY lo, low))[1] AS low, (array_agg(high ORDER BY hi DESC, high DESC NULLS LAST))[1] AS high
      FROM hc GROUP BY 1, 2)`,
  ]
}

/**
 * The least (ASC) or greatest (DESC) value in a chunk's leaf bucket that the chunk's mask holds,
 * when the leaf is a gap: its points walked in value order up to the first in the mask. Checked
 * against every context's mask at once, PostgreSQL read all of a gap's points (150 to 240) and
 * sorted them, 16 times in a car list query.
 */
function gapExtreme(tables: BitmapTables, leaf: string, order: 'ASC' | 'DESC'): string {
  return `CASE WHEN ${leaf} % 2 = 0 THEN (SELECT p.value FROM ${tables.points} p
      WHERE p.field = e.field AND p.bucket = ${leaf} AND p.slot / ${CHUNK_BITS} = e.chunk
        AND get_bit(m.bits, p.slot % ${CHUNK_BITS}) = 1
      ORDER BY p.value ${order} LIMIT 1) END`
}

/**
 * The page from the bitmaps: the sort field's buckets are descended, counting the mask against
 * FAN buckets a level, to the bucket where the documents up to it reach offset + limit; those
 * documents (the mask AND the buckets up to it) are listed from the chunks' bits and sorted by
 * value and id, read from the slots table. Rows 'p' (code: rank, low: value, id), and a row 'q'
 * whose n is how many of the mask have a value: when that is under offset + limit, the page
 * runs into documents without one and must be read otherwise. Without a page request `pp` is
 * empty, and so is everything after it. A descending sort counts buckets from the top (`sign`).
 */
function pageCtes(tables: BitmapTables, page: PageRequest | null, add: AddParam): string[] {
  const top = LEVELS - 1
  const base = (level: number) => `-((pp.field + 1) << 16) - ${level << 12}`
  const ctes = [
    `pp AS MATERIALIZED (SELECT field, sign, wanted, lim, skip FROM (SELECT ${add(page?.field ?? null)}::int4 AS field,
      ${add(page?.descending ? -1 : 1)}::int4 AS sign, ${add(page ? page.offset + page.limit : 0)}::int4 AS wanted,
      ${add(page?.limit ?? 0)}::int4 AS lim, ${add(page?.offset ?? 0)}::int4 AS skip) x WHERE field IS NOT NULL)`,
  ]
  // At each level: the buckets under the parent chosen above, counted, with how many documents
  // come before each in the sort order; the one where the wanted count is reached.
  for (let level = top; level >= 0; level--) {
    const bounds =
      level === top
        ? `SELECT ${base(level)} - 4095 AS low, ${base(level)} AS high FROM pp`
        : `SELECT ${base(level)} - (c.bucket * ${FAN} + ${FAN - 1}) AS low, ${base(level)} - c.bucket * ${FAN} AS high
          FROM pp, c${level + 1} c`
    const before = level === top ? '0' : `(SELECT before FROM c${level + 1})`
    ctes.push(
      // The codes' bounds first: computed in the join, they reached no index.
      `sr${level} AS MATERIALIZED (${bounds})`,
      `s${level} AS MATERIALIZED (SELECT (-b.code) & 4095 AS bucket, sum(bit_count(b.bits & m.bits)::int4) AS n
        FROM sr${level} r JOIN m ON m.ctx = 0,
        LATERAL (SELECT code, bits FROM ${tables.bits} b WHERE b.chunk = m.chunk AND b.code BETWEEN r.low AND r.high OFFSET 0) b
        GROUP BY 1)`,
    )
    // Fewer documents with a value than offset + limit: all of them.
    if (level === top)
      ctes.push(
        `w AS MATERIALIZED (SELECT least(pp.wanted, coalesce(sum(n), 0)) AS k FROM pp, s${top} GROUP BY pp.wanted)`,
      )
    ctes.push(
      `c${level} AS MATERIALIZED (SELECT bucket, before FROM (
          SELECT bucket, n, ${before} + sum(n) OVER (ORDER BY bucket * (SELECT sign FROM pp)) - n AS before FROM s${level}
        ) x, w WHERE before < w.k AND before + n >= w.k)`,
    )
  }
  // The buckets before the chosen one at each level, the chosen leaf included; from the top for
  // a descending sort.
  const chosen = (level: number) => `(SELECT bucket FROM c${level})`
  const span = (level: number, ascending: [string, string], descending: [string, string]) =>
    `SELECT ${base(level)} - (CASE WHEN pp.sign > 0 THEN ${ascending[1]} ELSE ${descending[1]} END) AS low,
      ${base(level)} - (CASE WHEN pp.sign > 0 THEN ${ascending[0]} ELSE ${descending[0]} END) AS high FROM pp`
  const spans = [
    span(top, ['0', `${chosen(top)} - 1`], [`${chosen(top)} + 1`, '4095']),
    ...Array.from({ length: top }, (_, i) => {
      const level = top - 1 - i
      const first = `${chosen(level + 1)} * ${FAN}`
      const last = `${chosen(level + 1)} * ${FAN} + ${FAN - 1}`
      return level === 0
        ? span(0, [first, chosen(0)], [chosen(0), last])
        : span(level, [first, `${chosen(level)} - 1`], [`${chosen(level)} + 1`, last])
    }),
  ]
  ctes.push(
    // The spans' codes first, then the buckets by code: with the bounds computed in the join, or
    // joined on the chunk, PostgreSQL read the whole table or index.
    `pr AS MATERIALIZED (${spans.join(' UNION ALL ')})`,
    `pb AS MATERIALIZED (SELECT chunk, bit_or(bits) AS bits FROM pr,
      LATERAL (SELECT chunk, bits FROM ${tables.bits} b WHERE b.code BETWEEN pr.low AND pr.high OFFSET 0) b GROUP BY chunk)`,
    `pc AS MATERIALIZED (SELECT runs, cardinality(runs) AS last, chunk FROM (
        SELECT m.chunk, string_to_array((m.bits & pb.bits)::text, '1') AS runs FROM m JOIN pb USING (chunk) WHERE m.ctx = 0
      ) x)`,
    // A set bit ends each run of zeros: its slot is the runs' lengths so far.
    `ps AS MATERIALIZED (SELECT chunk * ${CHUNK_BITS} + (sum(octet_length(run) + 1) OVER (PARTITION BY chunk ORDER BY o) - 1)::int4 AS slot,
        o, last
      FROM (SELECT pc.chunk, pc.last, u.run, u.o FROM pc, unnest(pc.runs) WITH ORDINALITY AS u(run, o)) r)`,
    `page AS (SELECT id, value, rank FROM (
        SELECT s.id, s.numbers[pp.field + 1] AS value,
          row_number() OVER (ORDER BY s.numbers[pp.field + 1] * pp.sign, s.id) AS rank
        FROM pp, ps, LATERAL (SELECT id, numbers FROM ${tables.slots} s WHERE s.slot = ps.slot OFFSET 0) s WHERE ps.o < ps.last
      ) ranked, pp WHERE rank > pp.skip AND rank <= pp.skip + pp.lim)`,
  )
  return ctes
}
