import type { Block, Field } from 'payload'
import { SOCIAL_NETWORKS, SOCIAL_NETWORK_NAMES } from '@/modules/content/footer'
import { imageField } from '../fields/image'
import { linkField, linkFields } from '../fields/link'

// InfoField1 and InfoField2 of the spec: a heading and a text each. Phone numbers and e-mail
// addresses in the text become links that copy to the clipboard.
function infoField(name: string, label: string): Field {
  return {
    name,
    label,
    type: 'group',
    fields: [
      { name: 'heading', type: 'text' },
      { name: 'text', type: 'textarea' },
    ],
  }
}

export const footerBlock: Block = {
  slug: 'footer',
  interfaceName: 'FooterBlock',
  labels: { singular: 'Footer', plural: 'Footers' },
  fields: [
    {
      name: 'columns',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        { name: 'links', label: 'Items', type: 'array', fields: linkFields() },
      ],
    },
    { name: 'showBrands', type: 'checkbox', defaultValue: true },
    { name: 'brandsHeading', type: 'text' },
    {
      name: 'brands',
      type: 'array',
      admin: {
        description: 'Each logo links to the car list filtered on the brand name. Brands without a logo are not shown.',
      },
      fields: [
        { name: 'name', type: 'text', required: true },
        imageField('logo'),
        { ...imageField('logoBlackAndWhite'), label: 'Logo (black and white)' },
      ],
    },
    {
      name: 'socialLinks',
      type: 'array',
      admin: { description: 'Links without an icon are not shown.' },
      fields: [
        {
          name: 'icon',
          type: 'select',
          options: SOCIAL_NETWORKS.map((value) => ({ value, label: SOCIAL_NETWORK_NAMES[value] })),
        },
        {
          name: 'url',
          type: 'text',
          required: true,
          validate: (value: unknown) =>
            value == null || value === '' || (typeof value === 'string' && /^https?:\/\//.test(value))
              ? true
              : 'A social link starts with http:// or https://',
        },
      ],
    },
    linkField('highlightedLink'),
    infoField('infoField1', 'Info field 1'),
    infoField('infoField2', 'Info field 2'),
    {
      name: 'infoFieldOneChildFullWidth',
      label: 'A single info field spans the full width',
      type: 'checkbox',
      defaultValue: false,
    },
  ],
}
