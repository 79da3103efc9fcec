import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { revalidateTag } from 'next/cache'
import { logger } from '@/lib/logger'

/**
 * Expire cache tags after a publish. Seeding and migrations run outside Next.js, where there is
 * no cache to expire; they pass `context.disableRevalidate`.
 */
export function expireTags(req: PayloadRequest, tags: string[]): void {
  if (req.context?.disableRevalidate) return
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a Next.js request (CLI scripts) there is nothing to expire.
      logger.debug({ tag, err: error }, 'cache tag not expired')
    }
  }
}

export function revalidateOnChange<T>(
  tagsFor: (doc: T, previous: T | undefined, req: PayloadRequest) => Promise<string[]> | string[],
): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async ({ doc, previousDoc, req }) => {
      expireTags(req, await tagsFor(doc as T, previousDoc as T | undefined, req))
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      expireTags(req, await tagsFor(doc as T, undefined, req))
      return doc
    },
  }
}
