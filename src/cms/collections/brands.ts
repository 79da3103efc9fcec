import type { CollectionConfig } from 'payload'
import { brandChangeTags } from '../hooks/brand-tags'
import { revalidateOnChange } from '../hooks/revalidate'

const revalidate = revalidateOnChange(brandChangeTags)

/**
 * The brands dealer departments sell and service, by the dealer systems' brand code (VO, MB,
 * MB_TR, FI_TR, ...), with the logos the dealer pages show: in colour, and black and white for
 * dark or monochrome places. A code without a logo shows no logo (spec 2 section 2.7).
 */
export const Brands: CollectionConfig = {
  slug: 'brands',
  access: { read: () => true },
  admin: {
    useAsTitle: 'name',
    group: 'Content',
    defaultColumns: ['brandCode', 'name', 'logo', 'updatedAt'],
    listSearchableFields: ['brandCode', 'name'],
  },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    {
      name: 'brandCode',
      label: 'Brand code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: "The dealer system's code, e.g. VO, MB or MB_TR (sub-brands carry an underscore)" },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[A-Z0-9]+(?:_[A-Z0-9]+)*$/.test(value)
          ? true
          : 'Capital letters and digits, sub-brands joined with an underscore (MB_TR)',
    },
    { name: 'name', type: 'text', required: true },
    { name: 'logo', type: 'upload', relationTo: 'media', admin: { description: 'The logo in colour' } },
    {
      name: 'logoBlackAndWhite',
      label: 'Logo (black and white)',
      type: 'upload',
      relationTo: 'media',
    },
  ],
}
