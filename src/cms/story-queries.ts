import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { cacheTags, PAGE_DATA_TTL_SECONDS } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { payload } from '@/lib/payload'
import type { Lang } from '@/modules/sites/languages'
import { decodeCursor, encodeCursor, type StoryPosition } from '@/modules/stories/cursor'
import type { StoryPage } from '@/modules/stories/order'
import type { Story, StorySummary, StoryTag } from '@/modules/stories/types'
import {
  findIndexPage,
  loadLatestStories,
  loadNeighbours,
  loadStoriesPage,
  loadStory,
  loadStorySitemap,
  loadStoryTags,
  siteHasStories,
  type IndexPage,
  type Neighbour,
  type StorySitemapEntry,
} from './stories'

/**
 * Cached reads of stories for pages, the API and the feeds, tagged so that a publish expires
 * exactly the pages that show what changed (`cache-tags.ts`, `hooks/story-tags.ts`). Editing mode
 * reads the database, drafts included.
 */
const ttl = PAGE_DATA_TTL_SECONDS

/** Cursors are signed with the server's secret, the same on every instance. */
export function cursorKey(): string {
  return env().payloadSecret
}

export function encodeStoryCursor(position: StoryPosition | null): string | null {
  return position ? encodeCursor(position, cursorKey()) : null
}

export function decodeStoryCursor(cursor: string): StoryPosition | null {
  return decodeCursor(cursor, cursorKey())
}

/** The published page at `path`, as a stories index. */
export const getStoryIndex = cache(async function getStoryIndex(
  siteName: string,
  path: string,
  draft = false,
): Promise<IndexPage | null> {
  if (draft) return findIndexPage(await payload(), siteName, path, true)
  return unstable_cache(async () => findIndexPage(await payload(), siteName, path), ['story-index', siteName, path], {
    tags: [cacheTags.page(siteName, path), cacheTags.storiesOfIndex(siteName, path)],
    revalidate: ttl,
  })()
})

export type StoriesPageRequest = {
  siteName: string
  index: IndexPage
  lang: Lang
  tags: readonly string[]
  first: number
  after: StoryPosition | null
  draft?: boolean
}

export function getStoriesPage(request: StoriesPageRequest): Promise<StoryPage<StorySummary>> {
  const { siteName, index, lang, tags, first, after, draft } = request
  const read = async () =>
    loadStoriesPage(await payload(), { siteName, index, lang, tags, first, after, draft: draft ?? false })
  if (draft) return read()
  const key = [
    'stories-page',
    siteName,
    index.path,
    lang,
    tags.join(','),
    String(first),
    after ? `${after.date}|${after.id}` : '',
  ]
  return unstable_cache(read, key, {
    tags: [cacheTags.storiesOfIndex(siteName, index.path), cacheTags.storyTags(siteName)],
    revalidate: ttl,
  })()
}

/** The story of an article page; page, metadata and block share one read per request. */
export const getStory = cache(async function getStory(
  siteName: string,
  index: IndexPage,
  slug: string,
  lang: Lang,
  draft = false,
): Promise<Story | null> {
  const read = async () => loadStory(await payload(), { index, slug, lang, draft })
  if (draft) return read()
  return unstable_cache(read, ['story', siteName, index.path, slug, lang], {
    tags: [cacheTags.storiesOfIndex(siteName, index.path), cacheTags.storyTags(siteName)],
    revalidate: ttl,
  })()
})

export function getNeighbours(
  siteName: string,
  index: IndexPage,
  position: StoryPosition,
  lang: Lang,
): Promise<{ previous: Neighbour | null; next: Neighbour | null }> {
  return unstable_cache(
    async () => loadNeighbours(await payload(), { indexId: index.id, position, lang }),
    ['story-neighbours', siteName, index.path, position.date, String(position.id), lang],
    { tags: [cacheTags.storiesOfIndex(siteName, index.path)], revalidate: ttl },
  )()
}

export function getStoryTags(siteName: string, lang: Lang): Promise<StoryTag[]> {
  return unstable_cache(async () => loadStoryTags(await payload(), siteName, lang), ['story-tags', siteName, lang], {
    tags: [cacheTags.storyTags(siteName)],
    revalidate: ttl,
  })()
}

export function getLatestStories(siteName: string, lang: Lang, limit: number): Promise<StorySummary[]> {
  return unstable_cache(
    async () => loadLatestStories(await payload(), siteName, lang, limit),
    ['latest-stories', siteName, lang, String(limit)],
    { tags: [cacheTags.storiesOfSite(siteName), cacheTags.storyTags(siteName)], revalidate: ttl },
  )()
}

export function getStorySitemap(siteName: string): Promise<StorySitemapEntry[]> {
  return unstable_cache(async () => loadStorySitemap(await payload(), siteName), ['story-sitemap', siteName], {
    tags: [cacheTags.storiesOfSite(siteName)],
    revalidate: ttl,
  })()
}

/** Whether the site has published stories: its pages link its feeds. */
export function getSiteHasStories(siteName: string): Promise<boolean> {
  return unstable_cache(async () => siteHasStories(await payload(), siteName), ['site-has-stories', siteName], {
    tags: [cacheTags.storiesExist(siteName)],
    revalidate: ttl,
  })()
}
