'use client'

type Props = {
  playing: boolean
  labels: { play: string; pause: string }
  /** the video the button plays and pauses */
  video: () => HTMLVideoElement | null | undefined
  /** where it sits over the video */
  className: string
}

/** The round play/pause button over a muted background video: such a video can always be paused (WCAG 2.2.2). */
export function VideoPlayToggle({ playing, labels, video, className }: Props) {
  return (
    <button
      type="button"
      aria-label={playing ? labels.pause : labels.play}
      onClick={() => {
        const element = video()
        if (!element) return
        if (element.paused) void element.play().catch(() => undefined)
        else element.pause()
      }}
      className={`${className} flex h-10 w-10 items-center justify-center rounded-full bg-black/70 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
        {playing ? <path d="M5 3h3v14H5zM12 3h3v14h-3z" /> : <path d="M6 3.5v13l10-6.5z" />}
      </svg>
    </button>
  )
}
