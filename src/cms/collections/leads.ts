import type { CollectionAfterChangeHook, CollectionConfig, Field, FieldAccess } from 'payload'
import {
  LEAD_STATUSES,
  retriedState,
  type DeliveryState,
  type LeadStatus,
  type StoredLead,
} from '@/modules/forms/outbox'
import type { LeadValues } from '@/modules/forms/outbox'
import { SALES_STATUSES, type SalesStatus } from '@/modules/forms/sell-car-mail'
import { SPAM_REASONS, type SpamReason } from '@/modules/forms/spam'
import { sendSellCarMail } from '@/providers/sell-car-mail'
import { loggedIn } from '../access'

/**
 * Enquiries visitors sent (spec 2 section 7.5) and their delivery to the lead hub, kept in the
 * database before any delivery is tried (see modules/forms/outbox). Staff read them in the admin;
 * nobody writes them through the API: the server stores them with the local API, and the only
 * thing staff can change is "send again" on a lead whose delivery failed.
 */

const never: FieldAccess = () => false

/** A field the server writes and staff only read. */
export const locked = <F extends Field>(field: F): F =>
  ({ ...field, access: { update: never }, admin: { ...field.admin, readOnly: true } }) as F

/** The delivery state as the database row holds it (dates as ISO strings). */
export function leadStateData(state: DeliveryState) {
  return {
    status: state.status,
    attempts: state.attempts,
    nextAttemptAt: state.nextAttemptAt?.toISOString() ?? null,
    lastError: state.lastError,
    deliveredAt: state.deliveredAt?.toISOString() ?? null,
  }
}

/** A lead document as the local API or the database adapter answers it. */
export type LeadDoc = {
  id: number | string
  formName: string
  formSubmissionId: string
  site: string
  carId?: string | null
  carTitle?: string | null
  values: unknown
  recipient?: { name?: string | null; email?: string | null; siteId?: string | null; departmentErpId?: string | null }
  status: string
  spamReason?: string | null
  fingerprint?: string | null
  attempts?: number | null
  nextAttemptAt?: string | null
  lastError?: string | null
  deliveredAt?: string | null
  createdAt: string
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null)

export function leadFromDoc(doc: LeadDoc): StoredLead {
  return {
    id: String(doc.id),
    formName: doc.formName,
    formSubmissionId: doc.formSubmissionId,
    site: doc.site,
    carId: doc.carId ?? '',
    carTitle: doc.carTitle ?? '',
    values: doc.values as LeadValues,
    recipient: {
      name: doc.recipient?.name ?? '',
      email: doc.recipient?.email ?? '',
      siteId: doc.recipient?.siteId ?? '',
      departmentErpId: doc.recipient?.departmentErpId ?? null,
    },
    fingerprint: doc.fingerprint ?? '',
    spamReason: (SPAM_REASONS as readonly (string | null | undefined)[]).includes(doc.spamReason)
      ? (doc.spamReason as SpamReason)
      : null,
    status: (LEAD_STATUSES as readonly string[]).includes(doc.status) ? (doc.status as LeadStatus) : 'pending',
    attempts: doc.attempts ?? 0,
    nextAttemptAt: dateOrNull(doc.nextAttemptAt),
    lastError: doc.lastError ?? null,
    deliveredAt: dateOrNull(doc.deliveredAt),
    createdAt: new Date(doc.createdAt),
  }
}

/**
 * "Send again": the flag is cleared at once and a failed or waiting lead is made due now, with
 * the same conditional write the outbox uses, so a delivery under way is never disturbed. The
 * poller of any instance then delivers it.
 */
const sendAgain: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'update' || doc.retry !== true) return doc
  const lead = leadFromDoc(doc as LeadDoc)
  const next = retriedState(lead, new Date())
  const updated = await req.payload.db.updateOne({
    collection: 'leads',
    where: {
      and: [{ id: { equals: doc.id } }, { status: { equals: lead.status } }, { attempts: { equals: lead.attempts } }],
    },
    data: { retry: false, ...(next ? leadStateData(next) : {}) },
    options: { atomic: true },
    req,
  })
  req.payload.logger.info({ leadId: doc.id, resent: Boolean(next && updated) }, 'lead sent again by staff')
  return updated ?? { ...doc, retry: false }
}

