import { inflateRawSync } from 'node:zlib'
import { compareIds } from '../engine'
import type { ExtractedDocument, IndexDefinition } from '../indexes'
import type { FacetPlan } from '../plan'
import { createBitset, type Bitset } from './bitset'
import { runNow, sortSlots } from './slices'

/**
 * The columns of one index for the in-process engine, and the immutable snapshots queries read.
 *
 * Storage is append-only over document slots: a new or changed document is appended at the next
 * slot, and the slot of its previous version is dropped from the live set (a tombstone). A slot,
 * once written, never changes, so a snapshot is just (columns, size, live bitset): the columns
 * are shared by every snapshot and a writer appending slot `size` and beyond is invisible to a
 * query reading an older snapshot, which never looks past its own size. An ingest of N documents
 * therefore costs O(N) column work plus one copy of the live bitset (3 KB at 100,000), instead of
 * the copy of every column a rebuild needs. Copy-on-write per column chunk was the alternative;
 * it saves the dead slots but makes every hot loop index through chunks, while tombstones keep
 * the flat typed arrays the bitset loops run on. Dead slots are reclaimed by a compaction (in
 * slices) once they are a fair share of the index.
 *
 * Each keyword field is a forward column (slot -> value codes, for counting) and an inverted one
 * (value code -> ascending slots, for filtering); numbers are a Float64Array with NaN for "no
 * value". Documents are kept deflated against a dictionary taken from the index's first
 * documents: a car is ~7 KB of JSON and ~1.3 KB deflated, and a page inflates only the 24-48 it
 * returns.
 */

/** Value <-> code, append-only, so a code stays valid in every snapshot that shares it. */
export class Dictionary {
  readonly values: string[] = []
  private readonly codes = new Map<string, number>()

  code(value: string): number {
    let code = this.codes.get(value)
    if (code === undefined) {
      code = this.values.length
      this.values.push(value)
      this.codes.set(value, code)
    }
    return code
  }

  lookup(value: string): number | undefined {
    return this.codes.get(value)
  }
}

/**
 * A Uint32Array that grows by doubling. The filled prefix never changes, so a reader holding an
 * older length reads the same values before and after a reallocation.
 */
export class U32Log {
  data: Uint32Array
  length = 0

  constructor(capacity = 16) {
    this.data = new Uint32Array(capacity)
  }

  push(value: number): void {
    if (this.length === this.data.length) this.grow(this.length + 1)
    this.data[this.length++] = value
  }

  pushAll(values: Uint32Array): void {
    if (this.length + values.length > this.data.length) this.grow(this.length + values.length)
    this.data.set(values, this.length)
    this.length += values.length
  }

  private grow(needed: number): void {
    const next = new Uint32Array(Math.max(needed, this.data.length * 2))
    next.set(this.data.subarray(0, this.length))
    this.data = next
  }
}

export class F64Log {
  data: Float64Array
  length = 0

  constructor(capacity = 1024) {
    this.data = new Float64Array(capacity)
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2)
      next.set(this.data)
      this.data = next
    }
    this.data[this.length++] = value
  }
}

export class KeywordColumn {
  /** Slot s has codes[offsets[s]] .. codes[offsets[s + 1] - 1]. */
  readonly offsets = new U32Log(1024)
  readonly codes = new U32Log(4096)
  /**
   * Code c is held by slot first[c] - 1 (0: by none), then by the slots in more[c], ascending
   * (slots are appended in order). Most codes of id-like fields (car_id, slug) have one slot:
   * inline, they cost no object each, which at 100,000 cars is 200,000 objects fewer for the
   * garbage collector to mark.
   */
  readonly first = new U32Log(1024)
  readonly more: (U32Log | undefined)[] = []
  /** The bitsets `bitsOf` built, and how far into each code's postings they reach. */
  private readonly bitsets = new Map<number, { bits: Bitset; upTo: number; hasFirst: boolean; next: number }>()

  constructor(readonly dictionary: Dictionary) {
    this.offsets.push(0)
  }

  /** Appends the values of the next slot, which must be `slot`. */
  append(slot: number, values: readonly string[]): void {
    for (const value of values) this.add(slot, this.dictionary.code(value))
    this.offsets.push(this.codes.length)
  }

