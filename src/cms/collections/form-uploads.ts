import type { CollectionConfig } from 'payload'
import { env } from '@/lib/env'
import { loggedIn } from '../access'

/**
 * Photos visitors send with the sell-car form (issue 23 item 5), at most 6 per submission. They
 * arrive through POST /api/forms/uploads, which re-encodes each one (EXIF, GPS position
 * included, is dropped); only staff can list or open them: the REST API and the file URLs ask
 * for a login, and nobody creates one through the API.
 */
export const FormUploads: CollectionConfig = {
  slug: 'formUploads',
  labels: { singular: 'Form photo', plural: 'Form photos' },
  access: { read: loggedIn, create: () => false, update: () => false, delete: loggedIn },
  admin: { group: 'Leads', defaultColumns: ['filename', 'formSubmissionId', 'createdAt'] },
  upload: { staticDir: env().formUploadsDir, mimeTypes: ['image/jpeg'] },
  fields: [
    {
      name: 'formSubmissionId',
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true, description: 'The submission (lead) the photo was sent with' },
    },
  ],
}
