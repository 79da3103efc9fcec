'use client'

import { useState } from 'react'
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/ui/browser-hooks'

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
  const src = wide === null ? null : wide ? (desktop ?? phone) : (phone ?? desktop)
  return (
    <div className={className}>
      <video
        key={src ?? 'none'}
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
        <button
          type="button"
          aria-label={playing ? labels.pause : labels.play}
          aria-pressed={playing}
          onClick={(event) => {
            const video = event.currentTarget.parentElement?.querySelector('video')
            if (!video) return
            if (video.paused) void video.play().catch(() => undefined)
            else video.pause()
          }}
          className="absolute right-3 top-3 flex h-10 w-10 items-center justify-center rounded-full bg-black/70 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
            {playing ? <path d="M5 3h3v14H5zM12 3h3v14h-3z" /> : <path d="M6 3.5v13l10-6.5z" />}
          </svg>
        </button>
      ) : null}
    </div>
  )
}
