import { deflateRawSync } from 'node:zlib'
import type { ExtractedDocument, IndexDefinition } from '../indexes'
import { extractDocument } from '../indexes'
import { createBitset, fullBitset, popcount, type Bitset } from './bitset'
import {
  DocumentLog,
  documentDictionary,
  emptySnapshot,
  ID_ORDER,
  idComparer,
  idOrderSteps,
  IndexColumns,
  orderKey,
  sortOrderSteps,
  valueComparer,
  type Snapshot,
  type SortedWords,
} from './memory-snapshot'
import { warmUnfilteredFacets } from './memory-facets'
import { sortSlots, type Slicer } from './slices'

/** A document change for the writer: new JSON, or null for a deletion. */
export type DocumentChange = { id: string; json: string | null }

export type IndexWriterOptions = {
  onError?: (error: unknown) => void
  /** Compact once dead slots are at least this share of all slots… */
  compactRatio?: number
  /** …and at least this many. */
  compactMin?: number
}

/**
 * Keeps one index's snapshot up to date. Changes are applied to a pending batch (appended
 * slots, tombstones, new words), in slices, while queries read `snapshot`; `publish` swaps in
 * the new snapshot in one synchronous step, so a query sees a batch entirely or not at all.
 * A batch that fails half-way stays pending and the next one completes it: applying a change
 * twice gives the same state.
 */
export class IndexWriter {
  /** The state queries read. */
  snapshot: Snapshot
  private columns: IndexColumns
  /** The live slot of each document in `snapshot`. */
  private readonly slotOf = new Map<string, number>()
  // The pending batch.
  private pendingSlot = new Map<string, number>()
  private pendingLive: Bitset | null = null
  private added: number[] = []
  private pendingWords: SortedWords
  private changed = false
  private readonly compactRatio: number
  private readonly compactMin: number

  constructor(
    readonly definition: IndexDefinition,
    private readonly options: IndexWriterOptions = {},
  ) {
    this.snapshot = emptySnapshot(definition)
    this.columns = this.snapshot.columns
    this.pendingWords = this.snapshot.sortedWords
    this.compactRatio = options.compactRatio ?? 0.25
    this.compactMin = options.compactMin ?? 5000
  }

  /** Applies store changes to the pending batch; queries keep reading `snapshot`. */
  async apply(changes: readonly DocumentChange[], slicer: Slicer): Promise<void> {
    // One store row per id, but a caller may pass several versions: the last one counts.
    const latest = new Map<string, string | null>()
    for (const change of changes) {
      latest.delete(change.id)
      latest.set(change.id, change.json)
    }
    const prepared: { id: string; json: string }[] = []
    for (const [id, json] of latest) {
      this.remove(id)
      if (json !== null) prepared.push({ id, json })
    }
    if (prepared.length > 0 && this.columns.size === 0) {
      // The first documents of an index choose the dictionary the others are deflated against.
      const dictionary = documentDictionary(prepared.slice(0, 16).map(({ json }) => json))
      this.columns = new IndexColumns(this.definition, new DocumentLog(dictionary), this.columns)
    }
    const { dictionary } = this.columns.documents
    for (const { id, json } of prepared) {
      let extracted: ExtractedDocument
      try {
        extracted = { ...extractDocument(this.definition, JSON.parse(json) as Record<string, unknown>), id }
      } catch (error) {
        // One unreadable document must not stop the others; it is left out, as if deleted.
        this.options.onError?.(new Error(`search index: skipping ${this.definition.name}/${id}`, { cause: error }))
        continue
      }
      // Deflated here, in the slice: zlib's thread pool was tried and cost more in native memory
      // (per-call state on four threads) than it saved in event-loop time.
      const slot = this.columns.append(extracted, deflateRawSync(json, { level: 3, dictionary }))
      this.pendingSlot.set(id, slot)
      this.setLive(slot)
      this.added.push(slot)
      this.changed = true
      await slicer.maybeYield()
    }
  }

