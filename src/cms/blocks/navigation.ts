import type { Block } from 'payload'
import { imageField } from '../fields/image'
import { linkField } from '../fields/link'

/**
 * The navigation bar. Its entries come from the site's page tree (each page's Navigation tab);
 * the block holds the logo, the extra entries after them, and whether the bar stays on screen.
 */
export const navigationBlock: Block = {
  slug: 'navigation',
  interfaceName: 'NavigationBlock',
  labels: { singular: 'Navigation', plural: 'Navigations' },
  fields: [
    imageField('logo'),
    {
      name: 'sticky',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: 'The bar stays at the top while scrolling; on the home page its background appears after 100 px',
      },
    },
    {
      name: 'extraItems',
      type: 'array',
      labels: { singular: 'Extra item', plural: 'Extra items' },
      admin: { description: 'Entries after the page tree’s; each needs a title or a link text' },
      fields: [{ name: 'title', type: 'text', localized: true }, linkField('link', { localized: true })],
    },
  ],
}