  /** Appends the codes `from` holds at `fromSlot` as the values of the next slot. */
  copy(slot: number, from: KeywordColumn, fromSlot: number): void {
    const { data } = from.codes
    for (let k = from.offsets.data[fromSlot]!; k < from.offsets.data[fromSlot + 1]!; k++) this.add(slot, data[k]!)
    this.offsets.push(this.codes.length)
  }

  /** Slots that hold `code`, all of them (0 for an unknown code). */
  postingCount(code: number): number {
    if (code >= this.first.length || this.first.data[code] === 0) return 0
    return 1 + (this.more[code]?.length ?? 0)
  }

  /**
   * The slots below `size` that hold `code`, as a bitset (it may be longer and hold later
   * slots too, outside every mask of a snapshot of that size). Built on first use and then
   * extended with the postings appended since, so snapshots share it and a query that counts a
   * facet value by intersection does not rebuild it after every ingest. Slots never change
   * their values, so a bit once set stays right; a dead slot is outside every live mask.
   */
  bitsOf(code: number, size: number): Bitset {
    let entry = this.bitsets.get(code)
    if (!entry) this.bitsets.set(code, (entry = { bits: createBitset(size), upTo: 0, hasFirst: false, next: 0 }))
    if (entry.upTo >= size) return entry.bits
    if (entry.bits.length < Math.ceil(size / 32)) {
      // Room for growth, so a run of ingests does not copy it each time.
      const grown = createBitset(Math.max(size, entry.bits.length * 32 * 1.25))
      grown.set(entry.bits)
      entry.bits = grown
    }
    const { bits } = entry
    if (!entry.hasFirst && code < this.first.length) {
      const first = this.first.data[code]! - 1
      if (first >= 0 && first < size) {
        bits[first >>> 5]! |= 1 << (first & 31)
        entry.hasFirst = true
      }
    }
    const list = this.more[code]
    if (entry.hasFirst && list) {
      let k = entry.next
      for (; k < list.length; k++) {
        const slot = list.data[k]!
        if (slot >= size) break
        bits[slot >>> 5]! |= 1 << (slot & 31)
      }
      entry.next = k
    }
    entry.upTo = size
    return bits
  }

  private add(slot: number, code: number): void {
    this.codes.push(code)
    while (this.first.length <= code) this.first.push(0)
    if (this.first.data[code] === 0) {
      this.first.data[code] = slot + 1
      return
    }
    let list = this.more[code]
    if (!list) this.more[code] = list = new U32Log(4)
    list.push(slot)
  }
}

/** Deflated documents packed into large buffers: one Buffer object per 4 MB, not per document. */
export class DocumentLog {
  private static readonly CHUNK = 4 * 1024 * 1024
  /** Documents whose JSON is kept, least recently read dropped first (about 7 MB of cars). */
  private static readonly RECENT = 1024
  private readonly recent = new Map<number, string>()
  private readonly chunks: Buffer[] = []
  private used = DocumentLog.CHUNK
  private readonly chunk = new U32Log(1024)
  private readonly offset = new U32Log(1024)
  private readonly size = new U32Log(1024)
  private bytes = 0

  constructor(readonly dictionary: Buffer) {}

  append(deflated: Buffer): void {
    if (this.used + deflated.length > DocumentLog.CHUNK) {
      this.chunks.push(Buffer.allocUnsafeSlow(Math.max(DocumentLog.CHUNK, deflated.length)))
      this.used = 0
    }
    deflated.copy(this.chunks.at(-1)!, this.used)
    this.chunk.push(this.chunks.length - 1)
    this.offset.push(this.used)
    this.size.push(deflated.length)
    this.used += deflated.length
    this.bytes += deflated.length
  }

  /** The deflated bytes of a slot (a view, valid as long as this log). */
  deflated(slot: number): Buffer {
    const start = this.offset.data[slot]!
    return this.chunks[this.chunk.data[slot]!]!.subarray(start, start + this.size.data[slot]!)
  }

  /**
   * A fresh object each time (callers may change it). The JSON of recently read slots is kept:
   * the first pages of the usual sorts are read again and again, a slot never changes, and an
   * inflate costs a zlib context (50-200 µs) where the parse alone costs a third of that.
   */
  read(slot: number): Record<string, unknown> {
    let json = this.recent.get(slot)
    if (json === undefined) {
      json = inflateRawSync(this.deflated(slot), { dictionary: this.dictionary }).toString('utf8')
      if (this.recent.size >= DocumentLog.RECENT) this.recent.delete(this.recent.keys().next().value!)
    } else {
      this.recent.delete(slot)
    }
    this.recent.set(slot, json)
    return JSON.parse(json) as Record<string, unknown>
  }

