import type { CollectionConfig } from 'payload'
import { loggedIn } from '../../access'
import { locked, TIREHOTEL_GROUP } from './records'

/**
 * SMS written before anything is answered: one-time codes, booking notices and season
 * reminders. Delivered to SMS_URL when set; staff read them here. A code's body is redacted once
 * the code has expired.
 */
export const SmsOutbox: CollectionConfig = {
  slug: 'sms-outbox',
  labels: { singular: 'SMS', plural: 'SMS-utkorg' },
  access: { read: loggedIn, create: () => false, update: () => false, delete: loggedIn },
  admin: {
    group: TIREHOTEL_GROUP,
    useAsTitle: 'to',
    defaultColumns: ['createdAt', 'to', 'kind', 'status', 'body'],
  },
  defaultSort: '-createdAt',
  fields: [
    locked({ name: 'to', type: 'text', required: true, index: true }),
    locked({ name: 'body', type: 'textarea', required: true }),
    locked({
      name: 'kind',
      type: 'select',
      required: true,
      options: ['code', 'booking', 'reminder'],
    }),
    locked({
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: ['pending', 'sent', 'failed', 'logged'],
    }),
    locked({ name: 'attempts', type: 'number', defaultValue: 0 }),
    locked({ name: 'expiresAt', type: 'date', index: true }),
    locked({ name: 'redacted', type: 'checkbox', defaultValue: false }),
  ],
}
