import type { IndexName } from './contract'
import type { QueryPlan } from './plan'

/**
 * What an engine answers for a plan, before shaping into the response: counts per facet value
 * and the page of documents, in order. Shaping (value order, empty values, field selection) is
 * shared, so engines differ only in how they count and sort.
 */
export type RawFacet =
  | { kind: 'list'; counts: Map<string, number> }
  | { kind: 'hierarchy'; counts: Map<string, { count: number; children: Map<string, number> }> }
  | { kind: 'histogram'; min: number; max: number; count: number }

export type RawResult = {
  total: number
  documents: Record<string, unknown>[]
  facets: Map<string, RawFacet>
}

/** How far an engine is with loading its index; engines that answer from a database are ready once open. */
export type EngineStatus = {
  /** The first load is complete: queries answer from the whole inventory. */
  ready: boolean
  /** Live documents answered from, all indexes. */
  documents: number
  /** Store changes read by the load or update in progress (0 when idle). */
  loading: number
  /** The store sequence the answers reflect. */
  seq: number
  /** Why the last load or update failed, until one succeeds. */
  error?: string
}

export interface SearchEngine {
  readonly kind: 'memory' | 'postgres'
  execute(plan: QueryPlan): Promise<RawResult>
  status?(): EngineStatus
  /** Brings the engine up to date with the store now, instead of at the next poll. */
  refresh(): Promise<void>
  /** Changes whenever the data answered from changes (the store sequence caught up to). */
  version?(): number
  close(): Promise<void>
}

/** One document change read from the store; `json` is null for a deletion. */
export type StoredChange = { index: IndexName; id: string; seq: number; json: string | null }

export type WriteBatch = {
  /** Validated documents with their ids, stored as JSON text. */
  upserts: { id: string; json: string }[]
  deletes: string[]
}

/**
 * Where inventory documents live (the application's database). Each write is one transaction;
 * every change gets a new sequence number, so instances can follow the store by polling.
 */
export interface SearchStore {
  readonly kind: 'sqlite' | 'postgres'
  write(index: IndexName, batch: WriteBatch): Promise<void>
  /** The sequence number a full replace starts from; see `finishReplace`. */
  latestSeq(): Promise<number>
  /** Deletes every document of `index` not written since `startSeq`; returns how many. */
  finishReplace(index: IndexName, startSeq: number): Promise<number>
  /** Changes after `seq`, in sequence order, at most `limit`. */
  changesSince(seq: number, limit: number): Promise<StoredChange[]>
  /** The ids of the live documents of `index`. */
  liveIds(index: IndexName): Promise<string[]>
  /** The stored JSON of those of `ids` that are live documents of `index`. */
  documents(index: IndexName, ids: readonly string[]): Promise<Map<string, string>>
  /**
   * The price context's record of each car an ingest has seen (./price-context): its price
   * history and the figures its rating was computed from, as JSON text, by document id. Kept
   * beside the documents, outside their change log: engines never read it.
   */
  priceFacts(index: IndexName): Promise<Map<string, string>>
  /** Writes and removes price-context records in one transaction. */
  writePriceFacts(
    index: IndexName,
    upserts: readonly { id: string; json: string }[],
    deletes: readonly string[],
  ): Promise<void>
  close(): Promise<void>
}

/**
 * The order both engines return documents in: by the plan's sort field (documents without a
 * value last, in either direction), then by id in code-unit order (PostgreSQL: COLLATE "C").
 */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
