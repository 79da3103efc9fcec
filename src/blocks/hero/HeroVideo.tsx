'use client'

import { useEffect, useRef, useState } from 'react'
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/ui/browser-hooks'

type Props = {
  src: string
  type: string
  poster?: string
  labels: { play: string; pause: string }
}

/**
 * The hero's background film: muted, looping, inline on phones. It starts by itself only once
 * the browser says the visitor has not asked for reduced motion (the server's HTML never
 * autoplays), and a toggle can always pause it (WCAG 2.2.2). Decorative, so hidden from
 * assistive technology; the toggle is not.
 */
export function HeroVideo({ src, type, poster, labels }: Props) {
  const video = useRef<HTMLVideoElement>(null)
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY, null)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const element = video.current
    if (!element) return
    if (reduced === false) void element.play().catch(() => undefined)
    else if (reduced === true) element.pause()
  }, [reduced])

  return (
    <>
      <video
        ref={video}
        poster={poster}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="-z-10 absolute inset-0 h-full w-full object-cover"
        data-hero-video=""
      >
        <source src={src} type={type} />
      </video>
      <button
        type="button"
        aria-label={playing ? labels.pause : labels.play}
        onClick={() => {
          const element = video.current
          if (!element) return
          if (element.paused) void element.play().catch(() => undefined)
          else element.pause()
        }}
        className="absolute right-4 top-4 z-10 flex h-10 w-10 items-center justify-center rounded-full bg-black/70 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
          {playing ? <path d="M5 3h3v14H5zM12 3h3v14h-3z" /> : <path d="M6 3.5v13l10-6.5z" />}
        </svg>
      </button>
    </>
  )
}
