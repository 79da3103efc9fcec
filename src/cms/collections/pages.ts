import type { CollectionBeforeChangeHook, CollectionConfig, PayloadRequest } from 'payload'
import { BRAND_THEMES } from '@/modules/themes/themes'
import { isValidSlug, joinPagePath, normaliseSlug } from '@/modules/content/page-path'
import { KNOWN_LANGS } from '@/modules/sites/locale'
import { footerBlocks, headerBlocks, mainBlocks } from '../blocks'
import { pageChangeTags, type PageDoc } from '../hooks/page-tags'
import { expireTags } from '../hooks/revalidate'
import { livePreviewUrl } from '../live-preview'
import { relationId, siteNameOf } from '../relations'
import { validateLinkUrl } from '../fields/link'

const setPath: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const parentId = relationId(data.parent ?? originalDoc?.parent)
  let parentPath: string | undefined
  if (parentId != null) {
    const parent = await req.payload.findByID({ collection: 'pages', id: parentId, depth: 0, draft: true, req })
    parentPath = parent.path ?? undefined
  }
  const slug = normaliseSlug(data.slug ?? originalDoc?.slug)
  // The item name is language-neutral, so every editor sees the same name whatever locale they edit in.
  const name = data.name || originalDoc?.name || data.title
  return { ...data, name, slug, path: joinPagePath(parentPath, slug) }
}

/** Children keep their path in step with a moved or renamed parent. */
async function resaveChildren(req: PayloadRequest, doc: { id: number }) {
  const children = await req.payload.find({
    collection: 'pages',
    where: { parent: { equals: doc.id } },
    depth: 0,
    limit: 1000,
    draft: true,
    req,
  })
  for (const child of children.docs) {
    await req.payload.update({
      collection: 'pages',
      id: child.id,
      data: { parent: doc.id },
      depth: 0,
      req,
      context: req.context,
    })
  }
}

export const Pages: CollectionConfig = {
  slug: 'pages',
  access: {
    read: ({ req }) => (req.user ? true : { _status: { equals: 'published' } }),
  },
  admin: {
    useAsTitle: 'name',
    group: 'Content',
    defaultColumns: ['name', 'path', 'site', '_status', 'updatedAt'],
    listSearchableFields: ['name', 'title', 'path'],
    livePreview: { url: ({ data, locale, req }) => livePreviewUrl(req, data, locale?.code) },
    preview: (data, { locale, req }) => livePreviewUrl(req, data, locale),
  },
  versions: { drafts: { autosave: { interval: 400 }, schedulePublish: true }, maxPerDoc: 30 },
  hooks: {
    beforeChange: [setPath],
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        const name = await siteNameOf(req, doc.site)
        if (name) expireTags(req, pageChangeTags(name, doc as PageDoc, previousDoc as PageDoc | undefined, KNOWN_LANGS))
        if (previousDoc?.path && previousDoc.path !== doc.path) await resaveChildren(req, doc)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        const name = await siteNameOf(req, doc.site)
        if (name) expireTags(req, pageChangeTags(name, undefined, doc as PageDoc, KNOWN_LANGS))
        return doc
      },
    ],
  },
  indexes: [{ fields: ['site', 'path'], unique: true }],
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'name',
      type: 'text',
      index: true,
      admin: { position: 'sidebar', description: 'Item name in the CMS (all languages); defaults to the first title' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Header',
          fields: [
            {
              name: 'header',
              type: 'blocks',
              blocks: headerBlocks,
              localized: true,
              admin: { description: 'Empty: the nearest ancestor page’s header is used' },
            },
          ],
        },
        { label: 'Main', fields: [{ name: 'main', type: 'blocks', blocks: mainBlocks, localized: true }] },
        {
          label: 'Footer',
          fields: [
            {
              name: 'footer',
              type: 'blocks',
              blocks: footerBlocks,
              localized: true,
              admin: { description: 'Empty: the nearest ancestor page’s footer is used' },
            },
          ],
        },
        {
          label: 'Navigation',
          description: 'How the page appears in the site navigation, which is built from the page tree',
          fields: [
            {
              name: 'navigationTitle',
              type: 'text',
              localized: true,
              admin: { description: 'The menu text; the page title when empty' },
            },
            {
              name: 'hideInNavigation',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Leave the page (and the pages below it) out of the menu' },
            },
            {
              name: 'isNavigableInMenuWhenItHasChildren',
              type: 'checkbox',
              defaultValue: false,
              admin: {
                description: 'A menu entry with sub-pages only opens its group; tick to also offer a link to this page',
              },
            },
            {
              name: 'externalLink',
              type: 'group',
              admin: { description: 'The menu entry links here instead of to the page' },
              fields: [
                { name: 'href', type: 'text', validate: validateLinkUrl },
                {
                  name: 'linktype',
                  type: 'select',
                  defaultValue: 'internal',
                  options: ['internal', 'external'],
                  admin: { description: 'External links open in a new tab' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'posInMenu',
                  type: 'number',
                  admin: { description: 'Order among the top-level menu entries (low first)' },
                },
                {
                  name: 'orderInDropdown',
                  type: 'number',
                  admin: { description: 'Order inside its parent’s dropdown (low first)' },
                },
              ],
            },
          ],
        },
        {
          label: 'SEO',
          fields: [
            { name: 'metaTitle', type: 'text', localized: true },
            { name: 'navTitle', type: 'text', localized: true },
            { name: 'metaDescription', type: 'textarea', localized: true },
            { name: 'ogDescription', type: 'textarea', localized: true },
            { name: 'ogImage', type: 'upload', relationTo: 'media' },
            { name: 'canonicalURL', type: 'text' },
            {
              name: 'noIndex',
              label: 'Hide from search engines',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Ask search engines not to index the page and leave it out of the sitemap' },
            },
          ],
        },
      ],
    },
    {
      name: 'site',
      type: 'relationship',
      relationTo: 'sites',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'pages',
      admin: { position: 'sidebar' },
      filterOptions: ({ data, id }) => ({
        site: { equals: relationId(data?.site) },
        ...(id ? { id: { not_equals: id } } : {}),
      }),
    },
    {
      name: 'slug',
      type: 'text',
      index: true,
      admin: {
        position: 'sidebar',
        description: 'One path segment; empty for the home page; * for a wildcard page (the car detail page)',
      },
      validate: (v: unknown) =>
        isValidSlug(normaliseSlug(v as string))
          ? true
          : 'Lower-case letters, digits and dashes, or * for a wildcard page',
    },
    { name: 'path', type: 'text', index: true, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'itemId',
      type: 'text',
      admin: { position: 'sidebar', description: 'Content item id; page views are tracked for pages that have one' },
      hooks: {
        beforeChange: [
          ({ value, operation }) =>
            value || (operation === 'create' ? `{${crypto.randomUUID().toUpperCase()}}` : value),
        ],
      },
    },
    {
      name: 'brandDesign',
      label: 'BrandDesign',
      type: 'select',
      options: [...BRAND_THEMES],
      admin: { position: 'sidebar', description: "Overrides the site's brand theme" },
    },
    { name: 'gtmID', label: 'GTM id', type: 'text', admin: { position: 'sidebar' } },
  ],
}
