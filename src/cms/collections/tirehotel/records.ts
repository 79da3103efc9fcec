import type { CollectionConfig, Field, FieldAccess } from 'payload'
import { loggedIn } from '../../access'

/**
 * The tyre hotel's embedded store (issue 22 item 9): what the tyre-hotel system holds when
 * TIREHOTEL_URL is unset. Staff keep customers, agreements, vehicles and stored tyre sets here;
 * the public reaches them only through /api/tirehotel after proving the phone code.
 */

export const TIREHOTEL_GROUP = 'Däckhotell'

const staff = { read: loggedIn, create: loggedIn, update: loggedIn, delete: loggedIn }
const never: FieldAccess = () => false

/** A field the server writes and staff only read. */
export const locked = <F extends Field>(field: F): F =>
  ({ ...field, access: { update: never }, admin: { ...field.admin, readOnly: true } }) as F

export const TireHotelCustomers: CollectionConfig = {
  slug: 'tirehotel-customers',
  labels: { singular: 'Kund', plural: 'Kunder' },
  access: staff,
  admin: { group: TIREHOTEL_GROUP, useAsTitle: 'name', defaultColumns: ['name', 'phone', 'email'] },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'phone',
      type: 'text',
      required: true,
      admin: { description: 'Mobile number the one-time code is sent to, e.g. +46701234567' },
    },
    { name: 'email', type: 'email' },
    {
      name: 'remindersOptOut',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'No season reminders by SMS or e-mail' },
    },
  ],
}

export const TireHotelPackages: CollectionConfig = {
  slug: 'tirehotel-packages',
  labels: { singular: 'Däckpaket', plural: 'Däckpaket' },
  access: staff,
  admin: { group: TIREHOTEL_GROUP, useAsTitle: 'packageLevel' },
  fields: [
    { name: 'packageLevel', type: 'text', required: true, unique: true },
    { name: 'description', type: 'textarea' },
  ],
}

export const TireHotelWorkshops: CollectionConfig = {
  slug: 'tirehotel-workshops',
  labels: { singular: 'Verkstad', plural: 'Verkstäder' },
  access: staff,
  admin: {
    group: TIREHOTEL_GROUP,
    useAsTitle: 'locationName',
    defaultColumns: ['locationName', 'erpId', 'capacityPerSlot', 'slotMinutes'],
    description: 'Workshop departments taking wheel changes; the ERP id is the Workshop department of the dealer site.',
  },
  fields: [
    { name: 'erpId', type: 'text', required: true, unique: true, index: true },
    {
      name: 'siteSlug',
      type: 'text',
      admin: { description: 'The dealer site (search service) the department belongs to' },
    },
    { name: 'locationName', type: 'text', required: true },
    { name: 'departmentName', type: 'text', required: true },
    { name: 'address', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'email', type: 'email' },
    {
      type: 'row',
      fields: [
        { name: 'slotMinutes', type: 'number', required: true, defaultValue: 60, min: 15, max: 720 },
        { name: 'capacityPerSlot', type: 'number', required: true, defaultValue: 2, min: 0, max: 100 },
        { name: 'dropOffCapacity', type: 'number', required: true, defaultValue: 6, min: 0, max: 500 },
      ],
    },
    {
      name: 'dropOffOnlyDays',
      type: 'select',
      hasMany: true,
      options: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      admin: { description: 'Weekdays without times: the car is left and the workshop calls back with a time' },
    },
    {
      name: 'schedule',
      type: 'json',
      admin: {
        description:
          'Opening schedule of the Workshop department (dealer feed shape: openinghours, deviationdays, vacationdays)',
      },
    },
  ],
}

export const TireHotelVehicles: CollectionConfig = {
  slug: 'tirehotel-vehicles',
  labels: { singular: 'Fordon', plural: 'Fordon' },
  access: staff,
  admin: { group: TIREHOTEL_GROUP, useAsTitle: 'regNo', defaultColumns: ['regNo', 'name', 'brand'] },
  fields: [
    { name: 'regNo', type: 'text', required: true, unique: true, index: true },
    { name: 'name', type: 'text', required: true },
    { name: 'brand', type: 'text', required: true },
    { name: 'brandCode', type: 'text', required: true },
    { name: 'model', type: 'text' },
    { name: 'productId', type: 'text' },
  ],
}

