import type { CollectionConfig } from 'payload'
import { LANGUAGES } from '@data/seed-types'
import { cacheTags } from '@/lib/cache-tags'
import { revalidateOnChange } from '../hooks/revalidate'

type EntryDoc = { site: number | { name: string }; language: string }

const revalidate = revalidateOnChange<EntryDoc>(async (doc, _prev, req) => {
  const site =
    typeof doc.site === 'object'
      ? doc.site
      : await req.payload.findByID({ collection: 'sites', id: doc.site, depth: 0, req })
  return [cacheTags.dictionary(site.name, doc.language)]
})

/** One translated text of one site in one language; renderers read them through `t(key)`. */
export const DictionaryEntries: CollectionConfig = {
  slug: 'dictionary',
  labels: { singular: 'Dictionary entry', plural: 'Dictionary' },
  access: { read: () => true },
  admin: {
    useAsTitle: 'key',
    group: 'Sites',
    defaultColumns: ['key', 'value', 'language', 'site'],
    listSearchableFields: ['key', 'value'],
  },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  indexes: [{ fields: ['site', 'language', 'key'], unique: true }],
  fields: [
    { name: 'site', type: 'relationship', relationTo: 'sites', required: true, index: true },
    {
      name: 'language',
      type: 'select',
      required: true,
      options: Object.entries(LANGUAGES).map(([value, l]) => ({ label: l.englishName, value })),
    },
    { name: 'key', type: 'text', required: true, index: true },
    { name: 'value', type: 'textarea', required: true },
  ],
}
