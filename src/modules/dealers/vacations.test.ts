import { describe, expect, it } from 'vitest'
import { currentVacations, upcomingDeviations } from './vacations'
import { testSchedule } from './test-schedule'

const vacation = (vacationstart: string, vacationend: string, vacationtitle = 'Semester') => ({
  vacationtitle,
  vacationstart,
  vacationend,
  days: [],
})

describe('currentVacations', () => {
  const schedule = testSchedule(
    {},
    {
      vacationdays: [
        vacation('2026-11-01', '2026-11-26', 'ends today'),
        vacation('2026-11-27', '2026-12-10', 'starts tomorrow'),
        vacation('2026-11-30', '2026-11-01', 'ends before it starts'),
        vacation('2026-11-26', '2026-11-26', 'one day'),
      ],
    },
  )

  it('shows a vacation only while the site’s today lies in it, ends included', () => {
    const titles = currentVacations(schedule, 'Europe/Stockholm', new Date('2026-11-26T12:00:00Z')).map(
      (v) => v.vacationtitle,
    )
    expect(titles).toEqual(['ends today', 'one day'])
  })

  it('counts the day in the site’s time zone', () => {
    // 23:30 UTC on the 26th is the 27th in Stockholm.
    const titles = currentVacations(schedule, 'Europe/Stockholm', new Date('2026-11-26T23:30:00Z')).map(
      (v) => v.vacationtitle,
    )
    expect(titles).toEqual(['starts tomorrow'])
  })

  it('copes with no schedule', () => {
    expect(currentVacations(null, 'Europe/Stockholm', new Date())).toEqual([])
  })
})

describe('upcomingDeviations', () => {
  it('lists deviations from today on, earliest first', () => {
    const schedule = testSchedule(
      {},
      {
        deviationdays: [
          { date: '2027-01-01', title: 'Nyårsdagen', open: null, close: null },
          { date: '2026-11-25', title: 'yesterday', open: null, close: null },
          { date: '2026-11-26', title: 'today', open: '10:00', close: '13:00' },
          { date: '2026-12-24', title: 'Julafton', open: null, close: null },
        ],
      },
    )
    expect(
      upcomingDeviations(schedule, 'Europe/Stockholm', new Date('2026-11-26T08:00:00Z')).map((d) => d.title),
    ).toEqual(['today', 'Julafton', 'Nyårsdagen'])
  })
})
