import { describe, expect, it } from 'vitest'
import {
  addMonths,
  bookingWindow,
  clampedDates,
  inWindow,
  monthGrid,
  monthNavigation,
  swedishDate,
  timeLabels,
  zonedInstant,
} from './calendar'

describe('booking window (Stockholm)', () => {
  it('runs from today + 3 days to today + 3 months, today being Stockholm’s', () => {
    // 23:30 UTC on 31 December is already 1 January in Stockholm.
    const window = bookingWindow(new Date('2026-12-31T23:30:00Z'))
    expect(window).toEqual({ today: '2027-01-01', first: '2027-01-04', last: '2027-04-01' })
    expect(inWindow('2027-01-03', window)).toBe(false)
    expect(inWindow('2027-01-04', window)).toBe(true)
    expect(inWindow('2027-04-01', window)).toBe(true)
    expect(inWindow('2027-04-02', window)).toBe(false)
  })

  it('clamps the end of month when adding months', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28')
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29')
  })

  it('clamps a requested range to the window', () => {
    const window = bookingWindow(new Date('2026-11-26T12:00:00Z'))
    const dates = clampedDates('2026-11-01', '2027-12-31', window)
    expect(dates[0]).toBe('2026-11-29')
    expect(dates.at(-1)).toBe('2027-02-26')
    expect(new Set(dates).size).toBe(dates.length)
    expect(clampedDates('2028-01-01', '2028-02-01', window)).toEqual([])
  })
})

describe('month grid', () => {
  it('shows 42 days from the Monday on or before the 1st', () => {
    const grid = monthGrid('2026-11')
    expect(grid).toHaveLength(42)
    expect(grid[0]).toBe('2026-10-26') // a Monday
    expect(grid).toContain('2026-11-30')
    // A month starting on a Monday starts the grid with its 1st.
    expect(monthGrid('2027-02')[0]).toBe('2027-02-01')
  })

  it('keeps one cell per date across the summer-time changes', () => {
    for (const month of ['2026-03', '2026-10', '2027-03']) {
      const grid = monthGrid(month)
      expect(new Set(grid).size).toBe(42)
      for (let i = 1; i < grid.length; i++)
        expect(Date.parse(`${grid[i]}T00:00:00Z`) - Date.parse(`${grid[i - 1]}T00:00:00Z`)).toBe(86_400_000)
    }
  })

  it('turns wall-clock times into instants with summer time', () => {
    expect(zonedInstant('2026-03-28', '08:00').toISOString()).toBe('2026-03-28T07:00:00.000Z')
    expect(zonedInstant('2026-03-30', '08:00').toISOString()).toBe('2026-03-30T06:00:00.000Z')
    expect(zonedInstant('2026-10-25', '08:00').toISOString()).toBe('2026-10-25T07:00:00.000Z')
  })

  it('disables back at the current month and forward at the last available one', () => {
    expect(monthNavigation('2026-11', '2026-11', '2027-02')).toEqual({ canGoBack: false, canGoForward: true })
    expect(monthNavigation('2027-02', '2026-11', '2027-02')).toEqual({ canGoBack: true, canGoForward: false })
    expect(monthNavigation('2026-11', '2026-11', null)).toEqual({ canGoBack: false, canGoForward: false })
  })
})

describe('times and dates as shown', () => {
  it('lists HH:mm in Stockholm time, deduplicated and sorted', () => {
    expect(
      timeLabels(['2026-12-01T09:00:00Z', '2026-12-01T07:00:00Z', '2026-12-01T07:00:00.000Z', '2026-12-01T08:30:00Z']),
    ).toEqual(['08:00', '09:30', '10:00'])
  })

  it('writes the Swedish date with the weekday', () => {
    expect(swedishDate('2026-12-03')).toBe('torsdag 3 december 2026')
  })
})
