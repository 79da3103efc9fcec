import { MAX_CURSOR_LENGTH } from './cursor'
import { STORIES_MAX_TAGS, TAG_KEY } from './types'

/**
 * The stories list's state in the page's address (`?tag=a&tag=b&after={cursor}`). A page never
 * fails on it: unknown or malformed values are dropped, a bad cursor is read as none.
 */
export type StoriesListState = { tags: string[]; after: string | null }

export const TAG_PARAM = 'tag'
export const AFTER_PARAM = 'after'

type Source = Record<string, string | string[] | undefined> | URLSearchParams

function values(source: Source, key: string): string[] {
  if (source instanceof URLSearchParams) return source.getAll(key)
  const value = source[key]
  return value === undefined ? [] : [value].flat()
}

export function decodeStoriesListState(source: Source): StoriesListState {
  const tags = [...new Set(values(source, TAG_PARAM).map((tag) => tag.trim().toLowerCase()))]
    .filter((tag) => tag.length <= 60 && TAG_KEY.test(tag))
    .sort()
    .slice(0, STORIES_MAX_TAGS)
  const after = values(source, AFTER_PARAM).at(-1)?.trim() ?? ''
  return { tags, after: after && after.length <= MAX_CURSOR_LENGTH && /^[A-Za-z0-9_.-]+$/.test(after) ? after : null }
}

/** The state as query parameters, in one canonical form (tags sorted, cursor last). */
export function encodeStoriesListState(state: StoriesListState): URLSearchParams {
  const query = new URLSearchParams()
  for (const tag of [...state.tags].sort()) query.append(TAG_PARAM, tag)
  if (state.after) query.set(AFTER_PARAM, state.after)
  return query
}

/** `path` with the state's query, or the bare path when there is none. */
export function storiesListHref(path: string, state: StoriesListState): string {
  const query = encodeStoriesListState(state).toString()
  return query ? `${path}?${query}` : path
}

/** A chip's state: the tag added to the filter, or taken out when it is in; paging starts over. */
export function toggleTag(state: StoriesListState, key: string): StoriesListState {
  const tags = state.tags.includes(key) ? state.tags.filter((tag) => tag !== key) : [...state.tags, key]
  return { tags: tags.sort(), after: null }
}
