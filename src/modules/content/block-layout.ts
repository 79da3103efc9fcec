/**
 * Rules shared by the content blocks (blurb, car model card, text columns, split hover): how an
 * editor's choices of colour, heading level, column count and media become what is rendered.
 * Editors' values arrive unchecked from the CMS, so every function accepts anything and falls
 * back to a safe default instead of throwing.
 */

export const BACKGROUND_COLORS = ['none', 'surface', 'primary', 'black', 'white'] as const
export type BackgroundColor = (typeof BACKGROUND_COLORS)[number]

export const TEXT_COLORS = ['dark', 'light', 'black', 'white'] as const
export type TextColor = (typeof TEXT_COLORS)[number]

export const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4'] as const
export type HeadingTag = (typeof HEADING_TAGS)[number]

function oneOf<T extends string>(options: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : null
}

// Tailwind finds classes by scanning source text, so every class is written out in full here.
const BACKGROUND_CLASS: Record<BackgroundColor, string> = {
  none: '',
  surface: 'bg-[var(--color-surface)]',
  primary: 'bg-[var(--color-primary)]',
  black: 'bg-black',
  white: 'bg-white',
}

const TEXT_CLASS: Record<TextColor, string> = {
  dark: 'text-neutral-800',
  light: 'text-neutral-100',
  black: 'text-black',
  white: 'text-white',
}

// Without a chosen text colour, the text takes the colour that is readable on the background.
const DEFAULT_TEXT_CLASS: Record<BackgroundColor, string> = {
  none: 'text-[var(--color-fg)]',
  surface: 'text-[var(--color-fg)]',
  primary: 'text-[var(--color-primary-fg)]',
  black: 'text-white',
  white: 'text-black',
}

export type BlockColors = { background: BackgroundColor; className: string }

/** The section's background and text classes for an editor's BackgroundColor and TextColor. */
export function blockColors(background: unknown, textColor: unknown): BlockColors {
  const bg = oneOf(BACKGROUND_COLORS, background) ?? 'none'
  const text = oneOf(TEXT_COLORS, textColor)
  const classes = [BACKGROUND_CLASS[bg], text ? TEXT_CLASS[text] : DEFAULT_TEXT_CLASS[bg]]
  return { background: bg, className: classes.filter(Boolean).join(' ') }
}

/** The heading element of a title: the editor's TitleTag when it is a heading level, else h2. */
export function headingTag(value: unknown): HeadingTag {
  return oneOf(HEADING_TAGS, value) ?? 'h2'
}

/** Text columns come in 3 or 4 (spec 1 section 2.9); anything else is 3. */
export function textColumnCount(value: unknown): 3 | 4 {
  return value === 4 || value === '4' ? 4 : 3
}

// A YouTube video id is 11 characters of the URL-safe base64 alphabet.
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

/**
 * The id of a YouTube video from an editor's YoutubeID field, which may hold the id itself or a
 * watch, short or embed URL pasted from the browser; null when no id can be found.
 */
export function youtubeId(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (YOUTUBE_ID.test(text)) return text
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '')
  let candidate: string | null = null
  if (host === 'youtu.be') candidate = url.pathname.slice(1)
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, id] = url.pathname.split('/')
    candidate =
      kind === 'watch' ? url.searchParams.get('v') : kind === 'embed' || kind === 'shorts' ? (id ?? null) : null
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null
}

/**
 * The embed address of a YouTube video: the privacy-enhanced host (no cookies until played),
 * started at once because it is loaded only when the visitor asked to play it. Without the
 * control bar the player hides YouTube's controls (HasControlBar).
 */
export function youtubeEmbedUrl(id: string, options: { controls: boolean }): string {
  const params = new URLSearchParams({ autoplay: '1', rel: '0', controls: options.controls ? '1' : '0' })
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?${params}`
}

export type Label = { label: string; value: string }

/** A car model card's label/value pairs (Label1-4 with LabelValue1-4): complete pairs, at most 4. */
export function modelCardLabels(labels: readonly { label?: unknown; value?: unknown }[] | null | undefined): Label[] {
  return (labels ?? [])
    .flatMap((l) => {
      const label = typeof l.label === 'string' ? l.label.trim() : ''
      const value = typeof l.value === 'string' ? l.value.trim() : ''
      return label && value ? [{ label, value }] : []
    })
    .slice(0, 4)
}

/** Only site paths and http(s) addresses are played as video sources. */
export function videoSource(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  return /^(\/(?!\/)|https?:\/\/)/.test(text) ? text : null
}
