import pg from 'pg'
import type { IndexName } from '../contract'
import type { SearchStore, StoredChange, WriteBatch } from '../engine'
import { dedupeBatch, SearchStoreError } from './errors'

/**
 * The search store in PostgreSQL, shared by every app instance of a scaled-out deployment.
 *
 * The table is created here rather than by the CMS migrations: it holds the search service's
 * inventory (cars, dealer sites, vehicles, kits from dealer-system feeds), not CMS content, so
 * Payload must neither own nor see it, and a fresh search database works with no migration step.
 *
 * The JSON is kept as text, not jsonb: `changesSince` hands back exactly the text that was
 * written (jsonb reorders keys and re-spaces), and nothing queries inside a document in SQL;
 * engines index the values `extractDocument` reads.
 *
 * Followers read `changesSince(cursor)` and move the cursor to the last seq they saw, so a seq
 * must never become visible after a higher one. A sequence alone does not ensure that (two
 * transactions take numbers and may commit in the other order), so each write takes an
 * EXCLUSIVE lock on the table first: writers queue, plain reads go on.
 */

const SCHEMA_LOCK = 'SELECT pg_advisory_xact_lock(hashtext(current_schema() || $1))'

const SCHEMA = [
  `CREATE SEQUENCE IF NOT EXISTS search_documents_seq AS bigint`,
  `CREATE TABLE IF NOT EXISTS search_documents (
    index_name text NOT NULL,
    doc_id text NOT NULL,
    seq bigint NOT NULL,
    json text,
    PRIMARY KEY (index_name, doc_id)
  )`,
  `CREATE INDEX IF NOT EXISTS search_documents_seq_idx ON search_documents (seq)`,
  // The price context's record per car (price history, rating figures); see ../price-context.
  `CREATE TABLE IF NOT EXISTS search_price_facts (
    index_name text NOT NULL,
    doc_id text NOT NULL,
    json text NOT NULL,
    PRIMARY KEY (index_name, doc_id)
  )`,
]

const WRITE_LOCK = 'LOCK TABLE search_documents IN EXCLUSIVE MODE'

/**
 * Rows per multi-row INSERT (2 parameters each, under the 65,535 limit). Plain parameters, not
 * text[] arrays: pg quotes every element of an array literal in JavaScript, which for JSON full
 * of quotes cost more than the insert itself.
 */
const ROWS_PER_STATEMENT = 1000

export type PostgresStoreOptions = { maxConnections?: number }

export async function openPostgresStore(url: string, options: PostgresStoreOptions = {}): Promise<SearchStore> {
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new SearchStoreError('INVALID_STORE_URL', 'PostgreSQL store needs a postgres:// URL')
  }
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 4 })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  try {
    // Several instances may start at once; CREATE ... IF NOT EXISTS alone races on the catalog.
    await transaction(pool, async (client) => {
      await client.query(SCHEMA_LOCK, ['search_documents'])
      for (const statement of SCHEMA) await client.query(statement)
      // Feed documents are several kilobytes of JSON; lz4 compresses them several times faster
      // than the default, which was most of the ingest time. Only where the server has it.
      const { rows: lz4 } = await client.query(
        `SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)`,
      )
      if (lz4.length > 0) await client.query('ALTER TABLE search_documents ALTER COLUMN json SET COMPRESSION lz4')
    })
  } catch (error) {
    await pool.end().catch(() => {})
    throw new SearchStoreError('STORE_UNAVAILABLE', `cannot open the PostgreSQL search store: ${message(error)}`, {
      cause: error,
    })
  }
  return new PostgresStore(pool)
}

class PostgresStore implements SearchStore {
  readonly kind = 'postgres' as const

  constructor(private readonly pool: pg.Pool) {}

  async write(index: IndexName, batch: WriteBatch): Promise<void> {
    const { upserts, deletes } = dedupeBatch(batch)
    if (upserts.length === 0 && deletes.length === 0) return
    await this.writeTransaction(async (client) => {
      for (let start = 0; start < upserts.length; start += ROWS_PER_STATEMENT) {
        const rows = upserts.slice(start, start + ROWS_PER_STATEMENT)
        const values: string[] = [index]
        const tuples = rows.map(({ id, json }) => {
          values.push(id, json)
          return `($1, $${values.length - 1}, nextval('search_documents_seq'), $${values.length})`
        })
        await client.query(
          `INSERT INTO search_documents (index_name, doc_id, seq, json) VALUES ${tuples.join(', ')}
           ON CONFLICT (index_name, doc_id) DO UPDATE SET seq = excluded.seq, json = excluded.json`,
          values,
        )
      }
      if (deletes.length > 0) {
        // Only live documents get a tombstone: deleting a missing or deleted id changes nothing.
        await client.query(
          `UPDATE search_documents SET json = NULL, seq = nextval('search_documents_seq')
           WHERE index_name = $1 AND doc_id = ANY($2::text[]) AND json IS NOT NULL`,
          [index, deletes],
        )
      }
    })
  }

