import type { RawFacet } from '../engine'
import type { FacetPlan } from '../plan'
import { andNotInto, popcount, type Bitset } from './bitset'
import { orderKey, type KeywordColumn, type Snapshot } from './memory-snapshot'

/**
 * Facet counting for the in-process engine. Visiting every slot of a mask once per facet is
 * the bulk of a car-list query at 100,000 cars (17 facets), and a query runs on the event loop,
 * so three shortcuts keep it to a few milliseconds whatever the mask:
 *
 * - a value is counted by intersecting its bitset with the mask (a few thousand words), or by
 *   walking its postings when it has fewer; a list facet with few values costs that much per
 *   value instead of a visit of every matching slot;
 * - a mask holding most of the live slots is counted through its complement: the unfiltered
 *   counts, kept per snapshot, minus the counts of the live slots outside the mask;
 * - a histogram takes its minimum and maximum from the sort orders the engine keeps (the first
 *   slot of the order inside the mask) and its count from the slots without a value.
 *
 * Each facet takes the way with the lowest estimated cost, counted in bitset words.
 */

/** What visiting one set slot costs, in bitset words intersected (both are a few ns). */
const VISIT_COST = 4

/** A mask and how many slots it holds (counted once, used by every facet on it). */
export type CountedMask = { bits: Bitset; count: number }

export function countedMask(bits: Bitset): CountedMask {
  return { bits, count: popcount(bits) }
}

export function countFacet(snapshot: Snapshot, facet: FacetPlan, mask: CountedMask): RawFacet {
  switch (facet.kind) {
    case 'list': {
      const column = snapshot.columns.keywords.get(facet.field)!
      return { kind: 'list', counts: listCountMap(column, listCounts(snapshot, facet.field, column, mask)) }
    }
    case 'hierarchy':
      return hierarchyFacet(snapshot, facet, mask)
    case 'histogram':
      return histogram(snapshot, facet.field, mask)
  }
}

/**
 * Counts without filters are the same until the next change, so each snapshot keeps them, and
 * the writer counts the ones asked before for the next snapshot (`warmUnfilteredFacets`): the
 * first unfiltered car list after an ingest does not count 17 facets over the whole index.
 */
export function unfilteredFacet(snapshot: Snapshot, facet: FacetPlan): RawFacet {
  const key = `facet:${facet.kind}:${facet.name}`
  let raw = snapshot.memo.get(key) as RawFacet | undefined
  if (!raw) {
    raw = countFacet(snapshot, facet, { bits: snapshot.live, count: snapshot.count })
    snapshot.memo.set(key, raw)
    snapshot.unfilteredAsked.set(key, facet)
  }
  return raw
}

/** Counts the unfiltered facets asked of earlier snapshots, one a step. */
export function* warmUnfilteredFacets(snapshot: Snapshot): Generator<void, void> {
  for (const facet of snapshot.unfilteredAsked.values()) {
    unfilteredFacet(snapshot, facet)
    yield
  }
}

// List facets ---------------------------------------------------------------------------------

function listCounts(snapshot: Snapshot, field: string, column: KeywordColumn, mask: CountedMask): Uint32Array {
  const outside = outsideCount(snapshot, mask)
  if (byValueCost(column, mask.bits.length) <= Math.min(mask.count, outside) * VISIT_COST)
    return countByValue(snapshot, column, mask.bits)
  if (mask.count <= outside) return visitCounts(column, mask.bits)
  const all = unfilteredListCounts(snapshot, field, column)
  return subtract(all, visitCounts(column, andNotInto(snapshot.live.slice(), mask.bits)))
}

/** The live slots outside the mask: what counting through the complement visits. */
function outsideCount(snapshot: Snapshot, mask: CountedMask): number {
  // The unfiltered counts are what the complement is subtracted from, so they cannot use it.
  return mask.bits === snapshot.live ? Infinity : snapshot.count - mask.count
}

function unfilteredListCounts(snapshot: Snapshot, field: string, column: KeywordColumn): Uint32Array {
  const key = `counts:${field}`
  let counts = snapshot.memo.get(key) as Uint32Array | undefined
  if (!counts) {
    counts = listCounts(snapshot, field, column, { bits: snapshot.live, count: snapshot.count })
    snapshot.memo.set(key, counts)
  }
  return counts
}

/** Words a count value by value costs: each value's postings or its bitset, the cheaper. */
function byValueCost(column: KeywordColumn, words: number): number {
  const values = column.dictionary.values.length
  // Id-like columns have a value per slot; they are never cheaper by value, and summing their
  // postings would itself cost a visit.
  if (values > words) return Infinity
  let cost = 0
  for (let code = 0; code < values; code++) cost += Math.min(column.postingCount(code), words)
  return cost
}

