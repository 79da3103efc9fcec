import {
  BlockquoteFeature,
  BoldFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical'
import type { Block } from 'payload'

/**
 * The rich text block: running text with headings, lists, quotes and links. The editor offers
 * only what the site's typography styles (no h1: the page title is the one h1; no colours or
 * alignment), so every page reads the same. Internal links pick a page; its path is resolved
 * when the page is read, so a moved page keeps its links.
 */
export const contentEditor = lexicalEditor({
  features: [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    BoldFeature(),
    ItalicFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    BlockquoteFeature(),
    LinkFeature({ enabledCollections: ['pages'], maxDepth: 1 }),
    InlineToolbarFeature(),
  ],
})

export const contentBlock: Block = {
  slug: 'content',
  interfaceName: 'ContentBlock',
  labels: { singular: 'Rich text', plural: 'Rich texts' },
  fields: [
    { name: 'heading', type: 'text', admin: { description: 'Optional; shown above the text as its heading' } },
    {
      name: 'body',
      type: 'richText',
      required: true,
      editor: contentEditor,
    },
  ],
}
