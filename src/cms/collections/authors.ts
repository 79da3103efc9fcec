import type { CollectionConfig } from 'payload'
import { findAuthorUsageTags } from '../hooks/story-tags'
import { revalidateOnChange } from '../hooks/revalidate'

// The articles (and feeds, API pages) of the author's stories show the name.
const revalidate = revalidateOnChange<{ id: number }>((doc, _previous, req) =>
  req.context?.disableRevalidate ? [] : findAuthorUsageTags(req, doc.id),
)

/** Who wrote a story: shown in the article's publish info and in the feeds. */
export const Authors: CollectionConfig = {
  slug: 'authors',
  access: { read: () => true },
  admin: { useAsTitle: 'name', group: 'Stories', defaultColumns: ['name', 'role'] },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'role', type: 'text', localized: true, admin: { description: 'e.g. Service manager, Oslo' } },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
