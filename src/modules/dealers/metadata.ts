import type { Metadata } from 'next'
import type { Translate } from '../content/dictionary'
import type { DealerSite } from '../search/documents'
import type { Lang } from '../sites/languages'
import { entityPageMetadata } from '../seo/entity-metadata'
import { localizePath } from '../sites/locale'
import type { Site } from '../sites/site'

/** A dealer's page path in a language: the site-detail path plus the slug. */
export function dealerPagePath(site: Site, lang: Lang, slug: string): string {
  const base = localizePath(site.paths.siteDetail, lang, site).replace(/\/+$/, '')
  return `${base}/${slug}`
}

export function dealerPageUrl(site: Site, lang: Lang, slug: string, origin: string): string {
  return `${origin.replace(/\/+$/, '')}${dealerPagePath(site, lang, slug)}`
}

/** The dealer's picture as an absolute URL, for social cards and structured data. */
export function dealerImageUrl(dealer: DealerSite, origin: string): string | null {
  const src = dealer.site_primary_image?.original ?? dealer.site_image_url ?? dealer.site_primary_image?.thumbnail_url
  if (!src) return null
  return /^https?:\/\//.test(src) ? src : `${origin.replace(/\/+$/, '')}${src.startsWith('/') ? '' : '/'}${src}`
}

/** 'Street, 113 43 City': the address on one line. */
export function dealerAddress(dealer: DealerSite): string {
  const town = [dealer.site_zip, dealer.site_city].filter(Boolean).join(' ')
  return [dealer.site_street, town].filter(Boolean).join(', ')
}

/** Title, description, canonical and social tags of a dealer page (spec 2 section 2.7). */
export function dealerMetadata(input: {
  site: Site
  lang: Lang
  dealer: DealerSite
  origin: string
  t: Translate
}): Metadata {
  const { site, lang, dealer, origin, t } = input
  const name = dealer.site_official_name
  const title = site.titleTemplate.replace('%s', name)
  const groups = [...new Set(dealer.site_departments.map((department) => department.name))]
  const description = t('siteMetaDescription', {
    name,
    address: dealerAddress(dealer),
    departments: groups.join(', '),
  })
  return entityPageMetadata({
    site,
    lang,
    title,
    description,
    url: dealerPageUrl(site, lang, dealer.slug, origin),
    urlIn: (other) => dealerPageUrl(site, other, dealer.slug, origin),
    image: dealerImageUrl(dealer, origin),
    imageAlt: name,
  })
}
