import type { Metadata } from 'next'
import type { Lang } from '@/modules/sites/languages'
import { entityPageMetadata } from '@/modules/seo/entity-metadata'
import { fitTitle } from '@/modules/seo/title'
import { carDetailHref } from '@/modules/cars/card'
import { carImageUrls } from '@/modules/cars/sitemap'
import { carMetaDescription, carName, currentPrice } from '@/modules/cars/detail'
import type { Car } from '@/modules/search/documents'
import { localizePath } from '@/modules/sites/locale'
import type { Site } from '@/modules/sites/site'

/** The car's absolute page URL in a language: always its own slug, whatever slug was asked for. */
export function carPageUrl(site: Site, lang: Lang, car: Car, origin: string): string {
  return `${origin.replace(/\/+$/, '')}${carDetailHref(localizePath(site.paths.carDetail, lang, site), car.car_id, car.slug)}`
}

/** The car's first picture as an absolute URL, for social cards. */
export function carImageUrl(car: Car, origin: string): string | null {
  return carImageUrls(car, origin)[0] ?? null
}

/** Title, description, canonical and social tags of a car detail page (spec 2 section 2.3). */
export function carDetailMetadata(input: { site: Site; lang: Lang; car: Car; origin: string }): Metadata {
  const { site, lang, car, origin } = input
  const name = carName(car)
  const price = currentPrice(car)
  const title = fitTitle(site.titleTemplate, [name, car.car_year ? String(car.car_year) : '', price?.text ?? ''])
  const description = carMetaDescription(car, price?.text ?? null)
  return entityPageMetadata({
    site,
    lang,
    title,
    description,
    url: carPageUrl(site, lang, car, origin),
    urlIn: (other) => carPageUrl(site, other, car, origin),
    image: carImageUrl(car, origin),
    imageAlt: name,
  })
}
