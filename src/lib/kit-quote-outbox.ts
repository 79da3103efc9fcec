import type { Payload, Where } from 'payload'
import { createDeliveryQueue, newDeliveryState, type DeliveryQueue } from '@/modules/forms/outbox'
import {
  automasterMessage,
  kitQuoteFromDoc,
  stateData,
  type KitQuoteDoc,
  type KitQuoteStore,
  type StoredKitQuote,
} from '@/modules/kits/quote-store'
import { automaster } from '@/providers/automaster'
import { env } from './env'
import { outboxSettings } from './lead-outbox'
import { logger } from './logger'
import { payloadDeliveryStore } from './payload-delivery-store'

/**
 * The kits tool's quotes: stored in `kitQuotes` (the application database) before anything is
 * sent, then delivered to the dealer system by the shared delivery queue with the quote id as the
 * idempotency key. A quote is tried at once; every instance's poller sends the ones left due, so
 * a quote outlives an Automaster outage and a restart.
 */

const log = logger.child({ module: 'kit-quotes' })

export function payloadKitQuoteStore(getPayload: () => Promise<Payload>): KitQuoteStore {
  const rows = payloadDeliveryStore<StoredKitQuote>({
    getPayload,
    collection: 'kitQuotes',
    fromDoc: (doc) => kitQuoteFromDoc(doc as KitQuoteDoc),
    stateData,
  })
  const { find } = rows
  return {
    get: rows.get,
    due: rows.due,
    transition: rows.transition,
    async insert(quote, now) {
      const byKey: Where = { quoteKey: { equals: quote.quoteKey } }
      const existing = await find(byKey)
      if (existing) return { quote: existing, created: false }
      try {
        const doc = await (
          await getPayload()
        ).create({
          collection: 'kitQuotes',
          data: {
            quoteKey: quote.quoteKey,
            site: quote.site,
            ...quote.session,
            lines: quote.lines,
            net: quote.totals.netCents / 100,
            tax: quote.totals.taxCents / 100,
            total: quote.totals.totalCents / 100,
            currency: quote.currency,
            retry: false,
            ...stateData(newDeliveryState(now)),
          },
          depth: 0,
          overrideAccess: true,
          // One INSERT: a unique-key clash of two concurrent sends then fails alone, outside a
          // transaction whose rollback would have to clean up after it.
          disableTransaction: true,
        })
        return { quote: kitQuoteFromDoc(doc as unknown as KitQuoteDoc), created: true }
      } catch (error) {
        // The same quote sent twice at once: the unique key let one in; answer that one.
        const winner = await find(byKey)
        if (winner) return { quote: winner, created: false }
        throw error
      }
    },
  }
}

type Holder = { queue?: DeliveryQueue<StoredKitQuote>; store?: KitQuoteStore; timer?: NodeJS.Timeout }
// Survives module re-evaluation in development, so one process runs one poller.
const holder = ((globalThis as { __retailCloudKitQuotes?: Holder }).__retailCloudKitQuotes ??= {})

const loadPayload = async () => (await import('./payload')).payload()

export function kitQuoteStore(): KitQuoteStore {
  return (holder.store ??= payloadKitQuoteStore(loadPayload))
}

export function kitQuoteQueue(): DeliveryQueue<StoredKitQuote> {
  if (!holder.queue) {
    const settings = outboxSettings(env())
    const upstream = automaster(settings.callTimeoutMs)
    holder.queue = createDeliveryQueue<StoredKitQuote>({
      store: kitQuoteStore(),
      send: (quote) => upstream.deliver(automasterMessage(quote), quote.id),
      describe: (quote) => ({ quoteId: quote.id, transactionId: quote.session.transactionId }),
      noun: 'kit quote',
      logger: log,
      ...settings,
    })
  }
  return holder.queue
}

/** One delivery attempt after the tool has its answer; a failure stays for the poller. */
export function deliverQuoteSoon(quoteId: string): void {
  setImmediate(() => {
    kitQuoteQueue()
      .deliver(quoteId)
      .catch((error: unknown) => log.error({ err: error, quoteId }, 'kit quote delivery could not start'))
  })
}

/** Starts this instance's poller (instrumentation.ts); the lead outbox's interval applies. */
export function startKitQuoteOutbox(): void {
  if (holder.timer) return
  holder.timer = setInterval(() => {
    kitQuoteQueue()
      .pump()
      .catch((error: unknown) => log.error({ err: error }, 'due kit quotes could not be read'))
  }, env().LEAD_OUTBOX_POLL_MS)
  holder.timer.unref()
}

export async function stopKitQuoteOutbox(timeoutMs: number): Promise<void> {
  clearInterval(holder.timer)
  holder.timer = undefined
  await holder.queue?.close(timeoutMs)
}
