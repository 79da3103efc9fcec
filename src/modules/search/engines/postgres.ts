import { createHash } from 'node:crypto'
import pg from 'pg'
import { INDEX_NAMES, type IndexName } from '../contract'
import type { RawFacet, RawResult, SearchEngine, SearchStore, StoredChange } from '../engine'
import { CAR_LIST_FACETS } from '../facets'
import { extractDocument, INDEXES, type IndexDefinition } from '../indexes'
import type { Condition, FacetPlan, FilterGroup, QueryPlan } from '../plan'
import { fieldWord, FIELD_WEIGHTS, FIELD_WORD_MARK } from '../text'
import {
  applyBitmaps,
  bitmapTableStatements,
  countStatement,
  histogramOf,
  rangeBound,
  loadEdges,
  type BitmapDocument,
  type BitmapTables,
  type CountContext,
  type CountRow,
  type Lookup,
  type MaskTerm,
  type PageRequest,
} from './postgres-bitmaps'

/**
 * The PostgreSQL engine: answers every plan in SQL, for catalogues too large to hold in each
 * instance's memory. Indexed values come only from `extractDocument`.
 *
 * Per index there are six tables (`<i>` is the index name):
 * - `search_idx_<i>`, the projection, kept narrow so scans stay in memory (about 400 bytes a
 *   car, no TOAST): `tags int4[]` holds a code for every keyword value and every hierarchy
 *   (parent, child) pair of the document (one GIN index serves every in, notIn and pairs
 *   filter); `n_<field>` double precision per number field with a btree in each sort
 *   direction (nulls last, then id), which also serves range filters.
 * - `search_values_<i>`: the code of each (field, value). A code is `field number << 24 | n`,
 *   so sorting `tags` groups it by field, and `offsets int2[]` marks where each field starts:
 *   counting a facet unnests only its slice.
 * - `search_text_<i>`: `terms int4[]` (GIN) per document: the codes of its words and of their
 *   first 1 to 3 characters. `search_terms_<i>` gives the codes, in code-unit order
 *   (COLLATE "C"). A keyphrase prefix of up to 3 characters is one term; a longer one is its
 *   first 3 characters plus the few words starting with it (a btree range). Expanding every
 *   prefix to its words was measured first: 'a' became 3,600 codes, PostgreSQL chose a
 *   sequential scan and compared each row against all of them (8 s at 100,000 cars).
 * - `search_docs_<i>`: the stored JSON text, read only for the page returned.
 * - `search_facets_<i>`: the car list's fields as plain columns (see NARROW_FIELDS).
 * - bitmaps of the same fields, where a query touching only them is counted without reading the
 *   documents it counts (see postgres-bitmaps); its page still comes from the facet table.
 * Codes and terms are append-only: a value no document holds any more counts zero, which the
 * response drops. Text was measured first: text[] columns made a car row about 4 KB (TOASTed and
 * compressed), and every scan paid for it.
 *
 * A query first resolves its filter values and keyphrase to codes (one round trip, which also
 * reads the data version), so the statements carry literal code arrays and PostgreSQL plans them
 * with real selectivities. Facets are counted per filter context: from the bitmaps when they hold
 * every field of the plan and there is no keyphrase (one statement for every context, see
 * countBitmaps); otherwise every facet whose own filter is not set shares one scan (the facets' slices of `tags` unnested and grouped by code) and one
 * aggregate (total and histograms); a facet with its own filter gets a query of its own. All of
 * a plan's statements run concurrently on the pool, and counts without filters are cached until
 * the data version changes. JIT compilation costs more than these queries take: the engine's own
 * pool turns it off and prices random reads as the in-memory reads they are (random_page_cost
 * 1.1), and a pool passed in should do the same.
 *
 * The projection follows the store by sequence number: a one-row cursor table holds the last
 * applied seq and the data version. Each sync step is one transaction holding
 * `pg_advisory_xact_lock`, so several instances can share one projection; `refresh()` waits for
 * the lock, the poll only tries it (whoever holds it is applying the same changes).
 */

export type PostgresEngineOptions = ({ pool: pg.Pool } | { connectionString: string }) & {
  store: SearchStore
  /** How often to pull changes from the store; the staleness bound is about this. */
  syncMs?: number
  /** Schema of the projection tables; created when missing. */
  schema?: string
  /** Store changes applied per transaction. */
  batchSize?: number
  onError?: (error: unknown) => void
}

export type PostgresEngine = SearchEngine

/** Bump when the projection's shape changes in a way the field lists do not show. */
const LAYOUT_VERSION = 6
const CODE_BITS = 24
const MAX_FIELDS = 127
/** A sync step that applied at least this many changes to an index refreshes its statistics. */
const ANALYZE_AFTER = 2000
/** A first load (a sync starting from sequence 0) applies this many batches per transaction. */
const FIRST_LOAD_BATCHES = 8

/**
 * The fields of the narrow facet table `search_facets_<i>`: what the car list filters and counts
 * by (its facets, the market and brands a site scope pins, and its default sort). The projection's `tags` array
 * must be unnested to count, and a function scan per row was most of a facet count's time
 * (EXPLAIN ANALYZE, 18,900 rows counting brands and models: 36 ms, against 10 ms grouping plain
 * columns of this table). One int4 column per keyword field holds the code of the document's
 * value (NULL without one, -1 with several, whose codes go to `multi`); the number columns copy
 * the projection's. A plan touching only these fields counts here; any other goes to the
 * projection. The page is still read through the projection's sort btrees. `car_site_id` is no
 * facet but the car list's near-me filter (the dealer sites within the radius, list-near): without
 * it here, every query near a place went to the projection.
 */
const CAR_LIST_FIELDS = [
  ...CAR_LIST_FACETS.map((facet) => facet.name),
  'car_country_code',
  'car_publishdate',
  'car_site_id',
] as const
const NARROW_FIELDS: Partial<Record<IndexName, readonly string[]>> = {
  cars: CAR_LIST_FIELDS,
  vehicles: CAR_LIST_FIELDS,
}
/** A facet-table column value: the document holds several values of the field, listed in `multi`. */
const SEVERAL = -1

type IndexLayout = {
  index: IndexName
  definition: IndexDefinition
  projection: string
  values: string
  terms: string
  text: string
  docs: string
  /** The narrow facet table; see NARROW_FIELDS. */
  facets: string
  /** Quoted `k_<name>` column of each keyword field and hierarchy in the facet table. */
  narrowKeywords: Map<string, string>
  /** Quoted `n_<field>` column of each number field in the facet table. */
  narrowNumbers: Map<string, string>
  /** Field number (1..127) of each keyword field and each hierarchy, for codes. */
  fieldNumbers: Map<string, number>
  /** The hierarchy name of each (parent, child) pair of fields. */
  hierarchyOf: Map<string, string>
  /** Quoted `n_<field>` column per number field. */
  numbers: Map<string, string>
  /** Names of the secondary indexes (GIN and sort btrees), with their definitions. */
  secondary: [name: string, definition: string][]
  /** Bitmaps of the facet table's fields (postgres-bitmaps), for indexes with one. */
  bitmaps: BitmapTables | null
}

function quote(identifier: string): string {
  if (Buffer.byteLength(identifier) > 63) throw new Error(`search projection: identifier '${identifier}' is too long`)
  return `"${identifier.replace(/"/g, '""')}"`
}

const pairKey = (parent: string, child: string) => JSON.stringify([parent, child])

function layoutOf(schema: string, index: IndexName): IndexLayout {
  const definition = INDEXES[index]
  const table = (prefix: string) => `${quote(schema)}.${quote(`${prefix}_${index}`)}`
  const numbered = [...Object.keys(definition.keywords), ...Object.keys(definition.hierarchies)]
  if (numbered.length > MAX_FIELDS) throw new Error(`search projection: index ${index} has over ${MAX_FIELDS} facets`)
  const projection = table('search_idx')
  const numbers = new Map(Object.keys(definition.numbers).map((field) => [field, quote(`n_${field}`)]))
  const secondary: [string, string][] = [
    [`search_idx_${index}_tags`, `USING gin (tags) WITH (fastupdate = off)`],
    ...[...numbers.values()].flatMap((column, i): [string, string][] => [
      [`search_idx_${index}_n${i}_asc`, `(${column} ASC NULLS LAST, id)`],
      [`search_idx_${index}_n${i}_desc`, `(${column} DESC NULLS LAST, id)`],
    ]),
  ]
  const text = table('search_text')
  const facets = table('search_facets')
  const narrow = new Set(NARROW_FIELDS[index] ?? [])
  for (const [name, levels] of Object.entries(definition.hierarchies))
    if (narrow.has(name)) levels.forEach((level) => narrow.add(level))
  const narrowKeywords = new Map(
    numbered.filter((name) => narrow.has(name)).map((name) => [name, quote(`k_${name}`)] as [string, string]),
  )
  const narrowNumbers = new Map([...numbers].filter(([field]) => narrow.has(field)))
  // Keyword columns only: their conditions (an OR with the SEVERAL case) can use a btree only in a
  // bitmap scan, which reads the heap in physical order. With btrees on the numbers, the planner
  // walked a price range's index row by row instead (EXPLAIN ANALYZE: 31,000 buffer hits, 28 ms,
  // for 5,300 matches); their ranges are filters on rows the keyword bitmaps select.
  const narrowIndexes = [...narrowKeywords.values()].map((column, i): [string, string] => {
    const name = `search_facets_${index}_${i}`
    return [`${quote(schema)}.${quote(name)}`, `${quote(name)} ON ${facets} (${column})`]
  })
  return {
    index,
    definition,
    projection,
    text,
    values: table('search_values'),
    terms: table('search_terms'),
    docs: table('search_docs'),
    facets,
    narrowKeywords,
    narrowNumbers,
    fieldNumbers: new Map(numbered.map((name, i) => [name, i + 1])),
    hierarchyOf: new Map(
      Object.entries(definition.hierarchies).map(([name, [parent, child]]) => [pairKey(parent, child), name]),
    ),
    numbers,
    bitmaps:
      narrow.size > 0
        ? {
            slots: table('search_slots'),
            bits: table('search_bits'),
            points: table('search_points'),
            meta: table('search_bitmeta'),
            counts: table('search_bitcounts'),
          }
        : null,
    secondary: [
      ...secondary.map(([name, definition]): [string, string] => [
        `${quote(schema)}.${quote(name)}`,
        `${quote(name)} ON ${projection} ${definition}`,
      ]),
      [
        `${quote(schema)}.${quote(`search_text_${index}_terms`)}`,
        `${quote(`search_text_${index}_terms`)} ON ${text} USING gin (terms) WITH (fastupdate = off)`,
      ],
      ...narrowIndexes,
    ],
  }
}

