import { addDays, localMoment, minutesOf } from '../dealers/calendar'
import { hoursOn } from '../dealers/schedule'
import type { ScheduleInput } from '../dealers/types'
import type { TimeslotDay } from './types'

/**
 * Free workshop time (embedded scheduler). A day's slots run from opening at the slot length,
 * each ending by closing time; none on a deviation (holiday) or vacation day without hours, in a
 * closed period staff set, when the slot's bookings reach its capacity, or before the cut-off: the
 * workshop needs two working hours' notice. All times are wall-clock times at the workshop, so
 * summer time changes nothing.
 */

export const TIMESLOT_DAYS = 28
/** Sites offered in step 4 must have a free slot within this many days. */
export const FIRST_SLOT_HORIZON_DAYS = 56
export const NOTICE_WORKING_MINUTES = 120
export const FULL_DAY_TIME = '08:00'
export const WORKSHOP_TIME_ZONE = 'Europe/Stockholm'

export type ClosedPeriod = { from: string; to: string; title?: string | null }

export type WorkshopSettings = {
  /** bookings one slot takes */
  capacity: number
  slotMinutes: number
  /** full-day bookings one day takes */
  fullDayPlaces: number
  closedPeriods: readonly ClosedPeriod[]
}

export const DEFAULT_WORKSHOP_SETTINGS: WorkshopSettings = {
  capacity: 1,
  slotMinutes: 60,
  fullDayPlaces: 1,
  closedPeriods: [],
}

/** Bookings per `date|HH:mm`, and per `date|day` for full days. */
export type ClaimCounts = ReadonlyMap<string, number>

export const slotKey = (date: string, time: string) => `${date}|${time}`
export const dayKey = (date: string) => `${date}|day`

const pad = (n: number) => String(n).padStart(2, '0')
export const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`

export function isClosedPeriod(periods: readonly ClosedPeriod[], date: string): boolean {
  return periods.some((p) => p.from <= date && date <= p.to)
}

/** Opening hours of a date as minutes, null when closed (hours, deviation, vacation, closed period). */
export function openMinutes(
  schedule: ScheduleInput,
  settings: WorkshopSettings,
  date: string,
): { open: number; close: number } | null {
  if (isClosedPeriod(settings.closedPeriods, date)) return null
  const hours = hoursOn(schedule, date)
  const open = minutesOf(hours.open)
  const close = minutesOf(hours.close)
  if (open === null || close === null || close <= open) return null
  return { open, close }
}

/**
 * The first wall-clock moment bookable from `now`: two working hours on, counting only opening
 * time (a request at 16:30 with closing at 17:00 can book from 09:30 the next working day).
 */
export function noticeCutoff(
  schedule: ScheduleInput,
  settings: WorkshopSettings,
  now: Date,
  timeZone = WORKSHOP_TIME_ZONE,
): { date: string; minutes: number } {
  const local = localMoment(timeZone, now)
  let remaining = NOTICE_WORKING_MINUTES
  for (let i = 0; i < FIRST_SLOT_HORIZON_DAYS + 7; i++) {
    const date = addDays(local.date, i)
    const hours = openMinutes(schedule, settings, date)
    if (!hours) continue
    const start = i === 0 ? Math.max(hours.open, local.minutes) : hours.open
    const available = hours.close - start
    if (available <= 0) continue
    if (available >= remaining) return { date, minutes: start + remaining }
    remaining -= available
  }
  return { date: addDays(local.date, FIRST_SLOT_HORIZON_DAYS + 7), minutes: 0 }
}

export type SlotQuery = {
  schedule: ScheduleInput
  settings: WorkshopSettings
  claims: ClaimCounts
  /** minutes the chosen services take; a slot must end by closing time */
  durationMinutes: number
  now: Date
  timeZone?: string
}

/** `days` day entries from `from` ('YYYY-MM-DD'). */
export function timeslotDays(query: SlotQuery, from: string, days = TIMESLOT_DAYS): TimeslotDay[] {
  const { schedule, settings, claims } = query
  const cutoff = noticeCutoff(schedule, settings, query.now, query.timeZone)
  const today = localMoment(query.timeZone ?? WORKSHOP_TIME_ZONE, query.now).date
  const result: TimeslotDay[] = []
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i)
    const hours = openMinutes(schedule, settings, date)
    const availableSlots: string[] = []
    let allDaySlotAvailable = false
    if (hours && date >= cutoff.date) {
      const length = Math.max(15, settings.slotMinutes)
      const needed = Math.max(length, query.durationMinutes)
      for (let start = hours.open; start + needed <= hours.close; start += length) {
        if (date === cutoff.date && start < cutoff.minutes) continue
        const time = timeOf(start)
        if ((claims.get(slotKey(date, time)) ?? 0) >= settings.capacity) continue
        availableSlots.push(time)
      }
      const fullDayStart = minutesOf(FULL_DAY_TIME)!
      allDaySlotAvailable =
        date > today &&
        settings.fullDayPlaces > 0 &&
        (claims.get(dayKey(date)) ?? 0) < settings.fullDayPlaces &&
        (date > cutoff.date || fullDayStart >= cutoff.minutes)
    }
    result.push({ date, availableSlots, allDaySlotAvailable })
  }
  return result
}

/** Whether a booking for `date` at `time` (or the full day) is free now. */
export function isSlotFree(query: SlotQuery, date: string, time: string, isFullDay: boolean): boolean {
  const [day] = timeslotDays(query, date, 1)
  if (!day) return false
  return isFullDay ? day.allDaySlotAvailable : day.availableSlots.includes(time)
}

/** The first free slot from today within the horizon, as 'YYYY-MM-DDTHH:mm:00', or null. */
export function firstFreeSlot(query: SlotQuery, horizonDays = FIRST_SLOT_HORIZON_DAYS): string | null {
  const today = localMoment(query.timeZone ?? WORKSHOP_TIME_ZONE, query.now).date
  for (const day of timeslotDays(query, today, horizonDays)) {
    if (day.availableSlots[0]) return `${day.date}T${day.availableSlots[0]}:00`
    if (day.allDaySlotAvailable) return `${day.date}T${FULL_DAY_TIME}:00`
  }
  return null
}

/** 'YYYY-MM-DDTHH:mm:00' split, or null when not that shape or not a real date and time. */
export function parseTimeSlot(value: string): { date: string; time: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::00)?$/.exec(value)
  if (!match) return null
  const [, date, time] = match as unknown as [string, string, string]
  if (addDays(date, 0) !== date || minutesOf(time) === null || minutesOf(time)! >= 24 * 60) return null
  return { date, time }
}
