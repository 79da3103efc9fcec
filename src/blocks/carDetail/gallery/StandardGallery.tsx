'use client'

import Image from 'next/image'
import { GalleryPicture } from './GalleryPicture'
import { Icon, overlayButtonClass } from './icons'
import { fillText, type GalleryImage, type GalleryTexts } from './types'

type Props = {
  images: GalleryImage[]
  index: number
  onSelect: (index: number) => void
  onOpen: (index: number, opener: HTMLElement) => void
  texts: GalleryTexts
}

export const MAIN_IMAGE_SIZES = '(min-width: 1280px) 800px, (min-width: 1024px) 62vw, 100vw'

/** The standard layout: the chosen picture large, previous and next, a counter and thumbnails. */
export function StandardGallery({ images, index, onSelect, onOpen, texts }: Props) {
  const count = images.length
  const image = images[index] ?? images[0]
  if (!image) return null
  const step = (by: number) => onSelect((index + by + count) % count)
  return (
    <div>
      <div className="relative aspect-[3/2] overflow-hidden rounded-[var(--radius)] bg-neutral-100">
        <button
          type="button"
          className="absolute inset-0 h-full w-full cursor-zoom-in focus-visible:outline focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-[var(--color-primary)]"
          aria-label={`${texts.openGallery}: ${image.alt}`}
          onClick={(event) => onOpen(index, event.currentTarget)}
        >
          <GalleryPicture
            key={image.src + index}
            image={image}
            sizes={MAIN_IMAGE_SIZES}
            missingText={texts.missingImageText}
            preload={index === 0}
            decorative
          />
        </button>
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-label={texts.previousImage}
              className={`${overlayButtonClass} absolute left-3 top-1/2 -translate-y-1/2`}
              onClick={() => step(-1)}
            >
              <Icon name="previous" />
            </button>
            <button
              type="button"
              aria-label={texts.nextImage}
              className={`${overlayButtonClass} absolute right-3 top-1/2 -translate-y-1/2`}
              onClick={() => step(1)}
            >
              <Icon name="next" />
            </button>
          </>
        ) : null}
        <p
          aria-live="polite"
          className="pointer-events-none absolute bottom-3 right-3 rounded-full bg-black/75 px-3 py-1 text-sm font-semibold text-white tabular-nums"
        >
          {fillText(texts.imageCounter, { current: index + 1, total: count })}
        </p>
      </div>
      {count > 1 ? (
        <ul role="list" className="mt-2 flex gap-2 overflow-x-auto pb-1">
          {images.map((thumb, i) => (
            <li key={`${thumb.src}-${i}`} className="shrink-0">
              <button
                type="button"
                aria-label={thumb.alt}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onSelect(i)}
                className={`relative block h-16 w-24 overflow-hidden rounded-[var(--radius)] border-2 bg-neutral-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-primary)] ${
                  i === index ? 'border-[var(--color-primary)]' : 'border-transparent opacity-80 hover:opacity-100'
                }`}
              >
                <Image src={thumb.src} alt="" fill sizes="128px" className="object-cover" draggable={false} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
