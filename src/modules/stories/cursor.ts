import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The stories list's cursor: an opaque token for a position in the order (date, then id, both
 * descending). It carries the last story's date and id and a signature over them, so a cursor
 * the server did not make (edited, truncated, guessed) is refused instead of read as a position.
 * The key is the server's secret: every instance signs alike.
 */
export type StoryPosition = { date: string; id: number }

const SIGNATURE_CHARS = 22
/** Longer tokens are refused before any decoding (a real one is about 45 characters). */
export const MAX_CURSOR_LENGTH = 100

function sign(payload: string, key: string): string {
  return createHmac('sha256', key).update(`story-cursor:${payload}`).digest('base64url').slice(0, SIGNATURE_CHARS)
}

export function encodeCursor(position: StoryPosition, key: string): string {
  const ms = Date.parse(position.date)
  if (!Number.isFinite(ms) || !Number.isSafeInteger(position.id))
    throw new Error('a story position needs a date and an id')
  const payload = Buffer.from(`${ms.toString(36)}.${position.id.toString(36)}`, 'utf8').toString('base64url')
  return `${payload}.${sign(payload, key)}`
}

/** The position a cursor stands for, or null when it is not one this server made. */
export function decodeCursor(cursor: string, key: string): StoryPosition | null {
  if (cursor.length > MAX_CURSOR_LENGTH) return null
  const match = /^([A-Za-z0-9_-]{1,60})\.([A-Za-z0-9_-]{22})$/.exec(cursor)
  if (!match) return null
  const [, payload = '', signature = ''] = match
  const expected = Buffer.from(sign(payload, key))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const fields = /^(-?[0-9a-z]{1,12})\.([0-9a-z]{1,12})$/.exec(Buffer.from(payload, 'base64url').toString('utf8'))
  if (!fields) return null
  const ms = parseInt(fields[1]!, 36)
  const id = parseInt(fields[2]!, 36)
  if (!Number.isFinite(ms) || !Number.isSafeInteger(id) || id < 1) return null
  const date = new Date(ms)
  if (Number.isNaN(date.getTime())) return null
  return { date: date.toISOString(), id }
}
