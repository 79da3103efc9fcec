import type { Block } from 'payload'
import { imageField } from '../fields/image'
import { linkFields } from '../fields/link'

export const navigationBlock: Block = {
  slug: 'navigation',
  interfaceName: 'NavigationBlock',
  labels: { singular: 'Navigation', plural: 'Navigations' },
  fields: [
    imageField('logo'),
    {
      name: 'items',
      type: 'array',
      fields: [...linkFields(), { name: 'children', type: 'array', fields: linkFields() }],
    },
  ],
}
