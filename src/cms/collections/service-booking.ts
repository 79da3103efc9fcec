import type { CollectionAfterChangeHook, CollectionConfig, Field, FieldAccess } from 'payload'
import { loggedIn } from '../access'

/**
 * The service-booking scheduler's collections (issue 21; the embedded workshop scheduler,
 * providers/workshop): workshop settings per Workshop department, bookings, the slot claims that
 * hold a booking's place under a unique index, and the booking messages outbox (confirmation,
 * cancellation and reminder e-mails, bookings forwarded to the upstream scheduler).
 */

const never: FieldAccess = () => false
const locked = <F extends Field>(field: F): F =>
  ({ ...field, access: { update: never }, admin: { ...field.admin, readOnly: true } }) as F

export const SERVICE_BOOKING_STATUSES = ['claiming', 'confirmed', 'requested', 'cancelled', 'rejected'] as const

export const ServiceBookingWorkshops: CollectionConfig = {
  slug: 'service-booking-workshops',
  labels: { singular: 'Service booking workshop', plural: 'Service booking workshops' },
  access: { read: loggedIn, create: loggedIn, update: loggedIn, delete: loggedIn },
  admin: {
    useAsTitle: 'siteName',
    group: 'Service booking',
    defaultColumns: ['siteName', 'departmentId', 'capacity', 'slotMinutes', 'fullDayPlaces'],
    description:
      'Online service booking per Workshop department: bookings per time slot, slot length, full-day places and closed periods. ' +
      'Opening hours, holidays and vacations come from the dealer site.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'departmentId',
          type: 'text',
          required: true,
          unique: true,
          admin: { description: 'The department ERP id.' },
        },
        { name: 'siteId', type: 'text', required: true, index: true },
        { name: 'siteName', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'capacity',
          type: 'number',
          required: true,
          min: 0,
          max: 50,
          defaultValue: 1,
          admin: { description: 'Bookings per time slot.' },
        },
        { name: 'slotMinutes', type: 'number', required: true, min: 15, max: 480, defaultValue: 60 },
        { name: 'fullDayPlaces', type: 'number', required: true, min: 0, max: 50, defaultValue: 1 },
      ],
    },
    {
      name: 'closedPeriods',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'from', type: 'text', required: true, admin: { description: 'YYYY-MM-DD' } },
            { name: 'to', type: 'text', required: true, admin: { description: 'YYYY-MM-DD' } },
            { name: 'title', type: 'text' },
          ],
        },
      ],
    },
  ],
}

/** Staff cancel a booking by setting its status: the slot is freed and the customer told. */
const cancelledByStaff: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'cancelled' || previousDoc?.status === 'cancelled') return doc
  const { afterStaffCancel } = await import('@/providers/workshop/staff-cancel')
  await afterStaffCancel(req.payload, String(doc.id), req)
  return doc
}

export const ServiceBookings: CollectionConfig = {
  slug: 'service-bookings',
  labels: { singular: 'Service booking', plural: 'Service bookings' },
  access: { read: loggedIn, create: () => false, update: loggedIn, delete: () => false },
  admin: {
    useAsTitle: 'registrationNumber',
    group: 'Service booking',
    defaultColumns: ['timeSlot', 'registrationNumber', 'siteName', 'status', 'createdAt'],
    listSearchableFields: ['registrationNumber', 'departmentId', 'email'],
    description:
      'Workshop bookings from the service booking page. Set the status to cancelled to cancel: the time is freed and the customer gets an e-mail.',
  },
  defaultSort: '-createdAt',
  hooks: { afterChange: [cancelledByStaff] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'claiming',
          index: true,
          options: SERVICE_BOOKING_STATUSES.map((value) => ({ label: value, value })),
        },
        locked({ name: 'timeSlot', type: 'text', required: true, index: true }),
        locked({ name: 'isFullDay', type: 'checkbox', defaultValue: false }),
      ],
    },
    {
      type: 'row',
      fields: [
        locked({ name: 'departmentId', type: 'text', required: true, index: true }),
        locked({ name: 'siteName', type: 'text' }),
        locked({ name: 'registrationNumber', type: 'text', required: true }),
      ],
    },
    locked({ name: 'idempotencyKey', type: 'text', required: true, unique: true }),
    locked({ name: 'version', type: 'number', required: true, defaultValue: 1 }),
    locked({ name: 'upstreamId', type: 'text' }),
    locked({
      name: 'origin',
      type: 'text',
      admin: { description: 'The site address the booking was made on (for the links in e-mails).' },
    }),
    {
      type: 'row',
      fields: [
        locked({ name: 'firstName', type: 'text', required: true }),
        locked({ name: 'lastName', type: 'text', required: true }),
        locked({ name: 'phone', type: 'text', required: true }),
        locked({ name: 'email', type: 'text', required: true }),
      ],
    },
    locked({ name: 'freeText', type: 'text' }),
    locked({ name: 'mileage', type: 'number' }),
    locked({ name: 'car', type: 'json' }),
    locked({ name: 'services', type: 'json', required: true }),
    locked({ name: 'total', type: 'number' }),
    locked({ name: 'durationMinutes', type: 'number' }),
  ],
}

/** One taken place of a slot: `{departmentId}|{date}|{HH:mm or day}|{seat}`, unique. */
export const ServiceBookingClaims: CollectionConfig = {
  slug: 'service-booking-claims',
  labels: { singular: 'Service booking slot claim', plural: 'Service booking slot claims' },
  access: { read: loggedIn, create: () => false, update: () => false, delete: () => false },
  admin: { group: 'Service booking', hidden: true },
  indexes: [{ fields: ['departmentId', 'date'] }],
  fields: [
    { name: 'claimKey', type: 'text', required: true, unique: true },
    { name: 'departmentId', type: 'text', required: true },
    { name: 'date', type: 'text', required: true },
    { name: 'time', type: 'text', required: true },
    { name: 'booking', type: 'text', required: true, index: true },
  ],
}

export const SERVICE_BOOKING_MESSAGE_KINDS = [
  'confirmation',
  'cancellation',
  'reschedule',
  'reminder',
  'upstream',
] as const

export const ServiceBookingMessages: CollectionConfig = {
  slug: 'service-booking-messages',
  labels: { singular: 'Service booking message', plural: 'Service booking messages' },
  access: { read: loggedIn, create: () => false, update: () => false, delete: () => false },
  admin: {
    group: 'Service booking',
    defaultColumns: ['createdAt', 'kind', 'booking', 'status', 'attempts', 'nextAttemptAt', 'lastError'],
    description: 'E-mails to customers and bookings sent on to the workshop system, retried until they go through.',
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['status', 'nextAttemptAt'] }],
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: SERVICE_BOOKING_MESSAGE_KINDS.map((value) => ({ label: value, value })),
    },
    { name: 'booking', type: 'text', required: true, index: true },
    { name: 'idempotencyKey', type: 'text', required: true, unique: true },
    { name: 'bookingVersion', type: 'number', required: true, defaultValue: 1 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: ['pending', 'delivering', 'delivered', 'failed', 'skipped'].map((value) => ({ label: value, value })),
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'nextAttemptAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastError', type: 'text' },
    { name: 'deliveredAt', type: 'date' },
  ],
}
