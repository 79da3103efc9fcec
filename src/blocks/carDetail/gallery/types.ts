/**
 * What the gallery's server part hands its browser part: plain values only, so the browser
 * bundle carries no dictionary, schema or search code.
 */

export type GalleryImage = { src: string; blurDataUrl: string | null; alt: string }

export type GalleryLayout = 'standard' | 'alternate'

export type GalleryTexts = {
  gallery: string
  imagesComingSoon: string
  missingImageText: string
  openGallery: string
  closeGallery: string
  previousImage: string
  nextImage: string
  /** contains {current} and {total} */
  imageCounter: string
  viewChoice: string
  viewerImages: string
  viewerVideo: string
  viewerInterior360: string
  viewerExterior360: string
  dragToRotate: string
  dragToLookAround: string
  rotateLeft: string
  rotateRight: string
  pauseRotation: string
  playRotation: string
  lookLeft: string
  lookRight: string
  zoomIn: string
  zoomOut: string
}

/** A text with its {placeholders} filled in the browser, e.g. the image counter. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
