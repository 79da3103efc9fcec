import { LEAD_STATUSES, type DeliveryState, type DeliveryStore, type LeadStatus } from '../forms/outbox'
import type { CartTotals } from './cart'
import type { QuoteLine, QuoteSession } from './quote'

/**
 * Kit quotes as stored (lib/kit-quote-outbox keeps them in the `kitQuotes` collection): one per
 * quote key (transaction and cart), with the delivery state the shared delivery queue
 * (modules/forms/outbox) works on.
 */

export type NewKitQuote = {
  quoteKey: string
  site: string
  session: QuoteSession
  lines: QuoteLine[]
  totals: CartTotals
  currency: string
}

export type StoredKitQuote = NewKitQuote & DeliveryState & { id: string; createdAt: Date }

export type KitQuoteDoc = {
  id: number | string
  quoteKey: string
  site: string
  user: string
  dealer: string
  unit: string
  transactionId: string
  auto: string
  lines: unknown
  net: number
  tax: number
  total: number
  currency: string
  status: string
  attempts?: number | null
  nextAttemptAt?: string | null
  lastError?: string | null
  deliveredAt?: string | null
  createdAt: string
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null)
const cents = (euros: number) => Math.round(euros * 100)

export function kitQuoteFromDoc(doc: KitQuoteDoc): StoredKitQuote {
  return {
    id: String(doc.id),
    quoteKey: doc.quoteKey,
    site: doc.site,
    session: { user: doc.user, dealer: doc.dealer, unit: doc.unit, transactionId: doc.transactionId, auto: doc.auto },
    lines: Array.isArray(doc.lines) ? (doc.lines as QuoteLine[]) : [],
    totals: { netCents: cents(doc.net), taxCents: cents(doc.tax), totalCents: cents(doc.total) },
    currency: doc.currency,
    status: (LEAD_STATUSES as readonly string[]).includes(doc.status) ? (doc.status as LeadStatus) : 'pending',
    attempts: doc.attempts ?? 0,
    nextAttemptAt: dateOrNull(doc.nextAttemptAt),
    lastError: doc.lastError ?? null,
    deliveredAt: dateOrNull(doc.deliveredAt),
    createdAt: new Date(doc.createdAt),
  }
}

/** The delivery state as the database row holds it (dates as ISO strings). */
export function stateData(state: DeliveryState) {
  return {
    status: state.status,
    attempts: state.attempts,
    nextAttemptAt: state.nextAttemptAt?.toISOString() ?? null,
    lastError: state.lastError,
    deliveredAt: state.deliveredAt?.toISOString() ?? null,
  }
}

export type KitQuoteStore = DeliveryStore<StoredKitQuote> & {
  /** Stores a quote, or answers the one already stored under its key (created: false). */
  insert(quote: NewKitQuote, now: Date): Promise<{ quote: StoredKitQuote; created: boolean }>
}

/** What the dealer system receives for a quote. */
export function automasterMessage(quote: StoredKitQuote) {
  return {
    quoteId: quote.id,
    ...quote.session,
    cart: quote.lines.map((line) => ({
      kitId: line.kitId,
      kitCode: line.kitCode,
      name: line.name,
      price: line.grossCents / 100,
    })),
    net: quote.totals.netCents / 100,
    tax: quote.totals.taxCents / 100,
    total: quote.totals.totalCents / 100,
    currency: quote.currency,
    createdAt: quote.createdAt.toISOString(),
  }
}
export type AutomasterMessage = ReturnType<typeof automasterMessage>
