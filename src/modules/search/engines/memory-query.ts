import type { RawFacet, RawResult } from '../engine'
import type { Condition, FacetPlan, KeyphrasePlan, QueryPlan } from '../plan'
import { andInto, andNotInto, createBitset, orInto, popcount, type Bitset } from './bitset'
import { addPostings, slotsWithAny, sortOrder, type KeywordColumn, type Snapshot } from './memory-snapshot'

/**
 * Answers a plan from a snapshot: a bitset per filter group, AND-ed into one mask per distinct
 * set of groups (facets whose own filter is set count without it), then one pass per facet
 * over the slots in its mask.
 */
export function executeOnSnapshot(snapshot: Snapshot, plan: QueryPlan): RawResult {
  const base = snapshot.live.slice()
  if (plan.keyphrase) andInto(base, keyphraseSlots(snapshot, plan.keyphrase))
  const owned: { facet: string; bits: Bitset }[] = []
  for (const group of plan.groups) {
    const bits = conditionSlots(snapshot, group.condition)
    if (group.facet === null) andInto(base, bits)
    else owned.push({ facet: group.facet, bits })
  }
  const full = base.slice()
  for (const { bits } of owned) andInto(full, bits)

  const unfiltered = plan.groups.length === 0 && plan.keyphrase === null
  const facets = new Map<string, RawFacet>()
  for (const facet of plan.facets) {
    const own = owned.filter((group) => group.facet === facet.name)
    let mask = full
    if (own.length > 0) {
      mask = base.slice()
      for (const group of owned) if (group.facet !== facet.name) andInto(mask, group.bits)
    }
    facets.set(facet.name, unfiltered ? memoFacet(snapshot, facet) : countFacet(snapshot, facet, mask))
  }

  return { total: popcount(full), documents: page(snapshot, plan, full), facets }
}

function keyphraseSlots(snapshot: Snapshot, keyphrase: KeyphrasePlan): Bitset {
  const bits = snapshot.live.slice()
  for (const word of keyphrase.exact) andInto(bits, slotsWithAny(snapshot, snapshot.columns.words, [word]))
  if (keyphrase.prefix !== null) andInto(bits, prefixSlots(snapshot, keyphrase.prefix))
  return bits
}

/** Slots holding any word that starts with `prefix`, found by binary search in sorted words. */
function prefixSlots(snapshot: Snapshot, prefix: string): Bitset {
  const key = `prefix:${prefix}`
  const cached = snapshot.memo.get(key) as Bitset | undefined
  if (cached) return cached
  const { words, codes } = snapshot.sortedWords
  let low = 0
  let high = words.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (words[mid]! < prefix) low = mid + 1
    else high = mid
  }
  const bits = createBitset(snapshot.size)
  const column = snapshot.columns.words
  for (let i = low; i < words.length && words[i]!.startsWith(prefix); i++) {
    addPostings(bits, column, codes[i]!, snapshot.size)
  }
  if (snapshot.memo.size < 10_000) snapshot.memo.set(key, bits)
  return bits
}

function conditionSlots(snapshot: Snapshot, condition: Condition): Bitset {
  switch (condition.kind) {
    case 'in':
      return slotsWithAny(snapshot, snapshot.columns.keywords.get(condition.field)!, condition.values)
    case 'notIn':
      return andNotInto(
        snapshot.live.slice(),
        slotsWithAny(snapshot, snapshot.columns.keywords.get(condition.field)!, condition.values),
      )
    case 'range': {
      const values = snapshot.columns.numbers.get(condition.field)!.data
      const bits = createBitset(snapshot.size)
      for (let slot = 0; slot < snapshot.size; slot++) {
        const value = values[slot]!
        if (value >= condition.min && value <= condition.max) bits[slot >>> 5]! |= 1 << (slot & 31)
      }
      return bits
    }
    case 'pairs': {
      const parents = snapshot.columns.keywords.get(condition.parent)!
      const children = snapshot.columns.keywords.get(condition.child)!
      const bits = slotsWithAny(snapshot, parents, condition.parents)
      for (const [parent, child] of condition.pairs) {
        orInto(bits, andInto(slotsWithAny(snapshot, parents, [parent]), slotsWithAny(snapshot, children, [child])))
      }
      return condition.negate ? andNotInto(snapshot.live.slice(), bits) : bits
    }
  }
}

/** Counts without filters are the same until the next change, so each snapshot keeps them. */
function memoFacet(snapshot: Snapshot, facet: FacetPlan): RawFacet {
  const key = `facet:${facet.kind}:${facet.name}`
  let raw = snapshot.memo.get(key) as RawFacet | undefined
  if (!raw) {
    raw = countFacet(snapshot, facet, snapshot.live)
    snapshot.memo.set(key, raw)
  }
  return raw
}

function countFacet(snapshot: Snapshot, facet: FacetPlan, mask: Bitset): RawFacet {
  if (facet.kind === 'list')
    return { kind: 'list', counts: countList(snapshot.columns.keywords.get(facet.field)!, mask) }
  if (facet.kind === 'histogram') return histogram(snapshot.columns.numbers.get(facet.field)!.data, mask)
  return countHierarchy(snapshot.columns.keywords.get(facet.parent)!, snapshot.columns.keywords.get(facet.child)!, mask)
}

function countList(column: KeywordColumn, mask: Bitset): Map<string, number> {
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
  const result = new Map<string, number>()
  for (let code = 0; code < counts.length; code++) {
    if (counts[code]! > 0) result.set(column.dictionary.values[code]!, counts[code]!)
  }
  return result
}

function histogram(values: Float64Array, mask: Bitset): RawFacet {
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

/** Pair counts fit a flat array for any realistic brand x model table; a Map beyond that. */
const MAX_DENSE_PAIRS = 1 << 22

function countHierarchy(parents: KeywordColumn, children: KeywordColumn, mask: Bitset): RawFacet {
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
  const counts = new Map<string, { count: number; children: Map<string, number> }>()
  for (let code = 0; code < parentCounts.length; code++) {
    if (parentCounts[code]! > 0)
      counts.set(parents.dictionary.values[code]!, { count: parentCounts[code]!, children: new Map() })
  }
  const addPair = (pair: number, count: number) => {
    const parent = parents.dictionary.values[Math.floor(pair / childSize)]!
    counts.get(parent)!.children.set(children.dictionary.values[pair % childSize]!, count)
  }
  if (densePairs) {
    for (let pair = 0; pair < densePairs.length; pair++) if (densePairs[pair]! > 0) addPair(pair, densePairs[pair]!)
  } else {
    for (const [pair, count] of sparsePairs!) addPair(pair, count)
  }
  return { kind: 'hierarchy', counts }
}

function page(snapshot: Snapshot, plan: QueryPlan, mask: Bitset): Record<string, unknown>[] {
  if (plan.limit === 0) return []
  const order = sortOrder(snapshot, plan.sort.field, plan.sort.direction)
  const documents: Record<string, unknown>[] = []
  let skipped = 0
  for (let i = 0; i < order.length && documents.length < plan.limit; i++) {
    const slot = order[i]!
    if ((mask[slot >>> 5]! & (1 << (slot & 31))) === 0) continue
    if (skipped < plan.offset) {
      skipped++
      continue
    }
    documents.push(snapshot.columns.documents.read(slot))
  }
  return documents
}
