import { compareIds } from '../engine'
import { extractDocument, type IndexDefinition } from '../indexes'
import { createBitset, fullBitset, type Bitset } from './bitset'

/**
 * An immutable, columnar copy of one index for the in-process engine. Each keyword field is a
 * forward column (slot -> value codes, for counting) and an inverted one (value code -> slots,
 * for filtering); numbers are a Float64Array with NaN for "no value". A change builds a new
 * snapshot from the previous one, copying unchanged columns and parsing only changed
 * documents, and queries keep using the old one until the swap.
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

export type KeywordColumn = {
  dictionary: Dictionary
  /** Slot s has codes[offsets[s]] .. codes[offsets[s + 1] - 1]. */
  offsets: Uint32Array
  codes: Uint32Array
  /** Code c is held by slots[starts[c]] .. slots[starts[c + 1] - 1], ascending. */
  starts: Uint32Array
  slots: Uint32Array
}

export type Snapshot = {
  definition: IndexDefinition
  size: number
  ids: string[]
  slotOf: Map<string, number>
  /**
   * Each document's stored JSON as UTF-8, parsed only when it is returned (a page shows 48 of
   * 100,000). Not a string: one dash outside Latin-1 makes V8 store a string at two bytes a
   * character, and most feed texts have one.
   */
  documents: Buffer[]
  keywords: Map<string, KeywordColumn>
  numbers: Map<string, Float64Array>
  words: KeywordColumn
  /** Words in code-unit order with their codes, for prefix look-ups. */
  sortedWords: { words: string[]; codes: Uint32Array }
  all: Bitset
  /** Per-snapshot memo: sort orders, id ranks, unfiltered facet counts. */
  memo: Map<string, unknown>
}

class GrowableU32 {
  private buffer = new Uint32Array(1024)
  length = 0

  push(value: number): void {
    if (this.length === this.buffer.length) this.grow(this.length + 1)
    this.buffer[this.length++] = value
  }

  pushAll(values: Uint32Array): void {
    if (this.length + values.length > this.buffer.length) this.grow(this.length + values.length)
    this.buffer.set(values, this.length)
    this.length += values.length
  }

  finish(): Uint32Array {
    return this.buffer.slice(0, this.length)
  }

  private grow(needed: number): void {
    const next = new Uint32Array(Math.max(needed, this.buffer.length * 2))
    next.set(this.buffer.subarray(0, this.length))
    this.buffer = next
  }
}

class ColumnBuilder {
  readonly offsets = new GrowableU32()
  readonly codes = new GrowableU32()

  constructor(readonly dictionary: Dictionary) {
    this.offsets.push(0)
  }

  copy(column: KeywordColumn, slot: number): void {
    this.codes.pushAll(column.codes.subarray(column.offsets[slot]!, column.offsets[slot + 1]!))
    this.offsets.push(this.codes.length)
  }

  add(values: readonly string[]): void {
    for (const value of values) this.codes.push(this.dictionary.code(value))
    this.offsets.push(this.codes.length)
  }

  finish(size: number): KeywordColumn {
    const offsets = this.offsets.finish()
    const codes = this.codes.finish()
    const starts = new Uint32Array(this.dictionary.values.length + 1)
    for (const code of codes) starts[code + 1]!++
    for (let c = 0; c < this.dictionary.values.length; c++) starts[c + 1]! += starts[c]!
    const fill = starts.slice(0, -1)
    const slots = new Uint32Array(codes.length)
    for (let slot = 0; slot < size; slot++) {
      for (let k = offsets[slot]!; k < offsets[slot + 1]!; k++) slots[fill[codes[k]!]!++] = slot
    }
    return { dictionary: this.dictionary, offsets, codes, starts, slots }
  }
}

/** A document change for the builder: new JSON, or null for a deletion. */
export type SnapshotChanges = Map<string, Buffer | null>

