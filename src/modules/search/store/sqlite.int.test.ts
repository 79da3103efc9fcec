import { createClient } from '@libsql/client'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { guardSqliteClient } from '@/lib/db'
import { openSqliteStore } from './sqlite'
import { describeSearchStore } from './store.contract'

describeSearchStore('sqlite', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rc-search-store-'))
  const url = `file:${path.join(dir, 'search.db')}`
  return {
    open: () => openSqliteStore(url),
    async failWritesOf(id) {
      const client = createClient({ url })
      await client.execute(
        `CREATE TRIGGER IF NOT EXISTS refuse_${id} BEFORE INSERT ON search_documents
         WHEN NEW.doc_id = '${id}' BEGIN SELECT RAISE(ABORT, 'refused by test'); END`,
      )
      client.close()
    },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  }
})

describe('sqlite search store', () => {
  it('switches the file to WAL and keeps its data across reopening', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rc-search-store-'))
    const url = `file:${path.join(dir, 'search.db')}`
    try {
      const store = await openSqliteStore(url)
      await store.write('cars', { upserts: [{ id: '1', json: '{}' }], deletes: [] })
      await store.close()

      const reopened = await openSqliteStore(url)
      expect(await reopened.latestSeq()).toBe(1)
      expect(await reopened.changesSince(0, 10)).toEqual([{ index: 'cars', id: '1', seq: 1, json: '{}' }])
      await reopened.close()

      const client = createClient({ url })
      const { rows } = await client.execute('PRAGMA journal_mode')
      expect(rows[0]?.journal_mode).toBe('wal')
      client.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('with a guard, a write waits for a locked file without blocking the event loop, then lands', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rc-search-store-'))
    const url = `file:${path.join(dir, 'search.db')}`
    try {
      const store = await openSqliteStore(url, { guard: (client) => guardSqliteClient(client, 5_000) })
      const other = createClient({ url })
      const tx = await other.transaction('write')
      await tx.execute('INSERT INTO search_documents_seq (id, value) VALUES (1, 0) ON CONFLICT DO NOTHING')

      // Ticks of a timer while the write waits: a blocked loop would deliver none of them.
      let ticks = 0
      const timer = setInterval(() => ticks++, 10)
      const write = store.write('cars', { upserts: [{ id: '1', json: '{}' }], deletes: [] })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(ticks).toBeGreaterThan(10)
      await tx.rollback()
      other.close()
      await write
      clearInterval(timer)
      expect(await store.latestSeq()).toBe(1)
      await store.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses a URL that is not a file: URL', async () => {
    await expect(openSqliteStore('postgres://x@y/z')).rejects.toMatchObject({ code: 'INVALID_STORE_URL' })
  })
})
