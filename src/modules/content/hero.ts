/**
 * Rules of the hero banner (spec 1 sections 2.3 and 5): when it renders at all, which media it
 * shows, and where its search bar sends the visitor.
 */

/** An upload as the block receives it: populated (an object) or only its id when not loaded. */
export type HeroMedia = number | { filename?: string | null; mimeType?: string | null } | null | undefined

export type HeroFields = {
  contentType?: 'image' | 'video' | null
  image?: HeroMedia
  video?: HeroMedia
}

function loaded(value: HeroMedia): value is { filename: string; mimeType?: string | null } {
  return Boolean(value && typeof value === 'object' && value.filename)
}

/** The video file of a Video hero: an uploaded file whose type is a video, or null. */
export function heroVideo(value: HeroMedia): { filename: string; mimeType: string } | null {
  if (!loaded(value) || !value.mimeType?.startsWith('video/')) return null
  return { filename: value.filename, mimeType: value.mimeType }
}

/** An image that can be shown: an uploaded file that is not a video (an editor's wrong pick). */
export function heroImage(value: HeroMedia): { filename: string } | null {
  if (!loaded(value) || value.mimeType?.startsWith('video/')) return null
  return { filename: value.filename }
}

/** What fills the banner's background, or null when there is nothing to show. */
export type HeroBackground = { kind: 'video'; poster: boolean } | { kind: 'image' } | null

/**
 * The spec: "renders nothing if its content is not Video and no image source exists". A Video
 * hero without a playable file falls back to its image (the poster) rather than vanishing.
 */
export function heroBackground(block: HeroFields): HeroBackground {
  const image = heroImage(block.image)
  if (block.contentType === 'video' && heroVideo(block.video)) return { kind: 'video', poster: Boolean(image) }
  return image ? { kind: 'image' } : null
}

export function heroRenders(block: HeroFields): boolean {
  return heroBackground(block) !== null
}

/**
 * The search bar's destination: the site's search URL (already in the visitor's language) with
 * `keyphrase` set, keeping any query the URL already has. Null while the input is blank, which is
 * also when the button is disabled.
 */
export function searchTarget(path: string, keyphrase: string): string | null {
  const term = keyphrase.trim()
  if (!term) return null
  const hashAt = path.indexOf('#')
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1))
  params.set('keyphrase', term)
  return `${pathname || '/'}?${params.toString()}`
}
