import type { SearchEngine, SearchStore } from '@/modules/search/engine'
import { openMemoryEngine } from '@/modules/search/engines/memory'
import { createSearchService, type SearchService } from '@/modules/search/service'
import { openSearchStore } from '@/modules/search/store/open'
import { guardSqliteClient } from '@/lib/db'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

/**
 * The search service of this process, built from configuration: the inventory store in the
 * application's database and the engine SEARCH_ENGINE names (in-process by default). Pages and
 * routes share it; a failed start is retried on the next search rather than cached.
 */
type Runtime = { store: SearchStore; engine: SearchEngine }

const RETRY_AFTER_MS = 5_000
const log = logger.child({ module: 'search' })

type Holder = {
  runtime?: Promise<Runtime>
  /** The engine once open (the in-process one may still be loading). */
  engine?: SearchEngine
  failedAt?: number
  failure?: string
  service?: SearchService
}
// Survives module re-evaluation in development, so one process holds one index.
const holder = ((globalThis as { __retailCloudSearch?: Holder }).__retailCloudSearch ??= {})

async function start(): Promise<Runtime> {
  const settings = env()
  const started = Date.now()
  // A locked file is waited for between tries, as the CMS's connection does, not with the
  // event loop blocked; past DATABASE_TIMEOUT_MS the write fails and the ingest answers 503.
  const store = await openSearchStore(settings.searchDatabaseUrl, {
    guard: (client) => guardSqliteClient(client, settings.DATABASE_TIMEOUT_MS),
  })
  try {
    let engine: SearchEngine
    let loaded = Promise.resolve()
    if (settings.SEARCH_ENGINE === 'postgres') {
      const { createPostgresEngine } = await import('@/modules/search/engines/postgres')
      engine = await createPostgresEngine({ connectionString: settings.searchDatabaseUrl, store })
    } else {
      // Open at once: the index loads in slices while the server answers, and searches made
      // before it is loaded wait for it (searchIndexStatus tells readiness).
      const memory = openMemoryEngine(store, {
        onError: (error) => log.error({ err: error }, 'search index could not catch up with the store'),
      })
      loaded = memory.loaded
      engine = memory
    }
    holder.engine = engine
    void loaded.then(() => log.info({ engine: engine.kind, ms: Date.now() - started }, 'search engine ready'))
    return { store, engine }
  } catch (error) {
    await store.close().catch(() => undefined)
    throw error
  }
}

function runtime(): Promise<Runtime> {
  if (holder.runtime) return holder.runtime
  if (holder.failedAt && Date.now() - holder.failedAt < RETRY_AFTER_MS) {
    return Promise.reject(new Error('search engine failed to start; retrying shortly'))
  }
  const starting = start()
  holder.runtime = starting
  starting.catch((error: unknown) => {
    log.error({ err: error }, 'search engine failed to start')
    holder.runtime = undefined
    holder.failedAt = Date.now()
    holder.failure = error instanceof Error ? error.message : String(error)
  })
  return starting
}

export async function getSearchStore(): Promise<SearchStore> {
  return (await runtime()).store
}

export async function getSearchService(): Promise<SearchService> {
  holder.service ??= createSearchService({ engine: async () => (await runtime()).engine, logger: log })
  return holder.service
}

/** Starts loading the index at server start, so the first visitor does not wait for it. */
export function warmSearch(): void {
  runtime().catch(() => undefined)
}

export type SearchIndexStatus = {
  ready: boolean
  engine?: SearchEngine['kind']
  /** Live documents answered from. */
  documents?: number
  /** Store changes read so far by a load in progress. */
  loading?: number
  /** Why the index is not ready. */
  reason?: string
}

/**
 * Whether this process's search index can answer from the whole inventory. Not ready while the
 * engine starts, while the in-process index loads, or when the store cannot be read.
 */
export function searchIndexStatus(): SearchIndexStatus {
  const engine = holder.engine
  if (!engine || !holder.runtime) {
    if (holder.failure && !holder.runtime) {
      return { ready: false, reason: `the search engine failed to start: ${holder.failure}` }
    }
    return { ready: false, reason: 'the search engine is starting' }
  }
  const status = engine.status?.()
  if (!status) return { ready: true, engine: engine.kind }
  const { ready, documents, loading, error } = status
  const base = { ready, engine: engine.kind, documents, loading }
  if (ready) return base
  return {
    ...base,
    reason: error
      ? `the search index cannot be loaded: ${error}`
      : `the search index is loading (${loading} documents read)`,
  }
}
