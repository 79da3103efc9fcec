import { TZDate } from '@date-fns/tz'
import type { CountryCode, Weekday } from './types'

/**
 * Calendar dates and wall-clock times in a site's time zone. Opening hours are wall-clock times
 * at the site, so every comparison is made on the site's local date and minute of the day; the
 * time zone database decides what those are at an instant, summer time included.
 */

export const WEEKDAYS: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
]

/** The time zone of each market, for sites that send none. */
export const COUNTRY_TIME_ZONES: Record<CountryCode, string> = {
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  FI: 'Europe/Helsinki',
  SK: 'Europe/Bratislava',
  GB: 'Europe/London',
}

/** The group's home market, when nothing else tells. */
export const DEFAULT_TIME_ZONE = 'Europe/Stockholm'

export const MINUTES_PER_DAY = 24 * 60

const pad = (n: number) => String(n).padStart(2, '0')

/** The site's local date and minute of the day at `now`. */
export function localMoment(timeZone: string, now: Date): { date: string; minutes: number } {
  const local = new TZDate(now.getTime(), timeZone)
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    minutes: local.getHours() * 60 + local.getMinutes(),
  }
}

/** 'YYYY-MM-DD' of the site's today. */
export function localDate(timeZone: string, now: Date): string {
  return localMoment(timeZone, now).date
}

/** A calendar date `days` after an ISO date ('YYYY-MM-DD'). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** The weekday of an ISO date. */
export function weekdayOf(isoDate: string): Weekday {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number]
  const sundayFirst = new Date(Date.UTC(y, m - 1, d)).getUTCDay()
  return WEEKDAYS[(sundayFirst + 6) % 7]!
}

/** Minutes since midnight of 'HH:MM', or null. */
export function minutesOf(time: string | null | undefined): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time ?? '')
  if (!match) return null
  return Number(match[1]) * 60 + Number(match[2])
}

/** Whether a string names a time zone the runtime knows. */
export function isKnownTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return true
  } catch {
    return false
  }
}

/** The site's time zone: its own when known, else its market's. */
export function siteTimeZone(site: { site_timezone?: string | null; country_code?: CountryCode | null }): string {
  if (isKnownTimeZone(site.site_timezone)) return site.site_timezone
  return (site.country_code && COUNTRY_TIME_ZONES[site.country_code]) || DEFAULT_TIME_ZONE
}
