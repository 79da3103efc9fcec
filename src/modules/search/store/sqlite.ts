import { createClient, type Client, type InStatement } from '@libsql/client'
import type { IndexName } from '../contract'
import type { SearchStore, StoredChange, WriteBatch } from '../engine'
import { dedupeBatch, SearchStoreError } from './errors'

/**
 * The search store in the application's SQLite file.
 *
 * The tables are created here rather than by the CMS migrations: they hold the search service's
 * inventory (cars, dealer sites, vehicles, kits from dealer-system feeds), not CMS content, so
 * Payload must neither own nor see them, and a fresh search database of either kind works with
 * no migration step.
 *
 * Sequence numbers come from a one-row counter that is read inside each write transaction and
 * raised to the highest seq written at its end. Every statement of a batch reads the same
 * counter value, so the offsets computed here give each change its own number in the order the
 * store applies them.
 */

/** Rows per multi-row INSERT: 4 parameters each, far under SQLite's 32,766 parameter limit. */
const ROWS_PER_STATEMENT = 500
/** Rows per page of a whole-index read (liveIds, priceFacts). */
const READ_PAGE = 2000
/**
 * How long opening the store waits for another connection to release the file. The libsql
 * client runs statements synchronously, so SQLite's own busy timeout waits with the event loop
 * blocked: a server opens the store with a `guard` that waits between tries instead.
 */
const BUSY_TIMEOUT_MS = 5000

export type SqliteStoreOptions = {
  /**
   * Makes the connection wait for a lock without blocking the event loop (the server passes
   * lib/db's guardSqliteClient). With one, SQLite's own busy timeout is turned off after the
   * store is opened: in a server, a write that found the file locked by the CMS's connection
   * would otherwise freeze every request, and the CMS's transaction with them, for up to 5 s.
   */
  guard?: (client: Client) => void
}

const SCHEMA: string[] = [
  `CREATE TABLE IF NOT EXISTS search_documents (
    index_name TEXT NOT NULL,
    doc_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    json TEXT,
    PRIMARY KEY (index_name, doc_id)
  )`,
  `CREATE INDEX IF NOT EXISTS search_documents_seq_idx ON search_documents (seq)`,
  `CREATE TABLE IF NOT EXISTS search_documents_seq (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    value INTEGER NOT NULL
  )`,
  `INSERT OR IGNORE INTO search_documents_seq (id, value)
    VALUES (1, (SELECT COALESCE(MAX(seq), 0) FROM search_documents))`,
  // The price context's record per car (price history, rating figures); see ../price-context.
  `CREATE TABLE IF NOT EXISTS search_price_facts (
    index_name TEXT NOT NULL,
    doc_id TEXT NOT NULL,
    json TEXT NOT NULL,
    PRIMARY KEY (index_name, doc_id)
  )`,
]

const COUNTER = '(SELECT value FROM search_documents_seq WHERE id = 1)'

/** Raises the counter to the highest seq the transaction wrote; a no-op when nothing changed. */
const ADVANCE_COUNTER = {
  sql: `UPDATE search_documents_seq
    SET value = (SELECT MAX(seq) FROM search_documents)
    WHERE id = 1 AND (SELECT MAX(seq) FROM search_documents) > value`,
  args: [],
}

