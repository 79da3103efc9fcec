import { createClient } from '@libsql/client'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
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

  it('refuses a URL that is not a file: URL', async () => {
    await expect(openSqliteStore('postgres://x@y/z')).rejects.toMatchObject({ code: 'INVALID_STORE_URL' })
  })
})
