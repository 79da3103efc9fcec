'use client'

import { useSyncExternalStore } from 'react'
import { localDate } from '@/modules/dealers/calendar'
import { openStatus } from '@/modules/dealers/open-status'
import { weekRows } from '@/modules/dealers/schedule'
import { currentVacations, upcomingDeviations } from '@/modules/dealers/vacations'
import type { ScheduleInput, Weekday } from '@/modules/dealers/types'

export type DepartmentHoursTexts = {
  openingHours: string
  today: string
  openNow: string
  closedNow: string
  closed: string
  vacation: string
  deviations: string
  /** Monday..Sunday in the page's language */
  weekdays: Record<Weekday, string>
}

type Props = {
  schedule: ScheduleInput
  timeZone: string
  locale: string
  texts: DepartmentHoursTexts
  id: string
}

const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k) => params[k] ?? m)

const MINUTE = 60_000

function subscribeToMinutes(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE)
  return () => clearInterval(timer)
}

/**
 * The current minute in the browser, null in the server's HTML and while hydrating; it ticks
 * every minute, so "open now" turns with the hour while the page stays open.
 */
function useNow(): Date | null {
  const minute = useSyncExternalStore(
    subscribeToMinutes,
    () => Math.floor(Date.now() / MINUTE),
    () => null,
  )
  return minute === null ? null : new Date(minute * MINUTE)
}

/**
 * A department's week, with what depends on today worked out in the browser: today's row, open
 * now or when it opens, a vacation under way and the holidays ahead (spec 2 section 2.7). The
 * page is cached for everyone, so the server renders only the week; a cached page never shows
 * yesterday's "open now".
 */
export function DepartmentHours({ schedule, timeZone, locale, texts, id }: Props) {
  const now = useNow()
  const rows = weekRows(schedule, timeZone, now ?? new Date(0), { closedText: texts.closed })
  const status = now ? openStatus(schedule, timeZone, now) : null
  const vacations = now ? currentVacations(schedule, timeZone, now) : []
  const deviations = now ? upcomingDeviations(schedule, timeZone, now) : []
  const dateText = (iso: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(iso))

  return (
    <div className="flex flex-col gap-3 text-sm">
      {status ? (
        <p data-open-status={status.state} className="font-semibold">
          <span
            aria-hidden="true"
            className={`mr-2 inline-block h-2.5 w-2.5 rounded-full ${status.state === 'open' ? 'bg-green-700' : 'bg-red-700'}`}
          />
          {status.state === 'open'
            ? fill(texts.openNow, { time: status.closesAt })
            : status.opensAt
              ? fill(texts.closedNow, {
                  // 'opens today 09:00' before opening, not the weekday's name
                  day:
                    now && status.opensAt.date === localDate(timeZone, now)
                      ? texts.today.toLocaleLowerCase(locale)
                      : texts.weekdays[status.opensAt.weekday],
                  time: status.opensAt.time,
                })
              : texts.closed}
        </p>
      ) : null}
      <table className="w-full max-w-sm" aria-labelledby={`${id}-hours`}>
        <caption id={`${id}-hours`} className="text-left font-semibold">
          {texts.openingHours}
        </caption>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.day}
              data-today={now && row.isToday ? '' : undefined}
              className={now && row.isToday ? 'font-bold' : undefined}
            >
              <th scope="row" className="py-0.5 pr-4 text-left font-[inherit]">
                {texts.weekdays[row.day]}
                {now && row.isToday ? <span className="sr-only"> ({texts.today})</span> : null}
              </th>
              <td className="py-0.5">{row.displayText}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {vacations.map((vacation) => (
        <div
          key={vacation.vacationtitle + vacation.vacationstart}
          data-vacation
          className="rounded-[var(--radius)] border border-[var(--color-border)] p-3"
        >
          <p className="font-semibold">
            {texts.vacation}: {vacation.vacationtitle}
          </p>
          <p>
            {dateText(vacation.vacationstart)} – {dateText(vacation.vacationend)}
          </p>
          {vacation.days.length > 0 ? (
            <ul className="mt-1">
              {vacation.days.map((day) => (
                <li key={day.date}>
                  {dateText(day.date)}: {day.open && day.close ? `${day.open} – ${day.close}` : texts.closed}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
      {deviations.length > 0 ? (
        <div data-deviations>
          <p className="font-semibold">{texts.deviations}</p>
          <ul>
            {deviations.map((day) => (
              <li key={day.date}>
                {dateText(day.date)}
                {day.title ? ` (${day.title})` : ''}:{' '}
                {day.open && day.close ? `${day.open} – ${day.close}` : texts.closed}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
