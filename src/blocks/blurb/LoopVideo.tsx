'use client'

import { useRef, useState } from 'react'
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/ui/browser-hooks'
import { VideoPlayToggle } from '@/ui/VideoPlayToggle'

type Props = {
  desktop: string | null
  phone: string | null
  poster?: string
  /** HasControlBar: the browser's own controls; without them a play/pause toggle is shown */
  controls: boolean
  labels: { play: string; pause: string }
  /** the wrapper's classes; it must be positioned (relative or absolute) to hold the toggle */
  className?: string
}

/**
 * A muted, looping background video that picks the phone or desktop file by screen width. It
 * starts by itself only when the visitor has not asked for reduced motion, and can always be
 * paused (WCAG 2.2.2), by the control bar or by the toggle.
 */
export function LoopVideo({ desktop, phone, poster, controls, labels, className = 'relative' }: Props) {
  const wide = useMediaQuery('(min-width: 768px)', null)
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY, null)
  const [playing, setPlaying] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  const src = wide === null ? null : wide ? (desktop ?? phone) : (phone ?? desktop)
  return (
    <div className={className}>
      <video
        key={src ?? 'none'}
        ref={video}
        src={src ?? undefined}
        poster={poster}
        autoPlay={reduced === false}
        muted
        loop
        playsInline
        controls={controls}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="h-full w-full object-cover"
      />
      {!controls && src ? (
        <VideoPlayToggle
          playing={playing}
          labels={labels}
          video={() => video.current}
          className="absolute right-3 top-3"
        />
      ) : null}
    </div>
  )
}
