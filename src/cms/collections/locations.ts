import type { CollectionConfig, Validate } from 'payload'
import { CONNECTORS, LOCATION_TYPES, WEEKDAYS } from '@/modules/locator/types'
import { revalidateOnChange } from '../hooks/revalidate'
import { locationTags } from '../hooks/location-tags'

/**
 * The locator's locations (spec 1 section 3, Location): a site's dealers, charging points and
 * F-150 dealers. Saving or deleting one expires exactly its site's locator pages and API answers.
 */

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/
const time: Validate = (value) => (typeof value === 'string' && HH_MM.test(value)) || 'A time as HH:MM, e.g. 07:00'
const path: Validate = (value) =>
  !value || (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) || 'A path on this site'
const email: Validate = (value) =>
  (typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) || 'An e-mail address'
const url: Validate = (value) => (typeof value === 'string' && /^https?:\/\/\S+$/.test(value)) || 'An http(s) URL'
const phone: Validate = (value) =>
  (typeof value === 'string' && /^\+?[\d\s()-]{5,20}$/.test(value)) || 'A phone number, e.g. +46 8 123 45 67'

const isType = (type: string) => (data: Record<string, unknown>) => data?.locationType === type

const revalidate = revalidateOnChange<{ site?: unknown }>(locationTags)

export const Locations: CollectionConfig = {
  slug: 'locations',
  access: { read: () => true },
  admin: {
    useAsTitle: 'name',
    group: 'Content',
    defaultColumns: ['name', 'locationType', 'city', 'locationId', 'site'],
    listSearchableFields: ['name', 'city', 'address', 'zip', 'locationId'],
    description: 'Dealers, charging points and F-150 dealers shown by the locator block of their site.',
  },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  indexes: [{ fields: ['site', 'locationId'], unique: true }],
  fields: [
    { name: 'site', type: 'relationship', relationTo: 'sites', required: true, index: true },
    {
      name: 'locationType',
      type: 'select',
      required: true,
      options: LOCATION_TYPES.map((value) => ({ label: value, value })),
      defaultValue: 'Location',
    },
    {
      name: 'locationId',
      label: 'Id',
      type: 'text',
      required: true,
      index: true,
      admin: { description: "The location's own id, unique per site (an EVSE id for a charging point)." },
      validate: (value: unknown) =>
        (typeof value === 'string' && /^[\w.:*-]{1,100}$/.test(value)) ||
        'Letters, digits and . : * - _ only, at most 100',
    },
    { name: 'name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'address', type: 'text', required: true },
        { name: 'zip', type: 'text', required: true },
        { name: 'city', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'lat', type: 'number', required: true, min: -90, max: 90 },
        { name: 'lng', type: 'number', required: true, min: -180, max: 180 },
      ],
    },
    { name: 'info', type: 'textarea', admin: { description: 'Shown in the info window (cut at 288 characters).' } },
    {
      name: 'dealerPath',
      label: 'Dealer page',
      type: 'text',
      validate: path,
      admin: { description: "A path on this site: the dealer's page, e.g. /anlaggningar/hedin-bil-uppsala." },
    },
    { name: 'open24h', label: 'Open 24/7', type: 'checkbox', defaultValue: false },
    {
      name: 'openingHours',
      type: 'array',
      admin: { condition: (data) => !data?.open24h, description: 'Weekly hours; a day not listed is closed.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'day', type: 'select', required: true, options: [...WEEKDAYS] },
            { name: 'open', type: 'text', required: true, validate: time },
            { name: 'close', type: 'text', required: true, validate: time },
          ],
        },
      ],
    },
    {
      name: 'chargerOptions',
      type: 'array',
      admin: { condition: isType('ChargingPoint') },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'chargerId', label: 'Id', type: 'text', required: true },
            { name: 'amount', type: 'number', required: true, min: 1, max: 999 },
            { name: 'icon', type: 'select', required: true, options: [...CONNECTORS] },
            { name: 'watts', type: 'number', required: true, min: 1000, max: 1_000_000 },
          ],
        },
      ],
    },
    {
      name: 'emails',
      type: 'array',
      admin: { condition: isType('F150Location') },
      fields: [{ name: 'value', label: 'E-mail', type: 'text', required: true, validate: email }],
    },
    {
      name: 'phones',
      type: 'array',
      admin: { condition: isType('F150Location') },
      fields: [{ name: 'value', label: 'Phone', type: 'text', required: true, validate: phone }],
    },
    {
      name: 'webpages',
      type: 'array',
      admin: { condition: isType('F150Location') },
      fields: [{ name: 'value', label: 'Web page', type: 'text', required: true, validate: url }],
    },
  ],
}
