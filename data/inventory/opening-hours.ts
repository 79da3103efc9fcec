import type { DealerSite } from '../../src/modules/search/documents'
import { addDays, isoDate } from './dates'
import { CLOSED, WEEKDAYS, type DepartmentGroup, type Weekday } from './lexicon'
import { MARKETS, type CountryCode } from './markets'
import type { Random } from './random'

/**
 * A department's opening schedule: weekly hours by department group and country, the public
 * holidays around new year, and vacations (a refit under way at the reference date on some
 * workshops, so the demo shows one, and the summer closing of parts and body shops).
 */

type Hours = readonly [open: string, close: string] | null

/** Opening hours Monday..Sunday per department group; sales open on Sundays in Sweden and the UK. */
function openingHours(group: DepartmentGroup, country: CountryCode): readonly Hours[] {
  const weekdays = (hours: Hours) => [hours, hours, hours, hours, hours] as const
  switch (group) {
    case 'New cars':
    case 'Used cars': {
      const saturday: Hours = country === 'GB' ? ['09:00', '17:00'] : ['10:00', '15:00']
      const sunday: Hours = country === 'SE' ? ['11:00', '15:00'] : country === 'GB' ? ['10:30', '16:30'] : null
      return [...weekdays(country === 'GB' ? ['08:30', '18:00'] : ['09:00', '18:00']), saturday, sunday]
    }
    case 'Workshop':
      return [...weekdays(['07:00', '17:00']), country === 'GB' ? ['08:00', '12:00'] : null, null]
    case 'Parts':
      return [...weekdays(['07:30', '17:00']), null, null]
    case 'Body work':
      return [...weekdays(['07:00', '16:00']), null, null]
    case 'Tyre hotel':
      // Swedish tyre hotels open Saturday mornings for the seasonal change.
      return [...weekdays(['07:30', '16:30']), country === 'SE' ? ['09:00', '13:00'] : null, null]
  }
}

type Holiday = { month: number; day: number; title: string; hours: Hours; nextYear?: true }

/** Public holidays around new year, when sites close or shorten their hours. */
const HOLIDAYS: Record<CountryCode, readonly Holiday[]> = {
  SE: [
    { month: 12, day: 24, title: 'Julafton', hours: null },
    { month: 12, day: 25, title: 'Juldagen', hours: null },
    { month: 12, day: 26, title: 'Annandag jul', hours: null },
    { month: 12, day: 31, title: 'Nyårsafton', hours: ['10:00', '13:00'] },
    { month: 1, day: 1, title: 'Nyårsdagen', hours: null, nextYear: true },
    { month: 1, day: 6, title: 'Trettondedag jul', hours: null, nextYear: true },
  ],
  NO: [
    { month: 12, day: 24, title: 'Julaften', hours: null },
    { month: 12, day: 25, title: 'Første juledag', hours: null },
    { month: 12, day: 26, title: 'Andre juledag', hours: null },
    { month: 12, day: 31, title: 'Nyttårsaften', hours: ['10:00', '13:00'] },
    { month: 1, day: 1, title: 'Første nyttårsdag', hours: null, nextYear: true },
  ],
  FI: [
    { month: 12, day: 6, title: 'Itsenäisyyspäivä', hours: null },
    { month: 12, day: 24, title: 'Jouluaatto', hours: null },
    { month: 12, day: 25, title: 'Joulupäivä', hours: null },
    { month: 12, day: 26, title: 'Tapaninpäivä', hours: null },
    { month: 12, day: 31, title: 'Uudenvuodenaatto', hours: ['10:00', '14:00'] },
    { month: 1, day: 1, title: 'Uudenvuodenpäivä', hours: null, nextYear: true },
    { month: 1, day: 6, title: 'Loppiainen', hours: null, nextYear: true },
  ],
  SK: [
    { month: 12, day: 24, title: 'Štedrý deň', hours: null },
    { month: 12, day: 25, title: 'Prvý sviatok vianočný', hours: null },
    { month: 12, day: 26, title: 'Druhý sviatok vianočný', hours: null },
    { month: 1, day: 1, title: 'Deň vzniku Slovenskej republiky', hours: null, nextYear: true },
    { month: 1, day: 6, title: 'Zjavenie Pána', hours: null, nextYear: true },
  ],
  GB: [
    { month: 12, day: 25, title: 'Christmas Day', hours: null },
    { month: 12, day: 26, title: 'Boxing Day', hours: null },
    { month: 12, day: 31, title: "New Year's Eve", hours: ['09:00', '15:00'] },
    { month: 1, day: 1, title: "New Year's Day", hours: null, nextYear: true },
  ],
}

