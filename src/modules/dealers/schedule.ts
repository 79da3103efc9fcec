import { addDays, localDate, weekdayOf, WEEKDAYS } from './calendar'
import { vacationCovers } from './vacations'
import type { OpeningHoursRow, ScheduleInput, Weekday } from './types'

/**
 * A department's week as the page lists it, and the hours that apply on a given date: a
 * deviation day (a holiday) first, then a day of a vacation under way, then the weekly hours.
 */

export type WeekRow = {
  day: Weekday
  displayText: string
  open: string | null
  close: string | null
  /** The row of the site's today. */
  isToday: boolean
}

/**
 * Monday to Sunday in the feed's `openinghours` shape, today marked in the site's time zone. A day
 * the feed leaves out is shown closed with `closedText`.
 */
export function weekRows(
  schedule: ScheduleInput,
  timeZone: string,
  now: Date,
  options: { closedText?: string } = {},
): WeekRow[] {
  const today = weekdayOf(localDate(timeZone, now))
  const rows = schedule?.openinghours ?? []
  return WEEKDAYS.map((day) => {
    const row = rows.find((r) => r.day === day)
    return {
      day,
      displayText: row?.displayText ?? options.closedText ?? '',
      open: row?.open ?? null,
      close: row?.close ?? null,
      isToday: day === today,
    }
  })
}

export type HoursSource = 'week' | 'deviation' | 'vacation'

/** The hours that apply on one date; `open` and `close` are both null on a closed day. */
export type DayHours = {
  date: string
  weekday: Weekday
  open: string | null
  close: string | null
  source: HoursSource
  /** The deviation day's or vacation's title. */
  title: string | null
}

function weekRow(rows: readonly OpeningHoursRow[], day: Weekday): OpeningHoursRow | undefined {
  return rows.find((r) => r.day === day)
}

/** The hours on a calendar date ('YYYY-MM-DD'). A day with only one of open and close is closed. */
export function hoursOn(schedule: ScheduleInput, date: string): DayHours {
  const weekday = weekdayOf(date)
  const both = (open: string | null | undefined, close: string | null | undefined) =>
    open && close ? { open, close } : { open: null, close: null }
  const deviation = (schedule?.deviationdays ?? []).find((d) => d.date === date)
  if (deviation) {
    return {
      date,
      weekday,
      ...both(deviation.open, deviation.close),
      source: 'deviation',
      title: deviation.title ?? null,
    }
  }
  for (const vacation of schedule?.vacationdays ?? []) {
    if (!vacationCovers(vacation, date)) continue
    const day = vacation.days.find((d) => d.date === date)
    if (day) {
      return {
        date,
        weekday,
        ...both(day.open, day.close),
        source: 'vacation',
        title: day.title ?? vacation.vacationtitle,
      }
    }
  }
  const row = weekRow(schedule?.openinghours ?? [], weekday)
  return { date, weekday, ...both(row?.open, row?.close), source: 'week', title: null }
}

/** The hours of `count` days from the site's today. */
export function daysAhead(schedule: ScheduleInput, timeZone: string, now: Date, count: number): DayHours[] {
  const today = localDate(timeZone, now)
  return Array.from({ length: count }, (_, i) => hoursOn(schedule, addDays(today, i)))
}
