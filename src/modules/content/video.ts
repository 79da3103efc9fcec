/**
 * Rules of the video player block (spec 1 sections 2.9 and 7): which source a block plays, the
 * privacy-friendly YouTube embed URL with its flags, and the playback attributes of a native video.
 */

export type VideoFlags = {
  autoplay?: boolean | null
  muted?: boolean | null
  controls?: boolean | null
}

export type VideoSource = { kind: 'youtube'; id: string } | { kind: 'file'; url: string; mimeType: string | undefined }

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])

/**
 * A YouTube video id from what an editor pasted: the bare 11-character id, or a watch, share
 * (youtu.be), embed or shorts URL. Null for anything else, so a wrong value renders nothing.
 */
export function youtubeId(input: string | null | undefined): string | null {
  const value = input?.trim() ?? ''
  if (YOUTUBE_ID.test(value)) return value
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  let candidate: string | null = null
  if (url.hostname === 'youtu.be') candidate = url.pathname.split('/')[1] ?? null
  else if (YOUTUBE_HOSTS.has(url.hostname)) {
    const [first, second] = url.pathname.split('/').filter(Boolean)
    if (first === 'watch') candidate = url.searchParams.get('v')
    else if (first === 'embed' || first === 'shorts' || first === 'live') candidate = second ?? null
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null
}

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  ogg: 'video/ogg',
  mov: 'video/quicktime',
}

/** A video file address: an http(s) URL or a path on the site (media is served from /-/media/). */
export function videoFileUrl(input: string | null | undefined): string | null {
  const value = input?.trim() ?? ''
  if (/^https?:\/\/[^\s/]+\/\S*$/.test(value)) return value
  if (/^\/(?!\/)\S+$/.test(value)) return value
  return null
}

/** The MIME type a file's extension implies, so the browser can skip formats it cannot play. */
export function videoMimeType(url: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase()
  return extension ? VIDEO_TYPES[extension] : undefined
}

/** What the block plays: the YouTube video when it has a valid id, else the video file, else nothing. */
export function videoSource(fields: { youtubeId?: string | null; videoUrl?: string | null }): VideoSource | null {
  const id = youtubeId(fields.youtubeId)
  if (id) return { kind: 'youtube', id }
  const url = videoFileUrl(fields.videoUrl)
  return url ? { kind: 'file', url, mimeType: videoMimeType(url) } : null
}

/**
 * The embed address on YouTube's no-cookie host, with the editor's mute and controls flags. An
 * iframe created by the visitor pressing play starts at once (`startPlaying`); one loaded because
 * the visitor consented to marketing embeds waits for a press, since YouTube's autoplay would
 * ignore reduced-motion preferences. playsinline keeps iPhones from jumping to fullscreen; rel=0
 * limits suggestions to the same channel.
 */
export function youtubeEmbedUrl(id: string, flags: VideoFlags, options: { startPlaying: boolean }): string {
  const params = new URLSearchParams({
    autoplay: options.startPlaying ? '1' : '0',
    mute: flags.muted ? '1' : '0',
    controls: flags.controls === false ? '0' : '1',
    playsinline: '1',
    rel: '0',
  })
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?${params.toString()}`
}

export type PlaybackAttributes = { autoPlay: boolean; muted: boolean; controls: boolean }

/**
 * How a native video plays. Autoplay happens only muted (browsers block sound anyway, and sound
 * starting by itself is an accessibility failure) and never for visitors who prefer reduced motion.
 * A video that does not start by itself always shows controls, or nobody could start it.
 */
export function playbackAttributes(flags: VideoFlags, prefersReducedMotion: boolean): PlaybackAttributes {
  const autoPlay = flags.autoplay === true && !prefersReducedMotion
  return {
    autoPlay,
    muted: autoPlay || flags.muted === true,
    controls: flags.controls !== false || !autoPlay,
  }
}
