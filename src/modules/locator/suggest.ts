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

/** A suggester over `locations`: at most 5, best first; nothing for under 2 characters. */
export function createSuggester(locations: readonly Location[]): Suggester {
  const fuse = new Fuse(locations, SUGGEST_OPTIONS)
  return (query) => {
    const q = query.trim()
    if (q.length < SUGGEST_MIN_CHARS) return []
    return fuse.search(q, { limit: SUGGEST_MAX }).map((result) => result.item)
  }
}
