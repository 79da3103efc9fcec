/** The stories section's own types (spec 1 sections 2.7 and 3): plain data, no CMS shapes. */

export type StoryTag = { id: number; key: string; value: string }

export type StoryAuthor = { id: number; name: string; role: string | null }

export type StoryImage = { src: string; alt: string; width: number; height: number }

/** One story as the list, teaser, feed and API read it. */
export type StorySummary = {
  id: number
  /** the story's own path segment */
  slug: string
  /** the page path of the stories index it belongs to, e.g. /news-and-events */
  indexPath: string
  /** ISO date-time; null when the story has none */
  date: string | null
  title: string
  premble: string
  image: StoryImage | null
  tags: StoryTag[]
  author: StoryAuthor | null
  updatedAt: string | null
}

/** The article's full story: the summary and its body (rich text, as the CMS stores it). */
export type Story = StorySummary & { body: unknown }

/** Spec 1 section 9: the list shows 4 per page, the teaser 3; the API lets a caller ask for up to 20. */
export const STORIES_PAGE_SIZE = 4
export const STORIES_TEASER_SIZE = 3
export const STORIES_MAX_FIRST = 20
/** The feeds carry the latest 20. */
export const STORIES_FEED_SIZE = 20
/** At most this many tags in one filter (a site has a handful; more is not a visitor). */
export const STORIES_MAX_TAGS = 20

/** A tag's key and a story's slug: one lower-case path segment. */
export const STORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const TAG_KEY = STORY_SLUG

/** The public path of a story below its index: `{index}/{slug}`. */
export function storyPath(indexPath: string, slug: string): string {
  return `${indexPath === '/' ? '' : indexPath.replace(/\/+$/, '')}/${slug}`
}

/**
 * A path that may be a story: one valid slug below an index path. The article page is the
 * index's wildcard child `{index}/*`; a page of its own at the path always wins.
 */
export function parseStoryPath(path: string): { indexPath: string; slug: string; templatePath: string } | null {
  const segments = path.toLowerCase().split('/').filter(Boolean)
  const slug = segments.at(-1)
  if (segments.length < 1 || !slug || !STORY_SLUG.test(slug)) return null
  const indexPath = segments.length === 1 ? '/' : `/${segments.slice(0, -1).join('/')}`
  return { indexPath, slug, templatePath: storyPath(indexPath, '*') }
}