/**
 * Sell-car leads: when staff move a lead on (contacted, offer sent, bought, declined) the visitor
 * gets that status's mail (issue 23 item 5), once per status.
 */
const salesStatusMail: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !doc.salesStatus || doc.salesStatus === previousDoc?.salesStatus) return doc
  if (!(SALES_STATUSES as readonly string[]).includes(doc.salesStatus)) return doc
  await sendSellCarMail(req.payload, leadFromDoc(doc as LeadDoc), doc.salesStatus as SalesStatus)
  return doc
}

export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  access: {
    read: loggedIn,
    create: () => false,
    // Field access below leaves staff only the "send again" box.
    update: loggedIn,
    delete: () => false,
  },
  admin: {
    useAsTitle: 'carTitle',
    group: 'Leads',
    defaultColumns: ['createdAt', 'carTitle', 'site', 'status', 'attempts', 'nextAttemptAt', 'lastError'],
    listSearchableFields: ['formSubmissionId', 'carId', 'carTitle', 'site'],
    description:
      'Leads from the public forms (car enquiries, sell-car, Norwegian service requests, embedded forms). Each is stored before it is sent to the lead hub and retried until the hub takes it. ' +
      'Leads with the signs of a bot are kept as spam and not sent.',
  },
  defaultSort: '-createdAt',
  hooks: { afterChange: [sendAgain, salesStatusMail] },
  indexes: [{ fields: ['status', 'nextAttemptAt'] }],
  fields: [
    {
      type: 'row',
      fields: [
        locked({
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: [...LEAD_STATUSES],
        }),
        locked({ name: 'attempts', type: 'number', required: true, defaultValue: 0, min: 0 }),
        locked({
          name: 'spamReason',
          type: 'select',
          options: [
            { label: 'Hidden trap field filled', value: 'honeypot' },
            { label: 'Sent faster than a person can type', value: 'too_fast' },
            { label: 'Not sent by our form (no fill time)', value: 'no_fill_time' },
          ] satisfies { value: SpamReason; label: string }[],
          admin: { condition: (data) => Boolean(data?.spamReason) },
        }),
      ],
    },
    {
      type: 'row',
      fields: [
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
      admin: {
        description: 'Tick and save to send a failed lead, or one taken for spam by mistake, to the lead hub.',
        condition: (data) => data?.status === 'failed' || data?.status === 'pending' || data?.status === 'spam',
      },
    },
    {
      name: 'salesStatus',
      label: 'Purchase status',
      type: 'select',
      options: [
        { label: 'Contacted', value: 'contacted' },
        { label: 'Offer sent', value: 'offerSent' },
        { label: 'Bought', value: 'bought' },
        { label: 'Declined', value: 'declined' },
      ] satisfies { value: SalesStatus; label: string }[],
      admin: {
        description: 'Sell-car leads: setting a status e-mails the visitor about it.',
        condition: (data) => data?.formName === 'sell-car',
      },
    },
    locked({ name: 'site', type: 'text', required: true, index: true }),
    locked({ name: 'formName', type: 'text', required: true }),
    locked({
      name: 'formSubmissionId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Sent to the lead hub as the Idempotency-Key' },
    }),
    {
      type: 'row',
      fields: [locked({ name: 'carId', type: 'text', index: true }), locked({ name: 'carTitle', type: 'text' })],
    },
    locked({
      name: 'recipient',
      type: 'group',
      admin: { description: 'Chosen by the server from the car or the chosen dealer, never by the browser' },
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'email', type: 'email', required: true },
        { name: 'siteId', type: 'text' },
        { name: 'departmentErpId', type: 'text' },
      ],
    }),
    locked({ name: 'values', type: 'json', required: true, admin: { description: 'What the visitor sent' } }),
    // The same lead sent again within a minute is stored once (modules/forms/duplicates).
    locked({ name: 'fingerprint', type: 'text', index: true, admin: { hidden: true } }),
    locked({ name: 'duplicateKey', type: 'text', unique: true, admin: { hidden: true } }),
  ],
}
