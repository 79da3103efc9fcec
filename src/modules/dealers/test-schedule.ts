import type { OpeningHoursRow, OpeningSchedule, Weekday } from './types'

/** Test helper: a schedule from one line per weekday ('09:00-18:00' or null for closed). */
export function testSchedule(
  hours: Partial<Record<Weekday, string | null>>,
  extra: Partial<Omit<OpeningSchedule, 'openinghours'>> = {},
): OpeningSchedule {
  const days: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
  const openinghours: OpeningHoursRow[] = days.map((day) => {
    const [open, close] = hours[day]?.split('-') ?? [null, null]
    return { day, displayText: hours[day] ? `${open} - ${close}` : 'Stängt', open: open ?? null, close: close ?? null }
  })
  return { openinghours, deviationdays: [], vacationdays: [], ...extra }
}

/** A sales department's week in Sweden: Sunday opening 11-15. */
export const SALES: Partial<Record<Weekday, string | null>> = {
  monday: '09:00-18:00',
  tuesday: '09:00-18:00',
  wednesday: '09:00-18:00',
  thursday: '09:00-18:00',
  friday: '09:00-18:00',
  saturday: '10:00-15:00',
  sunday: '11:00-15:00',
}
