import type { Translate } from '@/modules/content/dictionary'
import type { Car } from '@/modules/search/documents'
import type { GalleryImage } from './types'

/**
 * The pictures of a car's gallery: its gallery images, or its primary image alone when the feed
 * sent no gallery; none when it has neither. Each is named for screen readers by car and place.
 */
export function galleryImages(car: Car, t: Translate): GalleryImage[] {
  const sources =
    car.car_images.length > 0
      ? car.car_images.map((image) => ({ src: image.original, blurDataUrl: image.blur_data_url ?? null }))
      : car.car_primary_image
        ? [{ src: car.car_primary_image.thumbnail_url, blurDataUrl: car.car_primary_image.blur_data_url ?? null }]
        : []
  const name = [car.car_brand, car.car_model].join(' ')
  return sources.map((source, i) => ({
    ...source,
    alt: t('galleryImageOf', { car: name, current: i + 1, total: sources.length }),
  }))
}