export const TireHotelAgreements: CollectionConfig = {
  slug: 'tirehotel-agreements',
  labels: { singular: 'Avtal', plural: 'Avtal' },
  access: staff,
  admin: { group: TIREHOTEL_GROUP, useAsTitle: 'regNo', defaultColumns: ['regNo', 'customer', 'package', 'workshop'] },
  fields: [
    { name: 'regNo', type: 'text', required: true, unique: true, index: true },
    { name: 'customer', type: 'relationship', relationTo: 'tirehotel-customers', required: true },
    { name: 'vehicle', type: 'relationship', relationTo: 'tirehotel-vehicles', required: true },
    { name: 'package', type: 'relationship', relationTo: 'tirehotel-packages', required: true },
    { name: 'workshop', type: 'relationship', relationTo: 'tirehotel-workshops', required: true },
    { name: 'active', type: 'checkbox', defaultValue: true },
  ],
}

const POSITIONS = [
  { label: 'Vänster fram', value: 'Vänster fram' },
  { label: 'Höger fram', value: 'Höger fram' },
  { label: 'Vänster bak', value: 'Vänster bak' },
  { label: 'Höger bak', value: 'Höger bak' },
]

export const TireHotelTyreSets: CollectionConfig = {
  slug: 'tirehotel-tyre-sets',
  labels: { singular: 'Hjulsats', plural: 'Hjulsatser' },
  access: staff,
  admin: {
    group: TIREHOTEL_GROUP,
    useAsTitle: 'label',
    defaultColumns: ['label', 'agreement', 'season', 'checkedIn'],
  },
  fields: [
    { name: 'label', type: 'text', required: true },
    { name: 'agreement', type: 'relationship', relationTo: 'tirehotel-agreements', required: true, index: true },
    {
      name: 'season',
      type: 'select',
      required: true,
      options: [
        { label: 'Sommar', value: 'summer' },
        { label: 'Vinter', value: 'winter' },
      ],
    },
    { name: 'checkedIn', type: 'checkbox', defaultValue: true, admin: { description: 'Stored in the hotel now' } },
    {
      name: 'wheels',
      type: 'array',
      maxRows: 6,
      fields: [
        { name: 'equipmentPosition', type: 'select', required: true, options: POSITIONS },
        { name: 'name', type: 'text', required: true },
        { name: 'threadPattern', type: 'text', required: true },
        {
          type: 'row',
          fields: [
            { name: 'sectionWidth', type: 'number', required: true },
            { name: 'aspectRatio', type: 'number', required: true },
            { name: 'rimDiameter', type: 'number', required: true },
            { name: 'threadDepth', type: 'number', required: true, min: 0, max: 20 },
          ],
        },
      ],
    },
    {
      name: 'treadHistory',
      type: 'array',
      admin: { description: 'Tread depth measured at each check-in (shown only to the owner)' },
      fields: [
        { name: 'date', type: 'date', required: true },
        { name: 'equipmentPosition', type: 'select', required: true, options: POSITIONS },
        { name: 'threadDepth', type: 'number', required: true },
      ],
    },
    {
      name: 'photos',
      type: 'array',
      admin: { description: 'Check-in photos as SVG or PNG data (served only to the owner, never public)' },
      fields: [
        { name: 'caption', type: 'text', required: true },
        {
          name: 'contentType',
          type: 'select',
          required: true,
          defaultValue: 'image/svg+xml',
          options: ['image/svg+xml', 'image/png', 'image/jpeg'],
        },
        {
          name: 'data',
          type: 'textarea',
          required: true,
          admin: { description: 'SVG text, or base64 for PNG and JPEG' },
        },
      ],
    },
  ],
}

export { never }
