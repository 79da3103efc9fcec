import type { Block } from 'payload'

/**
 * Four dealer cards and a link to the list (spec 3 section 2.5): the dealers an editor picks,
 * or the first four of a brand, region or department group.
 */
export const siteListTeaserBlock: Block = {
  slug: 'siteListTeaser',
  interfaceName: 'SiteListTeaserBlock',
  labels: { singular: 'Dealer teaser', plural: 'Dealer teasers' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      name: 'slugs',
      type: 'text',
      hasMany: true,
      maxRows: 4,
      admin: { description: 'Dealer slugs to show, in this order. Empty: the first four matching the filters below.' },
      validate: (value: unknown) =>
        value === null ||
        value === undefined ||
        (Array.isArray(value) &&
          value.every((slug) => typeof slug === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)))
          ? true
          : 'Dealer slugs: lower-case words joined by hyphens',
    },
    { name: 'brand', type: 'text', admin: { description: 'Only dealers of this brand, e.g. Volvo.' } },
    { name: 'region', type: 'text', admin: { description: 'Only dealers in this region, e.g. Stockholms län.' } },
    {
      name: 'departmentGroup',
      type: 'text',
      admin: { description: 'Only dealers with this department, e.g. Workshop.' },
    },
    { name: 'linkLabel', type: 'text', localized: true, admin: { description: 'Default: "See all dealerships".' } },
  ],
}
