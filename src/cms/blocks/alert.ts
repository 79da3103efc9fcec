import type { Block } from 'payload'
import { ALERT_ICONS, ALERT_TYPES } from '@/modules/content/alert'

/**
 * The alert strip above the navigation (spec 1 sections 2.4 and 4). Shown only when enabled,
 * with a type, and with a title or text; visitors may dismiss it for a day unless it is a Warning.
 */
export const alertBlock: Block = {
  slug: 'alert',
  interfaceName: 'AlertBlock',
  labels: { singular: 'Alert strip', plural: 'Alert strips' },
  fields: [
    {
      name: 'enabled',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Untick to take the strip down without deleting its text.' },
    },
    {
      name: 'type',
      type: 'select',
      options: ALERT_TYPES.map((value) => ({ label: value, value })),
      admin: {
        description: 'The colour scheme. Warning cannot be dismissed by visitors; without a type nothing shows.',
      },
    },
    { name: 'title', type: 'text' },
    { name: 'text', type: 'textarea' },
    {
      name: 'icon',
      type: 'select',
      options: ALERT_ICONS.map((value) => ({ label: value === 'CampaignAlert' ? 'Campaign' : 'Warning', value })),
    },
  ],
}
