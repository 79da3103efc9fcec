import type { IndexName } from '../contract'
import type { EngineStatus, RawResult, SearchEngine, SearchStore } from '../engine'
import { INDEXES } from '../indexes'
import type { QueryPlan } from '../plan'
import { executeOnSnapshot } from './memory-query'
import { IndexWriter, type DocumentChange } from './memory-writer'
import { Slicer } from './slices'

export type MemoryEngineOptions = {
  /** How often to look for changes written by any instance; the staleness bound is about this. */
  pollMs?: number
  /**
   * Changes read from the store per round trip. The SQLite driver reads synchronously, so a
   * page of 7 KB cars must stay small enough not to stall the event loop on its own; a page is
   * also held while it is applied, and small ones die young instead of filling the old
   * generation the garbage collector pauses to sweep.
   */
  pageSize?: number
  /** Work time between two pauses of a load or an update; requests run in the pauses. */
  sliceMs?: number
  /** Compaction thresholds (dead slots); see IndexWriter. */
  compactRatio?: number
  compactMin?: number
  onError?: (error: unknown) => void
}

export type MemoryEngine = SearchEngine & {
  status(): EngineStatus
  /** Settles when the first load is complete. */
  readonly loaded: Promise<void>
}

/**
 * The in-process engine: every instance loads the whole inventory from the store and then
 * follows the store's change sequence, so an ingest on any instance is visible on all of them
 * within one poll interval.
 *
 * Loading and updating run in slices (see IndexWriter), so requests keep being answered while
 * they go on. Everything read in one catch-up (up to the store's end at that time) is published
 * at once, so a query sees an ingest batch entirely or not at all. The engine is usable at once:
 * queries made before the first load completes wait for it.
 */
export function openMemoryEngine(store: SearchStore, options: MemoryEngineOptions = {}): MemoryEngine {
  const pollMs = options.pollMs ?? 2000
  const pageSize = options.pageSize ?? 100
  const writers = new Map<IndexName, IndexWriter>()
  for (const name of Object.keys(INDEXES) as IndexName[]) {
    writers.set(
      name,
      new IndexWriter(INDEXES[name], {
        onError: options.onError,
        compactRatio: options.compactRatio,
        compactMin: options.compactMin,
      }),
    )
  }
  /** Where the pending batch has read to; `published` is what queries see. */
  let cursor = 0
  let published = 0
  let loading = 0
  let ready = false
  let lastError: unknown = null
  let closed = false
  let markLoaded!: () => void
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve))

  const slicer = () => new Slicer(options.sliceMs ?? 8, undefined, () => closed)

  async function catchUp(): Promise<void> {
    const slices = slicer()
    try {
      for (;;) {
        const changes = await store.changesSince(cursor, pageSize)
        const byIndex = new Map<IndexName, DocumentChange[]>()
        for (const change of changes) {
          let list = byIndex.get(change.index)
          if (!list) byIndex.set(change.index, (list = []))
          list.push({ id: change.id, json: change.json })
        }
        for (const [index, list] of byIndex) await writers.get(index)?.apply(list, slices)
        if (changes.length > 0) cursor = changes.at(-1)!.seq
        loading += changes.length
        if (changes.length < pageSize) break
        await slices.maybeYield()
      }
      for (const writer of writers.values()) await writer.publish(slices)
      published = cursor
      lastError = null
      loading = 0
      if (!ready) {
        ready = true
        markLoaded()
      }
      // Housekeeping after the swap: it changes no answer, so it may take its time.
      for (const writer of writers.values()) {
        if (writer.wantsCompaction) await writer.compact(slices)
        await writer.prepareOrders(slices)
      }
    } catch (error) {
      lastError = error
      throw error
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

  function poll(): void {
    if (closed || polling) return
    polling = true
    refresh()
      .catch((error: unknown) => {
        if (!closed) options.onError?.(error)
      })
      .finally(() => (polling = false))
  }

  poll()
  const timer = setInterval(poll, pollMs)
  timer.unref()

  return {
    kind: 'memory',
    loaded,
    async execute(plan: QueryPlan): Promise<RawResult> {
      if (!ready) {
        // A store that cannot be read fails the query now instead of holding it until it can.
        if (lastError) throw lastError
        await loaded
      }
      return executeOnSnapshot(writers.get(plan.index)!.snapshot, plan)
    },
    refresh,
    version: () => published,
    status() {
      let documents = 0
      for (const writer of writers.values()) documents += writer.snapshot.count
      return {
        ready,
        documents,
        loading,
        seq: published,
        ...(lastError ? { error: lastError instanceof Error ? lastError.message : String(lastError) } : {}),
      }
    },
    async close() {
      closed = true
      clearInterval(timer)
      await queue
    },
  }
}

/** Opens the engine and waits for its first load (tests, benchmarks, one-off scripts). */
export async function createMemoryEngine(store: SearchStore, options: MemoryEngineOptions = {}): Promise<MemoryEngine> {
  const engine = openMemoryEngine(store, options)
  try {
    // Queued after the first load, so it settles once everything written before is in; a store
    // that cannot be read rejects here, as a failed start did before.
    await engine.refresh()
  } catch (error) {
    await engine.close()
    throw error
  }
  return engine
}
