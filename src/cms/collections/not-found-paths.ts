import type { CollectionConfig } from 'payload'
import { loggedIn } from '../access'

/**
 * The paths visitors asked for that no page answered, per site, with how often and when last
 * (issue 20, beyond the spec): where old links still arrive, each a click from a redirect rule.
 * Written only by the server (POST /api/tracking/not-found); staff read and delete.
 */
export const NotFoundPaths: CollectionConfig = {
  slug: 'not-found-paths',
  labels: { singular: 'Missing path', plural: '404 log' },
  access: { read: loggedIn, create: () => false, update: () => false, delete: loggedIn },
  admin: {
    useAsTitle: 'path',
    group: 'Content',
    defaultColumns: ['path', 'hits', 'lastSeenAt', 'site', 'createRedirect'],
    listSearchableFields: ['path'],
    description: 'Paths that answered 404, most recent first. "Create redirect" starts a rule for one.',
  },
  defaultSort: '-lastSeenAt',
  indexes: [{ fields: ['site', 'path'], unique: true }],
  fields: [
    { name: 'site', type: 'relationship', relationTo: 'sites', required: true, index: true },
    { name: 'path', type: 'text', required: true },
    { name: 'hits', type: 'number', required: true, defaultValue: 1 },
    { name: 'lastSeenAt', label: 'Last seen', type: 'date', required: true, index: true },
    {
      name: 'createRedirect',
      label: 'Redirect',
      type: 'ui',
      admin: { components: { Cell: '/cms/admin/redirects/CreateRedirectCell#CreateRedirectCell' } },
    },
  ],
}