/**
 * The tables of one index. Secondary indexes come later (`ensureIndexes`): building them after
 * the first load is several times faster than maintaining them row by row.
 */
function createStatements(layout: IndexLayout, compression: string): string[] {
  const numbers = [...layout.numbers.values()]
  return [
    // `offsets[f]` is where field f's codes start in the sorted `tags`, so one facet's codes are
    // a slice and counting it unnests only those.
    `CREATE TABLE ${layout.projection} (
      id text COLLATE "C" PRIMARY KEY, tags int4[] NOT NULL, offsets int2[] NOT NULL
      ${numbers.map((column) => `, ${column} double precision`).join('')})`,
    `CREATE TABLE ${layout.values} (
      code int4 PRIMARY KEY, field int4 NOT NULL, value text NOT NULL,
      UNIQUE (field, value), CHECK (code >> ${CODE_BITS} = field))`,
    `CREATE TABLE ${layout.terms} (
      term text COLLATE "C" PRIMARY KEY, code int4 GENERATED ALWAYS AS IDENTITY UNIQUE)`,
    `CREATE TABLE ${layout.text} (id text COLLATE "C" PRIMARY KEY, terms int4[] NOT NULL)`,
    `CREATE TABLE ${layout.docs} (id text COLLATE "C" PRIMARY KEY, doc text ${compression} NOT NULL)`,
    facetTableStatement(layout),
    ...(layout.bitmaps ? bitmapTableStatements(layout.bitmaps) : []),
  ]
}

/** Fixed-width columns first, so reading them never walks past a variable-length one. */
function facetTableStatement(layout: IndexLayout): string {
  const columns = [
    'id text COLLATE "C" PRIMARY KEY',
    ...[...layout.narrowKeywords.values()].map((column) => `${column} int4`),
    ...[...layout.narrowNumbers.values()].map((column) => `${column} double precision`),
    'multi int4[]',
  ]
  return `CREATE TABLE ${layout.facets} (${columns.join(', ')})`
}

/** Fills the facet table from the projection: a database from before it had one gets it in place. */
function backfillStatement(layout: IndexLayout): string {
  const keywords = [...layout.narrowKeywords].map(([name, column]) => {
    const field = layout.fieldNumbers.get(name)!
    const width = `offsets[${field + 1}] - offsets[${field}]`
    return [column, `CASE ${width} WHEN 0 THEN NULL WHEN 1 THEN tags[offsets[${field}]] ELSE ${SEVERAL} END`]
  })
  const fields = [...layout.narrowKeywords.keys()].map((name) => layout.fieldNumbers.get(name)!)
  const multi = `NULLIF(ARRAY(SELECT unnest(tags[offsets[f]:offsets[f + 1] - 1]) FROM unnest('{${fields.join(',')}}'::int4[]) AS f
    WHERE offsets[f + 1] - offsets[f] > 1), '{}')`
  const numbers = [...layout.narrowNumbers.values()].map((column) => [column, column])
  const all = [['id', 'id'], ...keywords, ...numbers, ['multi', multi]]
  return `INSERT INTO ${layout.facets} (${all.map(([column]) => column).join(', ')})
    SELECT ${all.map(([, value]) => value).join(', ')} FROM ${layout.projection}`
}

/** Changes whenever a definition adds, drops or reorders a field: the projection is rebuilt. */
function fingerprint(layouts: IndexLayout[]): string {
  return JSON.stringify({
    version: LAYOUT_VERSION,
    // The bitmaps hold the facet table's fields: a change there rebuilds them from the store.
    indexes: layouts.map((layout) => [
      layout.index,
      [...layout.fieldNumbers.keys()],
      [...layout.numbers.keys()],
      [...layout.narrowKeywords.keys()],
      [...layout.narrowNumbers.keys()],
    ]),
  })
}

/** Query parameters: values always travel as parameters, never as SQL text. */
class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** A statement; one with a `name` is prepared once per connection (its text never varies). */
type Query = { text: string; values: unknown[]; name?: string }

/**
 * Filter values and keyphrase terms of a plan as codes, and the data version they were read at.
 * With the bitmaps, also how many documents carry each code (`counts`), live ones (`live`), and
 * at most how many each range group holds (`ranges`, by group), for estimates before counting.
 */
type Resolved = {
  version: string
  codes: Map<string, number>
  terms: Map<string, number>
  prefix: number[]
  counts: Map<number, number>
  live: number | null
  ranges: Map<number, number>
}

const valueKey = (field: number, value: string) => `${field}\u0000${value}`

/** Prefixes up to this many characters are terms of their own. */
const PREFIX_TERM_LENGTH = 3
/** Marks a prefix term; words never contain it (they are runs of letters and digits). */
const PREFIX_MARK = '\u0001'

/** A prefix term: the first `PREFIX_TERM_LENGTH` characters at most, by code point. */
const prefixTerm = (word: string) => PREFIX_MARK + [...word].slice(0, PREFIX_TERM_LENGTH).join('')

/** A document's terms: its words, and each word's prefixes of 1 to `PREFIX_TERM_LENGTH` characters. */
function termsOf(words: readonly string[]): string[] {
  const terms = new Set(words)
  for (const word of words) {
    // A marked field word is looked up whole, for relevance; no prefix reaches it.
    if (word.startsWith(FIELD_WORD_MARK)) continue
    const characters = [...word]
    for (let length = 1; length <= Math.min(PREFIX_TERM_LENGTH, characters.length); length++) {
      terms.add(PREFIX_MARK + characters.slice(0, length).join(''))
    }
  }
  return [...terms]
}