/** Vacation titles: a refit that is going on at the reference date, and the summer closing. */
const VACATIONS: Record<CountryCode, { refit: string; summer: string }> = {
  SE: { refit: 'Ombyggnad – begränsat öppet', summer: 'Sommarstängt' },
  NO: { refit: 'Ombygging – redusert åpningstid', summer: 'Sommerstengt' },
  FI: { refit: 'Remontti – rajoitetut aukioloajat', summer: 'Kesätauko' },
  SK: { refit: 'Rekonštrukcia – obmedzené otváracie hodiny', summer: 'Letná dovolenka' },
  GB: { refit: 'Refurbishment – reduced opening hours', summer: 'Summer closure' },
}

function displayText(hours: Hours, country: CountryCode): string {
  return hours ? `${hours[0]} - ${hours[1]}` : CLOSED[MARKETS[country].lang]
}

type Schedule = NonNullable<DealerSite['site_departments'][number]['openingschedule']>

export type ScheduleOptions = {
  /** Give a workshop a refit under way at the reference date whatever the draw says. */
  currentVacation?: boolean
}

/** A refit day's hours: the day's own hours cut to 08:00-15:00; closed days stay closed. */
function refitHours(hours: Hours): { open: string | null; close: string | null } {
  if (!hours) return { open: null, close: null }
  const open = hours[0] > '08:00' ? hours[0] : '08:00'
  const close = hours[1] < '15:00' ? hours[1] : '15:00'
  return open < close ? { open, close } : { open: null, close: null }
}

export function schedule(
  random: Random,
  group: DepartmentGroup,
  country: CountryCode,
  reference: Date,
  options: ScheduleOptions = {},
): Schedule {
  const week = openingHours(group, country)
  const openinghours = WEEKDAYS.map((day: Weekday, i) => {
    const hours = week[i] ?? null
    return { day, displayText: displayText(hours, country), open: hours?.[0] ?? null, close: hours?.[1] ?? null }
  })
  const year = reference.getUTCFullYear()
  const deviationdays = HOLIDAYS[country].map((holiday) => ({
    date: isoDate(new Date(Date.UTC(year + (holiday.nextYear ? 1 : 0), holiday.month - 1, holiday.day))),
    title: holiday.title,
    open: holiday.hours?.[0] ?? null,
    close: holiday.hours?.[1] ?? null,
  }))
  const vacationdays: Schedule['vacationdays'] = []
  const titles = VACATIONS[country]
  // Some workshops are being refitted around the reference date, so the demo shows a current vacation.
  // A forced refit takes fixed dates, so the draws of the rest of the site stay as they were.
  const drawn = group === 'Workshop' && random.chance(0.3)
  if (drawn || (group === 'Workshop' && options.currentVacation)) {
    const start = addDays(reference, drawn ? -random.int(7, 21) : -14)
    const end = addDays(reference, drawn ? random.int(45, 75) : 60)
    const days = []
    for (let d = start; d <= end && days.length < 7; d = addDays(d, 1)) {
      if (d < reference) continue
      const hours = week[(d.getUTCDay() + 6) % 7] ?? null
      days.push({ date: isoDate(d), title: titles.refit, ...refitHours(hours) })
    }
    vacationdays.push({ vacationtitle: titles.refit, vacationstart: isoDate(start), vacationend: isoDate(end), days })
  }
  if ((group === 'Body work' || group === 'Parts') && country !== 'GB' && random.chance(0.6)) {
    const start = new Date(Date.UTC(year + 1, 6, 6))
    const end = addDays(start, 20)
    const days = []
    for (let d = start; d <= end; d = addDays(d, 1))
      days.push({ date: isoDate(d), title: titles.summer, open: null, close: null })
    vacationdays.push({ vacationtitle: titles.summer, vacationstart: isoDate(start), vacationend: isoDate(end), days })
  }
  return { openinghours, deviationdays, vacationdays }
}
