'use client'

import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useMemo } from 'react'
import type { CarCard as CarCardData } from '@/modules/cars/card'
import {
  CAR_OF_THE_WEEK_MAX_DOTS,
  CAR_OF_THE_WEEK_MIN_SLIDES,
  loopSlides,
  nearestCopy,
} from '@/modules/cars/slide-loop'
import { REDUCED_MOTION_QUERY, useHydrated, useMediaQuery, useSelectedSlide } from '@/ui/browser-hooks'
import { CarCard, type CarCardTexts } from '@/ui/CarCard'

export type CarouselTexts = {
  card: CarCardTexts
  previous: string
  next: string
  /** one 'Go to slide n' label per car */
  goTo: string[]
}

type Props = { cars: CarCardData[]; texts: CarouselTexts }

const EMBLA_OPTIONS = { loop: true, align: 'start' } as const

/**
 * Copies made for looping show the same cars again: hidden from assistive technology, and
 * their links leave the tab order (not `inert`, which would also stop a mouse click on them).
 */
function removeFromTabOrder(slide: HTMLElement | null) {
  slide?.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]').forEach((element) => {
    element.tabIndex = -1
  })
}

const buttonClass =
  'grid h-11 w-11 shrink-0 place-items-center rounded-full border border-[var(--color-border)] bg-[var(--color-surface)] text-[var(--color-fg)] shadow-sm hover:bg-[var(--color-primary)] hover:text-[var(--color-primary-fg)] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-primary)]'

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
      <path
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * The car-of-the-week carousel (spec 2 section 2.5). The server's HTML, and the page without
 * JavaScript, show the cars once as a horizontally scrollable row. In the browser the row becomes
 * an Embla carousel: the cars are repeated for looping, with previous/next buttons, dots (or a
 * "3 / 12" position for many cars), swipe, and instant moves for visitors who prefer reduced motion.
 */
export function CarOfTheWeekCarousel({ cars, texts }: Props) {
  const hydrated = useHydrated()
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false)
  const count = cars.length
  const enhanced = hydrated && count > 1
  const slides = useMemo(() => loopSlides(cars, enhanced ? CAR_OF_THE_WEEK_MIN_SLIDES : 0), [cars, enhanced])
  const [viewportRef, api] = useEmblaCarousel(EMBLA_OPTIONS)
  // A row scrolled before the carousel started would stay scrolled under Embla's own offset.
  const attachViewport = useCallback(
    (viewport: HTMLDivElement | null) => {
      if (viewport) viewport.scrollLeft = 0
      viewportRef(viewport)
    },
    [viewportRef],
  )
  const selected = useSelectedSlide(enhanced ? api : undefined)
  const current = count > 0 ? selected % count : 0

  return (
    <div>
      <div
        ref={enhanced ? attachViewport : undefined}
        className={`pb-2 ${enhanced ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto overscroll-x-contain'}`}
      >
        <ul role="list" className="-ml-4 flex [touch-action:pan-y_pinch-zoom]">
          {slides.map((slide) => (
            <li
              key={slide.key}
              aria-hidden={slide.duplicate || undefined}
              ref={slide.duplicate ? removeFromTabOrder : undefined}
              data-duplicate={slide.duplicate || undefined}
              className="min-w-0 shrink-0 grow-0 basis-[85%] snap-start pl-4 sm:basis-1/2 lg:basis-1/3 2xl:basis-1/4"
            >
              <CarCard car={slide.item} texts={texts.card} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </div>
      {count > 1 ? (
        // Rendered, but invisible, before the carousel works, so nothing moves when it starts.
        <div className={`mt-6 flex items-center justify-center gap-3 ${enhanced ? '' : 'invisible'}`}>
          <button
            type="button"
            aria-label={texts.previous}
            className={buttonClass}
            onClick={() => api?.scrollPrev(reducedMotion)}
          >
            <Arrow direction="previous" />
          </button>
          {count <= CAR_OF_THE_WEEK_MAX_DOTS ? (
            <div className="flex flex-wrap justify-center">
              {cars.map((car, index) => (
                <button
                  key={`${index}-${car.id}`}
                  type="button"
                  aria-label={texts.goTo[index]}
                  aria-current={index === current ? 'true' : undefined}
                  className="group grid h-6 w-6 place-items-center rounded-full focus-visible:outline focus-visible:outline-2 focus-visible:outline-[var(--color-primary)]"
                  onClick={() => api?.scrollTo(nearestCopy(index, selected, count, slides.length), reducedMotion)}
                >
                  <span
                    className={`block h-2.5 w-2.5 rounded-full border-2 border-[var(--color-fg)] motion-safe:transition-colors ${
                      index === current ? 'bg-[var(--color-fg)]' : 'bg-transparent group-hover:bg-[var(--color-muted)]'
                    }`}
                  />
                </button>
              ))}
            </div>
          ) : (
            <p className="min-w-16 text-center font-semibold tabular-nums">
              {current + 1} / {count}
            </p>
          )}
          <button
            type="button"
            aria-label={texts.next}
            className={buttonClass}
            onClick={() => api?.scrollNext(reducedMotion)}
          >
            <Arrow direction="next" />
          </button>
        </div>
      ) : null}
    </div>
  )
}
