import type { Block } from 'payload'

/** The 3 latest stories of an index as the list's cards, and a link to the list (spec 1 section 2.7). */
export const storiesTeaserBlock: Block = {
  slug: 'storiesTeaser',
  interfaceName: 'StoriesTeaserBlock',
  labels: { singular: 'Stories teaser', plural: 'Stories teasers' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      name: 'index',
      label: 'Stories index page',
      type: 'relationship',
      relationTo: 'pages',
      required: true,
      admin: { description: 'The page with the stories list whose latest stories are shown' },
    },
    { name: 'showDates', type: 'checkbox', defaultValue: true },
  ],
}