function countByValue(snapshot: Snapshot, column: KeywordColumn, mask: Bitset): Uint32Array {
  const words = mask.length
  const counts = new Uint32Array(column.dictionary.values.length)
  for (let code = 0; code < counts.length; code++) {
    const postings = column.postingCount(code)
    if (postings === 0) continue
    counts[code] =
      postings < words
        ? countPostings(column, code, mask, snapshot.size)
        : andCount(mask, column.bitsOf(code, snapshot.size))
  }
  return counts
}

/** How many of the slots (below `size`) holding `code` are in `mask`. */
function countPostings(column: KeywordColumn, code: number, mask: Bitset, size: number): number {
  const first = column.first.data[code]! - 1
  if (first >= size) return 0
  let count = (mask[first >>> 5]! >>> (first & 31)) & 1
  const list = column.more[code]
  if (!list) return count
  const slots = list.data
  for (let k = 0; k < list.length; k++) {
    const slot = slots[k]!
    if (slot >= size) break
    count += (mask[slot >>> 5]! >>> (slot & 31)) & 1
  }
  return count
}

/** popcount(a & b) over the words of `a`. */
export function andCount(a: Bitset, b: Bitset): number {
  let count = 0
  for (let i = 0; i < a.length; i++) {
    let x = a[i]! & b[i]!
    x -= (x >>> 1) & 0x55555555
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
    count += Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
  }
  return count
}

function visitCounts(column: KeywordColumn, mask: Bitset): Uint32Array {
  const counts = new Uint32Array(column.dictionary.values.length)
  const offsets = column.offsets.data
  const codes = column.codes.data
  for (let word = 0; word < mask.length; word++) {
    let x = mask[word]!
    while (x !== 0) {
      const lowest = x & -x
      const slot = (word << 5) + 31 - Math.clz32(lowest)
      x ^= lowest
      for (let k = offsets[slot]!; k < offsets[slot + 1]!; k++) counts[codes[k]!]!++
    }
  }
  return counts
}

/** `all - part`, per code; `part` may know codes added after `all` was counted (all zero there). */
function subtract(all: Uint32Array, part: Uint32Array): Uint32Array {
  const out = new Uint32Array(part.length)
  for (let code = 0; code < part.length; code++) out[code] = (all[code] ?? 0) - part[code]!
  return out
}

function listCountMap(column: KeywordColumn, counts: Uint32Array): Map<string, number> {
  const result = new Map<string, number>()
  for (let code = 0; code < counts.length; code++) {
    if (counts[code]! > 0) result.set(column.dictionary.values[code]!, counts[code]!)
  }
  return result
}

// Hierarchy facets ----------------------------------------------------------------------------

/** Pair counts fit a flat array for any realistic brand x model table; a Map beyond that. */
const MAX_DENSE_PAIRS = 1 << 22

type HierarchyCounts = { parents: Uint32Array; childSize: number; pairs: Uint32Array | Map<number, number> }

function hierarchyFacet(
  snapshot: Snapshot,
  facet: Extract<FacetPlan, { kind: 'hierarchy' }>,
  mask: CountedMask,
): RawFacet {
  const parents = snapshot.columns.keywords.get(facet.parent)!
  const children = snapshot.columns.keywords.get(facet.child)!
  let counts: HierarchyCounts
  if (mask.count <= outsideCount(snapshot, mask)) {
    counts = visitHierarchy(parents, children, mask.bits)
  } else {
    const key = `pairs:${facet.name}`
    let all = snapshot.memo.get(key) as HierarchyCounts | undefined
    if (!all) snapshot.memo.set(key, (all = visitHierarchy(parents, children, snapshot.live)))
    const outside = visitHierarchy(parents, children, andNotInto(snapshot.live.slice(), mask.bits))
    counts = subtractHierarchy(all, outside)
  }
  return hierarchyCountMap(parents, children, counts)
}

function visitHierarchy(parents: KeywordColumn, children: KeywordColumn, mask: Bitset): HierarchyCounts {
  const parentOffsets = parents.offsets.data
  const parentCodes = parents.codes.data
  const childOffsets = children.offsets.data
  const childCodes = children.codes.data
  const parentCounts = new Uint32Array(parents.dictionary.values.length)
  const childSize = children.dictionary.values.length
  const dense = parentCounts.length * childSize <= MAX_DENSE_PAIRS
  const densePairs = dense ? new Uint32Array(parentCounts.length * childSize) : null
  const sparsePairs = dense ? null : new Map<number, number>()
  for (let word = 0; word < mask.length; word++) {
    let x = mask[word]!
    while (x !== 0) {
      const lowest = x & -x
      const slot = (word << 5) + 31 - Math.clz32(lowest)
      x ^= lowest
      for (let p = parentOffsets[slot]!; p < parentOffsets[slot + 1]!; p++) {
        const parent = parentCodes[p]!
        parentCounts[parent]!++
        for (let c = childOffsets[slot]!; c < childOffsets[slot + 1]!; c++) {
          const pair = parent * childSize + childCodes[c]!
          if (densePairs) densePairs[pair]!++
          else sparsePairs!.set(pair, (sparsePairs!.get(pair) ?? 0) + 1)
        }
      }
    }
  }
  return { parents: parentCounts, childSize, pairs: densePairs ?? sparsePairs! }
}

