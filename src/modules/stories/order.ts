import type { StoryPosition } from './cursor'

/**
 * The stories' order (spec 1 section 7): date descending, then id descending, so two stories of
 * one date keep one order and a cursor names one position. These are the reference semantics;
 * the database reads in `src/cms/stories.ts` answer the same (the paging contract checks both).
 */
export type Orderable = { id: number; date: string | null }

function time(date: string | null): number {
  const ms = date === null ? NaN : Date.parse(date)
  // A story without a date sorts last, as the database does with nulls in a descending sort.
  return Number.isNaN(ms) ? -Infinity : ms
}

/** Negative when `a` comes first. */
export function compareStories(a: Orderable, b: Orderable): number {
  return time(b.date) - time(a.date) || b.id - a.id
}

/** Whether `story` comes after `position` in the order (older, or as old with a lower id). */
export function comesAfter(story: Orderable, position: StoryPosition): boolean {
  return compareStories({ id: position.id, date: position.date }, story) < 0
}

export type TagFilterable = { tags: readonly { key: string }[] }

/** The tag filter: no keys is every story; otherwise a story with any of the keys (OR). */
export function matchesTags(story: TagFilterable, keys: readonly string[]): boolean {
  return keys.length === 0 || story.tags.some((tag) => keys.includes(tag.key))
}

export type StoryPage<T> = { total: number; items: T[]; hasNext: boolean; end: StoryPosition | null }

/**
 * One page of `first` stories after the cursor position, of those with any of `tags`; `total`
 * counts every story the filter matches, whatever the cursor.
 */
export function pageStories<T extends Orderable & TagFilterable>(
  stories: readonly T[],
  options: { tags?: readonly string[]; first: number; after?: StoryPosition | null },
): StoryPage<T> {
  const matching = stories.filter((story) => matchesTags(story, options.tags ?? [])).sort(compareStories)
  const rest = options.after ? matching.filter((story) => comesAfter(story, options.after!)) : matching
  const items = rest.slice(0, options.first)
  const last = items.at(-1)
  return {
    total: matching.length,
    items,
    hasNext: rest.length > items.length,
    end: last && last.date !== null ? { date: last.date, id: last.id } : null,
  }
}

/**
 * The article's neighbours (spec 1 section 7): next is the first story after it in the order
 * (date descending), previous the first before it (date ascending); none at the ends.
 */
export function neighbours<T extends Orderable>(
  stories: readonly T[],
  story: Orderable,
): { previous: T | null; next: T | null } {
  const sorted = [...stories].sort(compareStories)
  const after = sorted.filter((other) => compareStories(story, other) < 0)
  const before = sorted.filter((other) => compareStories(other, story) < 0)
  return { previous: before.at(-1) ?? null, next: after[0] ?? null }
}