  /** Deflated bytes held, dead slots included. */
  get byteLength(): number {
    return this.bytes
  }
}

/** The dictionary documents are deflated against: the tail of the index's first documents. */
export function documentDictionary(samples: readonly string[]): Buffer {
  const joined = Buffer.from(samples.join(''), 'utf8')
  // zlib refuses an empty dictionary; a window (32 KB) is the most it uses.
  return joined.length === 0 ? Buffer.from('{"') : joined.subarray(Math.max(0, joined.length - 32 * 1024))
}

/** The columns of one index: appended by one writer, read through snapshots. */
export class IndexColumns {
  readonly ids: string[] = []
  readonly keywordNames: string[]
  readonly numberNames: string[]
  readonly keywords: Map<string, KeywordColumn>
  readonly numbers: Map<string, F64Log>
  readonly words: KeywordColumn
  private readonly keywordList: KeywordColumn[]
  private readonly numberList: F64Log[]

  constructor(
    readonly definition: IndexDefinition,
    readonly documents: DocumentLog,
    /** Dictionaries of the columns this replaces, so codes stay the same across a compaction. */
    previous?: IndexColumns,
  ) {
    this.keywordNames = Object.keys(definition.keywords)
    this.numberNames = Object.keys(definition.numbers)
    this.keywordList = this.keywordNames.map(
      (name) => new KeywordColumn(previous?.keywords.get(name)?.dictionary ?? new Dictionary()),
    )
    this.keywords = new Map(this.keywordNames.map((name, i) => [name, this.keywordList[i]!]))
    this.numberList = this.numberNames.map(() => new F64Log())
    this.numbers = new Map(this.numberNames.map((name, i) => [name, this.numberList[i]!]))
    this.words = new KeywordColumn(previous?.words.dictionary ?? new Dictionary())
  }

  /** Slots written, dead ones included. */
  get size(): number {
    return this.ids.length
  }

  /** Appends a document at the next slot and returns the slot. */
  append(extracted: ExtractedDocument, deflated: Buffer): number {
    const slot = this.ids.length
    this.keywordList.forEach((column, i) => column.append(slot, extracted.keywords[this.keywordNames[i]!] ?? []))
    this.numberList.forEach((column, i) => column.push(extracted.numbers[this.numberNames[i]!] ?? NaN))
    this.words.append(slot, extracted.words)
    this.documents.append(deflated)
    this.ids.push(extracted.id)
    return slot
  }

  /** Appends a copy of another columns' slot (same dictionaries): compaction, no re-parsing. */
  copy(from: IndexColumns, fromSlot: number): number {
    const slot = this.ids.length
    this.keywordList.forEach((column, i) => column.copy(slot, from.keywordList[i]!, fromSlot))
    this.numberList.forEach((column, i) => column.push(from.numberList[i]!.data[fromSlot]!))
    this.words.copy(slot, from.words, fromSlot)
    this.documents.append(from.documents.deflated(fromSlot))
    this.ids.push(from.ids[fromSlot]!)
    return slot
  }
}

/** The words of an index in code-unit order with their codes, for prefix look-ups. */
export type SortedWords = { words: string[]; codes: Uint32Array }

/** What a query reads: the shared columns up to `size`, and which of those slots are live. */
export type Snapshot = {
  definition: IndexDefinition
  columns: IndexColumns
  /** Slots 0 .. size - 1 exist in this snapshot; the columns may hold more, written later. */
  size: number
  /** The slots of the current version of each document. */
  live: Bitset
  /** Documents: the live slots. */
  count: number
  sortedWords: SortedWords
  /** Per-snapshot memo: sort orders, unfiltered facet counts, prefix matches. */
  memo: Map<string, unknown>
  /**
   * The facets queries asked for without filters, by memo key, shared by every snapshot of an
   * index: a writer counts them for the next snapshot before publishing it (see memory-facets).
   */
  unfilteredAsked: Map<string, FacetPlan>
}

