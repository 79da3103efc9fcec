import type { Block } from 'payload'

/**
 * The car list screen (spec 2 section 2.1) as a block editors place on a page. The condition
 * preset turns one list into the used-cars or new-cars page: a fixed filter the visitor does
 * not see as a chip and cannot remove.
 */
export const carListBlock: Block = {
  slug: 'carList',
  interfaceName: 'CarListBlock',
  labels: { singular: 'Car list', plural: 'Car lists' },
  fields: [
    { name: 'heading', type: 'text', admin: { description: 'Shown above the list; the page title when empty.' } },
    {
      name: 'condition',
      type: 'select',
      defaultValue: 'all',
      required: true,
      options: [
        { label: 'New and used cars', value: 'all' },
        { label: 'Used cars only', value: 'used' },
        { label: 'New cars only', value: 'new' },
      ],
    },
    {
      name: 'showRecentlyViewed',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: "The visitor's recently viewed cars above the list." },
    },
  ],
}
