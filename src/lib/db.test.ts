import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type Client, type Transaction } from '@libsql/client'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseEnv } from './env'
import {
  DatabaseUnavailableError,
  checkDatabase,
  guardSqliteClient,
  isBusy,
  isDatabaseUnavailable,
  retryWhileBusy,
  sqliteFile,
} from './db'

const withAdapter = (db: unknown) => async () => ({ db }) as unknown as Payload

let dir: string
let url: string
const clients: Client[] = []

function open(): Client {
  const client = createClient({ url })
  clients.push(client)
  return client
}

/** Another connection holding the write lock, as a second process or `sqlite3` would. */
async function lock(): Promise<Transaction> {
  const tx = await open().transaction('write')
  await tx.execute("insert into payload_migrations (name) values ('held')")
  return tx
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'rc-db-'))
  url = `file:${path.join(dir, 'app.db')}`
  await open().execute('create table payload_migrations (id integer primary key, name text)')
})

afterEach(() => {
  for (const client of clients.splice(0)) client.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('busy SQLite', () => {
  it('waits for a lock without blocking the event loop, then goes on', async () => {
    const held = await lock()
    const client = open()
    guardSqliteClient(client, 60_000)
    let ticks = 0
    const ticker = setInterval(() => ticks++, 1)
    const write = client.execute("insert into payload_migrations (name) values ('mine')")
    // the process keeps answering while the write waits for the lock
    while (ticks < 5) await new Promise((resolve) => setTimeout(resolve, 1))
    await held.rollback()
    await write
    clearInterval(ticker)
    const { rows } = await client.execute('select name from payload_migrations')
    expect(rows.map((row) => row.name)).toEqual(['mine'])
  })

  it('gives up with a "locked" error once the timeout has passed', async () => {
    const held = await lock()
    const client = open()
    guardSqliteClient(client, 50)
    const failure = await client.execute("insert into payload_migrations (name) values ('x')").catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(DatabaseUnavailableError)
    expect(failure).toMatchObject({ fault: 'locked', message: 'the database is locked' })
    expect(isDatabaseUnavailable(failure)).toBe(true)
    const begin = await client.transaction('write').catch((e: unknown) => e)
    expect(begin).toMatchObject({ fault: 'locked' })
    await held.rollback()
    // the statements that met the lock left nothing behind that would keep a commit from working
    await client.batch(["insert into payload_migrations (name) values ('after')"], 'write')
    const tx = await client.transaction('write')
    await tx.execute("insert into payload_migrations (name) values ('tx')")
    await tx.commit()
    const { rows } = await open().execute('select name from payload_migrations order by id')
    expect(rows.map((row) => row.name)).toEqual(['after', 'tx'])
  })

  it('passes other errors through at once', async () => {
    const client = open()
    guardSqliteClient(client, 60_000)
    const failure = await client.execute('select * from nowhere').catch((e: unknown) => e)
    expect(failure).not.toBeInstanceOf(DatabaseUnavailableError)
    expect(isDatabaseUnavailable(failure)).toBe(false)
    await expect(retryWhileBusy(() => Promise.reject(new Error('boom')), 60_000)).rejects.toThrow('boom')
  })

  it('tells busy and unavailable errors from request errors through wrapped causes', () => {
    expect(isBusy(new Error('x', { cause: { code: 'SQLITE_BUSY' } }))).toBe(true)
    expect(isBusy({ rawCode: 517 })).toBe(true) // SQLITE_BUSY_SNAPSHOT
    expect(isDatabaseUnavailable(new Error('query failed', { cause: { code: 'ECONNREFUSED' } }))).toBe(true)
    expect(isDatabaseUnavailable({ code: '57014' })).toBe(true)
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false)
    expect(isDatabaseUnavailable(new Error('Invalid input'))).toBe(false)
  })
})

describe('checkDatabase', () => {
  const check = (db: unknown, timeoutMs = 2000) => checkDatabase(withAdapter(db), { databaseUrl: url, timeoutMs })

  it('is ok when the file is there, migrated and not locked', async () => {
    await open().execute("insert into payload_migrations (name) values ('1')")
    expect(await check({ client: open() })).toEqual({ ok: true })
  })

  it('names a locked database, and is ok again once the lock is gone', async () => {
    await open().execute("insert into payload_migrations (name) values ('1')")
    const client = open()
    guardSqliteClient(client, 60_000)
    const held = await lock()
    expect(await check({ client })).toMatchObject({ ok: false, fault: 'locked', reason: 'the database is locked' })
    await held.rollback()
    expect(await check({ client })).toEqual({ ok: true })
  })

  it('names a database without schema', async () => {
    expect(await check({ client: open() })).toMatchObject({ ok: false, fault: 'no-schema' })
    await open().execute('drop table payload_migrations')
    expect(await check({ client: open() })).toMatchObject({ ok: false, fault: 'no-schema' })
  })

  it('names a file that is gone, though an open connection still reads it', async () => {
    await open().execute("insert into payload_migrations (name) values ('1')")
    const client = open()
    rmSync(path.join(dir, 'app.db'))
    expect(await check({ client })).toMatchObject({ ok: false, fault: 'missing' })
  })

  it('names a PostgreSQL server that refuses the connection', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 500 })
    try {
      const result = await checkDatabase(withAdapter({ pool }), { databaseUrl: 'postgres://127.0.0.1:1/none' })
      expect(result).toMatchObject({ ok: false, fault: 'unreachable' })
    } finally {
      await pool.end()
    }
  })

  it('names a PostgreSQL database without schema', async () => {
    // the server's own database: it answers, but Payload never migrated it
    const url = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
    const pool = new pg.Pool({ connectionString: url, max: 1 })
    try {
      const result = await checkDatabase(withAdapter({ pool }), { databaseUrl: url })
      expect(result).toMatchObject({ ok: false, fault: 'no-schema' })
    } finally {
      await pool.end()
    }
  })

  it('answers within its timeout when the database hangs', async () => {
    const hanging = { pool: { query: () => new Promise(() => {}) } }
    const result = await checkDatabase(withAdapter(hanging), { databaseUrl: 'postgres://x/y', timeoutMs: 50 })
    expect(result).toMatchObject({ ok: false, fault: 'timeout' })
  })

  it('finds the file of a file: URL', () => {
    expect(sqliteFile('file:data/app.db')).toBe('data/app.db')
    expect(sqliteFile('file:///srv/app.db')).toBe('/srv/app.db')
    expect(sqliteFile('file::memory:')).toBeUndefined()
    expect(sqliteFile('postgres://x/y')).toBeUndefined()
  })
})

describe('database settings', () => {
  it('default to a 5 s wait and no silent re-initialisation, and reject nonsense', () => {
    const env = parseEnv({ DATA_DIR: dir })
    expect(env).toMatchObject({ DATABASE_TIMEOUT_MS: 5000, DATABASE_INIT: false, SHUTDOWN_TIMEOUT_MS: 20_000 })
    expect(parseEnv({ DATA_DIR: dir, DATABASE_INIT: 'true' }).DATABASE_INIT).toBe(true)
    expect(() => parseEnv({ DATA_DIR: dir, DATABASE_INIT: 'yes' })).toThrow(/DATABASE_INIT: must be true or false/)
    expect(() => parseEnv({ DATA_DIR: dir, DATABASE_TIMEOUT_MS: '0' })).toThrow(/DATABASE_TIMEOUT_MS/)
  })
})
