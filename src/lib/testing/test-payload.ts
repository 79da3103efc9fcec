import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { buildConfig, getPayload, type CollectionConfig, type Payload } from 'payload'
import { closePool, type PgPool } from './postgres-pool'

/**
 * Payload on a database of its own for an int test: a new SQLite file or a new PostgreSQL
 * database, the schema pushed from the given collections (not the committed migrations), so a
 * store's contract runs the same on both kinds.
 */

export type DatabaseKind = 'sqlite' | 'postgres'
export type TestPayload = { payload: Payload; close(): Promise<void> }

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

async function onAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

export async function openTestPayload(
  kind: DatabaseKind,
  name: string,
  collections: CollectionConfig[],
): Promise<TestPayload> {
  const dir = mkdtempSync(path.join(tmpdir(), `rc-${name}-`))
  const database = kind === 'postgres' ? `${name}_${randomBytes(4).toString('hex')}` : undefined
  if (database) await onAdmin(`CREATE DATABASE ${database}`)
  const db = database
    ? postgresAdapter({
        pool: { connectionString: `postgres://postgres@127.0.0.1:5432/${database}`, max: 20 },
        push: true,
      })
    : sqliteAdapter({ client: { url: `file:${path.join(dir, `${name}.db`)}` }, push: true })
  const config = buildConfig({
    secret: randomBytes(24).toString('hex'),
    collections,
    db,
    typescript: { autoGenerate: false },
    telemetry: false,
    logger: { options: { level: 'silent' } },
  })
  const payload = await getPayload({ config, key: `${name}-${kind}` })

  return {
    payload,
    async close() {
      await payload.destroy().catch(() => {})
      // destroy() forgets the connection but leaves it open; close it before the drop.
      const adapter = payload.db as unknown as { pool?: PgPool; client?: { close?(): void } }
      if (adapter.pool) await closePool(adapter.pool)
      adapter.client?.close?.()
      rmSync(dir, { recursive: true, force: true })
      // Without FORCE: terminating a connection the schema push keeps open raised an uncaught
      // error in the test process (it failed a CI run). A database still in use stays behind.
      if (database) await onAdmin(`DROP DATABASE IF EXISTS ${database}`).catch(() => {})
    },
  }
}
