import Fuse, { type IFuseOptions } from 'fuse.js'
import type { Location } from './types'

/** Spec 1 section 5: the locator suggestions' fuzzy match, exactly these options. */
export const SUGGEST_OPTIONS = {
  keys: [
    { name: 'name', weight: 0.5 },
    { name: 'city', weight: 0.3 },
    { name: 'address', weight: 0.15 },
    { name: 'zip', weight: 0.05 },
  ],
  threshold: 0.4,
  minMatchCharLength: 2,
} satisfies IFuseOptions<Location>

export const SUGGEST_MAX = 5
/** Shorter queries suggest nothing. */
export const SUGGEST_MIN_CHARS = 2

export type Suggester = (query: string) => Location[]

/** Fuse matches a pattern in chunks of at most this many characters (its bitap's word size). */
const FUSE_CHUNK = 32

/**
 * Pieces of which every text Fuse can match `pattern` in contains at least one. Fuse accepts a
 * match of a chunk of m characters with at most threshold × m edits; cut into one piece more than
 * that, some piece must survive the edits untouched (the pigeonhole principle).
 */
export function requiredPieces(pattern: string, threshold: number): string[] {
  const chunks: string[] = []
  if (pattern.length <= FUSE_CHUNK) chunks.push(pattern)
  else {
    for (let i = 0; i + FUSE_CHUNK <= pattern.length; i += FUSE_CHUNK) chunks.push(pattern.slice(i, i + FUSE_CHUNK))
    if (pattern.length % FUSE_CHUNK) chunks.push(pattern.slice(-FUSE_CHUNK))
  }
  return chunks.flatMap((chunk) => {
    const parts = Math.floor(threshold * chunk.length + 1e-9) + 1
    return Array.from({ length: parts }, (_, i) =>
      chunk.slice(Math.floor((i * chunk.length) / parts), Math.floor(((i + 1) * chunk.length) / parts)),
    )
  })
}

/**
 * A suggester over `locations`: at most 5, best first; nothing for under 2 characters. The
 * answer is Fuse's over all locations with the spec's options; to keep it fast, Fuse only scores
 * the locations that contain one of the pattern's required pieces (no other one can match), on
 * an index built once.
 */
export function createSuggester(locations: readonly Location[]): Suggester {
  const docs = [...locations]
  const { keys, records } = Fuse.createIndex(SUGGEST_OPTIONS.keys, docs).toJSON()
  const texts = docs.map((l) => [l.name, l.city, l.address, l.zip].join('\u0000').toLowerCase())
  return (query) => {
    const q = query.trim()
    if (q.length < SUGGEST_MIN_CHARS) return []
    const pieces = requiredPieces(q.toLowerCase(), SUGGEST_OPTIONS.threshold)
    const candidates = records.filter((record) => pieces.some((piece) => texts[record.i]!.includes(piece)))
    if (candidates.length === 0) return []
    const fuse = new Fuse(docs, SUGGEST_OPTIONS, Fuse.parseIndex<Location>({ keys, records: candidates }))
    return fuse.search(q, { limit: SUGGEST_MAX }).map((result) => result.item)
  }
}
