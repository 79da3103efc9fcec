import type { Car } from '@/modules/search/documents'
import type { SitemapEntry } from '@/modules/seo/sitemap'
import type { Site } from '@/modules/sites/site'
import { carDetailHref } from './card'

/** What a car's sitemap entry needs of its document: all a scan of the whole stock reads. */
export const CAR_SITEMAP_FIELDS = [
  'car_id',
  'slug',
  'indexed_at',
  'car_publishdate',
  'car_images',
  'car_primary_image',
] as const

export type SitemapCar = Pick<Car, 'car_id' | 'slug' | 'indexed_at' | 'car_publishdate' | 'car_images'> &
  Partial<Pick<Car, 'car_primary_image'>>

/** An absolute URL for a picture path of the feed (feeds may also give absolute URLs). */
export function absoluteUrl(src: string, origin: string): string {
  if (/^https?:\/\//.test(src)) return src
  return `${origin.replace(/\/+$/, '')}${src.startsWith('/') ? '' : '/'}${src}`
}

/** Every picture of the car's gallery, else its list picture, as absolute URLs; none is fine. */
export function carImageUrls(car: Pick<SitemapCar, 'car_images' | 'car_primary_image'>, origin: string): string[] {
  const gallery = (car.car_images ?? []).map((image) => image.original).filter(Boolean)
  const sources =
    gallery.length > 0 ? gallery : car.car_primary_image?.thumbnail_url ? [car.car_primary_image.thumbnail_url] : []
  return [...new Set(sources)].map((src) => absoluteUrl(src, origin))
}

/** The car's last change: when the feed last indexed it, else when it was published. */
export function carLastModified(car: Pick<SitemapCar, 'indexed_at' | 'car_publishdate'>): Date | null {
  for (const value of [car.indexed_at, car.car_publishdate]) {
    if (!value) continue
    const date = new Date(value)
    if (!Number.isNaN(date.getTime())) return date
  }
  return null
}

/** The car's detail page in every language of the site, with its pictures and last change. */
export function carSitemapEntry(car: SitemapCar, site: Site, origin: string): SitemapEntry {
  return {
    path: carDetailHref(site.paths.carDetail, car.car_id, car.slug),
    languages: site.languages,
    lastModified: carLastModified(car),
    images: carImageUrls(car, origin),
  }
}