function lookups(layout: IndexLayout, plan: QueryPlan): { fields: number[]; values: string[] } {
  const fields: number[] = []
  const values: string[] = []
  const add = (field: number, value: string) => {
    fields.push(field)
    values.push(value)
  }
  for (const { condition } of plan.groups) {
    if (condition.kind === 'in' || condition.kind === 'notIn') {
      const field = layout.fieldNumbers.get(condition.field)!
      for (const value of condition.values) add(field, value)
    } else if (condition.kind === 'pairs') {
      const parent = layout.fieldNumbers.get(condition.parent)!
      const hierarchy = layout.fieldNumbers.get(layout.hierarchyOf.get(pairKey(condition.parent, condition.child))!)!
      for (const value of condition.parents) add(parent, value)
      for (const [p, c] of condition.pairs) add(hierarchy, pairKey(p, c))
    }
  }
  return { fields, values }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`)
}

function resolveQuery(layout: IndexLayout, plan: QueryPlan, cursor: string, edges: number[][] | null): Query {
  const params = new Params()
  const parts = [`SELECT 'v' AS kind, 0 AS field, '' AS value, version AS code, NULL::int4 AS n FROM ${cursor}`]
  const { fields, values } = lookups(layout, plan)
  const counts = edges && layout.bitmaps && !plan.keyphrase ? layout.bitmaps.counts : null
  if (fields.length > 0) {
    parts.push(
      `SELECT 'k', v.field, v.value, v.code, ${counts ? `(SELECT n FROM ${counts} c WHERE c.code = v.code)` : 'NULL'}
       FROM ${layout.values} v
       JOIN unnest(${params.add(fields)}::int4[], ${params.add(values)}::text[]) AS x(field, value)
         ON v.field = x.field AND v.value = x.value`,
    )
  }
  if (counts) {
    parts.push(`SELECT 'n', 0, '', 0, n FROM ${counts} WHERE code = 0`)
    const numbers = [...layout.narrowNumbers.keys()]
    plan.groups.forEach(({ condition }, g) => {
      if (condition.kind !== 'range') return
      const field = numbers.indexOf(condition.field)
      const codes = rangeBound(field, edges![field]!, condition.min, condition.max)
      parts.push(
        `SELECT 'r', ${g}, '', 0, (SELECT coalesce(sum(n), 0)::int4 FROM ${counts} WHERE code = ANY(${params.add(codes)}::int4[]))`,
      )
    })
  }
  if (plan.keyphrase) {
    const { exact, prefix } = plan.keyphrase
    const terms = [...(prefix === null ? exact : [...exact, prefixTerm(prefix)]), ...relevanceTerms(plan)]
    parts.push(`SELECT 'w', 0, term, code, NULL FROM ${layout.terms} WHERE term = ANY(${params.add(terms)}::text[])`)
    if (prefix !== null && [...prefix].length > PREFIX_TERM_LENGTH) {
      parts.push(
        `SELECT 'p', 0, term, code, NULL FROM ${layout.terms} WHERE term LIKE ${params.add(`${escapeLike(prefix)}%`)}`,
      )
    }
  }
  return { text: parts.join(' UNION ALL '), values: params.values }
}

function readResolved(
  rows: { kind: string; field: number; value: string; code: string | number; n: number | null }[],
): Resolved {
  const resolved: Resolved = {
    version: '0',
    codes: new Map(),
    terms: new Map(),
    prefix: [],
    counts: new Map(),
    live: null,
    ranges: new Map(),
  }
  for (const row of rows) {
    if (row.kind === 'v') resolved.version = String(row.code)
    else if (row.kind === 'n') resolved.live = row.n
    else if (row.kind === 'r') resolved.ranges.set(row.field, row.n ?? 0)
    else if (row.kind === 'k') {
      resolved.codes.set(valueKey(row.field, row.value), Number(row.code))
      resolved.counts.set(Number(row.code), row.n ?? 0)
    } else if (row.kind === 'w') resolved.terms.set(row.value, Number(row.code))
    else resolved.prefix.push(Number(row.code))
  }
  return resolved
}

/** The table a statement filters: the projection, or the facet table when it holds every field. */
type Source = 'projection' | 'facets'

/**
 * Documents holding any of `codes` of the fields named. In the facet table this is NULL for a
 * document without a value, so a negation must coalesce it. A positive one must not: wrapped in a
 * function, the condition no longer reaches the columns' btrees, and PostgreSQL walked one range's
 * index instead (EXPLAIN ANALYZE: 34 ms for 18,900 rows, against 10 ms).
 */
function holdsSql(layout: IndexLayout, source: Source, fields: string[], codes: number[], params: Params): string {
  if (codes.length === 0) return 'false'
  const list = `${params.add(codes)}::int4[]`
  if (source === 'projection') return `tags && ${list}`
  const columns = fields.map((field) => layout.narrowKeywords.get(field)!)
  const any = columns.map((column) => `${column} = ANY(${list}) OR ${column} = ${SEVERAL} AND multi && ${list}`)
  return `(${any.join(' OR ')})`
}

function conditionSql(
  layout: IndexLayout,
  condition: Condition,
  resolved: Resolved,
  params: Params,
  source: Source,
): string {
  const codes = (field: string, values: readonly string[]) => {
    const number = layout.fieldNumbers.get(field)!
    return values.map((value) => resolved.codes.get(valueKey(number, value))).filter((code) => code !== undefined)
  }
  const holds = (fields: string[], list: number[]) => holdsSql(layout, source, fields, list, params)
  switch (condition.kind) {
    case 'in':
      return holds([condition.field], codes(condition.field, condition.values))
    case 'notIn':
      return `NOT coalesce(${holds([condition.field], codes(condition.field, condition.values))}, false)`
    case 'range': {
      const column = layout.numbers.get(condition.field)!
      return `${column} BETWEEN ${params.add(condition.min)}::float8 AND ${params.add(condition.max)}::float8`
    }
    case 'pairs': {
      const hierarchy = layout.hierarchyOf.get(pairKey(condition.parent, condition.child))!
      const pairs = condition.pairs.map(([parent, child]) => pairKey(parent, child))
      const any = holds(
        [condition.parent, hierarchy],
        [...codes(condition.parent, condition.parents), ...codes(hierarchy, pairs)],
      )
      return condition.negate ? `NOT coalesce(${any}, false)` : any
    }
  }
}

function whereSql(
  layout: IndexLayout,
  plan: QueryPlan,
  groups: readonly FilterGroup[],
  resolved: Resolved,
  params: Params,
  source: Source = 'projection',
) {
  const parts: string[] = []
  if (plan.keyphrase) {
    const { exact, prefix } = plan.keyphrase
    const terms = (prefix === null ? exact : [...exact, prefixTerm(prefix)]).map((term) => resolved.terms.get(term))
    const long = prefix !== null && [...prefix].length > PREFIX_TERM_LENGTH
    if (terms.some((code) => code === undefined) || (long && resolved.prefix.length === 0)) parts.push('false')
    else {
      // Both conditions go to the GIN index in one scan; the word list is short, as the prefix is long.
      const words = long ? ` AND terms && ${params.add(resolved.prefix)}::int4[]` : ''
      parts.push(`id IN (SELECT id FROM ${layout.text} WHERE terms @> ${params.add(terms)}::int4[]${words})`)
    }
  }
  for (const group of groups) parts.push(conditionSql(layout, group.condition, resolved, params, source))
  return parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : ''
}

/** Facets counted over the same documents: the plan's groups minus those one facet owns. */
type Context = { groups: FilterGroup[]; facets: FacetPlan[]; total: boolean }

function contextsOf(plan: QueryPlan): Context[] {
  const owners = new Set(plan.groups.map((group) => group.facet))
  const main: Context = { groups: plan.groups, facets: [], total: true }
  const contexts = [main]
  for (const facet of plan.facets) {
    if (owners.has(facet.name)) {
      contexts.push({
        groups: plan.groups.filter((group) => group.facet !== facet.name),
        facets: [facet],
        total: false,
      })
    } else {
      main.facets.push(facet)
    }
  }
  return contexts
}

/** Total and histograms of one context: one aggregate row. */
function aggregateQuery(
  layout: IndexLayout,
  plan: QueryPlan,
  context: Context,
  resolved: Resolved,
  source: Source = 'projection',
): Query | null {
  const histograms = context.facets.filter((facet) => facet.kind === 'histogram')
  if (!context.total && histograms.length === 0) return null
  const params = new Params()
  const select = ['count(*)::int AS total']
  histograms.forEach((facet, i) => {
    const column = layout.numbers.get(facet.field)!
    select.push(`min(${column}) AS min${i}`, `max(${column}) AS max${i}`, `count(${column})::int AS count${i}`)
  })
  const where = whereSql(layout, plan, context.groups, resolved, params, source)
  const table = source === 'facets' ? layout.facets : layout.projection
  return { text: `SELECT ${select.join(', ')} FROM ${table} ${where}`, values: params.values }
}

/** The fields whose codes a context counts: list fields, hierarchy parents and hierarchies. */
function countedFields(layout: IndexLayout, facets: readonly FacetPlan[]): number[] {
  const fields = new Set<number>()
  for (const facet of facets) {
    if (facet.kind === 'list') fields.add(layout.fieldNumbers.get(facet.field)!)
    if (facet.kind === 'hierarchy') {
      fields.add(layout.fieldNumbers.get(facet.parent)!)
      fields.add(layout.fieldNumbers.get(facet.name)!)
    }
  }
  return [...fields].sort((a, b) => a - b)
}

/**
 * List and hierarchy counts of one context in one scan: the slices of `tags` holding the
 * counted fields are unnested and grouped by code, then decoded through the value table.
 */
function listQuery(layout: IndexLayout, plan: QueryPlan, context: Context, resolved: Resolved): Query | null {
  const fields = countedFields(layout, context.facets)
  if (fields.length === 0) return null
  const params = new Params()
  const where = whereSql(layout, plan, context.groups, resolved, params)
  const slices = slicesSql(fields, params)
  const text = `SELECT v.field, v.value, x.n FROM (
      SELECT c, count(*)::int AS n FROM (SELECT unnest(${slices}) AS c FROM ${layout.projection} ${where}) u GROUP BY c
    ) x JOIN ${layout.values} v ON v.code = x.c`
  return { text, values: params.values }
}

/** The slices of `tags` holding the given fields' codes; consecutive field numbers are one slice. */
function slicesSql(fields: readonly number[], params: Params): string {
  const runs: [number, number][] = []
  for (const field of fields) {
    const last = runs.at(-1)
    if (last && last[1] === field - 1) last[1] = field
    else runs.push([field, field])
  }
  return runs
    .map(([from, to]) => `tags[offsets[${params.add(from)}::int]:offsets[${params.add(to + 1)}::int] - 1]`)
    .join(' || ')
}

/**
 * Total, histograms and list counts of one context from one scan. Run as two statements, the
 * aggregate and the list count each read the same rows through the same bitmap scans, and the
 * scan (heap visits and filters over thousands of rows) was most of either's time in EXPLAIN
 * ANALYZE; here the matching rows are read once into a materialized CTE that both parts read.
 * The aggregate comes back as the row whose `field` is null.
 */
function combinedQuery(layout: IndexLayout, plan: QueryPlan, context: Context, resolved: Resolved): Query | null {
  const fields = countedFields(layout, context.facets)
  const histograms = context.facets.filter((facet) => facet.kind === 'histogram')
  if (fields.length === 0 || (!context.total && histograms.length === 0)) return null
  const params = new Params()
  const where = whereSql(layout, plan, context.groups, resolved, params)
  const columns = histograms.map((facet, i) => `${layout.numbers.get(facet.field)!} AS h${i}`)
  const aggregates = ['count(*)::int AS total']
  const empty = ['NULL::int']
  histograms.forEach((_, i) => {
    aggregates.push(`min(h${i}) AS min${i}`, `max(h${i}) AS max${i}`, `count(h${i})::int AS count${i}`)
    empty.push('NULL::float8', 'NULL::float8', 'NULL::int')
  })
  const text = `WITH m AS MATERIALIZED (
      SELECT ${[...columns, `${slicesSql(fields, params)} AS codes`].join(', ')} FROM ${layout.projection} ${where}
    )
    SELECT NULL::int4 AS field, NULL::text AS value, NULL::int AS n, ${aggregates.join(', ')} FROM m
    UNION ALL
    SELECT v.field, v.value, x.n, ${empty.join(', ')} FROM (
      SELECT c, count(*)::int AS n FROM m, unnest(m.codes) AS c GROUP BY c
    ) x JOIN ${layout.values} v ON v.code = x.c`
  return { text, values: params.values }
}

/** Counted columns up to this many are grouped as one key before the grouping sets. */
const PREGROUPED_COLUMNS = 3

/** A histogram counted without its own range filter: an aggregate and no list. */
function isRangeContext(context: Context): boolean {
  return !context.total && context.groups.length > 0 && context.facets.every((facet) => facet.kind === 'histogram')
}

/**
 * The plan's contexts when the ranges' aggregates can share the main one's scan: no keyphrase
 * (its contexts read the matches once already), and the facet table holds every field.
 */
function mergeableRanges(layout: IndexLayout, plan: QueryPlan): Context[] | null {
  if (plan.keyphrase) return null
  const contexts = contextsOf(plan)
  if (!contexts.some(isRangeContext)) return null
  return contexts.every((context) => coveredByFacets(layout, context)) ? contexts : null
}

/** Whether the facet table holds every field a context filters and counts by. */
function coveredByFacets(layout: IndexLayout, context: Context): boolean {
  const keyword = (name: string) => layout.narrowKeywords.has(name)
  const number = (field: string) => layout.narrowNumbers.has(field)
  const conditions = context.groups.every(({ condition }) => {
    if (condition.kind === 'range') return number(condition.field)
    if (condition.kind === 'pairs') {
      return keyword(condition.parent) && keyword(layout.hierarchyOf.get(pairKey(condition.parent, condition.child))!)
    }
    return keyword(condition.field)
  })
  return (
    conditions &&
    context.facets.every((facet) => {
      if (facet.kind === 'histogram') return number(facet.field)
      if (facet.kind === 'hierarchy') return keyword(facet.parent) && keyword(facet.name)
      return keyword(facet.field)
    })
  )
}

/**
 * List counts of one context from the facet table: every counted field is a grouping set over its
 * column, so no row is unnested, except those holding several values of a counted field (their
 * `multi` codes; the btrees find the SEVERAL marker). A value may come back twice, once from each.
 * No CTE shares the scan with the aggregate as combinedQuery does: over the narrow rows the
 * tuplestore cost more than a second scan (EXPLAIN ANALYZE, 18,900 rows: about 50 against 30 ms).
 */
function facetListQuery(layout: IndexLayout, plan: QueryPlan, context: Context, resolved: Resolved): Query | null {
  const counted = [
    ...new Set(
      context.facets.flatMap((facet) =>
        facet.kind === 'list' ? [facet.field] : facet.kind === 'hierarchy' ? [facet.parent, facet.name] : [],
      ),
    ),
  ]
  if (counted.length === 0) return null
  const params = new Params()
  const where = whereSql(layout, plan, context.groups, resolved, params, 'facets')
  const columns = counted.map((name) => layout.narrowKeywords.get(name)!)
  const several = columns.map((column) => `${column} = ${SEVERAL}`).join(' OR ')
  const fields = counted.map((name) => layout.fieldNumbers.get(name)!)
  const sets = `GROUPING SETS (${columns.map((column) => `(${column})`).join(', ')})`
  // A few columns (a hierarchy's parent and pairs) are grouped together first: one hash per row,
  // then the grouping sets over the few combinations. With many, combinations are as many as rows.
  const singles =
    columns.length <= PREGROUPED_COLUMNS
      ? `SELECT coalesce(${columns.join(', ')}) AS c, sum(n)::int AS n FROM (
          SELECT ${columns.join(', ')}, count(*) AS n FROM ${layout.facets} ${where} GROUP BY ${columns.join(', ')}
        ) combinations GROUP BY ${sets}`
      : `SELECT coalesce(${columns.join(', ')}) AS c, count(*)::int AS n FROM ${layout.facets} ${where} GROUP BY ${sets}`
  const text = `SELECT v.field, v.value, x.n FROM (
      ${singles}
      UNION ALL
      SELECT c, count(*)::int FROM ${layout.facets}, unnest(multi) AS c
      ${where ? `${where} AND` : 'WHERE'} (${several}) AND c >> ${CODE_BITS} = ANY(${params.add(fields)}::int4[])
      GROUP BY c
    ) x JOIN ${layout.values} v ON v.code = x.c`
  return { text, values: params.values }
}

/**
 * Total, histograms and list counts of one context with a keyphrase from the facet table, in one
 * statement: as facetListQuery, but the matching rows are read once (a materialized CTE). The
 * keyphrase's semi-join (GIN, then the text table's rows, then the facet table's by id) was most
 * of a scan, and the list count needs two (EXPLAIN ANALYZE: 4,000 buffers each). Rows come back as
 * combinedQuery's do, except that a value may come twice (single and several).
 */
function facetQuery(layout: IndexLayout, plan: QueryPlan, context: Context, resolved: Resolved): Query {
  const params = new Params()
  const where = whereSql(layout, plan, context.groups, resolved, params, 'facets')
  const counted = [
    ...new Set(
      context.facets.flatMap((facet) =>
        facet.kind === 'list' ? [facet.field] : facet.kind === 'hierarchy' ? [facet.parent, facet.name] : [],
      ),
    ),
  ]
  const histograms = context.facets.filter((facet) => facet.kind === 'histogram')
  const columns = [
    ...counted.map((name, i) => `${layout.narrowKeywords.get(name)!} AS c${i}`),
    ...histograms.map((facet, i) => `${layout.narrowNumbers.get(facet.field)!} AS h${i}`),
    ...(counted.length > 0 ? ['multi'] : []),
  ]
  const aggregates = ['count(*)::int AS total']
  const empty = ['NULL::int']
  histograms.forEach((_, i) => {
    aggregates.push(`min(h${i}) AS min${i}`, `max(h${i}) AS max${i}`, `count(h${i})::int AS count${i}`)
    empty.push('NULL::float8', 'NULL::float8', 'NULL::int')
  })
  const parts: string[] = []
  if (context.total || histograms.length > 0) {
    parts.push(`SELECT NULL::int4 AS field, NULL::text AS value, NULL::int AS n, ${aggregates.join(', ')} FROM m`)
  }
  if (counted.length > 0) {
    const sets = counted.map((_, i) => `(c${i})`).join(', ')
    const fields = counted.map((name) => layout.fieldNumbers.get(name)!)
    parts.push(`SELECT v.field, v.value, x.n, ${empty.join(', ')} FROM (
        SELECT coalesce(${counted.map((_, i) => `c${i}`).join(', ')}) AS c, count(*)::int AS n FROM m GROUP BY GROUPING SETS (${sets})
        UNION ALL
        SELECT c, count(*)::int FROM m, unnest(m.multi) AS c
        WHERE (${counted.map((_, i) => `c${i} = ${SEVERAL}`).join(' OR ')}) AND c >> ${CODE_BITS} = ANY(${params.add(fields)}::int4[])
        GROUP BY c
      ) x JOIN ${layout.values} v ON v.code = x.c`)
  }
  const text = `WITH m AS MATERIALIZED (SELECT ${columns.join(', ') || '1'} FROM ${layout.facets} ${where})
    ${parts.join(' UNION ALL ')}`
  return { text, values: params.values }
}

function readLists(layout: IndexLayout, context: Context, rows: { field: number; value: string; n: number }[]) {
  const byField = new Map<number, Map<string, number>>()
  for (const row of rows) {
    let counts = byField.get(row.field)
    if (!counts) byField.set(row.field, (counts = new Map()))
    // The facet table counts a value once from single-valued rows and once from `multi`.
    counts.set(row.value, (counts.get(row.value) ?? 0) + row.n)
  }
  const facets = new Map<string, RawFacet>()
  for (const facet of context.facets) {
    if (facet.kind === 'list') {
      facets.set(facet.name, { kind: 'list', counts: byField.get(layout.fieldNumbers.get(facet.field)!) ?? new Map() })
    } else if (facet.kind === 'hierarchy') {
      const counts = new Map<string, { count: number; children: Map<string, number> }>()
      for (const [parent, count] of byField.get(layout.fieldNumbers.get(facet.parent)!) ?? []) {
        counts.set(parent, { count, children: new Map() })
      }
      for (const [pair, count] of byField.get(layout.fieldNumbers.get(facet.name)!) ?? []) {
        const [parent, child] = JSON.parse(pair) as [string, string]
        counts.get(parent)?.children.set(child, count)
      }
      facets.set(facet.name, { kind: 'hierarchy', counts })
    }
  }
  return facets
}

function readAggregate(context: Context, row: Record<string, number | null>) {
  const facets = new Map<string, RawFacet>()
  context.facets
    .filter((facet) => facet.kind === 'histogram')
    .forEach((facet, i) => facets.set(facet.name, readHistogram(row, `${i}`)))
  return { total: row.total ?? 0, facets }
}

function readHistogram(row: Record<string, number | null>, suffix: string): RawFacet {
  const count = row[`count${suffix}`] ?? 0
  return count === 0
    ? { kind: 'histogram', min: 0, max: 0, count: 0 }
    : { kind: 'histogram', min: row[`min${suffix}`]!, max: row[`max${suffix}`]!, count }
}

/**
 * The main context's total and histograms, and the histograms whose own range filter is set
 * (each counted without it), from one scan of the facet table: the rows the other filters match,
 * each aggregate taking those its context keeps (FILTER). As statements of their own, a query with
 * three ranges read the same rows four times, and on two cores the pool's statements run
 * concurrently only in name.
 */
function mergedAggregateQuery(
  layout: IndexLayout,
  plan: QueryPlan,
  main: Context,
  ranges: Context[],
  resolved: Resolved,
): Query {
  const params = new Params()
  const owned = new Set(ranges.map((context) => context.facets[0]!.name))
  const shared = plan.groups.filter((group) => !owned.has(group.facet ?? ''))
  const where = whereSql(layout, plan, shared, resolved, params, 'facets')
  const keeping = (skip: string | null) => {
    const kept = plan.groups.filter((group) => owned.has(group.facet ?? '') && group.facet !== skip)
    const conditions = kept.map((group) => conditionSql(layout, group.condition, resolved, params, 'facets'))
    return `FILTER (WHERE ${conditions.length > 0 ? conditions.join(' AND ') : 'true'})`
  }
  const histogram = (field: string, filter: string, suffix: string) => {
    const column = layout.narrowNumbers.get(field)!
    return [
      `min(${column}) ${filter} AS min${suffix}`,
      `max(${column}) ${filter} AS max${suffix}`,
      `(count(${column}) ${filter})::int AS count${suffix}`,
    ]
  }
  const all = keeping(null)
  const select = [`(count(*) ${all})::int AS total`]
  main.facets
    .filter((facet) => facet.kind === 'histogram')
    .forEach((facet, i) => select.push(...histogram(facet.field, all, `${i}`)))
  ranges.forEach((context, j) => {
    const facet = context.facets[0]! as FacetPlan & { field: string }
    select.push(...histogram(facet.field, keeping(facet.name), `r${j}`))
  })
  const text = `SELECT ${select.join(', ')} FROM ${layout.facets} ${where}`
  return { text, values: params.values }
}

/** A filter as the bitmaps take it; ranges name their field by its place among the facet table's numbers. */
function maskTerm(layout: IndexLayout, condition: Condition, resolved: Resolved | null): MaskTerm {
  // Without resolved codes, the statement looks the values up itself.
  const lookups: Lookup[] = []
  const codes = (field: string, values: readonly string[]) => {
    const number = layout.fieldNumbers.get(field)!
    if (!resolved) {
      for (const value of values) lookups.push([number, value])
      return []
    }
    return values.map((value) => resolved.codes.get(valueKey(number, value))).filter((code) => code !== undefined)
  }
  switch (condition.kind) {
    case 'in':
      return { kind: 'any', codes: codes(condition.field, condition.values), values: lookups }
    case 'notIn':
      return { kind: 'none', codes: codes(condition.field, condition.values), values: lookups }
    case 'range': {
      const field = [...layout.narrowNumbers.keys()].indexOf(condition.field)
      return { kind: 'range', field, min: condition.min, max: condition.max }
    }
    case 'pairs': {
      const hierarchy = layout.hierarchyOf.get(pairKey(condition.parent, condition.child))!
      const pairs = condition.pairs.map(([parent, child]) => pairKey(parent, child))
      const all = [...codes(condition.parent, condition.parents), ...codes(hierarchy, pairs)]
      return { kind: condition.negate ? 'none' : 'any', codes: all, values: lookups }
    }
  }
}

/** Whether the bitmaps hold every field a filtered plan filters and counts by. */
function usesBitmaps(layout: IndexLayout, plan: QueryPlan): boolean {
  if (!layout.bitmaps || plan.keyphrase || plan.groups.length === 0) return false
  return contextsOf(plan).every((context) => coveredByFacets(layout, context))
}

/**
 * Totals, histograms and list counts of several contexts from the bitmaps, in one statement
 * (rows as CountRow, ctx being the context's place in `contexts`, a list row with its value).
 */
function bitmapCountQuery(
  layout: IndexLayout,
  plan: QueryPlan,
  contexts: Context[],
  resolved: Resolved | null,
  edges: number[][],
  page: PageRequest | null,
  cursor: string,
): Query {
  const params = new Params()
  const terms = plan.groups.map((group) => maskTerm(layout, group.condition, resolved))
  const numbers = [...layout.narrowNumbers.keys()]
  const counting: CountContext[] = contexts.map((context) => ({
    terms: context.groups.map((group) => plan.groups.indexOf(group)),
    counted: countedFields(layout, context.facets).map((field) => [
      field << CODE_BITS,
      (field << CODE_BITS) | ((1 << CODE_BITS) - 1),
    ]),
    histograms: context.facets.flatMap((facet) => (facet.kind === 'histogram' ? [numbers.indexOf(facet.field)] : [])),
    total: context.total,
  }))
  const tables = { ...layout.bitmaps!, values: layout.values }
  const counts = countStatement(tables, edges, terms, counting, (value) => params.add(value), page)
  // The list rows' values are named by the caller (valueNames), not looked up here: a subquery
  // per code cost 0.4 of 9 ms of server CPU.
  // The page's documents come with it: a statement of their own cost a round trip.
  // And the data version, read in the same snapshot (a row 'v', n being the version).
  const text = `SELECT x.*, NULL::text AS value,
      CASE WHEN x.kind = 'p' THEN (SELECT doc FROM ${layout.docs} WHERE id = x.id) END AS doc
    FROM (${counts}) x
    UNION ALL
    SELECT 'v', 0, 0, version, NULL, NULL, NULL, NULL, NULL, NULL, NULL FROM ${cursor}`
  const name = `search_bitmaps_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`
  return { text, values: params.values, name }
}

/**
 * Matching documents at most this share of the index are read first and sorted (a top-N heap
 * sort of a few thousand rows takes a few milliseconds); more are read in the order of the sort's
 * btree, where the next match is never far.
 */
const FILTER_FIRST_SHARE = 0.2

/**
 * Matches first is also taken when the product of the filters' shares is under LIKELY_SHARE and
 * none of them holds over UNLIKELY_SHARE alone: see filterFirstAtOnce.
 */
const LIKELY_SHARE = 0.05
const UNLIKELY_SHARE = 0.5

/**
 * Whether the page may be read matches first before the total is known, from how many documents
 * each filter matches alone (the bitmaps' counts), so that it runs beside the counts instead of
 * after them. When one filter alone holds at most FILTER_FIRST_SHARE of the index, so does the
 * total: the choice is the one the total would make. Otherwise the filters are taken as
 * independent when the product of their shares is small (body + years + price + mileage: 1.2 %
 * estimated, 3 % true); filters correlated fourfold or more make it read and sort more matches
 * than the total would have allowed, at most UNLIKELY_SHARE of the index.
 */
function filterFirstAtOnce(layout: IndexLayout, plan: QueryPlan, resolved: Resolved): boolean {
  const live = resolved.live
  if (!live || plan.keyphrase) return false
  const shares = plan.groups.map((group, g) => {
    // The bitmaps count only the facet table's fields.
    if (!coveredByFacets(layout, { groups: [group], facets: [], total: true })) return 1
    if (group.condition.kind === 'range') return Math.min(1, (resolved.ranges.get(g) ?? live) / live)
    const term = maskTerm(layout, group.condition, resolved)
    if (term.kind !== 'any') return 1
    return Math.min(1, term.codes.reduce((sum, code) => sum + (resolved.counts.get(code) ?? 0), 0) / live)
  })
  const smallest = Math.min(...shares)
  if (smallest <= FILTER_FIRST_SHARE) return true
  return smallest <= UNLIKELY_SHARE && shares.reduce((a, b) => a * b, 1) <= LIKELY_SHARE
}

/** The marked words a relevance sort looks up: each keyphrase word in the title and version fields. */
function relevanceTerms(plan: QueryPlan): string[] {
  const words = plan.sort.relevance ?? []
  return words.flatMap((word) => [fieldWord('title', word), fieldWord('version', word)])
}

/**
 * A document's relevance (see text.ts FIELD_WEIGHTS) from its terms: per keyphrase word, the
 * title's weight when its title holds the word, else the version's when the version does.
 * A marked word no document holds has no code and scores nothing.
 */
function relevanceSql(plan: QueryPlan, resolved: Resolved, params: Params, terms: string): string {
  const cases = (plan.sort.relevance ?? []).map((word) => {
    const title = resolved.terms.get(fieldWord('title', word))
    const version = resolved.terms.get(fieldWord('version', word))
    const whens = [
      title === undefined ? '' : ` WHEN ${terms} @> ARRAY[${params.add(title)}::int4] THEN ${FIELD_WEIGHTS.title}`,
      version === undefined
        ? ''
        : ` WHEN ${terms} @> ARRAY[${params.add(version)}::int4] THEN ${FIELD_WEIGHTS.version}`,
    ].join('')
    return whens ? `(CASE${whens} ELSE 0 END)` : '0'
  })
  return cases.length ? cases.join(' + ') : '0'
}

/**
 * A page by relevance. A keyphrase narrows the matches to a few, so each is scored from its
 * text row and the matches sorted: score, then the field, then the id, as the memory engine does.
 */
function rankedPageQuery(layout: IndexLayout, plan: QueryPlan, resolved: Resolved): Query {
  const params = new Params()
  const where = whereSql(layout, plan, plan.groups, resolved, params, 'projection')
  const score = relevanceSql(plan, resolved, params, 't.terms')
  const order = `${plan.sort.direction === 'asc' ? 'ASC' : 'DESC'} NULLS LAST`
  const column = layout.numbers.get(plan.sort.field)!
  const text = `WITH page AS MATERIALIZED (
      SELECT src.id, src.${column} AS sort, (SELECT ${score} FROM ${layout.text} t WHERE t.id = src.id) AS score
      FROM ${layout.projection} src ${where}
      ORDER BY 3 DESC, 2 ${order}, 1 LIMIT ${params.add(plan.limit)} OFFSET ${params.add(plan.offset)}
    )
    SELECT d.doc FROM page p JOIN ${layout.docs} d ON d.id = p.id ORDER BY p.score DESC, p.sort ${order}, p.id`
  return { text, values: params.values }
}

/**
 * The page of documents. The planner walks the sort's btree and filters as it goes whenever a
 * LIMIT is small, estimating the matches evenly spread along it; when the filters correlate with
 * the sort they are not (EXPLAIN of body + years + price + mileage sorted by mileage: the walk
 * read 44,000 rows of new cars, mileage 0 but too young, to find 48, 154 ms). Knowing the total
 * first, a selective query sorts `col + 0`, which no index provides, so PostgreSQL reads the
 * matches through the bitmap indexes and sorts them (4 ms).
 */
function pageQuery(layout: IndexLayout, plan: QueryPlan, resolved: Resolved, filterFirst: boolean): Query | null {
  if (plan.limit === 0) return null
  if (plan.sort.relevance) return rankedPageQuery(layout, plan, resolved)
  const params = new Params()
  // Sorting the matches first, the facet table reads a fifth of the projection's pages for them.
  const source: Source =
    filterFirst &&
    layout.narrowNumbers.has(plan.sort.field) &&
    coveredByFacets(layout, { groups: plan.groups, facets: [], total: true })
      ? 'facets'
      : 'projection'
  const where = whereSql(layout, plan, plan.groups, resolved, params, source)
  const order = `${plan.sort.direction === 'asc' ? 'ASC' : 'DESC'} NULLS LAST`
  const column = layout.numbers.get(plan.sort.field)!
  const text = `WITH page AS MATERIALIZED (
      SELECT id, ${column} AS sort FROM ${source === 'facets' ? layout.facets : layout.projection} ${where}
      ORDER BY ${filterFirst ? `${column} + 0` : '2'} ${order}, id LIMIT ${params.add(plan.limit)} OFFSET ${params.add(plan.offset)}
    )
    SELECT d.doc FROM page p JOIN ${layout.docs} d ON d.id = p.id ORDER BY p.sort ${order}, p.id`
  return { text, values: params.values }
}

type Extracted = {
  id: string
  json: string
  values: [field: number, value: string][]
  numbers: (number | null)[]
  terms: string[]
}

function extract(layout: IndexLayout, id: string, json: string): Extracted {
  const extracted = extractDocument(layout.definition, JSON.parse(json) as Record<string, unknown>)
  const values: [number, string][] = []
  for (const field of Object.keys(layout.definition.keywords)) {
    const number = layout.fieldNumbers.get(field)!
    for (const value of extracted.keywords[field] ?? []) values.push([number, value])
  }
  for (const [name, [parent, child]] of Object.entries(layout.definition.hierarchies)) {
    const number = layout.fieldNumbers.get(name)!
    for (const p of extracted.keywords[parent] ?? []) {
      for (const c of extracted.keywords[child] ?? []) values.push([number, pairKey(p, c)])
    }
  }
  if (values.length > 32_000) throw new Error(`${values.length} keyword values are more than a projection row holds`)
  const numbers = [...layout.numbers.keys()].map((field) => extracted.numbers[field] ?? null)
  return { id, json, values, numbers, terms: termsOf(extracted.words) }
}

/** The facet table's columns, as named in its JSON rows. */
function facetColumns(layout: IndexLayout): string[] {
  const keywords = [...layout.narrowKeywords.keys()].map((name) => `k_${name}`)
  const numbers = [...layout.narrowNumbers.keys()].map((field) => `n_${field}`)
  return [...keywords, ...numbers, 'multi']
}

/** One document's facet-table row as JSON; `values` gives the codes of its (field, value) pairs. */
function facetRow(layout: IndexLayout, document: Extracted, values: Map<string, number>): string {
  const row: Record<string, unknown> = { id: document.id }
  const multi: number[] = []
  for (const name of layout.narrowKeywords.keys()) {
    const field = layout.fieldNumbers.get(name)!
    const codes = document.values.filter(([f]) => f === field).map(([f, value]) => values.get(valueKey(f, value))!)
    row[`k_${name}`] = codes.length === 0 ? null : codes.length === 1 ? codes[0] : SEVERAL
    if (codes.length > 1) multi.push(...codes)
  }
  const numberFields = [...layout.numbers.keys()]
  for (const field of layout.narrowNumbers.keys()) row[`n_${field}`] = document.numbers[numberFields.indexOf(field)]
  row.multi = multi.length > 0 ? multi.sort((a, b) => a - b) : null
  return JSON.stringify(row)
}

/** What the bitmaps hold of a document: the codes of its facet-table fields and their numbers. */
function bitmapDocument(layout: IndexLayout, document: Extracted, values: Map<string, number>): BitmapDocument {
  const fields = new Set([...layout.narrowKeywords.keys()].map((name) => layout.fieldNumbers.get(name)!))
  const codes = document.values
    .filter(([field]) => fields.has(field))
    .map(([field, value]) => values.get(valueKey(field, value))!)
  const numberFields = [...layout.numbers.keys()]
  const numbers = [...layout.narrowNumbers.keys()].map((field) => document.numbers[numberFields.indexOf(field)] ?? null)
  return { id: document.id, codes, numbers }
}

/** Inserts or replaces rows given as JSON objects whose keys are the table's columns. */
async function upsert(client: pg.PoolClient, table: string, columns: string[], rows: string[]): Promise<void> {
  const assignments = columns.map((column) => `${quote(column)} = EXCLUDED.${quote(column)}`)
  await client.query(
    `INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)
     ON CONFLICT (id) DO UPDATE SET ${assignments.join(', ')}`,
    [`[${rows.join(',')}]`],
  )
}

export async function createPostgresEngine(options: PostgresEngineOptions): Promise<PostgresEngine> {
  const schema = options.schema ?? 'public'
  const syncMs = options.syncMs ?? 2000
  const batchSize = options.batchSize ?? 2000
  const store = options.store
  const ownsPool = !('pool' in options)
  const pool =
    'pool' in options
      ? options.pool
      : // JIT compilation costs far more than it saves on queries of a few milliseconds. The
        // projection is kept narrow so it stays in memory: a page read costs about what a
        // sequential one does, and with the default random_page_cost (4) the planner read one
        // range's bitmap and filtered 20,000-37,000 rows instead of AND-ing the tag and range
        // bitmaps (EXPLAIN ANALYZE: half the heap blocks, 71 -> 28 ms).
        new pg.Pool({ connectionString: options.connectionString, options: '-c jit=off -c random_page_cost=1.1' })
  if (ownsPool) pool.on('error', (error) => options.onError?.(error))

  const layouts = new Map(INDEX_NAMES.map((index) => [index, layoutOf(schema, index)]))
  const cursor = `${quote(schema)}.${quote('search_sync')}`
  const lockKey = `retail-cloud-search-projection:${schema}`

  async function transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      const result = await work(client)
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }

  /** Creates the projection, or rebuilds it from sequence 0 when the definitions changed. */
  async function prepare(): Promise<void> {
    const wanted = fingerprint([...layouts.values()])
    await transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [lockKey])
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${quote(schema)}`)
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${cursor} (
          singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
          seq bigint NOT NULL, version int4 NOT NULL, layout text NOT NULL)`,
      )
      const { rows } = await client.query<{ layout: string }>(`SELECT layout FROM ${cursor}`)
      if (rows[0]?.layout === wanted) {
        for (const layout of layouts.values()) await ensureFacetTable(client, layout)
        return
      }
      // lz4 compresses documents several times faster than the default, where the server has it.
      const { rows: lz4 } = await client.query(
        `SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)`,
      )
      for (const layout of layouts.values()) {
        const bitmaps = layout.bitmaps ? Object.values(layout.bitmaps) : []
        const tables = [
          layout.projection,
          layout.values,
          layout.terms,
          layout.text,
          layout.docs,
          layout.facets,
          ...bitmaps,
        ]
        await client.query(`DROP TABLE IF EXISTS ${tables.join(', ')}`)
        for (const statement of createStatements(layout, lz4.length > 0 ? 'COMPRESSION lz4' : '')) {
          await client.query(statement)
        }
      }
      await client.query(
        `INSERT INTO ${cursor} (seq, version, layout) VALUES (0, 1, $1)
         ON CONFLICT (singleton) DO UPDATE SET seq = 0, version = ${cursor}.version + 1, layout = $1`,
        [wanted],
      )
    })
  }

  /**
   * (Re)creates a facet table that is missing or has other columns than the layout wants, from
   * the projection as it stands (in the same locked transaction, so at the same sequence). Its
   * columns follow the car list's facets, which the layout fingerprint leaves out: a change there
   * costs this backfill, not a rebuild of every table from the store.
   */
  async function ensureFacetTable(client: pg.PoolClient, layout: IndexLayout): Promise<void> {
    const { rows } = await client.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute WHERE attrelid = to_regclass($1) AND attnum > 0 AND NOT attisdropped
       ORDER BY attnum`,
      [layout.facets],
    )
    const keywords = [...layout.narrowKeywords.keys()].map((name) => `k_${name}`)
    const numbers = [...layout.narrowNumbers.keys()].map((field) => `n_${field}`)
    const expected = ['id', ...keywords, ...numbers, 'multi']
    if (JSON.stringify(rows.map((row) => row.name)) === JSON.stringify(expected)) return
    await client.query(`DROP TABLE IF EXISTS ${layout.facets}`)
    await client.query(facetTableStatement(layout))
    await client.query(backfillStatement(layout))
    await client.query(`ANALYZE ${layout.facets}`)
  }

  /**
   * Codes of the documents' (field, value) pairs. New values are numbered after their field's
   * highest code; only the syncing instance (holding the lock) writes this table.
   */
  async function valueCodes(client: pg.PoolClient, layout: IndexLayout, documents: Extracted[]) {
    const wanted = new Map<string, [number, string]>()
    for (const document of documents) {
      for (const [field, value] of document.values) wanted.set(valueKey(field, value), [field, value])
    }
    const codes = new Map<string, number>()
    if (wanted.size === 0) return codes
    const pairs = [...wanted.values()]
    const { rows } = await client.query<{ field: number; value: string; code: number }>(
      `SELECT v.field, v.value, v.code FROM unnest($1::int4[], $2::text[]) AS x(field, value)
       JOIN ${layout.values} v ON v.field = x.field AND v.value = x.value`,
      [pairs.map(([field]) => field), pairs.map(([, value]) => value)],
    )
    for (const row of rows) codes.set(valueKey(row.field, row.value), row.code)
    const missing = pairs.filter(([field, value]) => !codes.has(valueKey(field, value)))
    if (missing.length === 0) return codes
    const fields = [...new Set(missing.map(([field]) => field))]
    const { rows: next } = await client.query<{ field: number; next: number }>(
      `SELECT f AS field, coalesce((SELECT max(code) + 1 FROM ${layout.values}
         WHERE code >= f << ${CODE_BITS} AND code < (f + 1) << ${CODE_BITS}), f << ${CODE_BITS}) AS next
       FROM unnest($1::int4[]) AS f`,
      [fields],
    )
    const nextCode = new Map(next.map((row) => [row.field, row.next]))
    const newCodes = missing.map(([field, value]) => {
      const code = nextCode.get(field)!
      nextCode.set(field, code + 1)
      codes.set(valueKey(field, value), code)
      return code
    })
    // The table's CHECK stops a field that would run out of codes.
    await client.query(
      `INSERT INTO ${layout.values} (code, field, value) SELECT * FROM unnest($1::int4[], $2::int4[], $3::text[])`,
      [newCodes, missing.map(([field]) => field), missing.map(([, value]) => value)],
    )
    return codes
  }

  async function termCodes(client: pg.PoolClient, layout: IndexLayout, documents: Extracted[]) {
    const terms = [...new Set(documents.flatMap((document) => document.terms))]
    const codes = new Map<string, number>()
    if (terms.length === 0) return codes
    // Only new terms reach the INSERT, so the identity is not spent on terms already known.
    await client.query(
      `INSERT INTO ${layout.terms} (term)
       SELECT t FROM unnest($1::text[]) AS t WHERE NOT EXISTS (SELECT 1 FROM ${layout.terms} x WHERE x.term = t)`,
      [terms],
    )
    const { rows } = await client.query<{ term: string; code: number }>(
      `SELECT term, code FROM ${layout.terms} WHERE term = ANY($1::text[])`,
      [terms],
    )
    for (const row of rows) codes.set(row.term, row.code)
    return codes
  }

  async function apply(client: pg.PoolClient, changes: StoredChange[]): Promise<Map<IndexName, number>> {
    const byIndex = new Map<IndexName, Map<string, string | null>>()
    for (const change of changes) {
      let byId = byIndex.get(change.index)
      if (!byId) byIndex.set(change.index, (byId = new Map()))
      byId.set(change.id, change.json)
    }
    const applied = new Map<IndexName, number>()
    for (const [index, byId] of byIndex) {
      const layout = layouts.get(index)
      if (!layout) continue
      applied.set(index, byId.size)
      const deletes: string[] = []
      const documents: Extracted[] = []
      for (const [id, json] of byId) {
        if (json === null) {
          deletes.push(id)
          continue
        }
        try {
          documents.push(extract(layout, id, json))
        } catch (error) {
          // One unreadable document must not stop every later change from being applied.
          options.onError?.(new Error(`search projection: skipping ${index}/${id}`, { cause: error }))
          deletes.push(id)
        }
      }
      if (deletes.length > 0) {
        for (const table of [layout.projection, layout.text, layout.docs, layout.facets]) {
          await client.query(`DELETE FROM ${table} WHERE id = ANY($1::text[])`, [deletes])
        }
      }
      if (documents.length === 0) {
        if (layout.bitmaps) await applyBitmaps(client, layout.bitmaps, deletes, [])
        continue
      }
      const values = await valueCodes(client, layout, documents)
      const terms = await termCodes(client, layout, documents)
      const numberNames = [...layout.numbers.keys()].map((field) => `n_${field}`)
      const fieldCount = layout.fieldNumbers.size
      const projection = documents.map((document) => {
        const tags = document.values.map(([field, value]) => values.get(valueKey(field, value))!).sort((a, b) => a - b)
        // offsets[f] (1-based) is where field f's codes start; offsets[count + 1] is past the end.
        const offsets: number[] = []
        let at = 0
        for (let field = 1; field <= fieldCount + 1; field++) {
          while (at < tags.length && tags[at]! >> CODE_BITS < field) at++
          offsets.push(at + 1)
        }
        const numbers = Object.fromEntries(numberNames.map((name, i) => [name, document.numbers[i]]))
        return JSON.stringify({ id: document.id, tags, offsets, ...numbers })
      })
      await upsert(client, layout.projection, ['tags', 'offsets', ...numberNames], projection)
      const facetRows = documents.map((document) => facetRow(layout, document, values))
      await upsert(client, layout.facets, facetColumns(layout), facetRows)
      if (layout.bitmaps) {
        const bitmapDocuments = documents.map((document) => bitmapDocument(layout, document, values))
        await applyBitmaps(client, layout.bitmaps, deletes, bitmapDocuments)
      }
      const text = documents.map((document) =>
        JSON.stringify({ id: document.id, terms: document.terms.map((term) => terms.get(term)!) }),
      )
      await upsert(client, layout.text, ['terms'], text)
      // The stored JSON goes in as it is, so documents come back exactly as written.
      const docs = documents.map((document) => `{"id":${JSON.stringify(document.id)},"doc":${document.json}}`)
      await upsert(client, layout.docs, ['doc'], docs)
    }
    return applied
  }

  /**
   * Applies store changes in transactions of `batchSize`. With `wait` it queues for the lock,
   * so the caller sees everything written before it asked; otherwise it gives up when another
   * instance holds the lock (that instance is applying the same changes).
   */
  const unvacuumed = new Map<IndexName, number>()
  async function sync(wait: boolean): Promise<void> {
    const touched = new Map<IndexName, number>()
    let loading = false
    for (;;) {
      const done = await transaction(async (client) => {
        if (wait) await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [lockKey])
        else {
          const { rows: locked } = await client.query<{ ok: boolean }>(
            'SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS ok',
            [lockKey],
          )
          if (!locked[0]?.ok) return true
        }
        const { rows } = await client.query<{ seq: string }>(`SELECT seq FROM ${cursor}`)
        const seq = Number(rows[0]?.seq ?? 0)
        // A first load fills each bitmap chunk in a few batches instead of one per 2,000 slots.
        if (seq === 0) loading = true
        const size = loading ? batchSize * FIRST_LOAD_BATCHES : batchSize
        const changes = await store.changesSince(seq, size)
        if (changes.length === 0) return true
        for (const [index, count] of await apply(client, changes)) touched.set(index, (touched.get(index) ?? 0) + count)
        await client.query(`UPDATE ${cursor} SET seq = $1, version = version + 1`, [changes.at(-1)!.seq])
        return changes.length < size
      })
      if (done) break
    }
    for (const [index, count] of touched) {
      const layout = layouts.get(index)!
      if (count >= ANALYZE_AFTER) await pool.query(`ANALYZE ${layout.projection}, ${layout.text}, ${layout.facets}`)
      // A batch rewrites each bitmap row it touches (4 KB): after a load of 100,000 cars the dead
      // rows were most of the table, and statements reading it took 450 ms instead of 10. Counted
      // across syncs, as small ones add up where autovacuum is off.
      const since = (unvacuumed.get(index) ?? 0) + count
      unvacuumed.set(index, since)
      if (layout.bitmaps && since >= ANALYZE_AFTER) {
        unvacuumed.set(index, 0)
        await pool.query(`VACUUM (ANALYZE) ${Object.values(layout.bitmaps).join(', ')}`)
      }
    }
  }

  let running: Promise<void> | null = null
  function schedule(wait: boolean): Promise<void> {
    // One sync at a time per instance; a caller arriving meanwhile runs after it.
    const next = (running ?? Promise.resolve()).catch(() => {}).then(() => sync(wait))
    const tracked: Promise<void> = next.finally(() => {
      if (running === tracked) running = null
    })
    running = tracked
    return next
  }

  async function rows<T extends pg.QueryResultRow>(query: Query | null): Promise<T[] | null> {
    return query ? (await pool.query<T>(query)).rows : null
  }

  async function count(layout: IndexLayout, plan: QueryPlan, context: Context, resolved: Resolved) {
    const narrow = coveredByFacets(layout, context)
    if (narrow && plan.keyphrase) {
      type Row = { field: number | null; value: string; n: number } & Record<string, number | null>
      const all = (await rows<Row>(facetQuery(layout, plan, context, resolved)))!
      const aggregate = all.find((row) => row.field === null)
      const lists = all.filter((row): row is Row & { field: number } => row.field !== null)
      const result = aggregate
        ? readAggregate(context, aggregate)
        : { total: null, facets: new Map<string, RawFacet>() }
      for (const [name, facet] of readLists(layout, context, lists)) result.facets.set(name, facet)
      return result
    }
    const combined = narrow ? null : combinedQuery(layout, plan, context, resolved)
    if (combined) {
      type Row = { field: number | null; value: string; n: number } & Record<string, number | null>
      const all = (await rows<Row>(combined))!
      const aggregate = all.find((row) => row.field === null)!
      const lists = all.filter((row): row is Row & { field: number } => row.field !== null)
      const result = readAggregate(context, aggregate)
      for (const [name, facet] of readLists(layout, context, lists)) result.facets.set(name, facet)
      return result
    }
    const [aggregate, lists] = await Promise.all([
      rows<Record<string, number | null>>(
        aggregateQuery(layout, plan, context, resolved, narrow ? 'facets' : 'projection'),
      ),
      rows<{ field: number; value: string; n: number }>(
        (narrow ? facetListQuery : listQuery)(layout, plan, context, resolved),
      ),
    ])
    const result = aggregate
      ? readAggregate(context, aggregate[0]!)
      : { total: null, facets: new Map<string, RawFacet>() }
    if (lists) for (const [name, facet] of readLists(layout, context, lists)) result.facets.set(name, facet)
    return result
  }

  /** Counts with neither filters nor keyphrase, per index, valid while the data version holds. */
  const unfiltered = new Map<IndexName, { version: string; total: number | null; facets: Map<string, RawFacet> }>()

  async function countUnfiltered(layout: IndexLayout, plan: QueryPlan, facets: FacetPlan[], resolved: Resolved) {
    let cache = unfiltered.get(layout.index)
    if (cache?.version !== resolved.version) {
      unfiltered.set(layout.index, (cache = { version: resolved.version, total: null, facets: new Map() }))
    }
    const missing = facets.filter((facet) => !cache.facets.has(facet.name))
    if (missing.length > 0 || cache.total === null) {
      const counted = await count(layout, plan, { groups: [], facets: missing, total: cache.total === null }, resolved)
      if (counted.total !== null) cache.total = counted.total
      for (const [name, facet] of counted.facets) cache.facets.set(name, facet)
    }
    return { total: cache.total!, facets: new Map(facets.map((facet) => [facet.name, cache.facets.get(facet.name)!])) }
  }

  /** Counts per filter context; `total` settles with the main context, before the facets' own. */
  type Counting = {
    total: Promise<number>
    all: Promise<{ total: number; facets: Map<string, RawFacet> }>
    /** The page's documents when the counts read it too; null when it must be read otherwise. */
    page?: Promise<{ doc: string }[] | null>
  }

  function countFiltered(layout: IndexLayout, plan: QueryPlan, resolved: Resolved): Counting {
    const merged = mergeableRanges(layout, plan)
    if (merged) return countMerged(layout, plan, resolved, merged)
    const counting = contextsOf(plan).map((context) =>
      // With a single filter, that facet's own counts are the unfiltered ones.
      context.groups.length === 0 && plan.keyphrase === null
        ? countUnfiltered(layout, plan, context.facets, resolved)
        : count(layout, plan, context, resolved),
    )
    const all = Promise.all(counting).then((counted) => {
      const facets = new Map<string, RawFacet>()
      for (const result of counted) for (const [name, facet] of result.facets) facets.set(name, facet)
      return { total: counted[0]!.total!, facets }
    })
    return { total: counting[0]!.then((main) => main.total!), all }
  }

  /**
   * Counts like countFiltered, with the main aggregate and the ranges' own in one statement
   * (mergedAggregateQuery); the list counts go as before.
   */
  function countMerged(layout: IndexLayout, plan: QueryPlan, resolved: Resolved, [main, ...rest]: Context[]) {
    const ranges = rest.filter(isRangeContext)
    const aggregate = rows<Record<string, number | null>>(mergedAggregateQuery(layout, plan, main!, ranges, resolved))
    const lists = [{ ...main!, total: false, facets: main!.facets.filter((facet) => facet.kind !== 'histogram') }]
    const counting = [...lists, ...rest.filter((context) => !isRangeContext(context))].map((context) =>
      context.groups.length === 0 && plan.keyphrase === null
        ? countUnfiltered(layout, plan, context.facets, resolved)
        : count(layout, plan, context, resolved),
    )
    const total = aggregate.then((row) => row![0]!.total!)
    const all = Promise.all([aggregate, Promise.all(counting)]).then(([row, counted]) => {
      const facets = readAggregate(main!, row![0]!).facets
      ranges.forEach((context, j) => facets.set(context.facets[0]!.name, readHistogram(row![0]!, `r${j}`)))
      for (const result of counted) for (const [name, facet] of result.facets) facets.set(name, facet)
      return { total: row![0]!.total!, facets }
    })
    return { total, all }
  }

  /**
   * Counts like countFiltered, every filtered context from the bitmaps in one statement; the
   * contexts without filters come from the unfiltered counts' cache.
   */
  function countBitmaps(layout: IndexLayout, plan: QueryPlan, edges: number[][]): Counting {
    const [main, ...rest] = contextsOf(plan)
    const filtered = [main!, ...rest.filter((context) => context.groups.length > 0)]
    const unfiltered = rest.filter((context) => context.groups.length === 0)
    const sortField = [...layout.narrowNumbers.keys()].indexOf(plan.sort.field)
    const pageRequest: PageRequest | null =
      plan.limit > 0 && sortField >= 0
        ? { field: sortField, descending: plan.sort.direction === 'desc', offset: plan.offset, limit: plan.limit }
        : null
    const counts = rows<CountRow & { value: string | null; doc: string | null }>(
      bitmapCountQuery(layout, plan, filtered, null, edges, pageRequest, cursor),
    )
    // The unfiltered counts' cache is keyed by the data version, which comes with the counts.
    const cached = counts.then((all) => {
      const version = String(all!.find((row) => row.kind === 'v')?.n ?? 0)
      dataVersion = Math.max(dataVersion, Number(version))
      const resolved: Resolved = { ...readResolved([]), version }
      return Promise.all(unfiltered.map((context) => countUnfiltered(layout, plan, context.facets, resolved)))
    })
    const total = counts.then((all) => all!.find((row) => row.kind === 't' && row.ctx === 0)?.n ?? 0)
    const numbers = [...layout.narrowNumbers.keys()]
    const named = counts.then((all) =>
      valueNames(
        layout,
        all!.filter((row) => row.kind === 'l').map((row) => row.code),
      ),
    )
    const all = Promise.all([counts, cached, total, named]).then(([counted, cachedCounts, total, names]) => {
      const facets = new Map<string, RawFacet>()
      filtered.forEach((context, c) => {
        const own = counted!.filter((row) => row.ctx === c)
        const lists = own
          .filter((row) => row.kind === 'l')
          .map((row) => ({ field: row.code >> CODE_BITS, value: names.get(row.code)!, n: row.n }))
        for (const [name, facet] of readLists(layout, context, lists)) facets.set(name, facet)
        for (const facet of context.facets) {
          if (facet.kind !== 'histogram') continue
          const row = own.find((row) => row.kind === 'h' && row.code === numbers.indexOf(facet.field))
          facets.set(facet.name, row ? histogramOf(edges, row) : { kind: 'histogram', min: 0, max: 0, count: 0 })
        }
      })
      for (const result of cachedCounts) for (const [name, facet] of result.facets) facets.set(name, facet)
      return { total, facets }
    })
    // The page, or null when documents without the sort value reach it (see pageCtes).
    const page = pageRequest
      ? Promise.all([counts, total]).then(([all, total]) => {
          const withValue = all!.find((row) => row.kind === 'q')?.n ?? 0
          if (withValue < total && withValue < plan.offset + plan.limit) return null
          return all!
            .filter((row) => row.kind === 'p')
            .sort((a, b) => a.code - b.code)
            .map((row) => ({ doc: row.doc! }))
        })
      : undefined
    return { total, all, page }
  }

  /**
   * A plan the bitmaps answer (countBitmaps): filters and counts in one statement, which looks the
   * filter values up itself, so no round trip resolves them first. A page the bitmaps could not
   * read (sorted by another field, or running into documents without the sort value) is read
   * after the counts, as before.
   */
  async function executeBitmaps(layout: IndexLayout, plan: QueryPlan, edges: number[][]): Promise<RawResult> {
    const counting = countBitmaps(layout, plan, edges)
    const [counted, page] = await Promise.all([counting.all, counting.page ?? Promise.resolve(null)])
    let documents = page
    if (documents === null && plan.limit > 0) {
      const resolved = readResolved((await rows(resolveQuery(layout, plan, cursor, edges)))!)
      const whole = { ...plan, groups: [], keyphrase: null }
      const size = (await countUnfiltered(layout, whole, [], resolved)).total
      documents = await rows<{ doc: string }>(
        pageQuery(layout, plan, resolved, counted.total <= size * FILTER_FIRST_SHARE),
      )
    }
    const facets = new Map<string, RawFacet>()
    for (const facet of plan.facets) {
      const raw = counted.facets.get(facet.name)
      if (raw) facets.set(facet.name, raw)
    }
    return {
      total: counted.total,
      documents: (documents ?? []).map((row) => JSON.parse(row.doc) as Record<string, unknown>),
      facets,
    }
  }

  /**
   * The values of list codes per index, read once: a code names the same value until the index
   * is rebuilt, which this engine does only in prepare, before it answers. Like the edges, they
   * would go stale if an instance of other definitions rebuilt the index under it.
   */
  const valuesByIndex = new Map<IndexName, Map<number, string>>()
  async function valueNames(layout: IndexLayout, codes: readonly number[]): Promise<Map<number, string>> {
    let names = valuesByIndex.get(layout.index)
    if (!names) valuesByIndex.set(layout.index, (names = new Map()))
    const missing = [...new Set(codes.filter((code) => !names.has(code)))]
    if (missing.length > 0) {
      const { rows } = await pool.query<{ code: number; value: string }>(
        `SELECT code, value FROM ${layout.values} WHERE code = ANY($1::int4[])`,
        [missing],
      )
      for (const row of rows) names.set(row.code, row.value)
    }
    return names
  }

  /** The bitmaps' number edges per index, read once they exist (see postgres-bitmaps). */
  const edgesByIndex = new Map<IndexName, number[][]>()
  async function bitmapEdges(layout: IndexLayout): Promise<number[][] | null> {
    if (!layout.bitmaps) return null
    let edges = edgesByIndex.get(layout.index) ?? null
    if (!edges) {
      edges = await loadEdges(pool, layout.bitmaps)
      if (edges) edgesByIndex.set(layout.index, edges)
    }
    return edges
  }

  /**
   * Creates the secondary indexes that are missing: after a rebuild, once the first load is in
   * (instances starting later find them there).
   */
  async function ensureIndexes(): Promise<void> {
    const all = [...layouts.values()].flatMap((layout) => layout.secondary.map((index) => ({ layout, index })))
    const { rows } = await pool.query<{ name: string }>(
      `SELECT name FROM unnest($1::text[]) AS name WHERE to_regclass(name) IS NULL`,
      [all.map(({ index }) => index[0])],
    )
    const missing = new Set(rows.map((row) => row.name))
    if (missing.size === 0) return
    await transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [lockKey])
      for (const { index } of all)
        if (missing.has(index[0])) await client.query(`CREATE INDEX IF NOT EXISTS ${index[1]}`)
    })
    for (const layout of new Set(all.filter(({ index }) => missing.has(index[0])).map(({ layout }) => layout))) {
      await pool.query(`ANALYZE ${layout.projection}, ${layout.text}, ${layout.facets}`)
    }
  }

  try {
    await prepare()
    await schedule(true)
    await ensureIndexes()
  } catch (error) {
    if (ownsPool) await pool.end().catch(() => {})
    throw error
  }

  // The data version last seen, so the search service's response cache notices a change made
  // through another instance within one poll, not only when it expires.
  let dataVersion = 0
  async function readVersion(): Promise<void> {
    const { rows } = await pool.query<{ version: number }>(`SELECT version FROM ${cursor}`)
    dataVersion = Number(rows[0]?.version ?? 0)
  }
  await readVersion()

  let closed = false
  const timer = setInterval(() => {
    if (closed || running) return
    schedule(false)
      .then(readVersion)
      .catch((error: unknown) => options.onError?.(error))
  }, syncMs)
  timer.unref()

  return {
    kind: 'postgres',
    async execute(plan: QueryPlan): Promise<RawResult> {
      const layout = layouts.get(plan.index)!
      const edges = await bitmapEdges(layout)
      if (edges && usesBitmaps(layout, plan)) return executeBitmaps(layout, plan, edges)
      const resolved = readResolved((await rows(resolveQuery(layout, plan, cursor, edges)))!)
      dataVersion = Math.max(dataVersion, Number(resolved.version))
      const isUnfiltered = plan.groups.length === 0 && plan.keyphrase === null
      let page: Promise<{ doc: string }[] | null>
      let counting: Promise<{ total: number; facets: Map<string, RawFacet> }>
      if (isUnfiltered) {
        page = rows<{ doc: string }>(pageQuery(layout, plan, resolved, false))
        counting = countUnfiltered(layout, plan, plan.facets, resolved)
      } else {
        // The page waits for the total (one aggregate, running with the facet counts) to choose
        // its plan; see pageQuery.
        const filtered = countFiltered(layout, plan, resolved)
        const afterTotal = () =>
          filtered.total.then(async (total) => {
            // The index size, from the unfiltered counts' cache (a keyphrase would narrow it).
            const whole = { ...plan, groups: [], keyphrase: null }
            const size = (await countUnfiltered(layout, whole, [], resolved)).total
            return rows<{ doc: string }>(pageQuery(layout, plan, resolved, total <= size * FILTER_FIRST_SHARE))
          })
        if (filtered.page && !plan.sort.relevance) {
          page = filtered.page.then((documents) => documents ?? afterTotal())
        } else if (edges !== null && filterFirstAtOnce(layout, plan, resolved)) {
          page = rows<{ doc: string }>(pageQuery(layout, plan, resolved, true))
        } else page = afterTotal()
        counting = filtered.all
        // Both are awaited below; until then a failure must not count as unhandled.
        page.catch(() => {})
      }
      const [documents, counted] = await Promise.all([page, counting])
      const facets = new Map<string, RawFacet>()
      for (const facet of plan.facets) {
        const raw = counted.facets.get(facet.name)
        if (raw) facets.set(facet.name, raw)
      }
      return {
        total: counted.total,
        documents: (documents ?? []).map((row) => JSON.parse(row.doc) as Record<string, unknown>),
        facets,
      }
    },
    refresh: () => schedule(true).then(readVersion),
    version: () => dataVersion,
    async close() {
      closed = true
      clearInterval(timer)
      await running?.catch(() => {})
      if (ownsPool) await pool.end()
    },
  }
}
