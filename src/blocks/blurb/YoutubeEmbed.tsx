'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

type Props = {
  embedUrl: string
  /** the iframe's accessible name */
  title: string
  playLabel: string
  notice: string
  /** the poster (the blurb's image), rendered on the server */
  children?: ReactNode
}

/**
 * A YouTube film that is not loaded until the visitor presses play: before that nothing is
 * requested from YouTube (no cookies, no tracking), so it needs no marketing consent.
 */
export function YoutubeEmbed({ embedUrl, title, playLabel, notice, children }: Props) {
  const [loaded, setLoaded] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  // Keyboard users who pressed play continue in the player, not at the top of the page.
  useEffect(() => {
    if (loaded) frame.current?.focus()
  }, [loaded])
  if (loaded) {
    return (
      <iframe
        ref={frame}
        src={embedUrl}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        className="absolute inset-0 h-full w-full border-0"
      />
    )
  }
  return (
    <button
      type="button"
      onClick={() => setLoaded(true)}
      className="group absolute inset-0 flex h-full w-full items-center justify-center overflow-hidden bg-neutral-900 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
    >
      {children}
      <span className="relative flex flex-col items-center gap-3">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-black/75 text-white motion-safe:transition-transform group-hover:scale-110">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="ml-1 h-7 w-7 fill-current">
            <path d="M6 3.5v13l10-6.5z" />
          </svg>
        </span>
        <span className="rounded bg-black/75 px-2 py-1 text-sm font-semibold text-white">{playLabel}</span>
        <span className="max-w-xs rounded bg-black/75 px-2 py-1 text-xs text-white">{notice}</span>
      </span>
    </button>
  )
}
