import type { CollectionConfig, PayloadRequest, Validate } from 'payload'
import { STORY_SLUG, storyPath } from '@/modules/stories/types'
import { contentEditor } from '../blocks/content'
import { storyChangeTagsFor } from '../hooks/story-tags'
import { expireTags } from '../hooks/revalidate'
import { livePreviewUrl } from '../live-preview'
import { relationId } from '../relations'

type StoryData = { site?: unknown; index?: unknown; slug?: string | null; tags?: unknown }

async function indexPathOf(req: PayloadRequest, index: unknown): Promise<string | undefined> {
  const id = relationId(index)
  if (id === undefined) return undefined
  const page = await req.payload.findByID({ collection: 'pages', id, depth: 0, draft: true, req }).catch(() => null)
  return page?.path ?? undefined
}

/** The story's address for the admin's preview: its index page's path plus its slug. */
async function previewUrl(req: PayloadRequest, data: StoryData, locale?: string | null) {
  const indexPath = await indexPathOf(req, data.index)
  const path = indexPath && data.slug ? storyPath(indexPath, data.slug) : (indexPath ?? '/')
  return livePreviewUrl(req, { path, site: data.site }, locale)
}

/** The index is a page of the story's own site. */
const validateIndex: Validate = async (value, { data, req }) => {
  const id = relationId(value)
  if (id === undefined) return 'The stories index page the story is listed on'
  const page = await req.payload.findByID({ collection: 'pages', id, depth: 0, draft: true, req }).catch(() => null)
  if (!page) return 'No such page'
  if (relationId(page.site) !== relationId((data as StoryData).site)) return 'A page of the story’s own site'
  return true
}

/**
 * One path segment, unique among the index's stories (the database holds that too), and not the
 * slug of a page under the index, which would answer instead of the story.
 */
const validateSlug: Validate = async (value, { data, id, req }) => {
  if (typeof value !== 'string' || value.length > 120 || !STORY_SLUG.test(value))
    return 'Lower-case letters, digits and dashes, e.g. ev-open-weekend'
  const index = relationId((data as StoryData).index)
  if (index === undefined) return true
  const [stories, pages] = await Promise.all([
    req.payload.count({
      collection: 'stories',
      where: {
        and: [{ index: { equals: index } }, { slug: { equals: value } }, ...(id ? [{ id: { not_equals: id } }] : [])],
      },
      req,
    }),
    req.payload.count({
      collection: 'pages',
      where: { and: [{ parent: { equals: index } }, { slug: { equals: value } }] },
      req,
    }),
  ])
  if (stories.totalDocs > 0) return 'Another story of this index has this slug'
  if (pages.totalDocs > 0) return 'A page under the index has this slug'
  return true
}

/** Tags of the story's own site only. */
const validateTags: Validate = async (value, { data, req }) => {
  const ids = (Array.isArray(value) ? value : []).map(relationId).filter((x): x is number => x !== undefined)
  if (ids.length === 0) return true
  const site = relationId((data as StoryData).site)
  const found = await req.payload.count({
    collection: 'tags',
    where: { and: [{ id: { in: ids } }, { site: { equals: site } }] },
    req,
  })
  return found.totalDocs === new Set(ids).size ? true : 'Tags of the story’s own site'
}

/**
 * A story (spec 1 section 3, Story page): listed on its index page's stories list and read at
 * `{index path}/{slug}` through the index's wildcard page `{index}/*` (the storyArticle block).
 * Drafts, scheduled publishing and live preview work as for pages.
 */
export const Stories: CollectionConfig = {
  slug: 'stories',
  labels: { singular: 'Story', plural: 'Stories' },
  access: {
    read: ({ req }) => (req.user ? true : { _status: { equals: 'published' } }),
  },
  admin: {
    useAsTitle: 'title',
    group: 'Stories',
    defaultColumns: ['title', 'date', 'index', 'site', '_status'],
    listSearchableFields: ['title', 'slug'],
    livePreview: { url: ({ data, locale, req }) => previewUrl(req, data as StoryData, locale?.code) },
    preview: (data, { locale, req }) => previewUrl(req, data as StoryData, locale),
  },
  versions: { drafts: { autosave: { interval: 400 }, schedulePublish: true }, maxPerDoc: 30 },
  hooks: {
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        if (!req.context?.disableRevalidate) expireTags(req, await storyChangeTagsFor(req, doc, previousDoc))
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        if (!req.context?.disableRevalidate) expireTags(req, await storyChangeTagsFor(req, undefined, doc))
        return doc
      },
    ],
  },
  indexes: [{ fields: ['index', 'slug'], unique: true }],
  defaultSort: '-date',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'premble',
      label: 'Preamble',
      type: 'textarea',
      localized: true,
      admin: { description: 'The introduction: on the card and at the top of the article' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText', localized: true, editor: contentEditor },
    {
      name: 'site',
      type: 'relationship',
      relationTo: 'sites',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'index',
      label: 'Stories index page',
      type: 'relationship',
      relationTo: 'pages',
      required: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'The page with the stories list; the story is read at its path plus the slug',
      },
      filterOptions: ({ data }) => ({ site: { equals: relationId(data?.site) } }),
      validate: validateIndex,
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      admin: { position: 'sidebar', description: 'One path segment, e.g. ev-open-weekend' },
      validate: validateSlug,
    },
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'The publish date shown and ordered by',
      },
    },
    { name: 'author', type: 'relationship', relationTo: 'authors', admin: { position: 'sidebar' } },
    {
      name: 'tags',
      type: 'relationship',
      relationTo: 'tags',
      hasMany: true,
      admin: { position: 'sidebar' },
      filterOptions: ({ data }) => ({ site: { equals: relationId(data?.site) } }),
      validate: validateTags,
    },
  ],
}
