import type { Field, GroupField } from 'payload'

/** A label + URL pair; URLs are site-relative paths ('/kop-bil') or absolute http(s) links. */
export function linkField(name = 'link', options: { required?: boolean; localized?: boolean } = {}): GroupField {
  return {
    name,
    type: 'group',
    fields: [
      { name: 'label', type: 'text', required: options.required, localized: options.localized },
      { name: 'url', type: 'text', required: options.required, validate: validateLinkUrl },
    ],
  }
}

export function linkFields(options: { localized?: boolean } = {}): Field[] {
  return [
    { name: 'label', type: 'text', required: true, localized: options.localized },
    { name: 'url', type: 'text', required: true, validate: validateLinkUrl },
  ]
}

export function validateLinkUrl(value: unknown): true | string {
  if (value == null || value === '') return true
  if (typeof value !== 'string') return 'Enter a link'
  if (/^(\/|#|https?:\/\/|mailto:|tel:)/.test(value)) return true
  return 'A link starts with /, #, http(s)://, mailto: or tel:'
}
