'use client'

import type { ReactNode } from 'react'
import { useConsent } from '@/ui/consent-store'
import { YoutubeEmbed } from '../blurb/YoutubeEmbed'

type Props = {
  /** embed address used after a press on the poster: it starts playing */
  clickUrl: string
  /** embed address used when marketing consent is given: it waits for a press in the player */
  consentUrl: string
  title: string
  playLabel: string
  notice: string
  /** the poster, rendered on the server */
  children?: ReactNode
}

/**
 * A YouTube film that loads only after marketing consent or a press on its poster. The server
 * and hydration render the poster (no consent is known there), so nothing reaches YouTube first.
 */
export function YoutubePlayer({ clickUrl, consentUrl, title, playLabel, notice, children }: Props) {
  const { marketing } = useConsent()
  if (marketing) {
    return (
      <iframe
        src={consentUrl}
        title={title}
        loading="lazy"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        className="absolute inset-0 h-full w-full border-0"
      />
    )
  }
  return (
    <YoutubeEmbed embedUrl={clickUrl} title={title} playLabel={playLabel} notice={notice}>
      {children}
    </YoutubeEmbed>
  )
}
