import { localDate } from './calendar'
import type { DeviationDay, ScheduleInput, Vacation } from './types'

/**
 * Vacations and deviation days as a department page shows them (spec 2 section 2.7): a vacation
 * only while the site's today lies between its start and end, deviations from today on.
 */

/** A vacation whose end comes before its start is a feed error and never shown. */
export function isValidVacation(vacation: Pick<Vacation, 'vacationstart' | 'vacationend'>): boolean {
  return vacation.vacationstart <= vacation.vacationend
}

/** Whether a vacation covers a calendar date ('YYYY-MM-DD'), ends included. */
export function vacationCovers(vacation: Pick<Vacation, 'vacationstart' | 'vacationend'>, date: string): boolean {
  return isValidVacation(vacation) && vacation.vacationstart <= date && date <= vacation.vacationend
}

/** The vacations under way on the site's today, in feed order. */
export function currentVacations(schedule: ScheduleInput, timeZone: string, now: Date): Vacation[] {
  const today = localDate(timeZone, now)
  return (schedule?.vacationdays ?? []).filter((vacation) => vacationCovers(vacation, today))
}

/** Deviation days from the site's today on, earliest first. */
export function upcomingDeviations(schedule: ScheduleInput, timeZone: string, now: Date): DeviationDay[] {
  const today = localDate(timeZone, now)
  return (schedule?.deviationdays ?? []).filter((day) => day.date >= today).sort((a, b) => a.date.localeCompare(b.date))
}
