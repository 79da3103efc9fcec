import type { IndexName } from '../contract'
import type { RawResult, SearchEngine, SearchStore } from '../engine'
import { INDEXES } from '../indexes'
import type { QueryPlan } from '../plan'
import { executeOnSnapshot } from './memory-query'
import { buildSnapshot, type Snapshot, type SnapshotChanges } from './memory-snapshot'

export type MemoryEngineOptions = {
  /** How often to look for changes written by any instance; the staleness bound is about this. */
  pollMs?: number
  /** Changes read from the store per round trip. */
  pageSize?: number
  onError?: (error: unknown) => void
}

export type MemoryEngine = SearchEngine

/**
 * The in-process engine: every instance loads the whole inventory from the store at start and
 * then follows the store's change sequence, so an ingest on any instance is visible on all of
 * them within one poll interval. Queries run on immutable snapshots and never wait for a load.
 */
export async function createMemoryEngine(store: SearchStore, options: MemoryEngineOptions = {}): Promise<MemoryEngine> {
  const pollMs = options.pollMs ?? 2000
  const pageSize = options.pageSize ?? 5000
  const snapshots = new Map<IndexName, Snapshot>()
  let cursor = 0
  let closed = false

  for (const [name, definition] of Object.entries(INDEXES) as [IndexName, (typeof INDEXES)[IndexName]][]) {
    snapshots.set(name, buildSnapshot(definition, null, new Map()))
  }

  async function catchUp(): Promise<void> {
    const pending = new Map<IndexName, SnapshotChanges>()
    for (;;) {
      const changes = await store.changesSince(cursor, pageSize)
      for (const change of changes) {
        let byId = pending.get(change.index)
        if (!byId) pending.set(change.index, (byId = new Map()))
        // Delete then re-insert keeps the latest version last, which the snapshot appends.
        byId.delete(change.id)
        byId.set(change.id, change.json === null ? null : Buffer.from(change.json, 'utf8'))
        cursor = change.seq
      }
      if (changes.length < pageSize) break
    }
    for (const [index, changes] of pending) {
      snapshots.set(index, buildSnapshot(INDEXES[index], snapshots.get(index)!, changes))
    }
  }

  // Catch-ups run one at a time; a caller always waits for one that starts after it asked, so
  // it sees everything written before.
  let queue: Promise<void> = Promise.resolve()
  let polling = false
  function refresh(): Promise<void> {
    const next = queue.then(catchUp)
    queue = next.catch(() => undefined)
    return next
  }

  await refresh()

  const timer = setInterval(() => {
    if (closed || polling) return
    polling = true
    refresh()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => (polling = false))
  }, pollMs)
  timer.unref()

  return {
    kind: 'memory',
    async execute(plan: QueryPlan): Promise<RawResult> {
      return executeOnSnapshot(snapshots.get(plan.index)!, plan)
    },
    refresh,
    version: () => cursor,
    async close() {
      closed = true
      clearInterval(timer)
      await queue
    },
  }
}
