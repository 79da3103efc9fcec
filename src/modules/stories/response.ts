import type { Lang } from '../sites/languages'
import { localizePath } from '../sites/locale'
import type { Site } from '../sites/site'
import { storyDate, type StoryDate } from './publish-info'
import { storyPath, type StoryImage, type StorySummary } from './types'

/** One story of `GET /api/stories` (spec 1 section 3, Story page), and the list's card. */
export type ApiStory = {
  id: string
  date: StoryDate | null
  name: string
  image: StoryImage | null
  displayName: string
  url: { path: string }
  title: string
  premble: string
  tags: { key: string; value: string; id: string }[]
  author: { name: string; role: string | null } | null
}

export type StoriesResponse = {
  total: number
  pageInfo: { endCursor: string | null; hasNext: boolean }
  stories: ApiStory[]
}

/** A story as the API answers it: its public path in the language, the date formatted for it. */
export function toApiStory(story: StorySummary, site: Pick<Site, 'defaultLanguage'>, lang: Lang): ApiStory {
  return {
    id: String(story.id),
    date: storyDate(story.date, lang),
    name: story.slug,
    image: story.image,
    displayName: story.title,
    url: { path: localizePath(storyPath(story.indexPath, story.slug), lang, site as Site) },
    title: story.title,
    premble: story.premble,
    tags: story.tags.map((tag) => ({ key: tag.key, value: tag.value, id: String(tag.id) })),
    author: story.author ? { name: story.author.name, role: story.author.role } : null,
  }
}
