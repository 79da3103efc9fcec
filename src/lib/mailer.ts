import path from 'node:path'
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'
import type { CalendarMethod } from '@/modules/calendar/ics'
import { env } from './env'
import { logger } from './logger'
import { fileKey, writeOnce } from './write-once'

/**
 * E-mail to visitors (booking confirmations, changes, reminders). With SMTP_URL set, messages go
 * to that mail server; otherwise the embedded default writes each message as an .eml file into
 * DATA_DIR/mail, which any mail client opens and a relay can pick up. Callers send through a
 * durable outbox with a stable key per message: the file mailer writes a key once, and the key is
 * the Message-ID, so a repeat after a crash is recognisable downstream too.
 */

export type MailAddress = { name?: string; address: string }

export type MailMessage = {
  to: MailAddress | MailAddress[]
  subject: string
  text: string
  html?: string
  replyTo?: MailAddress
  /** A calendar entry mail clients offer to add (REQUEST) or remove (CANCEL). */
  calendar?: { method: CalendarMethod; content: string; filename?: string }
  attachments?: { filename: string; content: string | Buffer; contentType?: string }[]
  /**
   * The address that ends a subscription (saved-search alerts): sent as List-Unsubscribe
   * (RFC 2369) with List-Unsubscribe-Post: List-Unsubscribe=One-Click (RFC 8058), so mail clients
   * offer an unsubscribe button that POSTs to it. An https URL whose POST needs no further step.
   */
  listUnsubscribe?: string
  /** The name the message is sent under (the site's, e.g. 'Hedin Automotive'), at MAIL_FROM's address. */
  senderName?: string
}

export type Mailer = {
  /** Sends once per key; throws MailError (retryable or not) when the message did not go. */
  send(message: MailMessage, key: string): Promise<void>
}

export class MailError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message)
    this.name = 'MailError'
  }
}

const log = logger.child({ module: 'mailer' })
const SMTP_TIMEOUT_MS = 15_000

/** The address of a sender written as 'Name <address>' or as the bare address. */
export const senderAddress = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim()

function options(message: MailMessage, from: string, key: string): SendMailOptions {
  return {
    from: message.senderName ? { name: message.senderName, address: senderAddress(from) } : from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: `<${fileKey(key)}@retail-cloud.invalid>`,
    headers: {
      'X-Idempotency-Key': key.replace(/[\r\n]/g, ' '),
      ...(message.listUnsubscribe
        ? {
            'List-Unsubscribe': `<${message.listUnsubscribe.replace(/[\r\n<>\s]/g, '')}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : {}),
    },
    attachments: message.attachments,
    icalEvent: message.calendar && {
      method: message.calendar.method,
      content: message.calendar.content,
      filename: message.calendar.filename ?? 'booking.ics',
    },
  }
}

/** The embedded default: each message as `{key}.eml` in `dir`, written once per key. */
export function fileMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    async send(message, key) {
      const info = await transport.sendMail(options(message, from, key))
      const raw = info.message as Buffer
      if (await writeOnce(dir, `${fileKey(key)}.eml`, raw)) log.info({ key }, 'mail written to the mail folder')
    },
  }
}

/** A mail server. A 4xx answer or a broken connection is worth another try; a 5xx is final. */
export function smtpMailer(url: string, from: string): Mailer {
  const timeouts = `connectionTimeout=${SMTP_TIMEOUT_MS}&greetingTimeout=${SMTP_TIMEOUT_MS}&socketTimeout=${SMTP_TIMEOUT_MS}`
  const transport: Transporter = nodemailer.createTransport(`${url}${url.includes('?') ? '&' : '?'}${timeouts}`)
  return {
    async send(message, key) {
      try {
        await transport.sendMail(options(message, from, key))
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode
        const reason = error instanceof Error ? error.message : String(error)
        throw new MailError(`mail server refused or unreachable: ${reason}`, !(code && code >= 500))
      }
    },
  }
}

let configured: Mailer | undefined

/** The mailer the environment configures (SMTP_URL, MAIL_FROM, DATA_DIR). */
export function mailer(): Mailer {
  if (configured) return configured
  const settings = env()
  configured = settings.SMTP_URL
    ? smtpMailer(settings.SMTP_URL, settings.MAIL_FROM)
    : fileMailer(path.join(path.resolve(/*turbopackIgnore: true*/ settings.DATA_DIR), 'mail'), settings.MAIL_FROM)
  return configured
}
