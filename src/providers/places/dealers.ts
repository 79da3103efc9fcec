import type { SearchService } from '@/modules/search/service'
import { DEALER_FIELDS, type DealerDocument } from './gazetteer'

/** The dealer-site documents to index; the same array again means nothing changed. */
export type DealerSource = () => Promise<readonly DealerDocument[]>

/** Every dealer site of every market: the sites index read without a site's scope. */
export function searchIndexDealers(service: () => Promise<SearchService>): DealerSource {
  return async () => {
    const response = await (await service()).search({ index: 'sites', fields: [...DEALER_FIELDS], limit: 1000 })
    return response.content as DealerDocument[]
  }
}

export type DealerFeedOptions = {
  /** How often a read checks the index for changes (in the background). */
  checkEveryMs?: number
  /** How long the first read waits for the index (it may still be loading at start). */
  firstWaitMs?: number
  now?: () => number
  onError?: (error: unknown) => void
}

/**
 * The dealer documents as last read, checked again at most every `checkEveryMs` in the
 * background. The search service caches its answer and starts a new one when an ingest changes
 * the index, so a check is a cache hit until then. An empty answer keeps the previous documents:
 * the service answers a failed search with no documents.
 */
export function dealerFeed(source: DealerSource, options: DealerFeedOptions = {}) {
  const checkEveryMs = options.checkEveryMs ?? 2_000
  const firstWaitMs = options.firstWaitMs ?? 1_500
  const now = options.now ?? Date.now
  let documents: readonly DealerDocument[] | undefined
  let checkedAt = -Infinity
  let running: Promise<void> | undefined

  const check = () => {
    checkedAt = now()
    running ??= source()
      .then((found) => {
        if (found.length > 0 || documents === undefined) documents = found
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined
      })
    return running
  }

  return {
    async current(): Promise<readonly DealerDocument[]> {
      if (now() - checkedAt >= checkEveryMs) {
        const checking = check()
        if (documents === undefined) {
          let timer: ReturnType<typeof setTimeout> | undefined
          await Promise.race([checking, new Promise<void>((resolve) => (timer = setTimeout(resolve, firstWaitMs)))])
          clearTimeout(timer)
        }
      }
      return documents ?? []
    },
  }
}
