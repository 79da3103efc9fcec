'use client'

import { useEffect, useRef, useState } from 'react'
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/ui/browser-hooks'
import { VideoPlayToggle } from '@/ui/VideoPlayToggle'

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
      <VideoPlayToggle
        playing={playing}
        labels={labels}
        video={() => video.current}
        className="absolute right-4 top-4 z-10"
      />
    </>
  )
}
