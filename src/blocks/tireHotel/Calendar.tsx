'use client'

import { addMonth, monthGrid, monthNavigation, monthOf } from '@/modules/tirehotel/calendar'

const WEEKDAY_LABELS = ['Mån', 'Tis', 'Ons', 'Tor', 'Fre', 'Lör', 'Sön']
const WEEKDAY_NAMES = ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag']

const monthTitle = (month: string) =>
  new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  )
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('sv-SE', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  )

/**
 * The date picker (spec 3 section 5): 42 days from the Monday before the 1st, Swedish, only days
 * with availability clickable; back disabled at the current month, forward at the last month
 * with availability.
 */
export function Calendar(props: {
  shown: string
  currentMonth: string
  available: ReadonlySet<string>
  lastAvailable: string | null
  onMonth: (month: string) => void
  onPick: (date: string) => void
  prevLabel: string
  nextLabel: string
}) {
  const grid = monthGrid(props.shown)
  const nav = monthNavigation(
    props.shown,
    props.currentMonth,
    props.lastAvailable ? monthOf(props.lastAvailable) : null,
  )
  return (
    <div className="max-w-sm" data-calendar={props.shown}>
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          className="min-h-11 min-w-11 rounded-[var(--radius)] border border-[var(--color-border)] disabled:opacity-40"
          disabled={!nav.canGoBack}
          aria-label={props.prevLabel}
          onClick={() => props.onMonth(addMonth(props.shown, -1))}
        >
          ‹
        </button>
        <p className="font-semibold capitalize" aria-live="polite">
          {monthTitle(props.shown)}
        </p>
        <button
          type="button"
          className="min-h-11 min-w-11 rounded-[var(--radius)] border border-[var(--color-border)] disabled:opacity-40"
          disabled={!nav.canGoForward}
          aria-label={props.nextLabel}
          onClick={() => props.onMonth(addMonth(props.shown, 1))}
        >
          ›
        </button>
      </div>
      <table className="w-full table-fixed border-collapse text-center">
        <thead>
          <tr>
            {WEEKDAY_LABELS.map((label, i) => (
              <th key={label} scope="col" className="pb-1 text-xs font-semibold">
                <abbr title={WEEKDAY_NAMES[i]} className="no-underline">
                  {label}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[0, 1, 2, 3, 4, 5].map((week) => (
            <tr key={week}>
              {grid.slice(week * 7, week * 7 + 7).map((date) => {
                const inMonth = monthOf(date) === props.shown
                const open = inMonth && props.available.has(date)
                return (
                  <td key={date} className="p-0.5">
                    {open ? (
                      <button
                        type="button"
                        className="min-h-10 w-full rounded-[var(--radius)] bg-[var(--color-primary)] font-semibold text-[var(--color-primary-fg)]"
                        aria-label={dayLabel(date)}
                        data-date={date}
                        onClick={() => props.onPick(date)}
                      >
                        {Number(date.slice(8))}
                      </button>
                    ) : (
                      <span
                        className={`inline-flex min-h-10 w-full items-center justify-center ${inMonth ? 'text-[var(--color-muted)]' : 'invisible'}`}
                        aria-hidden={!inMonth || undefined}
                      >
                        {Number(date.slice(8))}
                      </span>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