export function buildSnapshot(
  definition: IndexDefinition,
  previous: Snapshot | null,
  changes: SnapshotChanges,
): Snapshot {
  const ids: string[] = []
  const documents: Buffer[] = []
  const keywordNames = Object.keys(definition.keywords)
  const numberNames = Object.keys(definition.numbers)
  const keywordBuilders = keywordNames.map(
    (name) => new ColumnBuilder(previous?.keywords.get(name)?.dictionary ?? new Dictionary()),
  )
  const numberValues: number[][] = numberNames.map(() => [])
  const wordBuilder = new ColumnBuilder(previous?.words.dictionary ?? new Dictionary())

  if (previous) {
    const previousKeywords = keywordNames.map((name) => previous.keywords.get(name)!)
    const previousNumbers = numberNames.map((name) => previous.numbers.get(name)!)
    for (let slot = 0; slot < previous.size; slot++) {
      const id = previous.ids[slot]!
      if (changes.has(id)) continue
      ids.push(id)
      documents.push(previous.documents[slot]!)
      keywordBuilders.forEach((builder, i) => builder.copy(previousKeywords[i]!, slot))
      numberValues.forEach((values, i) => values.push(previousNumbers[i]![slot]!))
      wordBuilder.copy(previous.words, slot)
    }
  }

  for (const [id, json] of changes) {
    if (json === null) continue
    const extracted = extractDocument(definition, JSON.parse(json.toString('utf8')) as Record<string, unknown>)
    ids.push(id)
    documents.push(json)
    keywordBuilders.forEach((builder, i) => builder.add(extracted.keywords[keywordNames[i]!] ?? []))
    numberValues.forEach((values, i) => values.push(extracted.numbers[numberNames[i]!] ?? NaN))
    wordBuilder.add(extracted.words)
  }

  const size = ids.length
  const words = wordBuilder.finish(size)
  const previousSorted = previous?.sortedWords
  return {
    definition,
    size,
    ids,
    slotOf: new Map(ids.map((id, slot) => [id, slot])),
    documents,
    keywords: new Map(keywordNames.map((name, i) => [name, keywordBuilders[i]!.finish(size)])),
    numbers: new Map(numberNames.map((name, i) => [name, Float64Array.from(numberValues[i]!, (v) => v ?? NaN)])),
    words,
    sortedWords:
      previousSorted && previousSorted.words.length === words.dictionary.values.length
        ? previousSorted
        : sortWords(words.dictionary),
    all: fullBitset(size),
    memo: new Map(),
  }
}

function sortWords(dictionary: Dictionary): Snapshot['sortedWords'] {
  const words = [...dictionary.values].sort(compareIds)
  return { words, codes: Uint32Array.from(words, (word) => dictionary.lookup(word)!) }
}

/** The slots holding any of `values` in a keyword column. */
export function slotsWithAny(snapshot: Snapshot, column: KeywordColumn, values: readonly string[]): Bitset {
  const bits = createBitset(snapshot.size)
  for (const value of values) {
    const code = column.dictionary.lookup(value)
    if (code === undefined || code + 1 >= column.starts.length) continue
    for (let k = column.starts[code]!; k < column.starts[code + 1]!; k++) {
      const slot = column.slots[k]!
      bits[slot >>> 5]! |= 1 << (slot & 31)
    }
  }
  return bits
}

/** Slot ranks in id order, the tie-break of every sort. */
export function idRanks(snapshot: Snapshot): Uint32Array {
  let ranks = snapshot.memo.get('idRanks') as Uint32Array | undefined
  if (!ranks) {
    const order = Array.from({ length: snapshot.size }, (_, slot) => slot).sort((a, b) =>
      compareIds(snapshot.ids[a]!, snapshot.ids[b]!),
    )
    ranks = new Uint32Array(snapshot.size)
    order.forEach((slot, rank) => (ranks![slot] = rank))
    snapshot.memo.set('idRanks', ranks)
  }
  return ranks
}

/** All slots in the order of a sort: by value (no value last), then by id. */
export function sortOrder(snapshot: Snapshot, field: string, direction: 'asc' | 'desc'): Uint32Array {
  const key = `order:${field}:${direction}`
  let order = snapshot.memo.get(key) as Uint32Array | undefined
  if (!order) {
    const values = snapshot.numbers.get(field)!
    const ranks = idRanks(snapshot)
    const sign = direction === 'asc' ? 1 : -1
    order = Uint32Array.from({ length: snapshot.size }, (_, slot) => slot).sort((a, b) => {
      const va = values[a]!
      const vb = values[b]!
      const aMissing = Number.isNaN(va)
      const bMissing = Number.isNaN(vb)
      if (aMissing !== bMissing) return aMissing ? 1 : -1
      if (!aMissing && va !== vb) return sign * (va < vb ? -1 : 1)
      return ranks[a]! - ranks[b]!
    })
    snapshot.memo.set(key, order)
  }
  return order
}