  async latestSeq(): Promise<number> {
    // The highest committed seq, not the sequence's last value: numbers taken by a transaction
    // still in flight (or rolled back) are not changes a follower can read.
    const { rows } = await this.query<{ seq: string }>(
      `SELECT COALESCE(MAX(seq), 0)::text AS seq FROM search_documents`,
    )
    return Number(rows[0]?.seq ?? 0)
  }

  async finishReplace(index: IndexName, startSeq: number): Promise<number> {
    return this.writeTransaction(async (client) => {
      const result = await client.query(
        `UPDATE search_documents SET json = NULL, seq = nextval('search_documents_seq')
         WHERE index_name = $1 AND json IS NOT NULL AND seq <= $2`,
        [index, startSeq],
      )
      return result.rowCount ?? 0
    })
  }

  async changesSince(seq: number, limit: number): Promise<StoredChange[]> {
    // bigint comes back as text from pg; the alias differs so ORDER BY sorts the number.
    const { rows } = await this.query<{ index_name: string; doc_id: string; seq_text: string; json: string | null }>(
      `SELECT index_name, doc_id, seq::text AS seq_text, json FROM search_documents
       WHERE seq > $1 ORDER BY seq LIMIT $2`,
      [seq, limit],
    )
    return rows.map((row) => ({
      index: row.index_name as IndexName,
      id: row.doc_id,
      seq: Number(row.seq_text),
      json: row.json,
    }))
  }

  async liveIds(index: IndexName): Promise<string[]> {
    const { rows } = await this.query<{ doc_id: string }>(
      `SELECT doc_id FROM search_documents WHERE index_name = $1 AND json IS NOT NULL`,
      [index],
    )
    return rows.map((row) => row.doc_id)
  }

  async documents(index: IndexName, ids: readonly string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>()
    for (let start = 0; start < ids.length; start += ROWS_PER_STATEMENT) {
      const { rows } = await this.query<{ doc_id: string; json: string }>(
        `SELECT doc_id, json FROM search_documents
         WHERE index_name = $1 AND json IS NOT NULL AND doc_id = ANY($2::text[])`,
        [index, ids.slice(start, start + ROWS_PER_STATEMENT)],
      )
      for (const row of rows) out.set(row.doc_id, row.json)
    }
    return out
  }

  async priceFacts(index: IndexName): Promise<Map<string, string>> {
    const { rows } = await this.query<{ doc_id: string; json: string }>(
      `SELECT doc_id, json FROM search_price_facts WHERE index_name = $1`,
      [index],
    )
    return new Map(rows.map((row) => [row.doc_id, row.json]))
  }

  async writePriceFacts(
    index: IndexName,
    upserts: readonly { id: string; json: string }[],
    deletes: readonly string[],
  ): Promise<void> {
    if (upserts.length === 0 && deletes.length === 0) return
    try {
      await transaction(this.pool, async (client) => {
        for (let start = 0; start < upserts.length; start += ROWS_PER_STATEMENT) {
          const rows = upserts.slice(start, start + ROWS_PER_STATEMENT)
          const values: string[] = [index]
          const tuples = rows.map(({ id, json }) => {
            values.push(id, json)
            return `($1, $${values.length - 1}, $${values.length})`
          })
          await client.query(
            `INSERT INTO search_price_facts (index_name, doc_id, json) VALUES ${tuples.join(', ')}
             ON CONFLICT (index_name, doc_id) DO UPDATE SET json = excluded.json`,
            values,
          )
        }
        if (deletes.length > 0) {
          await client.query(`DELETE FROM search_price_facts WHERE index_name = $1 AND doc_id = ANY($2::text[])`, [
            index,
            deletes,
          ])
        }
      })
    } catch (error) {
      throw new SearchStoreError('STORE_WRITE_FAILED', `price facts write failed: ${message(error)}`, {
        cause: error,
      })
    }
  }

  async close(): Promise<void> {
    await this.pool.end()
  }

  private async query<Row extends pg.QueryResultRow>(sql: string, values: unknown[] = []) {
    try {
      return await this.pool.query<Row>(sql, values)
    } catch (error) {
      throw new SearchStoreError('STORE_UNAVAILABLE', `search store query failed: ${message(error)}`, { cause: error })
    }
  }

  private async writeTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    try {
      return await transaction(this.pool, async (client) => {
        await client.query(WRITE_LOCK)
        return work(client)
      })
    } catch (error) {
      throw new SearchStoreError('STORE_WRITE_FAILED', `search store write failed: ${message(error)}`, {
        cause: error,
      })
    }
  }
}

async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  let broken = false
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    try {
      await client.query('ROLLBACK')
    } catch {
      // The connection is gone; release it as broken so the pool drops it.
      broken = true
    }
    throw error
  } finally {
    client.release(broken)
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
