import type { CollectionConfig } from 'payload'
import { languageOptions } from '../fields/language'
import { cacheTags } from '@/lib/cache-tags'
import { revalidateOnChange } from '../hooks/revalidate'
import { siteNameOf } from '../relations'

type EntryDoc = { site: unknown; language: string }

const revalidate = revalidateOnChange<EntryDoc>(async (doc, _prev, req) => {
  const site = await siteNameOf(req, doc.site)
  return site ? [cacheTags.dictionary(site, doc.language)] : []
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
      options: languageOptions,
    },
    { name: 'key', type: 'text', required: true, index: true },
    { name: 'value', type: 'textarea', required: true },
  ],
}
