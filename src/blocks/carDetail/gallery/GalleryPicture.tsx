'use client'

import Image from 'next/image'
import { useState } from 'react'
import { MissingPicture } from './MissingPicture'
import type { GalleryImage } from './types'

type Props = {
  image: GalleryImage
  sizes: string
  missingText: string
  /** the page's first, largest picture (its LCP): fetched at once, at high priority */
  preload?: boolean
  fit?: 'cover' | 'contain'
  /** decorative where a labelled control around it already names it */
  decorative?: boolean
}

/** One gallery picture filling its box; a picture that fails to load shows missingImageText instead. */
export function GalleryPicture({
  image,
  sizes,
  missingText,
  preload = false,
  fit = 'cover',
  decorative = false,
}: Props) {
  const [failed, setFailed] = useState<string | null>(null)
  if (failed === image.src) return <MissingPicture text={missingText} />
  return (
    <Image
      src={image.src}
      alt={decorative ? '' : image.alt}
      fill
      sizes={sizes}
      preload={preload}
      fetchPriority={preload ? 'high' : undefined}
      className={fit === 'cover' ? 'object-cover' : 'object-contain'}
      placeholder={image.blurDataUrl ? 'blur' : 'empty'}
      blurDataURL={image.blurDataUrl ?? undefined}
      draggable={false}
      onError={() => setFailed(image.src)}
    />
  )
}
