import type { CollectionConfig } from 'payload'
import { env } from '@/lib/env'
import { cacheTags } from '@/lib/cache-tags'
import { revalidateOnChange } from '../hooks/revalidate'

/** The image device sizes of the spec; every upload gets each width. */
export const IMAGE_WIDTHS = [320, 640, 1280, 1920] as const

const revalidate = revalidateOnChange(() => [cacheTags.media])

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
