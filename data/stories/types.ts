import type { Lang } from '../seed-types'

/**
 * Demo stories of one stories index, in the site's language: its tags, authors and stories.
 * Dates are days ('YYYY-MM-DD'); the seed stores them at noon UTC, so two stories of one day
 * share one date and are ordered by id.
 */
export type SeedStory = {
  slug: string
  title: string
  premble: string
  /** the body, with the little markdown of content blocks (`## ` headings, `- ` lists) */
  paragraphs: string[]
  date: string
  /** an author's key */
  author: string
  /** tag keys */
  tags: string[]
  /** the generated picture: its description and colour */
  image: { alt: string; hue: number }
}

export type SeedStoryIndex = {
  site: string
  /** the index page's path */
  index: string
  lang: Lang
  tags: { key: string; value: string }[]
  authors: { key: string; name: string; role: string }[]
  stories: SeedStory[]
}
