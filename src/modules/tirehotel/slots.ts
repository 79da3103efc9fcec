import { hoursOn } from '../dealers/schedule'
import { minutesOf } from '../dealers/calendar'
import type { ScheduleInput, Weekday } from '../dealers/types'
import { zonedInstant } from './calendar'
import { TIME_ZONE } from './types'

/**
 * A workshop's bookable times: its opening hours (the Workshop department's schedule from the
 * dealer feed: week, holidays, vacations) cut into slots, minus the bookings already made. On a
 * drop-off-only weekday there are no times: the car is left during the day and the workshop
 * calls back with a time ('Verkstaden återkommer med tid').
 */

export type WorkshopPlan = {
  erpId: string
  schedule: ScheduleInput
  slotMinutes: number
  capacityPerSlot: number
  /** Weekdays without times; bookable for the whole day. */
  dropOffOnlyDays: readonly Weekday[]
  /** Cars a drop-off-only day takes. */
  dropOffCapacity: number
  timeZone?: string
}

export type DayPlan = { date: string; dropOffOnly: boolean; starts: string[] }

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The slots of a date before bookings: ISO instants of their starts, or a drop-off day. */
export function dayPlan(plan: WorkshopPlan, date: string): DayPlan | null {
  const hours = hoursOn(plan.schedule, date)
  const open = minutesOf(hours.open)
  const close = minutesOf(hours.close)
  if (open === null || close === null || close <= open) return null
  if (plan.dropOffOnlyDays.includes(hours.weekday)) return { date, dropOffOnly: true, starts: [] }
  const starts: string[] = []
  for (let m = open; m + plan.slotMinutes <= close; m += plan.slotMinutes)
    starts.push(zonedInstant(date, hhmm(m), plan.timeZone ?? TIME_ZONE).toISOString())
  return starts.length ? { date, dropOffOnly: false, starts } : null
}

/** The key that counts bookings of one slot (a start instant) or one drop-off day. */
export function slotKeyOf(erpId: string, date: string, start: string | null): string {
  return start ? `${erpId}|${new Date(start).toISOString()}` : `${erpId}|${date}|day`
}

/** Free slot starts of a date, given how many bookings each slot key holds. */
export function freeStarts(plan: WorkshopPlan, day: DayPlan, booked: ReadonlyMap<string, number>): string[] {
  return day.starts.filter((s) => (booked.get(slotKeyOf(plan.erpId, day.date, s)) ?? 0) < plan.capacityPerSlot)
}

export function dayAvailable(plan: WorkshopPlan, day: DayPlan, booked: ReadonlyMap<string, number>): boolean {
  if (day.dropOffOnly) return (booked.get(slotKeyOf(plan.erpId, day.date, null)) ?? 0) < plan.dropOffCapacity
  return freeStarts(plan, day, booked).length > 0
}

/** How many bookings a slot key takes at most. */
export function capacityOf(plan: WorkshopPlan, start: string | null): number {
  return start ? plan.capacityPerSlot : plan.dropOffCapacity
}
