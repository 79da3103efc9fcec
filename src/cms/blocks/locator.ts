import type { Block } from 'payload'
import { LOCATION_TYPES } from '@/modules/locator/types'

/**
 * The locator (spec 1 section 2.6): a map with a side list of the site's locations of one type,
 * a search box with suggestions and near me.
 */
export const locatorBlock: Block = {
  slug: 'locator',
  interfaceName: 'LocatorBlock',
  labels: { singular: 'Locator', plural: 'Locators' },
  fields: [
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'Location',
      options: LOCATION_TYPES.map((value) => ({ label: value, value })),
      admin: { description: 'The kind of location listed: dealers, charging points or F-150 dealers.' },
    },
    {
      name: 'emptyText',
      type: 'text',
      localized: true,
      admin: { description: "Shown when nothing is found; empty: the dictionary's 'No dealers found'." },
    },
    {
      name: 'unit',
      type: 'select',
      required: true,
      defaultValue: 'km',
      options: [
        { label: 'Kilometres', value: 'km' },
        { label: 'Miles', value: 'mi' },
      ],
    },
  ],
}
