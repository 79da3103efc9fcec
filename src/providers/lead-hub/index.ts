import path from 'node:path'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { fileKey, writeOnce } from '@/lib/write-once'
import { LeadHubError, type LeadHub, type LeadMessage } from '@/modules/forms/outbox'

export type { LeadHub, LeadMessage } from '@/modules/forms/outbox'

/**
 * Where leads go (spec 2 section 7.5, the comhub lead hub). With LEAD_HUB_URL set they are posted
 * there; otherwise the embedded default writes each lead as an e-mail message (RFC 5322, .eml)
 * into an inbox folder under DATA_DIR, which any mail client opens and a mail relay can pick up.
 * Both take a lead at most once per idempotency key.
 */

const log = logger.child({ module: 'lead-hub' })

/** A hub that is slower than this is treated as down; the outbox tries again later. */
const HUB_TIMEOUT_MS = 15_000

/** Statuses after which the same request may succeed later; any other 4xx is final. */
const RETRYABLE_STATUSES = new Set([408, 409, 425, 429])

/**
 * One JSON POST with an Idempotency-Key to an upstream that takes each key once (the lead hub,
 * the kits tool's Automaster). A network failure, timeout, 5xx, 408, 409, 425 or 429 is worth
 * trying again; any other 4xx is final.
 */
export async function postIdempotent(
  what: string,
  url: string,
  body: unknown,
  idempotencyKey: string,
  options: { apiKey?: string; timeoutMs: number },
): Promise<void> {
  let res: Response
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
        ...(options.apiKey ? { 'x-api-key': options.apiKey } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    })
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    const reason = error instanceof Error ? error.message : String(error)
    throw new LeadHubError(`${what} unreachable: ${cause ?? reason}`, true)
  }
  // The answer's body is not used; draining it frees the connection.
  await res.arrayBuffer().catch(() => undefined)
  if (res.ok) return
  const retryable = res.status >= 500 || RETRYABLE_STATUSES.has(res.status)
  throw new LeadHubError(`${what} answered ${res.status}`, retryable)
}

/** The comhub upstream: the spec's body, the submission id as Idempotency-Key. */
export function httpLeadHub(url: string, apiKey?: string, timeoutMs = HUB_TIMEOUT_MS): LeadHub {
  return {
    deliver: (lead, idempotencyKey) =>
      postIdempotent(
        'lead hub',
        url,
        { formName: lead.formName, formSubmissionId: lead.formSubmissionId, values: lead.values },
        idempotencyKey,
        { apiKey, timeoutMs },
      ),
  }
}

/** The embedded default: one .eml file per lead in `dir`, written once per key. */
export function inboxLeadHub(dir: string): LeadHub {
  return {
    async deliver(lead, idempotencyKey) {
      if (await writeOnce(dir, `${fileKey(idempotencyKey)}.eml`, leadEmail(lead, idempotencyKey))) {
        log.info({ formSubmissionId: lead.formSubmissionId }, 'lead written to the inbox')
      }
    },
  }
}

export function leadHub(timeoutMs = HUB_TIMEOUT_MS): LeadHub {
  const settings = env()
  if (settings.LEAD_HUB_URL) return httpLeadHub(settings.LEAD_HUB_URL, settings.LEAD_HUB_API_KEY, timeoutMs)
  return inboxLeadHub(path.join(path.resolve(/*turbopackIgnore: true*/ settings.DATA_DIR), 'lead-inbox'))
}

// ── the message ────────────────────────────────────────────────────────────────────────────

const CRLF = '\r\n'
const SENDER = 'retail-cloud <leads@retail-cloud.invalid>'

/** Header text: CR and LF removed (no header injection), non-ASCII as RFC 2047 encoded words. */
export function headerText(value: string): string {
  const flat = value.replace(/[\r\n]+/g, ' ').trim()
  if (/^[\x20-\x7e]*$/.test(flat)) return flat
  const words: string[] = []
  let chunk = ''
  for (const char of flat) {
    // 45 bytes of UTF-8 make 60 base64 characters: each word stays within 75 (RFC 2047).
    if (Buffer.byteLength(chunk + char) > 45) {
      words.push(chunk)
      chunk = ''
    }
    chunk += char
  }
  if (chunk) words.push(chunk)
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join(`${CRLF} `)
}

