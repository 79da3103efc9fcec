import pg from 'pg'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { pingDatabase } from './db'

const withAdapter = (db: unknown) => ({ db }) as unknown as Payload

describe('pingDatabase', () => {
  it('answers true when the database takes a query', async () => {
    expect(await pingDatabase(withAdapter({ client: { execute: async () => ({ rows: [] }) } }))).toBe(true)
  })

  it('answers false when the database refuses the connection', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 500 })
    try {
      expect(await pingDatabase(withAdapter({ pool }))).toBe(false)
    } finally {
      await pool.end()
    }
  })

  it('answers false when the database hangs past the timeout', async () => {
    const hanging = { pool: { query: () => new Promise(() => {}) } }
    expect(await pingDatabase(withAdapter(hanging), 50)).toBe(false)
  })
})
