import type { Block } from 'payload'

/** The 3 latest stories of an index as the list's cards, and a link to the list (spec 1 section 2.7). */
export const storiesTeaserBlock: Block = {
  slug: 'storiesTeaser',
  interfaceName: 'StoriesTeaserBlock',
  labels: { singular: 'Stories teaser', plural: 'Stories teasers' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      name: 'indexPath',
      label: 'Stories index page',
      type: 'text',
      required: true,
      admin: { description: 'The path of the page with the stories list, e.g. /news-and-events' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/.test(value)
          ? true
          : 'A page path on this site, e.g. /news-and-events',
    },
    { name: 'showDates', type: 'checkbox', defaultValue: true },
  ],
}
