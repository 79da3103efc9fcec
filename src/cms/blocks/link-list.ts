import type { Block } from 'payload'
import { linkFields } from '../fields/link'

export const linkListBlock: Block = {
  slug: 'linkList',
  interfaceName: 'LinkListBlock',
  labels: { singular: 'Link list', plural: 'Link lists' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        ...linkFields(),
        {
          name: 'hasIcon',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description: 'An icon after the text shows what the link opens: a page, another site, e-mail or phone',
          },
        },
      ],
    },
  ],
}
