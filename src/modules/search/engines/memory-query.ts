import type { RawFacet, RawResult } from '../engine'
import type { Condition, KeyphrasePlan, QueryPlan } from '../plan'
import { andInto, andNotInto, createBitset, orInto, type Bitset } from './bitset'
import { countedMask, countFacet, unfilteredFacet } from './memory-facets'
import { fieldWord, FIELD_WEIGHTS, type WordField } from '../text'
import { addPostings, slotsWithAny, sortOrder, type Snapshot } from './memory-snapshot'

/**
 * Answers a plan from a snapshot: a bitset per filter group, AND-ed into one mask per distinct
 * set of groups (facets whose own filter is set count without it), then each facet counted on
 * its mask (see memory-facets).
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
  const counted = countedMask(full)
  const facets = new Map<string, RawFacet>()
  for (const facet of plan.facets) {
    if (unfiltered) {
      facets.set(facet.name, unfilteredFacet(snapshot, facet))
      continue
    }
    let mask = counted
    if (owned.some((group) => group.facet === facet.name)) {
      const bits = base.slice()
      for (const group of owned) if (group.facet !== facet.name) andInto(bits, group.bits)
      mask = countedMask(bits)
    }
    facets.set(facet.name, countFacet(snapshot, facet, mask))
  }

  return { total: counted.count, documents: page(snapshot, plan, full), facets }
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
      // One pass per parent, not per pair: a pair's bitsets span the whole index.
      const childrenOf = new Map<string, string[]>()
      for (const [parent, child] of condition.pairs) {
        const list = childrenOf.get(parent)
        if (list) list.push(child)
        else childrenOf.set(parent, [child])
      }
      for (const [parent, list] of childrenOf) {
        orInto(bits, andInto(slotsWithAny(snapshot, parents, [parent]), slotsWithAny(snapshot, children, list)))
      }
      return condition.negate ? andNotInto(snapshot.live.slice(), bits) : bits
    }
  }
}

function page(snapshot: Snapshot, plan: QueryPlan, mask: Bitset): Record<string, unknown>[] {
  if (plan.limit === 0) return []
  if (plan.sort.relevance) return rankedPage(snapshot, plan, plan.sort.relevance, mask)
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

const has = (bits: Bitset, slot: number) => (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0

/**
 * A page by relevance: the matches in the field order (the tie-break), stably re-sorted by their
 * score. A keyphrase narrows the matches, so scoring each of them is cheap.
 */
function rankedPage(snapshot: Snapshot, plan: QueryPlan, words: string[], mask: Bitset): Record<string, unknown>[] {
  const order = sortOrder(snapshot, plan.sort.field, plan.sort.direction)
  const column = snapshot.columns.words
  const marks = (field: WordField) => words.map((word) => slotsWithAny(snapshot, column, [fieldWord(field, word)]))
  const title = marks('title')
  const version = marks('version')
  const matches: { slot: number; score: number }[] = []
  for (let i = 0; i < order.length; i++) {
    const slot = order[i]!
    if (!has(mask, slot)) continue
    let score = 0
    for (let w = 0; w < words.length; w++) {
      if (has(title[w]!, slot)) score += FIELD_WEIGHTS.title
      else if (has(version[w]!, slot)) score += FIELD_WEIGHTS.version
    }
    matches.push({ slot, score })
  }
  matches.sort((a, b) => b.score - a.score)
  return matches.slice(plan.offset, plan.offset + plan.limit).map(({ slot }) => snapshot.columns.documents.read(slot))
}
