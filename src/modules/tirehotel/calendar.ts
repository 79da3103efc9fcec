import { addDays, weekdayOf } from '../dealers/calendar'
import { TIME_ZONE } from './types'

/**
 * The booking window and the date picker's grid (spec 3 sections 5 and 9): bookable from 3 days
 * after today to 3 months ahead, today being Stockholm's; a 42-day grid with Monday first.
 */

export const WINDOW_START_DAYS = 3
export const WINDOW_MONTHS = 3
export const GRID_DAYS = 42
/** The widest range one GetTimeslotDays call may ask for. */
export const MAX_RANGE_DAYS = 120

/** 'YYYY-MM-DD' plus `months` calendar months, clamped to the month's last day. */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(y, m - 1 + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10)
}

export type BookingWindow = { first: string; last: string; today: string }

/**
 * Wall-clock parts of an instant in a zone, from Intl alone: the browser's Date may be a test
 * clock's stand-in, which classes extending Date (TZDate) do not survive.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

function zoneParts(ms: number, timeZone: string) {
  const parts = formatterOf(timeZone).formatToParts(new Date(ms))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), mi: get('minute'), s: get('second') }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 'YYYY-MM-DD' of the zone's today. */
export function zonedToday(now: Date, timeZone: string = TIME_ZONE): string {
  const p = zoneParts(now.getTime(), timeZone)
  return `${p.y}-${pad(p.m)}-${pad(p.d)}`
}

/** The zone's offset from UTC at an instant, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const p = zoneParts(ms, timeZone)
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.mi, p.s) - Math.floor(ms / 1000) * 1000
}

export function bookingWindow(now: Date, timeZone: string = TIME_ZONE): BookingWindow {
  const today = zonedToday(now, timeZone)
  return { today, first: addDays(today, WINDOW_START_DAYS), last: addMonths(today, WINDOW_MONTHS) }
}

export function inWindow(date: string, window: BookingWindow): boolean {
  return date >= window.first && date <= window.last
}

/** Days between two ISO dates (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)
}

/** The dates of [start, end] inside the window, in order. */
export function clampedDates(start: string, end: string, window: BookingWindow): string[] {
  const from = start > window.first ? start : window.first
  const to = end < window.last ? end : window.last
  const dates: string[] = []
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d)
  return dates
}

/** The 42 dates of the month grid of `month` ('YYYY-MM'), starting on the Monday on or before the 1st. */
export function monthGrid(month: string): string[] {
  const first = `${month}-01`
  const offset = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].indexOf(
    weekdayOf(first),
  )
  const start = addDays(first, -offset)
  return Array.from({ length: GRID_DAYS }, (_, i) => addDays(start, i))
}

export function monthOf(date: string): string {
  return date.slice(0, 7)
}

export function addMonth(month: string, delta: number): string {
  return addMonths(`${month}-01`, delta).slice(0, 7)
}

/** Back is disabled at or before the current month; forward at the last month with availability. */
export function monthNavigation(shown: string, current: string, lastAvailable: string | null) {
  return { canGoBack: shown > current, canGoForward: lastAvailable !== null && shown < lastAvailable }
}

/** The instant of a wall-clock time at a date in the zone (summer time decided by the zone database). */
export function zonedInstant(date: string, time: string, timeZone: string = TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const [hh, mm] = time.split(':').map(Number) as [number, number]
  const wall = Date.UTC(y, m - 1, d, hh, mm)
  let instant = wall - offsetAt(wall, timeZone)
  // Near a summer-time change the offset at the first guess may differ from the one at the answer.
  const second = wall - offsetAt(instant, timeZone)
  if (second !== instant) instant = second
  return new Date(instant)
}

/** 'HH:mm' in the zone of an instant. */
export function wallClock(instant: Date | string, timeZone: string = TIME_ZONE): string {
  const p = zoneParts(new Date(instant).getTime(), timeZone)
  return `${pad(p.h)}:${pad(p.mi)}`
}

/** Slot start times as the widget lists them: HH:mm, deduplicated, sorted. */
export function timeLabels(startTimes: readonly string[], timeZone: string = TIME_ZONE): string[] {
  return [...new Set(startTimes.map((t) => wallClock(t, timeZone)))].sort()
}

/** The Swedish summary date with weekday, e.g. 'torsdag 3 december 2026'. */
export function swedishDate(date: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`))
}
