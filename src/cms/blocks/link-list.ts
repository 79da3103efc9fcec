import type { Block } from 'payload'
import { linkFields } from '../fields/link'

export const linkListBlock: Block = {
  slug: 'linkList',
  interfaceName: 'LinkListBlock',
  labels: { singular: 'Link list', plural: 'Link lists' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'items', type: 'array', minRows: 1, fields: linkFields() },
  ],
}
