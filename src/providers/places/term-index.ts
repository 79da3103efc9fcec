import Fuse from 'fuse.js'
import type { PlaceCountry } from './types'

/**
 * One searchable name of an entry, in compact form (normalize.ts). An entry has several: its
 * name, other names ('helsingfors' for Helsinki), a postcode, and the name from each later word
 * on ('hisingen' in 'hedin bil goteborg hisingen'), flagged `inner`.
 */
export type Term = { key: string; entry: number; inner: boolean; alias?: string }

/** What an index needs of an entry to filter and rank it. */
export type Rankable = { country: PlaceCountry; population: number }

export type Hit = {
  entry: number
  term: Term
  /** 0 exact name, 1 exact inner word, 2 name prefix, 3 inner-word prefix, 4 fuzzy. */
  tier: number
  /** Fuse's score for fuzzy hits (0 perfect, 1 none), 0 otherwise. */
  score: number
}

export type IndexSearch = { country?: PlaceCountry; limit: number; fuzzy: boolean }

/** Fuse's threshold: 'gotebrog' (two letters swapped) still finds 'goteborg', 'xx' finds nothing. */
const FUZZY_THRESHOLD = 0.34
/** At most this many names are scored by Fuse per query: those sharing the most letter pairs. */
const FUZZY_CANDIDATES = 250
/** Prefix hits read before giving up on finding more (a one-letter query matches thousands). */
const PREFIX_SCAN = 20_000

/**
 * Exact and prefix matching by binary search over the sorted names, fuzzy matching by Fuse.js
 * over the few names that share enough letter pairs with the query. Scoring all 6,000 towns
 * with Fuse took 9–60 ms a query; the letter-pair pre-selection keeps it near a millisecond.
 */
export class TermIndex {
  private readonly terms: Term[]
  private readonly pairs = new Map<string, Uint32Array>()

  constructor(
    terms: Term[],
    private readonly entries: readonly Rankable[],
  ) {
    this.terms = terms.slice().sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    const lists = new Map<string, number[]>()
    this.terms.forEach((term, index) => {
      for (const pair of new Set(letterPairs(term.key))) {
        let list = lists.get(pair)
        if (!list) lists.set(pair, (list = []))
        list.push(index)
      }
    })
    for (const [pair, list] of lists) this.pairs.set(pair, Uint32Array.from(list))
  }

  get size(): number {
    return this.terms.length
  }

  /** The best hit per entry for the compact query `q`, unranked. */
  search(q: string, options: IndexSearch): Map<number, Hit> {
    const hits = new Map<number, Hit>()
    if (!q) return hits
    const keep = (hit: Hit) => {
      const before = hits.get(hit.entry)
      if (!before || hit.tier < before.tier || (hit.tier === before.tier && hit.score < before.score))
        hits.set(hit.entry, hit)
    }
    const allowed = (term: Term) => !options.country || this.entries[term.entry]!.country === options.country

    let low = 0
    let high = this.terms.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.terms[middle]!.key < q) low = middle + 1
      else high = middle
    }
    for (let i = low, end = Math.min(this.terms.length, low + PREFIX_SCAN); i < end; i++) {
      const term = this.terms[i]!
      if (!term.key.startsWith(q)) break
      if (!allowed(term)) continue
      const exact = term.key.length === q.length
      keep({ entry: term.entry, term, tier: (exact ? 0 : 2) + (term.inner ? 1 : 0), score: 0 })
    }

    if (!options.fuzzy || q.length < 3 || hits.size >= options.limit) return hits
    const candidates = this.candidates(q, hits, allowed)
    if (candidates.length === 0) return hits
    const fuse = new Fuse(
      candidates.map((index) => this.terms[index]!.key),
      { threshold: FUZZY_THRESHOLD, includeScore: true, isCaseSensitive: true },
    )
    for (const result of fuse.search(q, { limit: options.limit * 3 })) {
      const term = this.terms[candidates[result.refIndex]!]!
      keep({ entry: term.entry, term, tier: 4, score: result.score ?? 1 })
    }
    return hits
  }

  /** Names sharing at least half the query's letter pairs, the most shared first. */
  private candidates(q: string, found: Map<number, Hit>, allowed: (term: Term) => boolean): number[] {
    const wanted = [...new Set(letterPairs(q))]
    const needed = Math.max(1, Math.floor(wanted.length / 2))
    const shared = new Map<number, number>()
    for (const pair of wanted) {
      const list = this.pairs.get(pair)
      if (list) for (const index of list) shared.set(index, (shared.get(index) ?? 0) + 1)
    }
    const picked: [number, number][] = []
    for (const [index, count] of shared) {
      if (count < needed) continue
      const term = this.terms[index]!
      if (found.has(term.entry) || !allowed(term)) continue
      // A much longer name cannot be a typo of the query (prefixes were matched above).
      if (term.key.length > q.length * 2 + 2) continue
      picked.push([index, count])
    }
    picked.sort((a, b) => b[1] - a[1])
    return picked.slice(0, FUZZY_CANDIDATES).map(([index]) => index)
  }
}

function letterPairs(key: string): string[] {
  const pairs: string[] = []
  for (let i = 0; i + 1 < key.length; i++) pairs.push(key.slice(i, i + 2))
  return pairs
}

/** Hits best first: tier, then Fuse's score, then the bigger town, then the shorter name. */
export function rankHits(hits: Iterable<Hit>, entries: readonly Rankable[]): Hit[] {
  return [...hits].sort(
    (a, b) =>
      a.tier - b.tier ||
      Math.round(a.score * 100) - Math.round(b.score * 100) ||
      entries[b.entry]!.population - entries[a.entry]!.population ||
      a.term.key.length - b.term.key.length,
  )
}
