import type { CollectionConfig } from 'payload'
import { loggedIn } from '../../access'
import { locked, TIREHOTEL_GROUP } from './records'

/**
 * What visitors do in the tyre hotel: bookings (one seat of a slot each, taken with a unique
 * index so capacity holds under any concurrency), reviews (one per booking) and one-time-code
 * challenges (hash only, attempts counted with compare-and-set).
 */

export const TireHotelBookings: CollectionConfig = {
  slug: 'tirehotel-bookings',
  labels: { singular: 'Bokning', plural: 'Bokningar' },
  access: { read: loggedIn, create: () => false, update: loggedIn, delete: () => false },
  admin: {
    group: TIREHOTEL_GROUP,
    useAsTitle: 'confirmationId',
    defaultColumns: ['confirmationId', 'regNo', 'bookingDate', 'bookingStart', 'erpId', 'status'],
    listSearchableFields: ['confirmationId', 'regNo'],
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['erpId', 'bookingDate'] }],
  fields: [
    locked({ name: 'confirmationId', type: 'text', required: true, unique: true, index: true }),
    locked({ name: 'regNo', type: 'text', required: true, index: true }),
    locked({ name: 'agreement', type: 'relationship', relationTo: 'tirehotel-agreements' }),
    locked({ name: 'erpId', type: 'text', required: true }),
    locked({ name: 'bookingDate', type: 'text', required: true }),
    locked({ name: 'bookingStart', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'booked',
      options: [
        { label: 'Bokad', value: 'booked' },
        { label: 'Avbokad', value: 'cancelled' },
      ],
    },
    locked({
      name: 'slotKey',
      type: 'text',
      unique: true,
      admin: { description: 'workshop|start|seat: one row per seat of a slot; cleared when cancelled' },
    }),
    locked({
      name: 'activeKey',
      type: 'text',
      unique: true,
      admin: { description: 'The agreement while the booking is upcoming: one upcoming booking per agreement' },
    }),
    locked({ name: 'idempotencyKey', type: 'text', unique: true }),
    locked({ name: 'freeText', type: 'textarea' }),
    locked({
      name: 'customer',
      type: 'group',
      fields: [
        { name: 'firstName', type: 'text' },
        { name: 'lastName', type: 'text' },
        { name: 'email', type: 'text' },
        { name: 'phoneMobile', type: 'text' },
      ],
    }),
    locked({ name: 'confirmationSentAt', type: 'date' }),
  ],
}

export const TireHotelReviews: CollectionConfig = {
  slug: 'tirehotel-reviews',
  labels: { singular: 'Betyg', plural: 'Betyg' },
  access: { read: loggedIn, create: () => false, update: () => false, delete: loggedIn },
  admin: { group: TIREHOTEL_GROUP, useAsTitle: 'booking', defaultColumns: ['booking', 'rating', 'comment', 'date'] },
  fields: [
    locked({ name: 'booking', type: 'text', required: true, unique: true }),
    locked({ name: 'rating', type: 'number', required: true, min: 1, max: 5 }),
    locked({ name: 'comment', type: 'textarea' }),
    locked({ name: 'date', type: 'date', required: true }),
  ],
}

export const TireHotelChallenges: CollectionConfig = {
  slug: 'tirehotel-challenges',
  labels: { singular: 'Engångskod', plural: 'Engångskoder' },
  access: { read: loggedIn, create: () => false, update: () => false, delete: loggedIn },
  admin: {
    group: TIREHOTEL_GROUP,
    defaultColumns: ['agreement', 'createdAt', 'expiresAt', 'attempts', 'usedAt', 'voided'],
    description: 'One-time-code challenges. The code itself is never stored, only its HMAC.',
  },
  defaultSort: '-createdAt',
  fields: [
    locked({
      name: 'agreement',
      type: 'relationship',
      relationTo: 'tirehotel-agreements',
      required: true,
      index: true,
    }),
    {
      name: 'codeHash',
      type: 'text',
      required: true,
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      name: 'nonce',
      type: 'text',
      required: true,
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    locked({ name: 'expiresAt', type: 'date', required: true }),
    locked({ name: 'attempts', type: 'number', required: true, defaultValue: 0 }),
    locked({ name: 'usedAt', type: 'date' }),
    locked({ name: 'voided', type: 'checkbox', defaultValue: false }),
  ],
}
