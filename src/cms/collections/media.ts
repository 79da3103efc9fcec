import type { CollectionConfig } from 'payload'
import { env } from '@/lib/env'
import { findMediaUsageTags, findStoryMediaUsageTags } from '../hooks/media-usage'
import { revalidateOnChange } from '../hooks/revalidate'

/** The image device sizes of the spec; every upload gets each width. */
export const IMAGE_WIDTHS = [320, 640, 1280, 1920] as const

// A changed picture (alt text, file) expires only the pages that show it, stories' pages included.
const revalidate = revalidateOnChange<{ id: number | string }>(async (doc, _previous, req) =>
  req.context?.disableRevalidate
    ? []
    : [...(await findMediaUsageTags(req, doc.id)), ...(await findStoryMediaUsageTags(req, doc.id))],
)

export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: () => true },
  admin: { group: 'Content' },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  upload: {
    staticDir: env().mediaDir,
    mimeTypes: ['image/*', 'video/mp4', 'video/webm'],
    imageSizes: IMAGE_WIDTHS.map((width) => ({ name: `w${width}`, width, withoutEnlargement: true })),
    adminThumbnail: 'w320',
    focalPoint: true,
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
