/**
 * The Autos On Show answer (spec 2 section 3.12) as the browser reads it. Checked by hand, not
 * with the server's schema, to keep zod out of the page's JavaScript; anything unexpected counts
 * as no answer, and the visitor keeps the plain gallery.
 */

export type AutosOnShowMedia = {
  videoUrl: string | null
  images360: string[]
  internal360: string | null
}

export type ViewerView = 'images' | 'video' | 'internal' | 'external'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** A web address or a path on this site; nothing a browser would run. */
function mediaUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return null
  if (value.startsWith('/')) return value.startsWith('//') ? null : value
  return /^https?:\/\//i.test(value) ? value : null
}

export function readAutosOnShowMedia(body: unknown): AutosOnShowMedia | null {
  if (!isRecord(body) || !Array.isArray(body.images360)) return null
  const frames = body.images360.map(mediaUrl)
  const images360 = body.has360 === true && frames.every((frame) => frame !== null) ? (frames as string[]) : []
  const videoUrl = body.hasVideo === true ? mediaUrl(body.videoUrl) : null
  const internal360 = body.hasInternal360 === true ? mediaUrl(body.internal360) : null
  return { videoUrl, images360, internal360 }
}

/** The views the toggles offer, in the spec's order: the plain images always, then what the car has. */
export function availableViews(media: AutosOnShowMedia | null): ViewerView[] {
  if (!media) return ['images']
  const views: ViewerView[] = ['images']
  if (media.videoUrl) views.push('video')
  if (media.internal360) views.push('internal')
  if (media.images360.length > 0) views.push('external')
  return views
}

/** A video file plays in a video element; anything else is a player page shown in a frame. */
export function isVideoFile(url: string): boolean {
  return /\.(mp4|webm|ogv|mov)(?:[?#].*)?$/i.test(url)
}
