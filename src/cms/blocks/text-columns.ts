import type { Block } from 'payload'

/** Texts side by side in 3 or 4 columns (spec 1 sections 2.9 and 3: Title, SubTitle, Text). */
export const textColumnsBlock: Block = {
  slug: 'textColumns',
  interfaceName: 'TextColumnsBlock',
  labels: { singular: 'Text columns', plural: 'Text columns' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'columns',
      type: 'select',
      defaultValue: '3',
      options: [
        { label: '3 columns', value: '3' },
        { label: '4 columns', value: '4' },
      ],
    },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'subTitle', type: 'text' },
        { name: 'text', type: 'richText' },
      ],
    },
  ],
}
