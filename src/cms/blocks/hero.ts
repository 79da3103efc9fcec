import type { Block } from 'payload'
import { imageField } from '../fields/image'
import { linkField } from '../fields/link'

export const heroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    imageField(),
    linkField(),
    {
      name: 'showSearch',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: "Shows a search bar that opens the site's search URL with ?keyphrase=" },
    },
    { name: 'searchPlaceholder', type: 'text', admin: { condition: (_, s) => Boolean(s?.showSearch) } },
  ],
}
