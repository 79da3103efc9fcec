import type { Metadata } from 'next'
import type { Lang } from '@/modules/sites/languages'
import { LANGUAGES } from '@/modules/sites/languages'
import { buildCanonical } from '@/modules/seo/canonical'
import { languageAlternates } from '@/modules/seo/hreflang'
import { buildTitle } from '@/modules/seo/title'
import { localizePath } from '@/modules/sites/locale'
import type { Site } from '@/modules/sites/site'
import type { Page } from '@/payload-types'
import { ownShareImage, type ShareImage } from './share-image'

/** Title, description, canonical, language alternates and Open Graph tags of a CMS page. */
export function pageMetadata(input: {
  site: Site
  lang: Lang
  page: Page
  publicPath: string
  origin: string
  /** the picture for social cards when the page has none of its own (./share-image) */
  fallbackImage?: ShareImage | null
}): Metadata {
  const { site, lang, page, origin } = input
  const title = buildTitle(site.titleTemplate, page)
  const canonical = buildCanonical({ canonicalURL: page.canonicalURL, origin, publicPath: input.publicPath })
  const description = page.metaDescription ?? undefined
  const ogImage = ownShareImage(page) ?? input.fallbackImage ?? null
  const alternates = languageAlternates(site, (l) => `${origin}${localizePath(page.path ?? '/', l, site)}`)
  return {
    title: { absolute: title },
    description,
    alternates: { canonical, languages: alternates },
    openGraph: {
      type: 'website',
      title,
      description: page.ogDescription ?? description,
      url: canonical,
      siteName: site.label,
      locale: LANGUAGES[lang].locale.replace('-', '_'),
      images: ogImage
        ? [{ url: ogImage.url, width: ogImage.width, height: ogImage.height, alt: ogImage.alt }]
        : undefined,
    },
    twitter: { card: ogImage ? 'summary_large_image' : 'summary', title, description },
    // Editors' pages such as the block library: reachable by link, kept out of search engines.
    ...(page.noIndex ? { robots: { index: false, follow: false } } : {}),
  }
}
