import type { UploadField } from 'payload'

export function imageField(name = 'image', options: { required?: boolean } = {}): UploadField {
  return { name, type: 'upload', relationTo: 'media', required: options.required }
}
