import type { Block } from 'payload'

/**
 * Spec 2 section 2.3: the car detail page. Placed on the wildcard page under the site's car
 * detail base (`{base}/*`), it renders the car whose id the URL carries.
 */
export const carDetailBlock: Block = {
  slug: 'carDetail',
  interfaceName: 'CarDetailBlock',
  labels: { singular: 'Car detail', plural: 'Car detail' },
  fields: [
    {
      name: 'layout',
      type: 'select',
      defaultValue: 'standard',
      required: true,
      options: [
        { label: 'Standard', value: 'standard' },
        { label: 'Alternate (sticky back button, scrolling gallery, sliding similar cars)', value: 'alternate' },
      ],
    },
    {
      name: 'showSimilarCars',
      type: 'checkbox',
      defaultValue: true,
    },
  ],
}
