'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

type Props = {
  src: string | null
  alt: string
  className?: string
  width?: number
  height?: number
  /** Shown instead when there is no picture or it fails to load; nothing when unset. */
  fallback?: ReactNode
}

/**
 * A picture that gives way when it cannot load: a dealer's brand logo is hidden (spec 2 section
 * 2.7), a staff portrait becomes the person's initials.
 */
export function ImageWithFallback({ src, alt, className, width, height, fallback = null }: Props) {
  const [failed, setFailed] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  // A picture that failed before React took over the server's HTML fired its error unheard.
  useEffect(() => {
    const element = image.current
    if (element && element.complete && element.naturalWidth === 0) setFailed(true)
  }, [])
  if (!src || failed) return <>{fallback}</>
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small logos and portraits from the CMS and feeds, shown as they are
    <img
      ref={image}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
      onError={() => setFailed(true)}
    />
  )
}