function address(name: string, email: string): string {
  const mailbox = email.replace(/[\r\n<>"]/g, '')
  const display = name.replace(/[\r\n"\\]/g, ' ').trim()
  if (!display) return `<${mailbox}>`
  return /^[\x20-\x7e]*$/.test(display) ? `"${display}" <${mailbox}>` : `${headerText(display)} <${mailbox}>`
}

/** Quoted-printable (RFC 2045): the body stays readable, lines stay short, any text is safe. */
export function quotedPrintable(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const bytes = Buffer.from(line, 'utf8')
      let encoded = ''
      bytes.forEach((byte, i) => {
        const last = i === bytes.length - 1
        const plain = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last)
        encoded += plain ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`
      })
      const out: string[] = []
      while (encoded.length > 75) {
        // never split an =XX escape
        let cut = 75
        const escape = encoded.lastIndexOf('=', cut - 1)
        if (escape > cut - 3) cut = escape
        out.push(`${encoded.slice(0, cut)}=`)
        encoded = encoded.slice(cut)
      }
      out.push(encoded)
      return out.join(CRLF)
    })
    .join(CRLF)
}

const yesNo = (value: unknown) => (value ? 'yes' : 'no')
const str = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value))

/** A value of any form as a line's text: lists joined, objects (the valuation) as JSON. */
function valueText(value: unknown): string {
  if (typeof value === 'boolean') return yesNo(value)
  if (Array.isArray(value)) return value.map(str).join(', ') || '-'
  if (value && typeof value === 'object') return JSON.stringify(value)
  return str(value) || '-'
}

/** 'customerPhone' → 'Customer phone'. */
const label = (key: string) =>
  key
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ (\w)/g, (_, c: string) => ` ${c.toLowerCase()}`)

/** Written out at the end, as the message they are. */
const FREE_TEXT = ['message', 'description', 'other']
const NOT_SHOWN = new Set(['toName', 'toEmail', 'source', ...FREE_TEXT])

/** What the e-mail says, per form: the enquiry as it always read; other forms field by field. */
function leadLines(lead: LeadMessage): { subject: string; lines: string[]; name: string; email: string } {
  const v = lead.values
  if (lead.formName === 'car-enquiry') {
    return {
      subject: `Enquiry about car ${str(v.car)} from ${str(v.name)}`,
      name: str(v.name),
      email: str(v.email),
      lines: [
        `Car: ${str(v.car)}`,
        `Name: ${str(v.name)}`,
        `Phone: ${str(v.phone)}`,
        `Email: ${str(v.email)}`,
        `Quote: ${yesNo(v.quote)}`,
        `Test drive: ${yesNo(v.testDrive)}`,
        ...(v.seller ? [`Chosen dealer: ${str(v.seller)}`] : []),
        ...(v.source ? [`Sent from: ${str(v.source)}`] : []),
      ],
    }
  }
  const name = str(v.customerName ?? v.name)
  const subjects: Record<string, string> = {
    'sell-car': `Car to ${v.selectedOption === 'tradeIn' ? 'trade in' : 'buy'}: ${str(v.regno)} from ${name}`,
    'service-booking-no': `Service request ${str(v.regno)} on ${str(v.date)} from ${name}`,
  }
  return {
    subject: subjects[lead.formName] ?? `Form ${lead.formName} from ${name || 'a visitor'}`,
    name,
    email: str(v.customerEmail ?? v.email),
    lines: [
      ...Object.entries(v)
        .filter(([key]) => !NOT_SHOWN.has(key))
        .map(([key, value]) => `${label(key)}: ${valueText(value)}`),
      ...(v.source ? [`Sent from: ${str(v.source)}`] : []),
    ],
  }
}

/** The lead as an e-mail to its recipient, replies going to the visitor. */
export function leadEmail(lead: LeadMessage, idempotencyKey: string, date = new Date()): string {
  const v = lead.values
  const text = leadLines(lead)
  const freeText = FREE_TEXT.map((key) => str(v[key])).filter(Boolean)
  const lines = [
    `Form: ${lead.formName}`,
    `Site: ${lead.site}`,
    ...text.lines,
    `Received: ${lead.createdAt}`,
    `Submission: ${lead.formSubmissionId}`,
    '',
    'Message:',
    freeText.join('\n\n') || '-',
  ]
  const headers = [
    `Message-ID: <${fileKey(idempotencyKey)}@retail-cloud.invalid>`,
    `Date: ${date.toUTCString()}`,
    `From: ${SENDER}`,
    `To: ${address(str(v.toName), str(v.toEmail))}`,
    `Reply-To: ${address(text.name, text.email)}`,
    `Subject: ${headerText(text.subject)}`,
    `X-Form-Name: ${headerText(lead.formName)}`,
    `X-Idempotency-Key: ${headerText(idempotencyKey)}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
  ]
  return `${headers.join(CRLF)}${CRLF}${CRLF}${quotedPrintable(lines.join('\n'))}${CRLF}`
}
