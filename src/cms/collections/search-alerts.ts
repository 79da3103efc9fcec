import type { CollectionConfig } from 'payload'
import { ALERT_FREQUENCIES, ALERT_STATUSES } from '@/modules/alerts/types'
import { loggedIn } from '../access'
import { locked } from './leads'

/**
 * Saved-search alerts (issue 18 item 6). Visitors create them only through the sign-up route,
 * confirm and end them only through their signed links; the public API can neither read nor
 * write them (e-mail addresses are personal data). Staff see them and their counts in the admin
 * (per site, status and frequency; e-mails sent) and may delete one (a request for erasure),
 * but cannot create alerts or change them: nobody can subscribe an address from the admin.
 */
export const SearchAlerts: CollectionConfig = {
  slug: 'search-alerts',
  labels: { singular: 'Search alert', plural: 'Search alerts' },
  access: { read: loggedIn, create: () => false, update: () => false, delete: loggedIn },
  admin: {
    useAsTitle: 'name',
    group: 'Leads',
    defaultColumns: ['name', 'site', 'status', 'frequency', 'sentCount', 'lastSentAt', 'createdAt'],
    listSearchableFields: ['name', 'email'],
    description:
      'Saved searches with e-mail alerts. Filter by status, site or frequency for the counts; only the visitor can confirm or end an alert, with the links in their e-mails.',
  },
  defaultSort: '-createdAt',
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
          options: [...ALERT_STATUSES],
        }),
        locked({
          name: 'frequency',
          type: 'select',
          required: true,
          defaultValue: 'daily',
          options: [...ALERT_FREQUENCIES],
        }),
        locked({ name: 'site', type: 'text', required: true, index: true }),
        locked({ name: 'lang', type: 'text', required: true }),
      ],
    },
    locked({ name: 'name', type: 'text', required: true }),
    locked({ name: 'email', type: 'email', required: true, index: true }),
    locked({
      name: 'query',
      type: 'textarea',
      admin: { description: 'The saved search: the car list state as its URL query' },
    }),
    {
      type: 'row',
      fields: [
        locked({ name: 'path', type: 'text', admin: { description: 'The car list page it was saved on' } }),
        locked({
          name: 'condition',
          type: 'select',
          required: true,
          defaultValue: 'all',
          options: ['all', 'used', 'new'],
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        locked({ name: 'confirmedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }),
        locked({ name: 'unsubscribedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }),
        locked({ name: 'lastSentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }),
      ],
    },
    {
      type: 'row',
      fields: [
        locked({
          name: 'sentCount',
          label: 'Alert e-mails sent',
          type: 'number',
          required: true,
          defaultValue: 0,
          min: 0,
        }),
        locked({ name: 'confirmationsSent', type: 'number', required: true, defaultValue: 0, min: 0 }),
      ],
    },
    locked({
      name: 'sentCarIds',
      type: 'json',
      admin: { description: 'Cars already sent (the newest, at most 500), so a car is never sent twice' },
    }),
  ],
}

/**
 * A confirmed address of a site and the favourites kept with it (issue 18 item 8): the browser
 * that confirmed an alert holds a signed cookie naming this row and syncs its favourites here.
 */
export const SearchAlertAccounts: CollectionConfig = {
  slug: 'search-alert-accounts',
  labels: { singular: 'Alert account', plural: 'Alert accounts' },
  access: { read: loggedIn, create: () => false, update: () => false, delete: loggedIn },
  admin: {
    useAsTitle: 'email',
    group: 'Leads',
    defaultColumns: ['email', 'site', 'updatedAt'],
    description: 'Addresses that confirmed a search alert, with the favourite cars they keep.',
  },
  fields: [
    locked({ name: 'site', type: 'text', required: true, index: true }),
    locked({ name: 'email', type: 'email', required: true, index: true }),
    locked({ name: 'favourites', type: 'json' }),
  ],
}

/**
 * The alert job's runs, one row per frequency: the time its last run started (the cursor of what
 * counts as new) and a lease, so one instance runs it at a time. Staff see the counts of the last run.
 */
export const SearchAlertRuns: CollectionConfig = {
  slug: 'search-alert-runs',
  labels: { singular: 'Alert run', plural: 'Alert runs' },
  access: { read: loggedIn, create: () => false, update: () => false, delete: () => false },
  admin: {
    useAsTitle: 'frequency',
    group: 'Leads',
    defaultColumns: ['frequency', 'lastRunAt', 'alertsChecked', 'mailsSent', 'updatedAt'],
    description: 'The alert job: when it last ran per frequency, how many alerts it checked and e-mails it sent.',
  },
  fields: [
    locked({ name: 'frequency', type: 'select', required: true, unique: true, options: [...ALERT_FREQUENCIES] }),
    locked({ name: 'lastRunAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }),
    locked({ name: 'leaseUntil', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }),
    locked({ name: 'alertsChecked', type: 'number', defaultValue: 0 }),
    locked({ name: 'mailsSent', type: 'number', defaultValue: 0 }),
  ],
}
