/**
 * Countdown arithmetic (spec 1 sections 3, 4 and 9): the time left until a target, split into
 * the units a countdown shows. It ticks every second and shows zero once the target has passed.
 */

export const COUNTDOWN_UNITS = ['years', 'days', 'hours', 'minutes', 'seconds'] as const
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number]

export const COUNTDOWN_TICK_MS = 1000
export const DEFAULT_COUNTDOWN_UNITS: readonly CountdownUnit[] = ['days', 'hours', 'minutes', 'seconds']

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
// A countdown year is 365 days: calendar years would make "1 year" mean a different span
// depending on leap days between now and the target, which visitors cannot see.
const YEAR = 365 * DAY

const UNIT_MS: Record<CountdownUnit, number> = {
  years: YEAR,
  days: DAY,
  hours: HOUR,
  minutes: MINUTE,
  seconds: SECOND,
}

export type CountdownPart = { unit: CountdownUnit; value: number }

export type Countdown = {
  parts: CountdownPart[]
  /** true once the target time has been reached */
  ended: boolean
}

/** Milliseconds since the epoch for an ISO date, or null for anything that is not a date. */
export function parseTarget(value: unknown): number | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null
  const ms = value instanceof Date ? value.getTime() : Date.parse(value)
  return Number.isFinite(ms) ? ms : null
}

/**
 * The chosen units in display order (largest first), without repeats or unknown names; the
 * default set when none of the given ones is a unit.
 */
export function normaliseUnits(units: readonly unknown[] | null | undefined): CountdownUnit[] {
  const chosen = new Set(units ?? [])
  const known = COUNTDOWN_UNITS.filter((unit) => chosen.has(unit))
  return known.length ? known : [...DEFAULT_COUNTDOWN_UNITS]
}

/**
 * The time left from `now` to `target` in the given units. The largest unit takes everything
 * above it (with days as the largest, 400 days stay 400 days); time below the smallest unit is
 * dropped, so a display without seconds shows a minute until the whole minute has passed.
 */
export function countdown(
  target: number,
  now: number,
  units: readonly CountdownUnit[] = DEFAULT_COUNTDOWN_UNITS,
): Countdown {
  const ordered = normaliseUnits(units)
  let left = Math.max(0, target - now)
  const parts = ordered.map((unit) => {
    const value = Math.floor(left / UNIT_MS[unit])
    left -= value * UNIT_MS[unit]
    return { unit, value }
  })
  return { parts, ended: target <= now }
}

/** Milliseconds until the displayed seconds change, so ticks line up with the clock. */
export function msUntilNextTick(target: number, now: number): number {
  const left = target - now
  if (left <= 0) return COUNTDOWN_TICK_MS
  return left % COUNTDOWN_TICK_MS || COUNTDOWN_TICK_MS
}

/** Two digits for every unit but the largest, which shows as many digits as it needs. */
export function formatCountdownValue(value: number, index: number): string {
  return index === 0 ? String(value) : String(value).padStart(2, '0')
}

/** The market's time zone per site language, so the end time reads as the visitor's clock shows it. */
export const COUNTDOWN_TIME_ZONES = {
  sv: 'Europe/Stockholm',
  nb: 'Europe/Oslo',
  fi: 'Europe/Helsinki',
  en: 'Europe/London',
  sk: 'Europe/Bratislava',
} as const

/** The end time written out, e.g. '31 mars 2025 23:59' for Swedish. */
export function formatCountdownEnd(target: number, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(target)
}
