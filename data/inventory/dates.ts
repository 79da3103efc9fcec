/**
 * Date arithmetic in UTC on a fixed reference date: the generator never reads the clock, so the
 * same options give the same documents on any day and in any time zone.
 */

const DAY_MS = 86_400_000

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS)
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000)
}

/** 'YYYY-MM-DD' */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** 'YYYY-MM-DDTHH:MM:SSZ', without milliseconds as feeds send it. */
export function isoDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`
}
