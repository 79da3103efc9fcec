import type { FieldAccess, TextField } from 'payload'

/**
 * Only a signed-in CMS user (every one of them is an administrator today) reads a secret; the
 * public REST and GraphQL APIs, and the populated copies of a document in other documents, leave
 * the field out. The server reads it through the local API, which is not restricted.
 */
export const staffOnly: FieldAccess = ({ req }) => req.user?.collection === 'users'

/**
 * A text field holding a key or password the server uses (never a browser). Every such field is
 * made with this factory, so none is readable anonymously by mistake.
 */
export function secretField(name: string, options: { label: string; description: string }): TextField {
  return {
    name,
    type: 'text',
    label: options.label,
    access: { read: staffOnly },
    admin: { description: options.description },
  }
}
