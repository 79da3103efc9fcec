import type { Payload } from 'payload'
import { logger } from './logger'

/**
 * What the server process does last on SIGTERM or SIGINT, after it has stopped taking requests
 * and the ones under way have ended (scripts/start.mjs): the lead deliveries under way are
 * recorded and the database is closed. start.mjs runs outside the bundles Next builds, so the
 * hook is handed over on globalThis, under a name both sides know.
 */

export const SHUTDOWN_HOOK = 'retail-cloud.shutdown'

export type ShutdownHook = (timeoutMs: number) => Promise<void>

const log = logger.child({ module: 'shutdown' })

/** Payload's instance if this process has started one (none is started here just to close it). */
function startedPayload(): Payload | undefined {
  const cache = (globalThis as { _payload?: Map<string, { payload?: Payload | null }> })._payload
  return cache?.get('default')?.payload ?? undefined
}

async function closeDatabase(): Promise<void> {
  // The job runner's cron (scheduled publishing) stops first, so no run starts on a closed database.
  for (const cron of startedPayload()?.crons ?? []) cron.stop()
  const db = startedPayload()?.db as
    { client?: { close?: () => void }; pool?: { end?: () => Promise<void> } } | undefined
  if (!db) return
  db.client?.close?.()
  await db.pool?.end?.()
}

export async function shutdown(timeoutMs: number): Promise<void> {
  const { stopLeadOutbox } = await import('./lead-outbox')
  await stopLeadOutbox(timeoutMs).catch((error: unknown) => log.error({ err: error }, 'lead outbox did not stop'))
  const { stopKitQuoteOutbox } = await import('./kit-quote-outbox')
  await stopKitQuoteOutbox(timeoutMs).catch((error: unknown) => log.error({ err: error }, 'kit quotes did not stop'))
  // Their pollers stop before the database closes; a message under way is sent again by the next
  // start (each is keyed), a sweep left out runs a minute after it.
  const { stopBookingOutbox } = await import('@/providers/workshop/runtime')
  stopBookingOutbox()
  const { stopTireHotelHousekeeping } = await import('@/providers/tirehotel')
  stopTireHotelHousekeeping()
  const { stopSearchAlerts } = await import('@/providers/search-alerts/runtime')
  await stopSearchAlerts(timeoutMs).catch((error: unknown) => log.error({ err: error }, 'alert job did not stop'))
  await closeDatabase().catch((error: unknown) => log.error({ err: error }, 'database did not close'))
  log.info('closed')
}

export function registerShutdown(): void {
  ;(globalThis as Record<string, unknown>)[SHUTDOWN_HOOK] = shutdown satisfies ShutdownHook
}
