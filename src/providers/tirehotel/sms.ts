import type { Payload } from 'payload'
import { logger } from '@/lib/logger'

/**
 * Delivery of the sms-outbox: each message is written first (the route answers only after that),
 * then sent to the HTTP gateway when SMS_URL is set. Without a gateway the message stays in the
 * outbox for staff, and in development its text is logged so a developer can read the code.
 * A code's body is replaced once the code has expired.
 */

const log = logger.child({ module: 'sms-outbox' })
export const REDACTED = '[kod borttagen efter giltighetstiden]'

export type SmsGateway = { url?: string; apiKey?: string; development: boolean; timeoutMs?: number }

export async function deliverSms(
  payload: Payload,
  id: number | string,
  message: { to: string; body: string },
  gateway: SmsGateway,
): Promise<void> {
  if (!gateway.url) {
    // Development only: the text on the console stands in for the phone. Never in production logs.
    if (gateway.development) log.info({ to: message.to, body: message.body }, 'SMS (no gateway; development log)')
    await payload.db.updateOne({ collection: 'sms-outbox', where: { id: { equals: id } }, data: { status: 'logged' } })
    return
  }
  let status: 'sent' | 'failed' = 'failed'
  try {
    const response = await fetch(gateway.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(gateway.apiKey ? { Authorization: `Bearer ${gateway.apiKey}` } : {}),
        'Idempotency-Key': `sms-${id}`,
      },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(gateway.timeoutMs ?? 5000),
    })
    status = response.ok ? 'sent' : 'failed'
    if (!response.ok) log.warn({ smsId: id, status: response.status }, 'SMS gateway refused a message')
  } catch (error) {
    log.warn({ smsId: id, err: error instanceof Error ? error.message : String(error) }, 'SMS gateway unreachable')
  }
  await payload.db.updateOne({ collection: 'sms-outbox', where: { id: { equals: id } }, data: { status, attempts: 1 } })
}

/** Blanks the text of code messages whose code has expired. */
export async function redactExpiredCodes(payload: Payload, now: Date = new Date()): Promise<void> {
  await payload.db.updateMany({
    collection: 'sms-outbox',
    where: {
      and: [
        { redacted: { equals: false } },
        { kind: { equals: 'code' } },
        { expiresAt: { less_than: now.toISOString() } },
      ],
    },
    data: { body: REDACTED, redacted: true },
  })
}
