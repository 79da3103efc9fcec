import { describe, expect, it } from 'vitest'
import { daysAhead, hoursOn, weekRows } from './schedule'
import { SALES, testSchedule } from './test-schedule'

describe('weekRows', () => {
  it('lists Monday to Sunday and marks the site’s today', () => {
    const rows = weekRows(testSchedule(SALES), 'Europe/Stockholm', new Date('2026-11-26T12:00:00Z'))
    expect(rows.map((r) => r.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ])
    expect(rows.filter((r) => r.isToday).map((r) => r.day)).toEqual(['thursday'])
    expect(rows[3]).toMatchObject({ displayText: '09:00 - 18:00', open: '09:00', close: '18:00' })
  })

  it('takes today from the site’s time zone, not UTC', () => {
    // 23:30 UTC on Thursday is already Friday in Helsinki.
    const rows = weekRows(testSchedule(SALES), 'Europe/Helsinki', new Date('2026-11-26T23:30:00Z'))
    expect(rows.find((r) => r.isToday)?.day).toBe('friday')
  })

  it('fills days the feed leaves out as closed, in week order', () => {
    const schedule = {
      openinghours: [{ day: 'sunday' as const, displayText: '11 - 15', open: '11:00', close: '15:00' }],
    }
    const rows = weekRows(schedule, 'Europe/Stockholm', new Date('2026-11-26T12:00:00Z'), { closedText: 'Stängt' })
    expect(rows[0]).toMatchObject({ day: 'monday', displayText: 'Stängt', open: null, close: null })
    expect(rows[6]).toMatchObject({ day: 'sunday', open: '11:00' })
    expect(weekRows(undefined, 'Europe/Stockholm', new Date())).toHaveLength(7)
  })
})

describe('hoursOn', () => {
  const schedule = testSchedule(SALES, {
    deviationdays: [{ date: '2026-12-24', title: 'Julafton', open: null, close: null }],
    vacationdays: [
      {
        vacationtitle: 'Ombyggnad',
        vacationstart: '2026-12-20',
        vacationend: '2026-12-28',
        days: [
          { date: '2026-12-23', title: null, open: '08:00', close: '12:00' },
          { date: '2026-12-24', title: null, open: '08:00', close: '12:00' },
        ],
      },
    ],
  })

  it('prefers a deviation day, then a vacation day, then the weekly hours', () => {
    expect(hoursOn(schedule, '2026-12-24')).toMatchObject({ source: 'deviation', open: null, title: 'Julafton' })
    expect(hoursOn(schedule, '2026-12-23')).toMatchObject({ source: 'vacation', open: '08:00', title: 'Ombyggnad' })
    expect(hoursOn(schedule, '2026-12-22')).toMatchObject({ source: 'week', weekday: 'tuesday', open: '09:00' })
  })

  it('counts a day with only one of open and close as closed', () => {
    const half = testSchedule({ monday: '09:00-18:00' })
    half.openinghours[0] = { ...half.openinghours[0]!, close: null }
    expect(hoursOn(half, '2026-11-23')).toMatchObject({ open: null, close: null })
  })

  it('gives the days ahead from today', () => {
    const days = daysAhead(schedule, 'Europe/Stockholm', new Date('2026-12-22T12:00:00Z'), 3)
    expect(days.map((d) => [d.date, d.source])).toEqual([
      ['2026-12-22', 'week'],
      ['2026-12-23', 'vacation'],
      ['2026-12-24', 'deviation'],
    ])
  })
})
