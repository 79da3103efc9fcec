import { createHash } from 'node:crypto'
import type { ComhubValues } from './enquiry'

/**
 * The same lead sent again with a new submission id (a double click after a reload, a script
 * resending one text) is stored once when it comes within this window (issue: abuse limits).
 * A retry of one submission needs no window: it carries the same submission id.
 */
export const DUPLICATE_WINDOW_MS = 60_000

type LeadContent = { site: string; formName: string; carId: string; values: ComhubValues }

const folded = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * What makes two leads the same lead: the visitor's words and choices for the same car on the
 * same site, with the differences typing makes ignored (case, spaces, how a phone number is
 * grouped). The page it was sent from is left out: one visitor on two tabs sends one lead.
 */
export function leadFingerprint(lead: LeadContent): string {
  const { values } = lead
  const content = [
    lead.site,
    lead.formName,
    lead.carId,
    folded(values.name),
    values.phone.replace(/[^\d+]/g, ''),
    folded(values.email),
    folded(values.message),
    values.seller,
    values.quote,
    values.testDrive,
  ]
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
