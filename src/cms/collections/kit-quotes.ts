import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'
import { LEAD_STATUSES, retriedState } from '@/modules/forms/outbox'
import { kitQuoteFromDoc, type KitQuoteDoc } from '@/modules/kits/quote-store'
import { loggedIn } from '../access'
import { leadStateData, locked } from './leads'

/**
 * Quotes the kits tool sent (issue 23): stored before they go to the dealer system (Automaster)
 * through the delivery queue, with the quote id as its idempotency key. Staff read them and their
 * delivery state in the admin; the only change they can make is "send again".
 */

const sendAgain: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'update' || doc.retry !== true) return doc
  const quote = kitQuoteFromDoc(doc as KitQuoteDoc)
  const next = retriedState(quote, new Date())
  const updated = await req.payload.db.updateOne({
    collection: 'kitQuotes',
    where: {
      and: [{ id: { equals: doc.id } }, { status: { equals: quote.status } }, { attempts: { equals: quote.attempts } }],
    },
    data: { retry: false, ...(next ? leadStateData(next) : {}) },
    options: { atomic: true },
    req,
  })
  return updated ?? { ...doc, retry: false }
}

export const KitQuotes: CollectionConfig = {
  slug: 'kitQuotes',
  labels: { singular: 'Kit quote', plural: 'Kit quotes' },
  access: { read: loggedIn, create: () => false, update: loggedIn, delete: () => false },
  admin: {
    useAsTitle: 'transactionId',
    group: 'Leads',
    defaultColumns: ['createdAt', 'transactionId', 'dealer', 'total', 'status', 'attempts', 'lastError'],
    listSearchableFields: ['transactionId', 'dealer', 'user', 'auto'],
    description: 'Accessory-kit quotes from the kits tool, each sent to the dealer system (AUTOMASTER_URL).',
  },
  defaultSort: '-createdAt',
  hooks: { afterChange: [sendAgain] },
  fields: [
    {
      type: 'row',
      fields: [
        locked({
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          // The queue asks for due quotes by status; a compound index would clash with the leads' name.
          index: true,
          options: [...LEAD_STATUSES],
        }),
        locked({ name: 'attempts', type: 'number', required: true, defaultValue: 0, min: 0 }),
        locked({ name: 'nextAttemptAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }),
        locked({ name: 'deliveredAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }),
      ],
    },
    locked({ name: 'lastError', type: 'textarea' }),
    {
      name: 'retry',
      label: 'Send again',
      type: 'checkbox',
      defaultValue: false,
      admin: { condition: (data) => data?.status === 'failed' || data?.status === 'pending' },
    },
    locked({
      name: 'quoteKey',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'Transaction and cart: the same cart sent again is this quote' },
    }),
    {
      type: 'row',
      fields: [
        locked({ name: 'site', type: 'text', required: true }),
        locked({ name: 'user', type: 'text', required: true }),
        locked({ name: 'dealer', type: 'text', required: true, index: true }),
        locked({ name: 'unit', type: 'text', required: true }),
        locked({ name: 'transactionId', type: 'text', required: true, index: true }),
        locked({ name: 'auto', type: 'text', required: true }),
      ],
    },
    locked({ name: 'lines', type: 'json', required: true, admin: { description: 'Kits with server-side prices' } }),
    {
      type: 'row',
      fields: [
        locked({ name: 'net', type: 'number', required: true }),
        locked({ name: 'tax', type: 'number', required: true }),
        locked({ name: 'total', type: 'number', required: true }),
        locked({ name: 'currency', type: 'text', required: true }),
      ],
    },
  ],
}
