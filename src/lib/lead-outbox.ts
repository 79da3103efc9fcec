import type { Payload, Where } from 'payload'
import { leadFromDoc, leadStateData, type LeadDoc } from '@/cms/collections/leads'
import { DUPLICATE_WINDOW_MS, duplicateKey } from '@/modules/forms/duplicates'
import { createOutbox, type LeadStore, type Outbox, type StoredLead } from '@/modules/forms/outbox'
import { leadHub } from '@/providers/lead-hub'
import { env, type Env } from './env'
import { logger } from './logger'
import { payloadDeliveryStore } from './payload-delivery-store'

/**
 * The lead outbox of this process: leads in the `leads` collection (the application database,
 * shared by every instance), delivered by the configured lead hub. A new lead is tried at once;
 * a poller on every instance delivers the leads that are due, so a lead waits out a hub outage
 * and even a restart of the instance that took it.
 */

const log = logger.child({ module: 'lead-outbox' })

/** Leads in the database. The claim is one atomic UPDATE … WHERE, so one instance wins it. */
export function payloadLeadStore(getPayload: () => Promise<Payload>): LeadStore {
  const rows = payloadDeliveryStore<StoredLead>({
    getPayload,
    collection: 'leads',
    fromDoc: (doc) => leadFromDoc(doc as LeadDoc),
    stateData: leadStateData,
  })
  const { find } = rows

  return {
    get: rows.get,
    due: rows.due,
    transition: rows.transition,
    async insert(lead, state, now) {
      const recent = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString()
      const sameLead: Where = {
        or: [
          { formSubmissionId: { equals: lead.formSubmissionId } },
          { and: [{ fingerprint: { equals: lead.fingerprint } }, { createdAt: { greater_than: recent } }] },
        ],
      }
      const existing = await find(sameLead)
      if (existing) return { lead: existing, created: false }
      const key = duplicateKey(lead.fingerprint, now)
      try {
        const doc = await (
          await getPayload()
        ).create({
          collection: 'leads',
          data: {
            formName: lead.formName,
            formSubmissionId: lead.formSubmissionId,
            site: lead.site,
            carId: lead.carId,
            carTitle: lead.carTitle,
            values: lead.values,
            recipient: lead.recipient,
            fingerprint: lead.fingerprint,
            duplicateKey: key,
            spamReason: lead.spamReason,
            retry: false,
            ...leadStateData(state),
          },
          depth: 0,
          overrideAccess: true,
        })
        return { lead: leadFromDoc(doc as LeadDoc), created: true }
      } catch (error) {
        // The same submission, or the same content, sent twice at once: a unique index let one in.
        const winner = await find({
          or: [{ formSubmissionId: { equals: lead.formSubmissionId } }, { duplicateKey: { equals: key } }],
        })
        if (winner) return { lead: winner, created: false }
        throw error
      }
    },
    bySubmissionId(formSubmissionId) {
      return find({ formSubmissionId: { equals: formSubmissionId } })
    },
  }
}

type Holder = { outbox?: Outbox; timer?: NodeJS.Timeout; polling?: boolean }
// Survives module re-evaluation in development, so one process runs one poller.
const holder = ((globalThis as { __retailCloudLeadOutbox?: Holder }).__retailCloudLeadOutbox ??= {})

/** The outbox's limits from the environment (also used by tests/load and bench/lead-drain). */
export function outboxSettings(settings: Env) {
  const callTimeoutMs = settings.LEAD_HUB_TIMEOUT_MS
  return {
    concurrency: settings.LEAD_OUTBOX_CONCURRENCY,
    callTimeoutMs,
    policy: {
      baseDelayMs: settings.LEAD_OUTBOX_BASE_DELAY_MS,
      maxDelayMs: Math.max(settings.LEAD_OUTBOX_MAX_DELAY_MS, settings.LEAD_OUTBOX_BASE_DELAY_MS),
      // A claim must outlast the call it covers and the write after it, or a slow success could
      // be sent again by another instance; it need not be longer, so a lead left under way by a
      // killed process is tried again soon after a restart.
      leaseMs: Math.max(callTimeoutMs * 2 + settings.DATABASE_TIMEOUT_MS, 10_000),
    },
  }
}

export function leadOutbox(): Outbox {
  if (!holder.outbox) {
    const settings = outboxSettings(env())
    holder.outbox = createOutbox({
      // Payload loads on first use (a poll or a lead), not while the server is starting.
      store: payloadLeadStore(async () => (await import('./payload')).payload()),
      hub: leadHub(settings.callTimeoutMs),
      logger: log,
      ...settings,
    })
  }
  return holder.outbox
}

/** One delivery attempt after the visitor has had the answer; failures stay for the poller. */
export function deliverSoon(leadId: string): void {
  setImmediate(() => {
    leadOutbox()
      .deliver(leadId)
      .catch((error: unknown) => log.error({ err: error, leadId }, 'lead delivery could not start; the poller retries'))
  })
}

async function poll(): Promise<void> {
  if (holder.polling) return
  holder.polling = true
  try {
    // Starts deliveries in the free slots without waiting for them, so the next poll can fill
    // slots that hanging calls do not hold.
    await leadOutbox().pump()
  } catch (error) {
    log.error({ err: error }, 'due leads could not be read')
  } finally {
    holder.polling = false
  }
}

/** Starts this instance's poller (server start, see instrumentation.ts); calling it again does nothing. */
export function startLeadOutbox(): void {
  if (holder.timer) return
  const settings = env()
  const every = settings.LEAD_OUTBOX_POLL_MS
  holder.timer = setInterval(() => void poll(), every)
  // The poller alone must not keep a process alive (scripts, tests).
  holder.timer.unref()
  log.info(
    { pollMs: every, concurrency: settings.LEAD_OUTBOX_CONCURRENCY, hub: settings.LEAD_HUB_URL ? 'http' : 'inbox' },
    'lead outbox started',
  )
}

/**
 * Shutdown: no more polls or new deliveries; waits up to `timeoutMs` for the hub calls under
 * way to be recorded. A call still open at the deadline keeps its lease and is sent again
 * after it (with the same idempotency key).
 */
export async function stopLeadOutbox(timeoutMs: number): Promise<void> {
  clearInterval(holder.timer)
  holder.timer = undefined
  if (!holder.outbox) return
  const inFlight = holder.outbox.inFlight
  const open = await holder.outbox.close(timeoutMs)
  log.info({ settled: inFlight - open, open }, 'lead outbox stopped')
}
