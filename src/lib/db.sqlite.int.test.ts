import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { buildConfig, getPayload, handleEndpoints, type Payload, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseFaultsAs503, guardSqliteClient } from './db'

/**
 * Payload on a SQLite file another connection has locked: its REST API answers 503 with a short
 * message once the wait runs out (not a 500, not a frozen process), and works again after.
 */

let dir: string
let file: string
let config: SanitizedConfig
let payload: Payload

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'rc-db-int-'))
  file = path.join(dir, 'app.db')
  config = await buildConfig({
    secret: randomBytes(24).toString('hex'),
    collections: [{ slug: 'users', auth: true, fields: [] }],
    db: sqliteAdapter({ client: { url: `file:${file}` }, push: true }),
    typescript: { autoGenerate: false },
    telemetry: false,
    logger: { options: { level: 'silent' } },
    hooks: { afterError: [databaseFaultsAs503] },
    onInit: (instance) => guardSqliteClient((instance.db as { client?: unknown }).client, 300),
  })
  payload = await getPayload({ config, key: 'db-faults-int-test' })
  await payload.create({ collection: 'users', data: { email: 'editor@example.com', password: 'a-long-password-1' } })
})

afterAll(async () => {
  await payload?.destroy()
  ;(payload?.db as unknown as { client?: { close(): void } }).client?.close()
  rmSync(dir, { recursive: true, force: true })
})

const login = () =>
  handleEndpoints({
    config,
    request: new Request('http://localhost/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@example.com', password: 'a-long-password-1' }),
    }),
  })

describe('a locked database through the CMS API', () => {
  it('answers 503 while another connection holds the lock, and 200 after', async () => {
    expect((await login()).status).toBe(200)
    const other = createClient({ url: `file:${file}` })
    const tx = await other.transaction('write')
    await tx.execute('create table lock_probe (x integer)')
    try {
      const locked = await login()
      expect(locked.status).toBe(503)
      expect(await locked.json()).toEqual({
        errors: [{ message: 'The database is busy or unreachable; try again shortly.' }],
      })
    } finally {
      await tx.rollback()
      other.close()
    }
    expect((await login()).status).toBe(200)
  })
})