export async function openSqliteStore(url: string, options: SqliteStoreOptions = {}): Promise<SearchStore> {
  if (!url.startsWith('file:')) throw new SearchStoreError('INVALID_STORE_URL', 'SQLite store needs a file: URL')
  let client: Client
  try {
    client = createClient({ url })
    // The busy timeout first, so switching to WAL waits for the app's connection instead of failing.
    await client.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`)
    // WAL lets the site keep reading while an ingest writes, and persists in the file.
    await client.execute('PRAGMA journal_mode = WAL')
    // Safe with WAL (a power cut can lose the last commits, never corrupt the file), and the
    // inventory can always be fed again; a full sync per batch would halve the ingest rate.
    await client.execute('PRAGMA synchronous = NORMAL')
    await client.batch(SCHEMA, 'write')
    if (options.guard) {
      await client.execute('PRAGMA busy_timeout = 0')
      options.guard(client)
    }
  } catch (error) {
    throw new SearchStoreError('STORE_UNAVAILABLE', `cannot open the SQLite search store: ${message(error)}`, {
      cause: error,
    })
  }
  return new SqliteStore(client)
}

class SqliteStore implements SearchStore {
  readonly kind = 'sqlite' as const

  constructor(private readonly client: Client) {}

  async write(index: IndexName, batch: WriteBatch): Promise<void> {
    const { upserts, deletes } = dedupeBatch(batch)
    if (upserts.length === 0 && deletes.length === 0) return
    const statements: InStatement[] = []
    let offset = 0
    for (let start = 0; start < upserts.length; start += ROWS_PER_STATEMENT) {
      const rows = upserts.slice(start, start + ROWS_PER_STATEMENT)
      const args: (string | number)[] = []
      for (const { id, json } of rows) args.push(index, id, ++offset, json)
      statements.push({
        sql: `INSERT INTO search_documents (index_name, doc_id, seq, json)
          VALUES ${rows.map(() => `(?, ?, ${COUNTER} + ?, ?)`).join(', ')}
          ON CONFLICT (index_name, doc_id) DO UPDATE SET seq = excluded.seq, json = excluded.json`,
        args,
      })
    }
    for (let start = 0; start < deletes.length; start += ROWS_PER_STATEMENT) {
      const ids = deletes.slice(start, start + ROWS_PER_STATEMENT)
      const args: (string | number)[] = []
      for (const id of ids) args.push(id, ++offset)
      args.push(index)
      // Only live documents get a tombstone: deleting a missing or deleted id changes nothing.
      statements.push({
        sql: `WITH gone (doc_id, step) AS (VALUES ${ids.map(() => '(?, ?)').join(', ')})
          UPDATE search_documents SET json = NULL, seq = ${COUNTER} + gone.step
          FROM gone
          WHERE search_documents.index_name = ? AND search_documents.doc_id = gone.doc_id
            AND search_documents.json IS NOT NULL`,
        args,
      })
    }
    statements.push(ADVANCE_COUNTER)
    await this.run(statements)
  }

  async latestSeq(): Promise<number> {
    const { rows } = await this.client.execute(`SELECT value FROM search_documents_seq WHERE id = 1`)
    return Number(rows[0]?.value ?? 0)
  }

  async finishReplace(index: IndexName, startSeq: number): Promise<number> {
    const [result] = await this.run([
      {
        sql: `UPDATE search_documents SET json = NULL, seq = ${COUNTER} + stale.step
          FROM (
            SELECT doc_id, row_number() OVER (ORDER BY seq) AS step FROM search_documents
            WHERE index_name = ? AND json IS NOT NULL AND seq <= ?
          ) AS stale
          WHERE search_documents.index_name = ? AND search_documents.doc_id = stale.doc_id`,
        args: [index, startSeq, index],
      },
      ADVANCE_COUNTER,
    ])
    return result?.rowsAffected ?? 0
  }

  async changesSince(seq: number, limit: number): Promise<StoredChange[]> {
    const { rows } = await this.client.execute({
      sql: `SELECT index_name, doc_id, seq, json FROM search_documents WHERE seq > ? ORDER BY seq LIMIT ?`,
      args: [seq, limit],
    })
    return rows.map((row) => ({
      index: row.index_name as IndexName,
      id: String(row.doc_id),
      seq: Number(row.seq),
      json: row.json === null ? null : String(row.json),
    }))
  }

  async liveIds(index: IndexName): Promise<string[]> {
    const ids: string[] = []
    for await (const rows of this.pages(
      `SELECT doc_id FROM search_documents WHERE index_name = ? AND json IS NOT NULL AND doc_id > ?`,
      index,
    )) {
      for (const row of rows) ids.push(String(row.doc_id))
    }
    return ids
  }

  async documents(index: IndexName, ids: readonly string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>()
    for (let start = 0; start < ids.length; start += ROWS_PER_STATEMENT) {
      const chunk = ids.slice(start, start + ROWS_PER_STATEMENT)
      const { rows } = await this.client.execute({
        sql: `SELECT doc_id, json FROM search_documents
          WHERE index_name = ? AND json IS NOT NULL AND doc_id IN (${chunk.map(() => '?').join(', ')})`,
        args: [index, ...chunk],
      })
      for (const row of rows) out.set(String(row.doc_id), String(row.json))
    }
    return out
  }

  async priceFacts(index: IndexName): Promise<Map<string, string>> {
    const facts = new Map<string, string>()
    for await (const rows of this.pages(
      `SELECT doc_id, json FROM search_price_facts WHERE index_name = ? AND doc_id > ?`,
      index,
    )) {
      for (const row of rows) facts.set(String(row.doc_id), String(row.json))
    }
    return facts
  }

  /**
   * A whole-index read in pages of READ_PAGE rows by doc_id, with a turn of the event loop
   * between them: the driver reads synchronously, and 100,000 rows at once held a server's
   * requests for the whole read. `sql` takes the index and the last doc_id read.
   */
  private async *pages(sql: string, index: IndexName) {
    let after = ''
    for (;;) {
      const { rows } = await this.client.execute({
        sql: `${sql} ORDER BY doc_id LIMIT ${READ_PAGE}`,
        args: [index, after],
      })
      if (rows.length === 0) return
      yield rows
      if (rows.length < READ_PAGE) return
      after = String(rows.at(-1)!.doc_id)
      await new Promise((resolve) => setImmediate(resolve))
    }
  }

  async writePriceFacts(
    index: IndexName,
    upserts: readonly { id: string; json: string }[],
    deletes: readonly string[],
  ): Promise<void> {
    const statements: InStatement[] = []
    for (let start = 0; start < upserts.length; start += ROWS_PER_STATEMENT) {
      const rows = upserts.slice(start, start + ROWS_PER_STATEMENT)
      statements.push({
        sql: `INSERT INTO search_price_facts (index_name, doc_id, json) VALUES ${rows.map(() => '(?, ?, ?)').join(', ')}
          ON CONFLICT (index_name, doc_id) DO UPDATE SET json = excluded.json`,
        args: rows.flatMap(({ id, json }) => [index, id, json]),
      })
    }
    for (let start = 0; start < deletes.length; start += ROWS_PER_STATEMENT) {
      const ids = deletes.slice(start, start + ROWS_PER_STATEMENT)
      statements.push({
        sql: `DELETE FROM search_price_facts WHERE index_name = ? AND doc_id IN (${ids.map(() => '?').join(', ')})`,
        args: [index, ...ids],
      })
    }
    if (statements.length > 0) await this.run(statements)
  }

  async close(): Promise<void> {
    this.client.close()
  }

  /** One write transaction (BEGIN IMMEDIATE): all statements commit together or none do. */
  private async run(statements: InStatement[]) {
    try {
      return await this.client.batch(statements, 'write')
    } catch (error) {
      throw new SearchStoreError('STORE_WRITE_FAILED', `search store write failed: ${message(error)}`, {
        cause: error,
      })
    }
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
