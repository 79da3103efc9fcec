import type { Block } from 'payload'

/**
 * The dealer site list (spec 2 section 2.8) as a block editors place on the site-detail page:
 * cards with facet filters, a search box once the list is long, and a map view.
 */
export const siteListBlock: Block = {
  slug: 'siteList',
  interfaceName: 'SiteListBlock',
  labels: { singular: 'Dealer site list', plural: 'Dealer site lists' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      localized: true,
      admin: { description: 'Shown above the list; the page title when empty.' },
    },
    {
      name: 'showSearch',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'The search box, shown when more than 8 dealers are listed.' },
    },
    {
      name: 'showMap',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'The List and Map toggle; the map shows up to 100 dealers.' },
    },
  ],
}
