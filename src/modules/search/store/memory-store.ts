import type { IndexName } from '../contract'
import type { SearchStore, StoredChange, WriteBatch } from '../engine'

/**
 * A store kept in process memory, with the same sequence semantics as the database stores.
 * Engine tests and the benchmark's engine-only timings use it; the product uses a database.
 */
export function createMemoryStore(): SearchStore {
  const rows = new Map<string, StoredChange>()
  const facts = new Map<string, Map<string, string>>()
  const factsOf = (index: IndexName) => {
    let map = facts.get(index)
    if (!map) facts.set(index, (map = new Map()))
    return map
  }
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
    async liveIds(index: IndexName) {
      return [...rows.values()].filter((row) => row.index === index && row.json !== null).map((row) => row.id)
    },
    async documents(index: IndexName, ids: readonly string[]) {
      const out = new Map<string, string>()
      for (const id of ids) {
        const json = rows.get(key(index, id))?.json
        if (json) out.set(id, json)
      }
      return out
    },
    async priceFacts(index: IndexName) {
      return new Map(factsOf(index))
    },
    async writePriceFacts(index: IndexName, upserts, deletes) {
      const map = factsOf(index)
      for (const { id, json } of upserts) map.set(id, json)
      for (const id of deletes) map.delete(id)
    },
    async close() {},
  }
}
