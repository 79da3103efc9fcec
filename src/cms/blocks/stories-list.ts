import type { Block } from 'payload'

/**
 * The stories list (spec 1 sections 2.7 and 3, Stories index), placed on a stories index page:
 * tag chips, story cards 4 at a time and a load-more control. Its stories are those whose index
 * is this page; each is read at this page's path plus its slug, through the wildcard child page
 * `{index}/*` that holds the storyArticle block.
 */
export const storiesListBlock: Block = {
  slug: 'storiesList',
  interfaceName: 'StoriesListBlock',
  labels: { singular: 'Stories list', plural: 'Stories lists' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      localized: true,
      admin: { description: 'Shown above the chips; none when empty' },
    },
    { name: 'showDates', type: 'checkbox', defaultValue: true, admin: { description: 'Each card shows its date' } },
    {
      name: 'layout',
      type: 'select',
      defaultValue: 'grid',
      required: true,
      options: [
        { label: 'Grid', value: 'grid' },
        { label: 'List', value: 'list' },
      ],
    },
    {
      name: 'highlightLatestStory',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'The newest story of the first page spans the width' },
    },
  ],
}
