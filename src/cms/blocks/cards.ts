import type { Block } from 'payload'
import { imageField } from '../fields/image'
import { linkField } from '../fields/link'

export const cardsBlock: Block = {
  slug: 'cards',
  interfaceName: 'CardsBlock',
  labels: { singular: 'Cards', plural: 'Cards' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        imageField(),
        linkField(),
      ],
    },
  ],
}