/**
 * `all - part`. The dictionaries may have grown between the two counts (a later ingest), which
 * changes the pair numbering, so pairs are re-keyed by (parent, child) code.
 */
function subtractHierarchy(all: HierarchyCounts, part: HierarchyCounts): HierarchyCounts {
  const parents = subtract(all.parents, part.parents)
  const pairs = new Map<number, number>()
  forEachPair(all, (parent, child, count) => pairs.set(parent * part.childSize + child, count))
  forEachPair(part, (parent, child, count) => {
    const pair = parent * part.childSize + child
    pairs.set(pair, (pairs.get(pair) ?? 0) - count)
  })
  return { parents, childSize: part.childSize, pairs }
}

function forEachPair(counts: HierarchyCounts, visit: (parent: number, child: number, count: number) => void): void {
  const { pairs, childSize } = counts
  if (pairs instanceof Map) {
    for (const [pair, count] of pairs) if (count > 0) visit(Math.floor(pair / childSize), pair % childSize, count)
    return
  }
  for (let pair = 0; pair < pairs.length; pair++) {
    if (pairs[pair]! > 0) visit(Math.floor(pair / childSize), pair % childSize, pairs[pair]!)
  }
}

function hierarchyCountMap(parents: KeywordColumn, children: KeywordColumn, counts: HierarchyCounts): RawFacet {
  const result = new Map<string, { count: number; children: Map<string, number> }>()
  for (let code = 0; code < counts.parents.length; code++) {
    if (counts.parents[code]! > 0)
      result.set(parents.dictionary.values[code]!, { count: counts.parents[code]!, children: new Map() })
  }
  forEachPair(counts, (parent, child, count) => {
    result.get(parents.dictionary.values[parent]!)!.children.set(children.dictionary.values[child]!, count)
  })
  return { kind: 'hierarchy', counts: result }
}

// Histograms ----------------------------------------------------------------------------------

/** Below this share of the live slots, visiting the mask beats scanning a sort order for it. */
const SCAN_SHARE = 1 / 64

function histogram(snapshot: Snapshot, field: string, mask: CountedMask): RawFacet {
  const values = snapshot.columns.numbers.get(field)!.data
  const ascending = snapshot.memo.get(orderKey(field, 'asc')) as Uint32Array | undefined
  const descending = snapshot.memo.get(orderKey(field, 'desc')) as Uint32Array | undefined
  if (!ascending || !descending || mask.count < snapshot.count * SCAN_SHARE) return visitHistogram(values, mask.bits)
  const count = mask.count - andCount(mask.bits, missingValues(snapshot, field, values))
  if (count === 0) return { kind: 'histogram', min: 0, max: 0, count: 0 }
  // Slots without a value sort last in both orders, so the first slot found in the mask has one.
  const lowest = firstIn(ascending, mask.bits)
  const highest = firstIn(descending, mask.bits)
  // An order always holds every live slot; visiting is the answer that does not rely on it.
  if (lowest < 0 || highest < 0) return visitHistogram(values, mask.bits)
  return { kind: 'histogram', min: values[lowest]!, max: values[highest]!, count }
}

/** The first slot of `order` in `mask`, or -1. */
function firstIn(order: Uint32Array, mask: Bitset): number {
  for (let i = 0; i < order.length; i++) {
    const slot = order[i]!
    if ((mask[slot >>> 5]! & (1 << (slot & 31))) !== 0) return slot
  }
  return -1
}

/** The slots of the snapshot without a value of `field`, kept per snapshot. */
function missingValues(snapshot: Snapshot, field: string, values: Float64Array): Bitset {
  const key = `missing:${field}`
  let bits = snapshot.memo.get(key) as Bitset | undefined
  if (!bits) {
    bits = new Uint32Array(snapshot.live.length)
    for (let slot = 0; slot < snapshot.size; slot++) {
      if (Number.isNaN(values[slot]!)) bits[slot >>> 5]! |= 1 << (slot & 31)
    }
    snapshot.memo.set(key, bits)
  }
  return bits
}

function visitHistogram(values: Float64Array, mask: Bitset): RawFacet {
  let min = Infinity
  let max = -Infinity
  let count = 0
  for (let word = 0; word < mask.length; word++) {
    let x = mask[word]!
    while (x !== 0) {
      const lowest = x & -x
      const value = values[(word << 5) + 31 - Math.clz32(lowest)]!
      x ^= lowest
      if (Number.isNaN(value)) continue
      count++
      if (value < min) min = value
      if (value > max) max = value
    }
  }
  return count === 0 ? { kind: 'histogram', min: 0, max: 0, count: 0 } : { kind: 'histogram', min, max, count }
}
