/**
 * Saved-search alerts (issue 18 item 6): a saved search of the car list that also asked for
 * e-mail, confirmed by a link (double opt-in), sent instantly (after each ingest) or daily, each
 * e-mail listing the cars that arrived since the last one, with a one-click unsubscribe.
 */

export const ALERT_FREQUENCIES = ['instant', 'daily'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

export const ALERT_STATUSES = ['pending', 'active', 'unsubscribed'] as const
export type AlertStatus = (typeof ALERT_STATUSES)[number]

export const MAX_EMAIL_LENGTH = 254
export const MAX_ALERT_QUERY_LENGTH = 2000
/** Alerts one address may hold on a site (pending or active): a person keeps a few. */
export const MAX_ALERTS_PER_ADDRESS = 10
/** The cars one e-mail lists; the rest are a link to the list. */
export const MAX_CARS_PER_MAIL = 12
/** The ids of cars already sent an alert keeps, so a car is never sent twice. */
export const SENT_IDS_KEPT = 500
/**
 * How far before an alert's last check a car's publish date may lie and still count as new: a
 * feed may deliver a car hours after its publish date. Never before the search was saved.
 */
export const LOOKBACK_MS = 24 * 60 * 60 * 1000

/** An alert as the job reads it. */
export type StoredAlert = {
  id: string
  site: string
  lang: string
  name: string
  email: string
  /** the list state in URL form */
  query: string
  /** the car list page it was saved on, a path of the site */
  path: string
  condition: 'all' | 'used' | 'new'
  frequency: AlertFrequency
  status: AlertStatus
  createdAt: Date
  confirmedAt: Date | null
  lastSentAt: Date | null
  sentCount: number
  confirmationsSent: number
  sentCarIds: string[]
}

/** The page of a site that opens the links of the e-mails (the proxy sends it outside the page cache). */
export const ALERTS_PAGE_PATH = '/search-alerts'
/** Its route segment under `/{site}/{lang}/`. */
export const ALERTS_ROUTE_SEGMENT = 'search-alerts'
/** The HttpOnly cookie of a browser that confirmed an alert: the signed account token. */
export const ACCOUNT_COOKIE = 'rc_alert_account'
