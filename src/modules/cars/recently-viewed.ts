import { parseCarCard, type CarCard } from './card'

/**
 * The visitor's recently viewed cars (issue 4 item 10): kept in the browser per site, newest
 * first, one entry per car, at most {@link RECENTLY_VIEWED_MAX}. Storage is written by older
 * versions and other tabs and can be edited by hand, so it is read leniently: entries that are
 * not cards are dropped one by one and anything else reads as an empty list, never an error.
 */

export const RECENTLY_VIEWED_MAX = 12

/** The local storage key of a site's list; sites on one host must not see each other's cars. */
export function recentlyViewedKey(siteName: string): string {
  return `retail-cloud:recent:${siteName}`
}

/** The list with `card` first; an earlier entry of the same car is replaced by the new one. */
export function addRecentlyViewed(
  list: readonly CarCard[],
  card: CarCard,
  max: number = RECENTLY_VIEWED_MAX,
): CarCard[] {
  return [card, ...list.filter((entry) => entry.id !== card.id)].slice(0, Math.max(0, max))
}

export function removeRecentlyViewed(list: readonly CarCard[], carId: string): CarCard[] {
  return list.filter((entry) => entry.id !== carId)
}

/** A stored value (already JSON-parsed) as a list: invalid entries and repeats are dropped. */
export function parseRecentlyViewed(value: unknown, max: number = RECENTLY_VIEWED_MAX): CarCard[] {
  if (!Array.isArray(value)) return []
  const cards: CarCard[] = []
  const seen = new Set<string>()
  for (const entry of value) {
    const card = parseCarCard(entry)
    if (!card || seen.has(card.id)) continue
    seen.add(card.id)
    cards.push(card)
    if (cards.length >= max) break
  }
  return cards
}
