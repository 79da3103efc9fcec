import type { Metadata } from 'next'
import { entityPageMetadata } from '../seo/entity-metadata'
import type { Lang } from '../sites/languages'
import { localizePath } from '../sites/locale'
import type { Site } from '../sites/site'
import { storyPath, type Story } from './types'

/** A story's absolute URL in a language, from the site's configured origin. */
export function storyUrl(site: Site, lang: Lang, story: Pick<Story, 'indexPath' | 'slug'>, origin: string): string {
  return `${origin.replace(/\/+$/, '')}${localizePath(storyPath(story.indexPath, story.slug), lang, site)}`
}

/** Title, description, canonical, language alternates and social tags of an article page. */
export function storyMetadata(input: { site: Site; lang: Lang; story: Story; origin: string }): Metadata {
  const { site, lang, story, origin } = input
  const image = story.image ? `${origin.replace(/\/+$/, '')}${story.image.src}` : null
  const metadata = entityPageMetadata({
    site,
    lang,
    title: site.titleTemplate.replace('%s', story.title),
    description: story.premble,
    url: storyUrl(site, lang, story, origin),
    urlIn: (other) => storyUrl(site, other, story, origin),
    image,
    imageAlt: story.image?.alt || story.title,
  })
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      ...(story.date ? { publishedTime: story.date } : {}),
      ...(story.author ? { authors: [story.author.name] } : {}),
    },
  }
}
