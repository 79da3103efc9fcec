'use client'

import { useCallback, useEffect, useState } from 'react'
import type { TimeslotDay } from '@/modules/workshop/types'
import { api } from './api'
import { fill, type BookingTexts } from './texts'

/** Monday of the week of an ISO date. */
export function mondayOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`)
  const back = (d.getUTCDay() + 6) % 7
  d.setUTCDate(d.getUTCDate() - back)
  return d.toISOString().slice(0, 10)
}

export function isoWeek(date: string): number {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 3 - ((d.getUTCDay() + 6) % 7))
  const firstThursday = new Date(Date.UTC(d.getUTCFullYear(), 0, 4))
  return (
    1 +
    Math.round(((d.getTime() - firstThursday.getTime()) / 86_400_000 - 3 + ((firstThursday.getUTCDay() + 6) % 7)) / 7)
  )
}

const DAY_NAMES = ['mån', 'tis', 'ons', 'tors', 'fre', 'lör', 'sön']
const WEEKS_PER_LOAD = 4

/**
 * A workshop's times by week, Monday first (spec 3 section 9: 4 week labels preloaded). Times
 * come 28 days at a time; paging past them loads the next 28. `reloadKey` changing reloads
 * (after a time was taken meanwhile).
 */
export function WeekCalendar({
  plate,
  departmentId,
  codes,
  start,
  texts,
  selected,
  onPick,
  reloadKey,
}: {
  plate: string
  departmentId: string
  codes: string[]
  start: string
  texts: BookingTexts
  selected: { timeSlot: string; isFullDay: boolean } | null
  onPick: (timeSlot: string, isFullDay: boolean) => void
  reloadKey: number
}) {
  const first = mondayOf(start)
  const [days, setDays] = useState<TimeslotDay[]>([])
  const [week, setWeek] = useState(0)
  const [loading, setLoading] = useState(true)

  const url = useCallback(
    (from: string) =>
      `/api/mechmate/timeslots/from/${encodeURIComponent(plate)}/${encodeURIComponent(departmentId)}/${from}T00:00:00/?serviceOfferings=${encodeURIComponent(codes.join(','))}`,
    [plate, departmentId, codes],
  )
  const fetchDays = useCallback(
    async (from: string) => {
      const result = await api<TimeslotDay[]>(url(from))
      return result.ok && Array.isArray(result.data) ? result.data : []
    },
    [url],
  )

  useEffect(() => {
    let live = true
    void fetchDays(first).then((loaded) => {
      if (!live) return
      setDays(loaded)
      setLoading(false)
    })
    return () => {
      live = false
    }
  }, [fetchDays, first, reloadKey])

  const loadedWeeks = Math.floor(days.length / 7)
  const weekDays = days.slice(week * 7, week * 7 + 7)
  const label = (index: number) => {
    const monday = days[index * 7]?.date
    return monday ? fill(texts.bookingWeek, { week: isoWeek(monday) }) : ''
  }
  const next = async () => {
    if (week + 1 >= loadedWeeks) {
      const lastDate = days.at(-1)?.date
      if (!lastDate) return
      const d = new Date(`${lastDate}T00:00:00Z`)
      d.setUTCDate(d.getUTCDate() + 1)
      setLoading(true)
      const more = await fetchDays(d.toISOString().slice(0, 10))
      setDays((current) => [...current, ...more])
      setLoading(false)
    }
    setWeek((w) => w + 1)
  }

  return (
    <div className="mt-3" data-testid={`calendar-${departmentId}`}>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="min-h-11 rounded-[var(--radius)] border border-[var(--color-border)] px-3 disabled:opacity-50"
          onClick={() => setWeek((w) => Math.max(0, w - 1))}
          disabled={week === 0}
          aria-label={texts.bookingPrevWeek}
        >
          ‹
        </button>
        <ul
          className="m-0 flex list-none flex-wrap gap-1 p-0"
          aria-label={texts.bookingWeek.replace('{week}', '').trim()}
        >
          {Array.from({ length: Math.max(WEEKS_PER_LOAD, loadedWeeks) }, (_, i) => i)
            .filter((i) => i >= week - (week % WEEKS_PER_LOAD) && i < week - (week % WEEKS_PER_LOAD) + WEEKS_PER_LOAD)
            .map((i) => (
              <li key={i}>
                <button
                  type="button"
                  className={`min-h-11 rounded-[var(--radius)] px-3 text-sm ${i === week ? 'bg-[var(--color-primary)] text-[var(--color-primary-fg)]' : 'border border-[var(--color-border)]'}`}
                  aria-pressed={i === week}
                  disabled={i >= loadedWeeks}
                  onClick={() => setWeek(i)}
                >
                  {label(i) || '…'}
                </button>
              </li>
            ))}
        </ul>
        <button
          type="button"
          className="min-h-11 rounded-[var(--radius)] border border-[var(--color-border)] px-3"
          onClick={() => void next()}
          aria-label={texts.bookingNextWeek}
        >
          ›
        </button>
      </div>
      {loading && days.length === 0 ? (
        <p className="mt-2 text-sm">{texts.bookingLoading}</p>
      ) : (
        <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7" aria-live="polite">
          {weekDays.map((day, i) => {
            const none = day.availableSlots.length === 0 && !day.allDaySlotAvailable
            return (
              <div key={day.date} className="min-w-0 rounded-[var(--radius)] border border-[var(--color-border)] p-2">
                <p className="m-0 text-sm font-semibold">
                  {DAY_NAMES[i]} {Number(day.date.slice(8, 10))}/{Number(day.date.slice(5, 7))}
                </p>
                {none ? <p className="m-0 text-xs text-[var(--color-muted)]">{texts.bookingNoTimes}</p> : null}
                <div className="mt-1 flex flex-wrap gap-1">
                  {day.allDaySlotAvailable ? (
                    <button
                      type="button"
                      className={slotClass(selected?.isFullDay === true && selected.timeSlot.startsWith(day.date))}
                      aria-pressed={selected?.isFullDay === true && selected.timeSlot.startsWith(day.date)}
                      aria-label={`${texts.bookingFullDay} ${day.date}`}
                      onClick={() => onPick(`${day.date}T08:00:00`, true)}
                    >
                      {texts.bookingFullDay}
                    </button>
                  ) : null}
                  {day.availableSlots.map((time) => {
                    const slot = `${day.date}T${time}:00`
                    const on = selected?.isFullDay === false && selected.timeSlot === slot
                    return (
                      <button
                        key={time}
                        type="button"
                        className={slotClass(on)}
                        aria-pressed={on}
                        aria-label={`${day.date} ${time}`}
                        onClick={() => onPick(slot, false)}
                      >
                        {time}
                      </button>
                    )
                  })}
                </div>
              </div>
            )
          })}
        </div>
      )}
      <p className="mt-2 text-xs text-[var(--color-muted)]">{texts.bookingFullDayNote}</p>
    </div>
  )
}

const slotClass = (on: boolean) =>
  `min-h-11 min-w-11 rounded-[var(--radius)] px-2 text-sm ${on ? 'bg-[var(--color-primary)] text-[var(--color-primary-fg)]' : 'border border-[var(--color-border)] hover:bg-[var(--color-surface)]'}`
