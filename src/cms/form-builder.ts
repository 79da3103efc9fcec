import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import { cacheTags } from '@/lib/cache-tags'
import { loggedIn } from './access'
import { revalidateOnChange } from './hooks/revalidate'

const never = () => false

/**
 * Forms editors build in the CMS (issue 23 item 7), placed on pages with the embeddedForm block.
 * Pages render a form on the server from its definition, and visitors send it through
 * POST /api/forms/submit (schema from the fields, limiter, spam trap, a lead via the outbox), so
 * the plugin's own REST endpoints are closed to the public: nobody lists the forms' notification
 * settings, and no submission is created without those checks.
 */
export const formBuilder = formBuilderPlugin({
  fields: { payment: false, country: false, state: false, upload: false },
  redirectRelationships: ['pages'],
  formOverrides: {
    access: { read: loggedIn, create: loggedIn, update: loggedIn, delete: loggedIn },
    admin: { group: 'Leads' },
    // Pages embedding a form are cached; a change to the form re-renders them.
    hooks: (() => {
      const { afterChange, afterDelete } = revalidateOnChange<{ id: number | string }>((doc) => [
        cacheTags.form(String(doc.id)),
      ])
      return { afterChange: [afterChange], afterDelete: [afterDelete] }
    })(),
  },
  formSubmissionOverrides: {
    access: { read: loggedIn, create: never, update: never, delete: loggedIn },
    admin: { group: 'Leads' },
  },
})
