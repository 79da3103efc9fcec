import type { Block } from 'payload'
import { BACKGROUND_COLORS, TEXT_COLORS } from '@/modules/content/block-layout'
import { imageField } from '../fields/image'
import { linkField } from '../fields/link'

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

/**
 * Two halves side by side; the one under the pointer or keyboard focus widens (spec 1 section 3:
 * Title, Text, ButtonLink, ButtonText, Image or Video, BackgroundColor, TextColor).
 */
export const splitHoverBlock: Block = {
  slug: 'splitHover',
  interfaceName: 'SplitHoverBlock',
  labels: { singular: 'Split hover', plural: 'Split hovers' },
  fields: [
    {
      name: 'items',
      type: 'array',
      minRows: 2,
      maxRows: 2,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        { ...linkField('button'), admin: { description: 'ButtonText (label) and ButtonLink (url)' } },
        imageField(),
        { name: 'video', type: 'text', admin: { description: 'Video file URL; plays muted in a loop over the image' } },
        {
          type: 'row',
          fields: [
            {
              name: 'backgroundColor',
              type: 'select',
              defaultValue: 'black',
              options: BACKGROUND_COLORS.map((value) => ({ label: label(value), value })),
              admin: { description: 'Shown where there is no image' },
            },
            {
              name: 'textColor',
              type: 'select',
              options: TEXT_COLORS.map((value) => ({ label: label(value), value })),
            },
          ],
        },
      ],
    },
  ],
}
