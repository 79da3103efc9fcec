import { Feed } from 'feed'
import type { Lang } from '../sites/languages'
import { LANGUAGES } from '../sites/languages'
import { localizePath } from '../sites/locale'
import type { Site } from '../sites/site'
import { STORIES_FEED_SIZE, storyPath, type StorySummary } from './types'

/**
 * The site's stories as RSS 2.0 (`/feed.xml`) and Atom (`/atom.xml`) in one language: the latest
 * 20, every URL absolute from the site's configured origin (never a request's Host header).
 */
export type StoriesFeedInput = {
  site: Pick<Site, 'label' | 'defaultLanguage' | 'languages'>
  lang: Lang
  origin: string
  /** the latest stories, newest first */
  stories: readonly StorySummary[]
  description?: string
}

export type FeedFormat = 'rss' | 'atom'

/** The feed's own path in a language: `/feed.xml`, `/sv/feed.xml` on a site whose default is another. */
export function feedPath(format: FeedFormat, lang: Lang, site: Pick<Site, 'defaultLanguage'>): string {
  return localizePath(format === 'rss' ? '/feed.xml' : '/atom.xml', lang, site as Site)
}

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin.replace(/\/+$/, '')}${path}`
}

export function buildStoriesFeed(input: StoriesFeedInput, format: FeedFormat): string {
  const { site, lang, origin } = input
  const stories = input.stories.slice(0, STORIES_FEED_SIZE)
  const home = absolute(origin, localizePath('/', lang, site as Site))
  const updated = stories.reduce<Date | undefined>((latest, story) => {
    const at = new Date(story.updatedAt ?? story.date ?? NaN)
    return Number.isNaN(at.getTime()) || (latest && latest >= at) ? latest : at
  }, undefined)
  const feed = new Feed({
    id: home,
    title: site.label,
    description: input.description ?? site.label,
    link: home,
    language: LANGUAGES[lang].locale,
    updated: updated ?? new Date(0),
    generator: false,
    copyright: site.label,
    feedLinks: {
      rss: absolute(origin, feedPath('rss', lang, site)),
      atom: absolute(origin, feedPath('atom', lang, site)),
    },
  })
  for (const story of stories) {
    const link = absolute(origin, localizePath(storyPath(story.indexPath, story.slug), lang, site as Site))
    const date = new Date(story.date ?? story.updatedAt ?? 0)
    feed.addItem({
      title: story.title,
      id: link,
      guid: link,
      link,
      date: new Date(story.updatedAt ?? date),
      published: date,
      description: story.premble || undefined,
      author: story.author ? [{ name: story.author.name }] : undefined,
      category: story.tags.map((tag) => ({ name: tag.value, term: tag.key })),
      image: story.image
        ? {
            url: absolute(origin, story.image.src),
            type: story.image.src.endsWith('.png') ? 'image/png' : 'image/jpeg',
          }
        : undefined,
    })
  }
  return format === 'rss' ? feed.rss2() : feed.atom1()
}