  /**
   * Makes the pending batch the snapshot queries read. Sort orders the previous snapshot had
   * are carried over by inserting the new slots (binary search, then block copies), so the
   * first query after an ingest does not sort 100,000 slots.
   */
  async publish(slicer: Slicer): Promise<boolean> {
    if (!this.changed) {
      this.reset()
      return false
    }
    // Once per batch, not per page of changes: a merge allocates arrays of every word.
    this.pendingWords = await slicer.run(mergeNewWords(this.pendingWords, this.columns))
    const size = this.columns.size
    const live = createBitset(size)
    live.set(this.pendingLive!.subarray(0, live.length))
    const next: Snapshot = {
      definition: this.definition,
      columns: this.columns,
      size,
      live,
      count: popcount(live),
      sortedWords: this.pendingWords,
      memo: new Map(),
      unfilteredAsked: this.snapshot.unfilteredAsked,
    }
    const added = Uint32Array.from(this.added.filter((slot) => (live[slot >>> 5]! & (1 << (slot & 31))) !== 0))
    const previous = this.snapshot
    if (previous.columns === next.columns) {
      for (const [key, value] of previous.memo) {
        const compare = orderComparer(next, key)
        if (!compare) continue
        const sorted = await slicer.run(sortSlots(added, compare))
        next.memo.set(key, insertSorted(value as Uint32Array, sorted, compare))
        await slicer.maybeYield()
      }
    }
    await slicer.run(warmUnfilteredFacets(next))
    this.snapshot = next
    for (const [id, slot] of this.pendingSlot) {
      if (slot < 0) this.slotOf.delete(id)
      else this.slotOf.set(id, slot)
    }
    this.reset()
    return true
  }

  /** Dead slots are a large enough share to be worth a compaction. */
  get wantsCompaction(): boolean {
    const dead = this.snapshot.size - this.snapshot.count
    return !this.changed && dead > 0 && dead >= this.compactMin && dead >= this.compactRatio * this.snapshot.size
  }

  /**
   * Copies the live slots into fresh columns (no re-parsing: codes and deflated documents are
   * copied), in slices, then swaps them in. Sort orders are renumbered, not re-sorted.
   */
  async compact(slicer: Slicer): Promise<void> {
    if (this.changed) return
    const old = this.snapshot
    const fresh = new IndexColumns(this.definition, new DocumentLog(old.columns.documents.dictionary), old.columns)
    const renumbered = new Int32Array(old.size).fill(-1)
    for (let word = 0; word < old.live.length; word++) {
      let x = old.live[word]!
      while (x !== 0) {
        const lowest = x & -x
        const slot = (word << 5) + 31 - Math.clz32(lowest)
        x ^= lowest
        renumbered[slot] = fresh.copy(old.columns, slot)
      }
      if ((word & 63) === 0) await slicer.maybeYield()
    }
    const next: Snapshot = {
      definition: this.definition,
      columns: fresh,
      size: fresh.size,
      live: fullBitset(fresh.size),
      count: fresh.size,
      sortedWords: old.sortedWords,
      memo: new Map(),
      unfilteredAsked: old.unfilteredAsked,
    }
    for (const [key, value] of old.memo) {
      if (!orderComparer(next, key)) continue
      const order = value as Uint32Array
      const out = new Uint32Array(fresh.size)
      let k = 0
      for (let i = 0; i < order.length; i++) {
        const slot = renumbered[order[i]!]!
        if (slot >= 0) out[k++] = slot
      }
      next.memo.set(key, out)
      await slicer.maybeYield()
    }
    await slicer.run(warmUnfilteredFacets(next))
    this.columns = fresh
    this.snapshot = next
    this.pendingWords = next.sortedWords
    this.slotOf.clear()
    fresh.ids.forEach((id, slot) => this.slotOf.set(id, slot))
  }

