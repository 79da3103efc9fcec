import type { Payload, Where } from 'payload'
import {
  ALERT_FREQUENCIES,
  ALERT_STATUSES,
  SENT_IDS_KEPT,
  type AlertFrequency,
  type StoredAlert,
} from '@/modules/alerts/types'

/**
 * Saved-search alerts in the application database (the `search-alerts`, `search-alert-accounts`
 * and `search-alert-runs` collections), through Payload's local API with access overridden: the
 * routes and the job are the only writers.
 */

const rowId = (id: string): number | string => (/^\d+$/.test(id) ? Number(id) : id)
const dateOrNull = (value: unknown) => (typeof value === 'string' && value ? new Date(value) : null)
const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []

export function alertFromDoc(doc: Record<string, unknown>): StoredAlert {
  const frequency = String(doc.frequency)
  const status = String(doc.status)
  const condition = String(doc.condition)
  return {
    id: String(doc.id),
    site: String(doc.site),
    lang: String(doc.lang),
    name: String(doc.name),
    email: String(doc.email),
    query: typeof doc.query === 'string' ? doc.query : '',
    path: typeof doc.path === 'string' && doc.path ? doc.path : '/',
    condition: condition === 'used' || condition === 'new' ? condition : 'all',
    frequency: (ALERT_FREQUENCIES as readonly string[]).includes(frequency) ? (frequency as AlertFrequency) : 'daily',
    status: (ALERT_STATUSES as readonly string[]).includes(status) ? (status as StoredAlert['status']) : 'pending',
    createdAt: new Date(String(doc.createdAt)),
    confirmedAt: dateOrNull(doc.confirmedAt),
    lastSentAt: dateOrNull(doc.lastSentAt),
    sentCount: Number(doc.sentCount ?? 0),
    confirmationsSent: Number(doc.confirmationsSent ?? 0),
    sentCarIds: stringList(doc.sentCarIds),
  }
}

