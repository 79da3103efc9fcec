import type { Payload, PayloadRequest, Where } from 'payload'
import { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy } from '@/modules/forms/outbox'
import { logger } from '@/lib/logger'
import { bookingFromDoc, getBooking, type StoredBooking } from './store'

/**
 * The service-booking outbox: every e-mail to a customer (confirmation with its calendar event,
 * cancellation, new time, reminder) and every booking sent on to the upstream scheduler is a row
 * written with the booking, then sent. The same approach as the lead outbox (modules/forms/outbox):
 * a send starts with a claim (one conditional update on status and attempt count, a lease), a
 * failure is tried again with exponential backoff and jitter, and the key `{booking}:{kind}:{version}`
 * is the idempotency key, unique in the table and sent with the message, so a booking is told once.
 */

export type MessageKind = 'confirmation' | 'cancellation' | 'reschedule' | 'reminder' | 'upstream'
type MessageStatus = 'pending' | 'delivering' | 'delivered' | 'failed' | 'skipped'

export type StoredMessage = {
  id: string
  kind: MessageKind
  booking: string
  idempotencyKey: string
  bookingVersion: number
  status: MessageStatus
  attempts: number
  nextAttemptAt: Date | null
}

/** What sends a message; throws to have it tried again. Answers 'skipped' when it no longer applies. */
export type MessageSender = (message: StoredMessage, booking: StoredBooking) => Promise<'sent' | 'skipped'>

const log = logger.child({ module: 'service-booking-outbox' })
const rowId = (id: string): number | string => (/^\d+$/.test(id) ? Number(id) : id)

function messageFromDoc(doc: Record<string, unknown>): StoredMessage {
  return {
    id: String(doc.id),
    kind: doc.kind as MessageKind,
    booking: String(doc.booking),
    idempotencyKey: String(doc.idempotencyKey),
    bookingVersion: Number(doc.bookingVersion ?? 1),
    status: doc.status as MessageStatus,
    attempts: Number(doc.attempts ?? 0),
    nextAttemptAt: doc.nextAttemptAt ? new Date(String(doc.nextAttemptAt)) : null,
  }
}

export function messageKey(bookingId: string, kind: MessageKind, version: number): string {
  return `${bookingId}:${kind}:${version}`
}

/** Adds a message to send at `dueAt` (now by default); the same key again is the same message. */
export async function enqueueMessage(
  payload: Payload,
  input: { kind: MessageKind; booking: StoredBooking; dueAt?: Date; req?: Partial<PayloadRequest> },
): Promise<StoredMessage> {
  const idempotencyKey = messageKey(input.booking.id, input.kind, input.booking.version)
  const find = async () => {
    const found = await payload.find({
      collection: 'service-booking-messages',
      where: { idempotencyKey: { equals: idempotencyKey } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req: input.req,
    })
    return found.docs[0] ? messageFromDoc(found.docs[0] as unknown as Record<string, unknown>) : null
  }
  const existing = await find()
  if (existing) return existing
  try {
    const doc = await payload.create({
      collection: 'service-booking-messages',
      data: {
        kind: input.kind,
        booking: input.booking.id,
        idempotencyKey,
        bookingVersion: input.booking.version,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: (input.dueAt ?? new Date()).toISOString(),
      },
      depth: 0,
      overrideAccess: true,
      req: input.req,
    })
    return messageFromDoc(doc as unknown as Record<string, unknown>)
  } catch (error) {
    const winner = await find()
    if (winner) return winner
    throw error
  }
}

export type MessageOutboxOptions = {
  payload: () => Promise<Payload>
  send: MessageSender
  policy?: Partial<RetryPolicy>
  now?: () => Date
  random?: () => number
}

export function messageOutbox(options: MessageOutboxOptions) {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, maxAttempts: 12, ...options.policy }
  const now = options.now ?? (() => new Date())
  const random = options.random ?? Math.random

  async function transition(
    id: string,
    expected: { statuses: MessageStatus[]; attempts: number; dueBy?: Date },
    data: Record<string, unknown>,
  ) {
    const payload = await options.payload()
    const conditions: Where[] = [
      { id: { equals: rowId(id) } },
      { status: { in: expected.statuses } },
      { attempts: { equals: expected.attempts } },
    ]
    if (expected.dueBy) conditions.push({ nextAttemptAt: { less_than_equal: expected.dueBy.toISOString() } })
    const doc = await payload.db.updateOne({
      collection: 'service-booking-messages',
      where: { and: conditions },
      data,
      options: { atomic: true },
    })
    return doc ? messageFromDoc(doc as unknown as Record<string, unknown>) : null
  }

  /** One attempt at a message, if it is due and this call wins the claim. */
  async function deliver(message: StoredMessage): Promise<StoredMessage | null> {
    const at = now()
    const claimed = await transition(
      message.id,
      { statuses: ['pending', 'delivering'], attempts: message.attempts, dueBy: at },
      {
        status: 'delivering',
        attempts: message.attempts + 1,
        nextAttemptAt: new Date(at.getTime() + policy.leaseMs).toISOString(),
      },
    )
    if (!claimed) return null
    const payload = await options.payload()
    let outcome: 'sent' | 'skipped'
    try {
      const booking = await getBooking(payload, claimed.booking)
      outcome = booking ? await options.send(claimed, booking) : 'skipped'
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
      const final = claimed.attempts >= policy.maxAttempts
      log.warn({ err: error, message: claimed.idempotencyKey, attempts: claimed.attempts }, 'booking message not sent')
      return transition(
        claimed.id,
        { statuses: ['delivering'], attempts: claimed.attempts },
        final
          ? { status: 'failed', nextAttemptAt: null, lastError: reason }
          : {
              status: 'pending',
              lastError: reason,
              nextAttemptAt: new Date(now().getTime() + retryDelayMs(claimed.attempts, policy, random())).toISOString(),
            },
      )
    }
    return transition(
      claimed.id,
      { statuses: ['delivering'], attempts: claimed.attempts },
      {
        status: outcome === 'sent' ? 'delivered' : 'skipped',
        nextAttemptAt: null,
        lastError: null,
        deliveredAt: now().toISOString(),
      },
    )
  }

  async function due(limit: number): Promise<StoredMessage[]> {
    const payload = await options.payload()
    const result = await payload.find({
      collection: 'service-booking-messages',
      where: { status: { in: ['pending', 'delivering'] }, nextAttemptAt: { less_than_equal: now().toISOString() } },
      sort: 'nextAttemptAt',
      limit,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    return result.docs.map((doc) => messageFromDoc(doc as unknown as Record<string, unknown>))
  }

  return {
    policy,
    deliver,
    /** Sends every due message, up to `limit`, one after another; answers how many were tried. */
    async deliverDue(limit = 50): Promise<number> {
      const list = await due(limit)
      for (const message of list) {
        try {
          await deliver(message)
        } catch (error) {
          log.error({ err: error, message: message.idempotencyKey }, 'booking message could not be tried')
        }
      }
      return list.length
    },
    async get(id: string) {
      const payload = await options.payload()
      const found = await payload.find({
        collection: 'service-booking-messages',
        where: { id: { equals: rowId(id) } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      return found.docs[0] ? messageFromDoc(found.docs[0] as unknown as Record<string, unknown>) : null
    },
  }
}

export type MessageOutbox = ReturnType<typeof messageOutbox>

export { bookingFromDoc }
