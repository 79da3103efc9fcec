import type { SearchEngine, SearchStore } from '@/modules/search/engine'
import { createMemoryEngine } from '@/modules/search/engines/memory'
import { createSearchService, type SearchService } from '@/modules/search/service'
import { openSearchStore } from '@/modules/search/store/open'
import { env } from './env'
import { logger } from './logger'

/**
 * The search service of this process, built from configuration: the inventory store in the
 * application's database and the engine SEARCH_ENGINE names (in-process by default). Pages and
 * routes share it; a failed start is retried on the next search rather than cached.
 */
type Runtime = { store: SearchStore; engine: SearchEngine }

const RETRY_AFTER_MS = 5_000
const log = logger.child({ module: 'search' })

type Holder = { runtime?: Promise<Runtime>; failedAt?: number; service?: SearchService }
// Survives module re-evaluation in development, so one process holds one index.
const holder = ((globalThis as { __retailCloudSearch?: Holder }).__retailCloudSearch ??= {})

async function start(): Promise<Runtime> {
  const settings = env()
  const started = Date.now()
  const store = await openSearchStore(settings.searchDatabaseUrl)
  try {
    const engine =
      settings.SEARCH_ENGINE === 'postgres'
        ? await (
            await import('@/modules/search/engines/postgres')
          ).createPostgresEngine({ connectionString: settings.searchDatabaseUrl, store })
        : await createMemoryEngine(store, {
            onError: (error) => log.error({ err: error }, 'search index could not catch up with the store'),
          })
    log.info({ engine: engine.kind, ms: Date.now() - started }, 'search engine ready')
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
