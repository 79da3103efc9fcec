import { createHash } from 'node:crypto'
import type { LeadValues } from './outbox'

/**
 * The same lead sent again with a new submission id (a double click after a reload, a script
 * resending one text) is stored once when it comes within this window (issue: abuse limits).
 * A retry of one submission needs no window: it carries the same submission id.
 */
export const DUPLICATE_WINDOW_MS = 60_000

type LeadContent = { site: string; formName: string; carId: string; values: LeadValues }

const folded = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()

/** Values that say where or to whom a lead went, not what the visitor wrote. */
const NOT_CONTENT = new Set(['source', 'toName', 'toEmail', 'siteName', 'siteEmail', 'valuation'])

/** A value with the differences typing makes ignored: case, spaces, how a phone number is grouped. */
function canonical(key: string, value: unknown): unknown {
  if (typeof value === 'string') return /phone/i.test(key) ? value.replace(/[^\d+]/g, '') : folded(value)
  if (Array.isArray(value)) return value.map((entry) => canonical(key, entry))
  return value ?? null
}

/**
 * What makes two leads the same lead: the visitor's words and choices in the same form for the
 * same car (if any) on the same site. The page it was sent from is left out: one visitor on two
 * tabs sends one lead. Works for every form: its values are taken key by key in sorted order.
 */
export function leadFingerprint(lead: LeadContent): string {
  const values = Object.keys(lead.values)
    .filter((key) => !NOT_CONTENT.has(key))
    .sort()
    .map((key) => [key, canonical(key, lead.values[key])])
  const content = [lead.site, lead.formName, lead.carId, values]
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url')
}

/**
 * A key the database holds unique, so that two copies arriving at the same moment on two
 * instances cannot both be stored: the fingerprint and the window the lead arrived in. Copies
 * on either side of a window's edge are caught by looking back one window before inserting.
 */
export function duplicateKey(fingerprint: string, at: Date): string {
  return `${fingerprint}:${Math.floor(at.getTime() / DUPLICATE_WINDOW_MS)}`
}
