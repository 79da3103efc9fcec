import type { Block } from 'payload'
import { imageField } from '../fields/image'
import { linkField } from '../fields/link'

const imageCell: Block = {
  slug: 'tableImageCell',
  interfaceName: 'TableImageCell',
  labels: { singular: 'Image cell', plural: 'Image cells' },
  fields: [{ name: 'header', type: 'text' }, imageField()],
}

const linkCell: Block = {
  slug: 'tableLinkCell',
  interfaceName: 'TableLinkCell',
  labels: { singular: 'Link cell', plural: 'Link cells' },
  fields: [
    { name: 'header', type: 'text' },
    { name: 'lineOne', type: 'text' },
    { name: 'lineOneBold', type: 'checkbox', defaultValue: false },
    { name: 'lineTwo', type: 'text' },
    linkField(),
  ],
}

const textCell: Block = {
  slug: 'tableTextCell',
  interfaceName: 'TableTextCell',
  labels: { singular: 'Text cell', plural: 'Text cells' },
  fields: [
    { name: 'lineOne', type: 'text' },
    { name: 'lineTwo', type: 'text' },
    { name: 'lineThree', type: 'text' },
  ],
}

export const tableBlock: Block = {
  slug: 'table',
  interfaceName: 'TableBlock',
  labels: { singular: 'Table', plural: 'Tables' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'columns',
      type: 'array',
      admin: { description: 'Column header names: the column titles, and each cell’s label on phones' },
      fields: [{ name: 'name', type: 'text' }],
    },
    {
      name: 'rows',
      type: 'array',
      fields: [{ name: 'cells', type: 'blocks', blocks: [imageCell, linkCell, textCell] }],
    },
  ],
}
