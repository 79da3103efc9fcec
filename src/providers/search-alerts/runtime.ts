import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { mailer } from '@/lib/mailer'
import type { AlertFrequency } from '@/modules/alerts/types'
import { getSearchService, getSearchStore } from '@/modules/search/runtime'
import { runAlertJob, type AlertJobResult } from './job'

/**
 * The alert job in the server process: 'instant' after each ingest (the ingest route asks at
 * once; an ingest by `npm run ingest` or another instance shows as a new store sequence at the
 * next poll), 'daily' once a day from SEARCH_ALERTS_DAILY_HOUR (UTC). `npm run alerts:send`
 * runs either by hand or from an outside scheduler.
 */

const log = logger.child({ module: 'search-alerts' })

type Holder = { timer?: NodeJS.Timeout; running?: Promise<unknown>; again?: boolean; seq?: number }
const holder = ((globalThis as { __retailCloudSearchAlerts?: Holder }).__retailCloudSearchAlerts ??= {})

const getPayload = async (): Promise<Payload> => (await import('@/lib/payload')).payload()

/** Runs the job of a frequency with this process's database, search and mailer. */
export async function runSearchAlerts(frequency: AlertFrequency, now = new Date()): Promise<AlertJobResult> {
  const { loadSiteContext } = await import('@/cms/site-context')
  return runAlertJob(
    {
      payload: await getPayload(),
      search: await getSearchService(),
      siteContext: loadSiteContext,
      mailer: mailer(),
      now,
    },
    frequency,
  )
}

/** After an ingest: the instant alerts, once the run under way (if any) has finished. */
export function alertsAfterIngest(): void {
  if (holder.running) {
    holder.again = true
    return
  }
  holder.running = runSearchAlerts('instant')
    .catch((error: unknown) => log.error({ err: error }, 'instant alerts failed; the next poll tries again'))
    .finally(() => {
      holder.running = undefined
      if (holder.again) {
        holder.again = false
        alertsAfterIngest()
      }
    })
}

/** The start of the daily run this time falls in: today's hour (UTC), or yesterday's before it. */
export function dailySlot(now: Date, hour: number): Date {
  const slot = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour))
  return slot.getTime() > now.getTime() ? new Date(slot.getTime() - 24 * 60 * 60 * 1000) : slot
}

async function poll(): Promise<void> {
  const payload = await getPayload()
  const seq = await (await getSearchStore()).latestSeq()
  if (holder.seq !== undefined && seq !== holder.seq) alertsAfterIngest()
  holder.seq = seq
  const now = new Date()
  const run = await payload.find({
    collection: 'search-alert-runs',
    where: { frequency: { equals: 'daily' } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const lastRunAt = run.docs[0]?.lastRunAt ? new Date(run.docs[0].lastRunAt) : null
  if (!lastRunAt || lastRunAt < dailySlot(now, env().SEARCH_ALERTS_DAILY_HOUR)) await runSearchAlerts('daily', now)
}

/** Starts this instance's alert poller (instrumentation.ts). */
export function startSearchAlerts(): void {
  if (holder.timer) return
  let polling = false
  holder.timer = setInterval(() => {
    if (polling) return
    polling = true
    poll()
      .catch((error: unknown) => log.error({ err: error }, 'alert poll failed'))
      .finally(() => (polling = false))
  }, env().SEARCH_ALERTS_POLL_MS)
  holder.timer.unref()
}

/**
 * Stops the poller and waits (at most `timeoutMs`) for a run under way: one cut short leaves its
 * lease to expire and its cars for the next run (each e-mail has its key, so none goes twice to
 * the file mailer).
 */
export async function stopSearchAlerts(timeoutMs = 0): Promise<void> {
  clearInterval(holder.timer)
  holder.timer = undefined
  holder.again = false
  if (!holder.running) return
  await Promise.race([holder.running, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())])
}
