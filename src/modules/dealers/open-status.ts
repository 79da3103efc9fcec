import { addDays, localMoment, MINUTES_PER_DAY, minutesOf } from './calendar'
import { hoursOn, type DayHours } from './schedule'
import type { ScheduleInput, Weekday } from './types'

/**
 * Open now or closed, and until or from when, in the site's own time zone. Deviation days and the
 * days of a vacation under way replace the weekly hours (see `hoursOn`). A close at or before the
 * opening time ('00:00', '02:00' after a '22:00' opening) closes after midnight.
 */

export type OpensAt = { date: string; weekday: Weekday; time: string }

export type OpenStatus =
  | {
      state: 'open'
      /** 'HH:MM' at the site. */
      closesAt: string
      /** The closing falls at or after midnight (the next calendar day at the site). */
      closesNextDay: boolean
      /** The hours that opened the doors (today's, or yesterday's when they run past midnight). */
      hours: DayHours
    }
  | {
      state: 'closed'
      /** The next opening within `LOOKAHEAD_DAYS`, or null when there is none. */
      opensAt: OpensAt | null
      /** Today's hours: a holiday or vacation day says why the site is closed. */
      today: DayHours
    }

/** How far ahead the next opening is looked for: past the longest holiday or summer closing. */
export const LOOKAHEAD_DAYS = 45

/** A day's opening as minutes from that day's midnight; the end may pass midnight. */
function window(hours: DayHours): { start: number; end: number } | null {
  const start = minutesOf(hours.open)
  const close = minutesOf(hours.close)
  if (start === null || close === null || start === close) return null
  return { start, end: close > start ? close : close + MINUTES_PER_DAY }
}

export function openStatus(schedule: ScheduleInput, timeZone: string, now: Date): OpenStatus {
  const { date, minutes } = localMoment(timeZone, now)
  const yesterday = hoursOn(schedule, addDays(date, -1))
  const late = window(yesterday)
  if (late && late.end > MINUTES_PER_DAY && minutes < late.end - MINUTES_PER_DAY) {
    return { state: 'open', closesAt: yesterday.close!, closesNextDay: false, hours: yesterday }
  }
  const today = hoursOn(schedule, date)
  const current = window(today)
  if (current && minutes >= current.start && minutes < current.end) {
    return { state: 'open', closesAt: today.close!, closesNextDay: current.end >= MINUTES_PER_DAY, hours: today }
  }
  if (current && minutes < current.start) {
    return { state: 'closed', opensAt: { date, weekday: today.weekday, time: today.open! }, today }
  }
  for (let i = 1; i <= LOOKAHEAD_DAYS; i++) {
    const day = hoursOn(schedule, addDays(date, i))
    if (window(day))
      return { state: 'closed', opensAt: { date: day.date, weekday: day.weekday, time: day.open! }, today }
  }
  return { state: 'closed', opensAt: null, today }
}
