import type { CollectionConfig } from 'payload'
import { redirectRuleHooks, validateRedirectDestination, validateRedirectSource } from '../hooks/redirect-rules'
import { loggedIn } from '../access'

/**
 * A site's redirect rules (spec 3 sections 2.8 and 9.1): an old path and where it now lives.
 * The proxy answers them before any page renders; their order is the drag-and-drop order of the
 * list, and a later rule wins over an earlier one with the same source.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  orderable: true,
  access: { read: loggedIn, create: loggedIn, update: loggedIn, delete: loggedIn },
  admin: {
    useAsTitle: 'source',
    group: 'Content',
    defaultColumns: ['source', 'destination', 'permanent', 'enabled', 'site'],
    listSearchableFields: ['source', 'destination', 'note'],
    description: 'Old paths and where they now go. Rules apply within 5 seconds of saving.',
    components: { beforeListTable: ['/cms/admin/redirects/RedirectLintReport#RedirectLintReport'] },
  },
  hooks: redirectRuleHooks,
  fields: [
    { name: 'site', type: 'relationship', relationTo: 'sites', required: true, index: true },
    {
      name: 'source',
      type: 'text',
      required: true,
      admin: {
        description:
          'The old path: static segments, {name} (a segment, or its tail after a prefix: hedin-bil-{location}), {path*} (any number of segments) or {path+} (at least one)',
      },
      validate: validateRedirectSource,
    },
    {
      name: 'destination',
      type: 'text',
      required: true,
      admin: {
        description: "A path on this site or an https:// URL on its host names, using the source's {names}",
      },
      validate: validateRedirectDestination,
    },
    { name: 'permanent', type: 'checkbox', defaultValue: true },
    {
      name: 'statusCode',
      label: 'Status code',
      type: 'select',
      options: ['301', '302', '303', '307', '308'],
      admin: { description: 'Overrides the 308 (permanent) or 307 (temporary) answer' },
    },
    {
      name: 'has',
      label: 'Conditions',
      type: 'array',
      admin: { description: 'Query parameters the request must carry (no value: the key is present)' },
      fields: [
        { name: 'type', type: 'select', options: ['query'], defaultValue: 'query', required: true },
        { name: 'key', type: 'text', required: true },
        { name: 'value', type: 'text' },
      ],
    },
    {
      name: 'allLanguages',
      label: 'All languages',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: "Matches after the site's language prefix and keeps it" },
    },
    {
      name: 'onlyIfMissing',
      label: 'Only if no page answers',
      type: 'checkbox',
      defaultValue: false,
    },
    { name: 'enabled', type: 'checkbox', defaultValue: true },
    { name: 'note', type: 'textarea' },
  ],
}
