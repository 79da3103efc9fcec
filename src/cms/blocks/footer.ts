import type { Block } from 'payload'
import { linkFields } from '../fields/link'

export const footerBlock: Block = {
  slug: 'footer',
  interfaceName: 'FooterBlock',
  labels: { singular: 'Footer', plural: 'Footers' },
  fields: [
    {
      name: 'columns',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'links', type: 'array', fields: linkFields() },
      ],
    },
    { name: 'infoHeading', type: 'text' },
    { name: 'infoText', type: 'textarea' },
  ],
}
