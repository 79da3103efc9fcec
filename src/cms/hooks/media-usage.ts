import type { PayloadRequest } from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { storiesUsageTags } from './story-tags'

type Id = number | string

/** Whether an upload of `mediaId` appears in a value read at depth 1 (uploads as documents). */
export function referencesMedia(value: unknown, mediaId: Id): boolean {
  if (Array.isArray(value)) return value.some((item) => referencesMedia(item, mediaId))
  if (value === null || typeof value !== 'object') return false
  const record = value as Record<string, unknown>
  if (typeof record.filename === 'string' && String(record.id) === String(mediaId)) return true
  return Object.values(record).some((item) => referencesMedia(item, mediaId))
}

type PageUse = { site: unknown; path?: string | null; main?: unknown; header?: unknown; footer?: unknown }

/**
 * The tags of the pages that show a media item: a page whose own content shows it, and the
 * pages that inherit a header or footer that shows it. Pages of other sites and pages that do
 * not show it keep their cache.
 */
export function mediaUsageTags(pages: readonly PageUse[], mediaId: Id): string[] {
  const tags = new Set<string>()
  for (const page of pages) {
    const site =
      typeof page.site === 'object' && page.site !== null ? (page.site as { name?: unknown }).name : undefined
    if (typeof site !== 'string' || !page.path) continue
    const inMain = referencesMedia(page.main, mediaId)
    const inRegions = referencesMedia(page.header, mediaId) || referencesMedia(page.footer, mediaId)
    if (inMain || inRegions) tags.add(cacheTags.page(site, page.path))
    if (inRegions) tags.add(cacheTags.regions(site, page.path))
  }
  return [...tags]
}

/** Reads every page (all languages, published and draft) and answers the tags of those showing the item. */
export async function findMediaUsageTags(req: PayloadRequest, mediaId: Id): Promise<string[]> {
  const result = await req.payload.find({
    collection: 'pages',
    depth: 1,
    locale: 'all',
    limit: 10_000,
    pagination: false,
    req,
  })
  return mediaUsageTags(result.docs as PageUse[], mediaId)
}

/** The tags of the stories showing a picture: their indexes' pages (lists, teasers, articles) and the site's feeds. */
export function findStoryMediaUsageTags(req: PayloadRequest, mediaId: Id): Promise<string[]> {
  return storiesUsageTags(req, { image: { equals: mediaId } })
}
