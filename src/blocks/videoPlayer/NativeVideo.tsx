'use client'

import { useEffect, useRef, useState } from 'react'
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/ui/browser-hooks'

type Playback = { autoPlay: boolean; muted: boolean; controls: boolean }

type Props = {
  src: string
  mimeType?: string
  poster?: string
  title: string
  /** playback for most visitors, and for those who prefer reduced motion (worked out on the server) */
  playback: Playback
  reducedPlayback: Playback
  labels: { play: string; pause: string }
}

/**
 * A video file with the editor's autoplay, mute and controls flags. Autoplay starts from an
 * effect, not the autoplay attribute, so nothing moves before the browser has said whether the
 * visitor prefers reduced motion. Without the browser's controls a pause toggle stays available
 * (WCAG 2.2.2: moving content can be paused).
 */
export function NativeVideo({ src, mimeType, poster, title, playback, reducedPlayback, labels }: Props) {
  // The server cannot know: it renders the still version until the browser answers.
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY, null)
  const current = reduced === false ? playback : reducedPlayback
  const video = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const element = video.current
    if (!element) return
    // React does not keep the muted attribute in sync with the property; set it directly.
    element.muted = current.muted
    if (current.autoPlay) element.play().catch(() => setPlaying(false))
    else element.pause()
  }, [current.autoPlay, current.muted])

  return (
    <div className="relative">
      <video
        ref={video}
        title={title}
        poster={poster}
        controls={current.controls}
        muted={current.muted}
        loop={current.autoPlay}
        playsInline
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="aspect-video w-full bg-black"
      >
        <source src={src} type={mimeType} />
      </video>
      {current.controls ? null : (
        <button
          type="button"
          onClick={() => (playing ? video.current?.pause() : void video.current?.play().catch(() => undefined))}
          aria-label={playing ? labels.pause : labels.play}
          className="absolute bottom-3 right-3 flex h-11 w-11 items-center justify-center rounded-full bg-black/70 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 fill-current">
            {playing ? <path d="M5 3h3.5v14H5zM11.5 3H15v14h-3.5z" /> : <path d="M6 3.5v13l10-6.5z" />}
          </svg>
        </button>
      )}
    </div>
  )
}
