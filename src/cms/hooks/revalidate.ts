import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { expireCacheTags } from '@/lib/expire-tags'

/**
 * Expire cache tags after a publish. Seeding and migrations run outside Next.js, where there is
 * no cache to expire; they pass `context.disableRevalidate`.
 */
export function expireTags(req: PayloadRequest, tags: string[]): void {
  if (req.context?.disableRevalidate) return
  expireCacheTags(tags)
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
