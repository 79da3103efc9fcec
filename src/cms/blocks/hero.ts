import type { Block } from 'payload'
import { imageField } from '../fields/image'
import { linkField } from '../fields/link'

const isVideo = (_: unknown, siblingData: { contentType?: string } | undefined) => siblingData?.contentType === 'video'

export const heroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    {
      name: 'contentType',
      type: 'select',
      defaultValue: 'image',
      options: [
        { label: 'Image', value: 'image' },
        { label: 'Video', value: 'video' },
      ],
      admin: {
        description: 'Video plays muted in a loop behind the text (not for visitors who prefer reduced motion)',
      },
    },
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    {
      ...imageField(),
      filterOptions: { mimeType: { contains: 'image' } },
      admin: {
        description:
          'The background; for a Video hero the picture shown before the video plays and instead of it. Without an image an Image hero is not shown.',
      },
    },
    {
      name: 'video',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'video' } },
      admin: { condition: isVideo, description: 'A short MP4 or WebM film without sound' },
    },
    linkField(),
    {
      name: 'showSearch',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: "Shows a search bar that opens the site's search URL with ?keyphrase=" },
    },
    { name: 'searchPlaceholder', type: 'text', admin: { condition: (_, s) => Boolean(s?.showSearch) } },
  ],
}
