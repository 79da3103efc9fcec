import { getImageProps } from 'next/image'
import type { ImageSource } from '@/ui/media'

type Props = { desktop: ImageSource | null; phone: ImageSource | null; sizes: string; className?: string }

/**
 * One image element that shows the phone image below 768 px and the desktop image above, so the
 * browser downloads only the one it shows (Next's art-direction pattern with getImageProps).
 */
export function ArtDirectedImage({ desktop, phone, sizes, className = '' }: Props) {
  const main = desktop ?? phone
  if (!main) return null
  const { props } = getImageProps({ src: main.src, alt: main.alt, width: main.width, height: main.height, sizes })
  const phoneSrcSet =
    desktop && phone
      ? getImageProps({ src: phone.src, alt: phone.alt, width: phone.width, height: phone.height, sizes }).props.srcSet
      : null
  return (
    <picture>
      {phoneSrcSet ? <source media="(max-width: 767px)" srcSet={phoneSrcSet} sizes={sizes} /> : null}
      {/* getImageProps gives the optimised srcSet; next/image cannot hold <source> children. */}
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt is in the spread props */}
      <img {...props} className={className} />
    </picture>
  )
}
