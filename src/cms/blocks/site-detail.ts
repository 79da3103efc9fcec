import type { Block } from 'payload'

/**
 * The dealer page (spec 2 section 2.7), placed on the wildcard page `{site-detail path}/*`:
 * every dealer of the site is rendered by it, under the site-detail path plus its slug.
 */
export const siteDetailBlock: Block = {
  slug: 'siteDetail',
  interfaceName: 'SiteDetailBlock',
  labels: { singular: 'Dealer page', plural: 'Dealer pages' },
  fields: [
    {
      name: 'showEmployees',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: "Each department's staff, behind a show-staff button." },
    },
    {
      name: 'bookingPath',
      type: 'text',
      admin: {
        description:
          'Workshop departments link here with the dealer’s lat and lng, e.g. /service-och-verkstad/boka-bilverkstad. Empty: no booking button.',
      },
      validate: (value: unknown) =>
        value === null || value === undefined || value === '' || (typeof value === 'string' && /^\/(?!\/)/.test(value))
          ? true
          : 'A path on this site, starting with /',
    },
    {
      name: 'showInStockLink',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: "New-cars departments link to the dealer's new cars in stock." },
    },
  ],
}
