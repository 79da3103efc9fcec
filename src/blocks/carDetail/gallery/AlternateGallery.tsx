'use client'

import useEmblaCarousel from 'embla-carousel-react'
import { useSelectedSlide } from '@/ui/browser-hooks'
import { GalleryPicture } from './GalleryPicture'
import { Icon, overlayButtonClass } from './icons'
import { fillText, type GalleryImage, type GalleryTexts } from './types'

type Props = {
  images: GalleryImage[]
  onOpen: (index: number, opener: HTMLElement) => void
  texts: GalleryTexts
}

const DESKTOP = '(min-width: 1024px)'
// Below 1024 px a swipeable carousel; from 1024 px the carousel switches off and the same
// pictures stack in a column that scrolls beside the sticky info panel.
const EMBLA_OPTIONS = { align: 'start', breakpoints: { [DESKTOP]: { active: false } } } as const

const COLUMN_IMAGE_SIZES = '(min-width: 1280px) 760px, (min-width: 1024px) 58vw, 100vw'

/** The alternate layout's gallery: a mobile carousel and a desktop scrolling column, one list. */
export function AlternateGallery({ images, onOpen, texts }: Props) {
  const [viewportRef, api] = useEmblaCarousel(EMBLA_OPTIONS)
  const selected = useSelectedSlide(api)
  const count = images.length

  return (
    <div>
      <div ref={viewportRef} className="overflow-hidden rounded-[var(--radius)] lg:overflow-visible lg:rounded-none">
        {/* Desktop: the first picture across the column, the rest two by two, scrolling past the sticky panel. */}
        <ul role="list" className="flex [touch-action:pan-y_pinch-zoom] lg:grid lg:grid-cols-2 lg:gap-3">
          {images.map((image, i) => (
            <li
              key={`${image.src}-${i}`}
              className={`min-w-0 shrink-0 grow-0 basis-full ${i === 0 ? 'lg:col-span-2' : ''}`}
            >
              <button
                type="button"
                aria-label={`${texts.openGallery}: ${image.alt}`}
                onClick={(event) => onOpen(i, event.currentTarget)}
                className="relative block aspect-[3/2] w-full cursor-zoom-in overflow-hidden bg-neutral-100 focus-visible:outline focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-[var(--color-primary)] lg:rounded-[var(--radius)]"
              >
                <GalleryPicture
                  image={image}
                  sizes={COLUMN_IMAGE_SIZES}
                  missingText={texts.missingImageText}
                  preload={i === 0}
                  decorative
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
      {count > 1 ? (
        <div className="mt-3 flex items-center justify-center gap-3 lg:hidden">
          <button
            type="button"
            aria-label={texts.previousImage}
            className={overlayButtonClass}
            disabled={selected === 0}
            onClick={() => api?.scrollPrev()}
          >
            <Icon name="previous" />
          </button>
          <p aria-live="polite" className="min-w-24 text-center text-sm font-semibold tabular-nums">
            {fillText(texts.imageCounter, { current: selected + 1, total: count })}
          </p>
          <button
            type="button"
            aria-label={texts.nextImage}
            className={overlayButtonClass}
            disabled={selected === count - 1}
            onClick={() => api?.scrollNext()}
          >
            <Icon name="next" />
          </button>
        </div>
      ) : null}
    </div>
  )
}
