import type { Block } from 'payload'
import { imageField } from '../fields/image'
import { linkField } from '../fields/link'

/** A grid of car model cards (spec 1 section 3: Title, Text, Image, Link, IsCampaign, Campaign, Label1-4). */
export const carModelCardBlock: Block = {
  slug: 'carModelCard',
  interfaceName: 'CarModelCardBlock',
  labels: { singular: 'Car model cards', plural: 'Car model cards' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        imageField(),
        linkField(),
        { name: 'isCampaign', type: 'checkbox', defaultValue: false },
        {
          name: 'campaign',
          type: 'text',
          admin: { condition: (_, s) => Boolean(s?.isCampaign), description: 'Campaign badge, e.g. "Kampanj"' },
        },
        {
          name: 'labels',
          type: 'array',
          maxRows: 4,
          admin: { description: 'Label1-4 with their values, e.g. Räckvidd: 475 km' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'value', type: 'text', required: true },
              ],
            },
          ],
        },
      ],
    },
  ],
}