export function emptySnapshot(definition: IndexDefinition): Snapshot {
  return {
    definition,
    columns: new IndexColumns(definition, new DocumentLog(documentDictionary([]))),
    size: 0,
    live: createBitset(0),
    count: 0,
    sortedWords: { words: [], codes: new Uint32Array(0) },
    memo: new Map(),
    unfilteredAsked: new Map(),
  }
}

/** The slots of `snapshot` holding any of `values` in a keyword column (live or not). */
export function slotsWithAny(snapshot: Snapshot, column: KeywordColumn, values: readonly string[]): Bitset {
  const bits = createBitset(snapshot.size)
  for (const value of values) {
    const code = column.dictionary.lookup(value)
    if (code !== undefined) addPostings(bits, column, code, snapshot.size)
  }
  return bits
}

/** Sets the slots below `size` that hold `code`: postings ascend, so later slots end the loop. */
export function addPostings(bits: Bitset, column: KeywordColumn, code: number, size: number): void {
  if (code >= column.first.length) return
  const first = column.first.data[code]! - 1
  if (first < 0 || first >= size) return
  bits[first >>> 5]! |= 1 << (first & 31)
  const list = column.more[code]
  if (!list) return
  const slots = list.data
  for (let k = 0; k < list.length; k++) {
    const slot = slots[k]!
    if (slot >= size) break
    bits[slot >>> 5]! |= 1 << (slot & 31)
  }
}

/** The order of the id tie-break: live slots by id. */
export function idComparer(snapshot: Snapshot): (a: number, b: number) => number {
  const ids = snapshot.columns.ids
  return (a, b) => compareIds(ids[a]!, ids[b]!)
}

/** The order of a sort: by value (no value last, in either direction), then by id. */
export function valueComparer(
  snapshot: Snapshot,
  field: string,
  direction: 'asc' | 'desc',
  byId = true,
): (a: number, b: number) => number {
  const values = snapshot.columns.numbers.get(field)!.data
  const ids = snapshot.columns.ids
  const sign = direction === 'asc' ? 1 : -1
  return (a, b) => {
    const va = values[a]!
    const vb = values[b]!
    const aMissing = Number.isNaN(va)
    const bMissing = Number.isNaN(vb)
    if (aMissing !== bMissing) return aMissing ? 1 : -1
    if (!aMissing && va !== vb) return sign * (va < vb ? -1 : 1)
    return byId ? compareIds(ids[a]!, ids[b]!) : 0
  }
}

export const ID_ORDER = 'idOrder'
export const orderKey = (field: string, direction: 'asc' | 'desc') => `order:${field}:${direction}`

/** The live slots in id order, the tie-break of every sort. */
export function* idOrderSteps(snapshot: Snapshot): Generator<void, Uint32Array> {
  let order = snapshot.memo.get(ID_ORDER) as Uint32Array | undefined
  if (!order) {
    order = yield* sortSlots(liveSlots(snapshot), idComparer(snapshot))
    snapshot.memo.set(ID_ORDER, order)
  }
  return order
}

/**
 * The live slots in the order of a sort. Sorting the id order stably by value alone gives the
 * id tie-break without comparing strings.
 */
export function* sortOrderSteps(
  snapshot: Snapshot,
  field: string,
  direction: 'asc' | 'desc',
): Generator<void, Uint32Array> {
  const key = orderKey(field, direction)
  let order = snapshot.memo.get(key) as Uint32Array | undefined
  if (!order) {
    const byId = yield* idOrderSteps(snapshot)
    order = yield* sortSlots(byId, valueComparer(snapshot, field, direction, false))
    snapshot.memo.set(key, order)
  }
  return order
}

/**
 * The order a page is read in. Engines keep every sort order ready (computed in slices after a
 * load and merged forward on each change); this computes one at once only when asked first.
 */
export function sortOrder(snapshot: Snapshot, field: string, direction: 'asc' | 'desc'): Uint32Array {
  return runNow(sortOrderSteps(snapshot, field, direction))
}

export function liveSlots(snapshot: Snapshot): Uint32Array {
  const out = new Uint32Array(snapshot.count)
  let k = 0
  const { live } = snapshot
  for (let word = 0; word < live.length; word++) {
    let x = live[word]!
    while (x !== 0) {
      const lowest = x & -x
      out[k++] = (word << 5) + 31 - Math.clz32(lowest)
      x ^= lowest
    }
  }
  return out
}
