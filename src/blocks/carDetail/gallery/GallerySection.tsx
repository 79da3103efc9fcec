import type { CarSectionProps } from '../section'
import { LazyCarGallery as CarGallery } from '../lazy'
import { galleryImages } from './gallery-images'
import { MissingPicture } from './MissingPicture'
import { galleryTexts } from './texts'
import type { GalleryLayout } from './types'

/**
 * The car detail page's gallery section (spec 2 sections 2.3 and 2.4). The server picks the
 * pictures and texts; the browser part adds the carousel, the fullscreen view and, on a site with
 * the Autos On Show flag and a car that has it, the video and 360 views. A car with no pictures
 * and no Autos On Show gets the 'images coming soon' placeholder and no JavaScript.
 */
export function GallerySection({ car, ctx, layout }: CarSectionProps & { layout: GalleryLayout }) {
  const texts = galleryTexts(ctx.t)
  const images = galleryImages(car, ctx.t)
  const autosOnShowRegNo = ctx.site.flags.autosOnShow && car.autos_on_show && car.car_regno ? car.car_regno : null
  return (
    <section aria-label={texts.gallery} className="min-w-0">
      {images.length === 0 && !autosOnShowRegNo ? (
        <div className="aspect-[3/2] overflow-hidden rounded-[var(--radius)]">
          <MissingPicture text={texts.imagesComingSoon} />
        </div>
      ) : (
        <CarGallery
          images={images}
          layout={layout}
          texts={texts}
          carName={`${car.car_brand} ${car.car_model}`}
          autosOnShowRegNo={autosOnShowRegNo}
        />
      )}
    </section>
  )
}
