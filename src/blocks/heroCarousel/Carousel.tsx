'use client'

import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { REDUCED_MOTION_QUERY, useHydrated, useMediaQuery, useSelectedSlide } from '@/ui/browser-hooks'

export type SlideVideo = { src: string; type: string; phoneSrc: string | null; phoneType: string | null }

export type Slide = {
  key: string
  /** the slide's background picture, rendered on the server */
  media: ReactNode
  video: SlideVideo | null
  poster: string | null
  /** title, texts and buttons, rendered on the server */
  content: ReactNode
}

export type HeroCarouselTexts = {
  label: string
  /** one 'Slide n of m' name per slide */
  slideNames: string[]
  goTo: string[]
  previous: string
  next: string
  play: string
  pause: string
  mute: string
  unmute: string
}

type Props = {
  slides: Slide[]
  texts: HeroCarouselTexts
  /** ms per slide, or null when the carousel does not move by itself */
  delay: number | null
  hasMediaButtons: boolean
  heightClass: string
}

const PHONE = '(max-width: 767px)'
const EMBLA_OPTIONS = { loop: true } as const

const controlClass =
  'grid h-11 w-11 place-items-center rounded-full bg-black/55 text-white hover:bg-black/75 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

function Icon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

const ICONS = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  play: 'M7 5l12 7-12 7z',
  pause: 'M8 5v14M16 5v14',
  muted: 'M4 9h4l5-4v14l-5-4H4zM17 9l5 6M22 9l-5 6',
  sound: 'M4 9h4l5-4v14l-5-4H4zM17 8a5 5 0 010 8M19.5 5.5a9 9 0 010 13',
}

/**
 * The hero carousel's moving parts (spec 1 section 4): Embla slides that advance every `delay`
 * ms, pause while the pointer is over the carousel or focus is inside it, and stop for visitors
 * who prefer reduced motion. Videos play only on the active slide, muted until the visitor
 * unmutes; play/pause stops both the slides and the video. The server's HTML shows the first
 * slide, and the controls stay invisible until the carousel works.
 */
export function HeroCarousel({ slides, texts, delay, hasMediaButtons, heightClass }: Props) {
  const hydrated = useHydrated()
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false)
  const phone = useMediaQuery(PHONE, false)
  const count = slides.length
  const [viewportRef, api] = useEmblaCarousel(EMBLA_OPTIONS)
  const selected = useSelectedSlide(count > 1 ? api : undefined)
  // null: the visitor has not chosen, so motion follows their reduced-motion preference.
  const [chosenPlaying, setChosenPlaying] = useState<boolean | null>(null)
  const playing = hydrated && (chosenPlaying ?? !reducedMotion)
  const [muted, setMuted] = useState(true)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const videos = useRef<(HTMLVideoElement | null)[]>([])
  const hasVideo = slides.some((slide) => slide.video)

  useEffect(() => {
    if (!api || delay === null || !playing || hovered || focused) return
    // Restarted on every slide change, so a slide moved to by hand also gets its full time.
    const timer = setTimeout(() => api.scrollNext(reducedMotion), delay)
    return () => clearTimeout(timer)
  }, [api, delay, playing, hovered, focused, selected, reducedMotion])

  useEffect(() => {
    videos.current.forEach((video, index) => {
      if (!video) return
      video.muted = muted
      if (index === selected && playing) void video.play().catch(() => undefined)
      else video.pause()
    })
  }, [selected, playing, muted, phone])

  const showControls = count > 1 || hasVideo
  const canPlay = (delay !== null || hasVideo) && hasMediaButtons

  return (
    <section
      aria-roledescription="carousel"
      aria-label={texts.label}
      className={`relative isolate overflow-hidden bg-black ${heightClass}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div ref={count > 1 ? viewportRef : undefined} className="h-full overflow-hidden">
        {/* Announce slide changes only when the visitor moves the slides, not on autoplay. */}
        <div
          className="flex h-full [touch-action:pan-y_pinch-zoom]"
          aria-live={playing && delay !== null ? 'off' : 'polite'}
        >
          {slides.map((slide, index) => {
            const active = index === selected
            const video = slide.video
            const src = video ? (phone && video.phoneSrc ? video.phoneSrc : video.src) : null
            const type = video ? (phone && video.phoneSrc ? video.phoneType : video.type) : null
            return (
              <div
                key={slide.key}
                role="group"
                aria-roledescription="slide"
                aria-label={texts.slideNames[index]}
                // Slides out of view leave the tab order and the accessibility tree.
                inert={!active}
                data-active={active || undefined}
                className="relative h-full min-w-0 shrink-0 grow-0 basis-full"
              >
                <div className="absolute inset-0 -z-10 [&_img]:h-full [&_img]:w-full [&_img]:object-cover">
                  {slide.media}
                  {src ? (
                    <video
                      key={src}
                      ref={(element) => {
                        videos.current[index] = element
                      }}
                      className="absolute inset-0 h-full w-full object-cover"
                      poster={slide.poster ?? undefined}
                      muted
                      loop
                      playsInline
                      preload={active ? 'metadata' : 'none'}
                      aria-hidden="true"
                    >
                      <source src={src} type={type ?? undefined} />
                    </video>
                  ) : null}
                </div>
                {slide.content}
              </div>
            )
          })}
        </div>
      </div>
      {showControls ? (
        <div
          className={`absolute inset-x-0 bottom-4 z-10 flex items-center justify-center gap-2 px-4 ${hydrated ? '' : 'invisible'}`}
        >
          {canPlay ? (
            <button
              type="button"
              className={controlClass}
              aria-label={playing ? texts.pause : texts.play}
              onClick={() => setChosenPlaying(!playing)}
            >
              <Icon path={playing ? ICONS.pause : ICONS.play} />
            </button>
          ) : null}
          {hasVideo && hasMediaButtons ? (
            <button
              type="button"
              className={controlClass}
              aria-label={muted ? texts.unmute : texts.mute}
              onClick={() => setMuted(!muted)}
            >
              <Icon path={muted ? ICONS.muted : ICONS.sound} />
            </button>
          ) : null}
          {count > 1 ? (
            <>
              <button
                type="button"
                className={controlClass}
                aria-label={texts.previous}
                onClick={() => api?.scrollPrev(reducedMotion)}
              >
                <Icon path={ICONS.previous} />
              </button>
              <div className="flex">
                {slides.map((slide, index) => (
                  <button
                    key={slide.key}
                    type="button"
                    aria-label={texts.goTo[index]}
                    aria-current={index === selected ? 'true' : undefined}
                    className="group grid h-8 w-8 place-items-center rounded-full focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
                    onClick={() => api?.scrollTo(index, reducedMotion)}
                  >
                    <span
                      className={`block h-2.5 w-2.5 rounded-full border-2 border-white shadow motion-safe:transition-colors ${
                        index === selected ? 'bg-white' : 'bg-black/30 group-hover:bg-white/60'
                      }`}
                    />
                  </button>
                ))}
              </div>
              <button
                type="button"
                className={controlClass}
                aria-label={texts.next}
                onClick={() => api?.scrollNext(reducedMotion)}
              >
                <Icon path={ICONS.next} />
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
