/**
 * Signs that a public form was sent by a bot rather than a visitor (ARCHITECTURE "Security and
 * limits": every public form has a spam trap). A bot is answered as if it succeeded, so it learns
 * nothing to work around; its lead is kept, marked spam and never delivered, and staff can
 * release one caught by mistake from the admin.
 */

/**
 * The trap: a text input people never see or reach (off-screen, hidden from assistive
 * technology, out of the tab order) with a name form-filling bots like to fill.
 */
export const HONEYPOT_FIELD = 'website'

export const SPAM_REASONS = ['honeypot', 'too_fast', 'no_fill_time'] as const
export type SpamReason = (typeof SPAM_REASONS)[number]

export type SpamSignals = {
  /** what the trap field held */
  honeypot: string
  /** milliseconds between the form being shown and sent, as the browser measured them */
  fillMs: number | undefined
}

/** Why a submission looks like a bot's, or null when it looks like a person's. */
export function spamReason(signals: SpamSignals, minFillMs: number): SpamReason | null {
  if (signals.honeypot.trim() !== '') return 'honeypot'
  // Our form always says how long it took; a body without it was not sent by our form.
  if (signals.fillMs === undefined) return 'no_fill_time'
  if (signals.fillMs < minFillMs) return 'too_fast'
  return null
}