/** One row of an alert collection by id, as the store reads it (past the collection's access). */
async function findById(
  payload: Payload,
  collection: 'search-alerts' | 'search-alert-accounts',
  id: string,
): Promise<Record<string, unknown> | null> {
  const found = await payload.find({
    collection,
    where: { id: { equals: rowId(id) } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return (found.docs[0] as unknown as Record<string, unknown> | undefined) ?? null
}

export async function getAlert(payload: Payload, id: string): Promise<StoredAlert | null> {
  const doc = await findById(payload, 'search-alerts', id)
  return doc ? alertFromDoc(doc) : null
}

/** The address's alerts on a site that are waiting for confirmation or running. */
export async function liveAlertsOf(payload: Payload, site: string, email: string): Promise<StoredAlert[]> {
  const found = await payload.find({
    collection: 'search-alerts',
    where: { site: { equals: site }, email: { equals: email }, status: { in: ['pending', 'active'] } },
    limit: 100,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs.map((doc) => alertFromDoc(doc as unknown as Record<string, unknown>))
}

export async function createAlert(
  payload: Payload,
  input: Pick<StoredAlert, 'site' | 'lang' | 'name' | 'email' | 'query' | 'path' | 'condition' | 'frequency'>,
): Promise<StoredAlert> {
  const doc = await payload.create({
    collection: 'search-alerts',
    data: { ...input, status: 'pending', sentCount: 0, confirmationsSent: 0, sentCarIds: [] },
    depth: 0,
    overrideAccess: true,
  })
  return alertFromDoc(doc as unknown as Record<string, unknown>)
}

/** One conditional write: the alert changes only while its status is one of `from`. */
export async function transitionAlert(
  payload: Payload,
  id: string,
  from: readonly StoredAlert['status'][],
  data: Record<string, unknown>,
): Promise<StoredAlert | null> {
  const where: Where = { and: [{ id: { equals: rowId(id) } }, { status: { in: [...from] } }] }
  const doc = await payload.db.updateOne({ collection: 'search-alerts', where, data, options: { atomic: true } })
  return doc ? alertFromDoc(doc as unknown as Record<string, unknown>) : null
}

export async function countConfirmation(payload: Payload, alert: StoredAlert): Promise<void> {
  await transitionAlert(payload, alert.id, ['pending'], { confirmationsSent: alert.confirmationsSent + 1 })
}

/** Active alerts of a frequency, oldest first. */
export async function activeAlerts(payload: Payload, frequency: AlertFrequency): Promise<StoredAlert[]> {
  const found = await payload.find({
    collection: 'search-alerts',
    where: { status: { equals: 'active' }, frequency: { equals: frequency } },
    sort: 'createdAt',
    limit: 0,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs.map((doc) => alertFromDoc(doc as unknown as Record<string, unknown>))
}

/** After an alert e-mail went: the cars it listed are kept so they are never sent again. */
export async function recordSent(payload: Payload, alert: StoredAlert, carIds: readonly string[], at: Date) {
  const sent = [...new Set([...carIds, ...alert.sentCarIds])].slice(0, SENT_IDS_KEPT)
  await transitionAlert(payload, alert.id, ['active'], {
    sentCarIds: sent,
    lastSentAt: at.toISOString(),
    sentCount: alert.sentCount + 1,
  })
}

// ── accounts (favourites) ──────────────────────────────────────────────────────────────────────

export type AlertAccount = { id: string; site: string; email: string; favourites: string[] }

const accountFromDoc = (doc: Record<string, unknown>): AlertAccount => ({
  id: String(doc.id),
  site: String(doc.site),
  email: String(doc.email),
  favourites: stringList(doc.favourites),
})

export async function getAccount(payload: Payload, id: string): Promise<AlertAccount | null> {
  const doc = await findById(payload, 'search-alert-accounts', id)
  return doc ? accountFromDoc(doc) : null
}

/** The account of a confirmed address on a site, made at its first confirmation. */
export async function accountFor(payload: Payload, site: string, email: string): Promise<AlertAccount> {
  const find = async () => {
    const found = await payload.find({
      collection: 'search-alert-accounts',
      where: { site: { equals: site }, email: { equals: email } },
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const doc = found.docs[0]
    return doc ? accountFromDoc(doc as unknown as Record<string, unknown>) : null
  }
  const existing = await find()
  if (existing) return existing
  const doc = await payload.create({
    collection: 'search-alert-accounts',
    data: { site, email, favourites: [] },
    depth: 0,
    overrideAccess: true,
  })
  return accountFromDoc(doc as unknown as Record<string, unknown>)
}

export async function saveFavourites(payload: Payload, id: string, favourites: readonly string[]): Promise<void> {
  await payload.db.updateOne({
    collection: 'search-alert-accounts',
    where: { id: { equals: rowId(id) } },
    data: { favourites: [...favourites] },
  })
}

// ── runs ───────────────────────────────────────────────────────────────────────────────────────

/** How long a run may hold its frequency before another instance may take over. */
export const RUN_LEASE_MS = 10 * 60 * 1000

export type RunClaim = { lastRunAt: Date | null; startedAt: Date }

/**
 * Claims the frequency's run (one instance at a time): null when another instance holds it.
 * The first run of a frequency makes its row.
 */
export async function claimRun(payload: Payload, frequency: AlertFrequency, now: Date): Promise<RunClaim | null> {
  const find = () =>
    payload.find({
      collection: 'search-alert-runs',
      where: { frequency: { equals: frequency } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  if (!(await find()).docs.length) {
    await payload
      .create({ collection: 'search-alert-runs', data: { frequency }, depth: 0, overrideAccess: true })
      .catch(() => undefined) // another instance made it first
  }
  const doc = await payload.db.updateOne({
    collection: 'search-alert-runs',
    where: {
      and: [
        { frequency: { equals: frequency } },
        { or: [{ leaseUntil: { exists: false } }, { leaseUntil: { less_than: now.toISOString() } }] },
      ],
    },
    data: { leaseUntil: new Date(now.getTime() + RUN_LEASE_MS).toISOString() },
    options: { atomic: true },
  })
  if (!doc) return null
  return { lastRunAt: dateOrNull((doc as Record<string, unknown>).lastRunAt), startedAt: now }
}

export async function finishRun(
  payload: Payload,
  frequency: AlertFrequency,
  claim: RunClaim,
  counts: { alertsChecked: number; mailsSent: number } | null,
): Promise<void> {
  await payload.db.updateOne({
    collection: 'search-alert-runs',
    where: { frequency: { equals: frequency } },
    // A failed run keeps the old cursor, so its cars count as new for the next one.
    data: counts ? { leaseUntil: null, lastRunAt: claim.startedAt.toISOString(), ...counts } : { leaseUntil: null },
  })
}
