import type { Story } from './types'

/**
 * The article's schema.org JSON-LD (Article: headline, image, dates, author, publisher). URLs are
 * absolute, from the site's configured origin. The breadcrumb is `buildBreadcrumbJsonLd`.
 */
export type ArticleJsonLdInput = {
  story: Pick<Story, 'title' | 'premble' | 'date' | 'updatedAt' | 'image' | 'author'>
  /** the article's absolute URL */
  url: string
  /** the site's origin, for the image */
  origin: string
  publisher: { name: string; logoUrl?: string | null }
  lang: string
}

/** Google shows at most 110 characters of a headline. */
const HEADLINE_MAX = 110

function absolute(origin: string, src: string): string {
  return /^https?:\/\//.test(src) ? src : `${origin.replace(/\/+$/, '')}${src.startsWith('/') ? '' : '/'}${src}`
}

export function articleJsonLd({ story, url, origin, publisher, lang }: ArticleJsonLdInput): Record<string, unknown> {
  const headline = story.title.length > HEADLINE_MAX ? `${story.title.slice(0, HEADLINE_MAX - 1)}…` : story.title
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: lang,
    publisher: {
      '@type': 'Organization',
      name: publisher.name,
      ...(publisher.logoUrl ? { logo: { '@type': 'ImageObject', url: absolute(origin, publisher.logoUrl) } } : {}),
    },
  }
  if (story.premble) ld.description = story.premble
  if (story.image) ld.image = [absolute(origin, story.image.src)]
  if (story.date) ld.datePublished = story.date
  if (story.updatedAt || story.date) ld.dateModified = story.updatedAt ?? story.date
  if (story.author) ld.author = [{ '@type': 'Person', name: story.author.name }]
  return ld
}
