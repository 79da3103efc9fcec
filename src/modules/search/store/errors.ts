import type { WriteBatch } from '../engine'

export type SearchStoreErrorCode = 'INVALID_STORE_URL' | 'STORE_UNAVAILABLE' | 'STORE_WRITE_FAILED'

/** A database store could not be opened or a write was not committed (nothing of it was). */
export class SearchStoreError extends Error {
  constructor(
    readonly code: SearchStoreErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'SearchStoreError'
  }
}

/**
 * One upsert per id (the last one wins, as if applied in order) and one delete per id. A single
 * multi-row upsert cannot touch a row twice in PostgreSQL, and in SQLite it would only burn a
 * sequence number.
 */
export function dedupeBatch(batch: WriteBatch): WriteBatch {
  const upserts = new Map<string, string>()
  for (const { id, json } of batch.upserts) upserts.set(id, json)
  return {
    upserts: [...upserts].map(([id, json]) => ({ id, json })),
    deletes: [...new Set(batch.deletes)],
  }
}
