import type { Block } from 'payload'

/**
 * The story article (spec 1 section 2.7), placed on the wildcard page `{index}/*` below a stories
 * index: every story of the index is rendered by it at `{index}/{slug}`; an unknown slug is the
 * site's 404.
 */
export const storyArticleBlock: Block = {
  slug: 'storyArticle',
  interfaceName: 'StoryArticleBlock',
  labels: { singular: 'Story article', plural: 'Story articles' },
  fields: [
    {
      name: 'showPrevNext',
      label: 'Show previous and next article',
      type: 'checkbox',
      defaultValue: true,
    },
  ],
}
