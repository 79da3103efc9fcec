import type { Metadata } from 'next'
import { LANGUAGES, type Lang } from '../sites/languages'
import type { Site } from '../sites/site'
import { languageAlternates } from './hreflang'

export type EntityPage = {
  site: Site
  lang: Lang
  /** the whole title, the site's template already applied */
  title: string
  description: string
  /** the page's absolute URL in this language */
  url: string
  /** the page's absolute URL in another language of the site */
  urlIn: (lang: Lang) => string
  image: string | null
  imageAlt: string
}

/**
 * Title, description, canonical, language alternates and social tags of a page that shows one
 * thing of the inventory (a car, a dealer): one shape for every such page.
 */
export function entityPageMetadata(page: EntityPage): Metadata {
  const { site, lang, title, description, url, image } = page
  const alternates = languageAlternates(site, page.urlIn)
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url, languages: alternates },
    openGraph: {
      type: 'website',
      title,
      description,
      url,
      siteName: site.label,
      locale: LANGUAGES[lang].locale.replace('-', '_'),
      images: image ? [{ url: image, alt: page.imageAlt }] : undefined,
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description },
  }
}