  /** Computes, in slices, every sort order the snapshot lacks, so no query has to. */
  async prepareOrders(slicer: Slicer): Promise<void> {
    const snapshot = this.snapshot
    await slicer.run(idOrderSteps(snapshot))
    for (const field of snapshot.columns.numberNames) {
      for (const direction of ['asc', 'desc'] as const) await slicer.run(sortOrderSteps(snapshot, field, direction))
    }
  }

  private remove(id: string): void {
    const slot = this.pendingSlot.get(id) ?? this.slotOf.get(id) ?? -1
    if (slot >= 0) {
      const live = this.liveBits(slot)
      live[slot >>> 5]! &= ~(1 << (slot & 31))
      this.changed = true
    }
    this.pendingSlot.set(id, -1)
  }

  private setLive(slot: number): void {
    const live = this.liveBits(slot)
    live[slot >>> 5]! |= 1 << (slot & 31)
  }

  /** The pending live set, grown to hold `slot`. */
  private liveBits(slot: number): Bitset {
    let live = this.pendingLive
    if (!live) live = this.pendingLive = Uint32Array.from(this.snapshot.live)
    if (slot >>> 5 >= live.length) {
      const grown = new Uint32Array(Math.max((slot >>> 5) + 1, live.length * 2, 1024))
      grown.set(live)
      live = this.pendingLive = grown
    }
    return live
  }

  private reset(): void {
    this.pendingSlot = new Map()
    this.pendingLive = null
    this.added = []
    this.changed = false
    this.pendingWords = this.snapshot.sortedWords
  }
}

/** The comparer of a memoised sort order, or null for memo entries that are not orders. */
function orderComparer(snapshot: Snapshot, key: string): ((a: number, b: number) => number) | null {
  if (key === ID_ORDER) return idComparer(snapshot)
  const match = /^order:(.+):(asc|desc)$/.exec(key)
  if (!match || orderKey(match[1]!, match[2] as 'asc' | 'desc') !== key) return null
  return valueComparer(snapshot, match[1]!, match[2] as 'asc' | 'desc')
}

/**
 * `order` with the sorted `added` slots inserted. Slots that died stay in the order (a page
 * skips them, as they are outside every mask) until the next compaction drops them, so this
 * is a binary search per added slot and block copies: no pass over the whole order in JS.
 */
export function insertSorted(
  order: Uint32Array,
  added: Uint32Array,
  compare: (a: number, b: number) => number,
): Uint32Array {
  if (added.length === 0) return order
  const out = new Uint32Array(order.length + added.length)
  let from = 0
  let k = 0
  for (let j = 0; j < added.length; j++) {
    const slot = added[j]!
    // The first position whose slot sorts after `slot`.
    let low = from
    let high = order.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (compare(order[middle]!, slot) <= 0) low = middle + 1
      else high = middle
    }
    out.set(order.subarray(from, low), k)
    k += low - from
    out[k++] = slot
    from = low
  }
  out.set(order.subarray(from), k)
  return out
}

/** The sorted words with the words the dictionary gained since, merged in. */
function* mergeNewWords(sorted: SortedWords, columns: IndexColumns): Generator<void, SortedWords> {
  const { values } = columns.words.dictionary
  if (values.length === sorted.words.length) return sorted
  const fresh = Uint32Array.from({ length: values.length - sorted.words.length }, (_, i) => sorted.words.length + i)
  const order = yield* sortSlots(fresh, (a, b) => (values[a]! < values[b]! ? -1 : values[a]! > values[b]! ? 1 : 0))
  const words: string[] = new Array<string>(values.length)
  const codes = new Uint32Array(values.length)
  let i = 0
  let j = 0
  for (let k = 0; k < values.length; k++) {
    if (j >= order.length || (i < sorted.words.length && sorted.words[i]! < values[order[j]!]!)) {
      words[k] = sorted.words[i]!
      codes[k] = sorted.codes[i++]!
    } else {
      codes[k] = order[j++]!
      words[k] = values[codes[k]!]!
    }
    if ((k & 16383) === 0) yield
  }
  return { words, codes }
}
