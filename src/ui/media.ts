import type { Media } from '@/payload-types'

/** Media is served from the spec's /-/media/ path, whatever the storage behind it. */
export function mediaUrl(filename: string): string {
  return `/-/media/${encodeURIComponent(filename)}`
}

export type ImageSource = { src: string; alt: string; width: number; height: number }

/** A renderable image, or null when the field is empty or not populated (renders nothing). */
export function imageSource(value: number | Media | null | undefined): ImageSource | null {
  if (!value || typeof value !== 'object' || !value.filename) return null
  return {
    src: mediaUrl(value.filename),
    alt: value.alt ?? '',
    width: value.width ?? 1280,
    height: value.height ?? 720,
  }
}
