import type { IndexName } from '../contract'
import type { SearchStore, StoredChange, WriteBatch } from '../engine'

/**
 * A store kept in process memory, with the same sequence semantics as the database stores.
 * Engine tests and the benchmark's engine-only timings use it; the product uses a database.
 */
export function createMemoryStore(): SearchStore {
  const rows = new Map<string, StoredChange>()
  let seq = 0
  const key = (index: IndexName, id: string) => `${index}\u0000${id}`

  return {
    kind: 'sqlite',
    async write(index: IndexName, batch: WriteBatch) {
      for (const { id, json } of batch.upserts) rows.set(key(index, id), { index, id, json, seq: ++seq })
      for (const id of batch.deletes) {
        const existing = rows.get(key(index, id))
        if (existing && existing.json !== null) rows.set(key(index, id), { index, id, json: null, seq: ++seq })
      }
    },
    async latestSeq() {
      return seq
    },
    async finishReplace(index: IndexName, startSeq: number) {
      let deleted = 0
      for (const row of [...rows.values()]) {
        if (row.index === index && row.json !== null && row.seq <= startSeq) {
          rows.set(key(index, row.id), { ...row, json: null, seq: ++seq })
          deleted++
        }
      }
      return deleted
    },
    async changesSince(after: number, limit: number) {
      return [...rows.values()]
        .filter((row) => row.seq > after)
        .sort((a, b) => a.seq - b.seq)
        .slice(0, limit)
    },
    async close() {},
  }
}
