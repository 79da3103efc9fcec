import type { CollectionConfig } from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { TAG_KEY } from '@/modules/stories/types'
import { revalidateOnChange } from '../hooks/revalidate'
import { siteNameOf } from '../relations'

type TagDoc = { site: unknown }

// The chips of a site's story lists, and every card and article showing a tag, read the site's tags.
const revalidate = revalidateOnChange<TagDoc>(async (doc, previous, req) => {
  const names = new Set<string>()
  for (const site of [doc.site, previous?.site]) {
    const name = site === undefined ? undefined : await siteNameOf(req, site)
    if (name) names.add(name)
  }
  return [...names].map(cacheTags.storyTags)
})

/** A story tag of one site (spec 1 section 3, Tag): its key in addresses (`?tag=`), its text per language. */
export const Tags: CollectionConfig = {
  slug: 'tags',
  access: { read: () => true },
  admin: {
    useAsTitle: 'value',
    group: 'Stories',
    defaultColumns: ['value', 'key', 'site'],
    listSearchableFields: ['key'],
  },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  indexes: [{ fields: ['site', 'key'], unique: true }],
  fields: [
    { name: 'site', type: 'relationship', relationTo: 'sites', required: true, index: true },
    {
      name: 'key',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'In addresses: /news?tag=electric. Lower-case letters, digits and dashes.' },
      validate: (value: unknown) =>
        typeof value === 'string' && value.length <= 60 && TAG_KEY.test(value)
          ? true
          : 'Lower-case letters, digits and dashes (e.g. company-news)',
    },
    { name: 'value', type: 'text', required: true, localized: true, admin: { description: 'The chip text' } },
  ],
}
