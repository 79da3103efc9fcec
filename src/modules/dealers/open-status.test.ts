import { describe, expect, it } from 'vitest'
import { openStatus } from './open-status'
import { SALES, testSchedule } from './test-schedule'

const STOCKHOLM = 'Europe/Stockholm'
const LONDON = 'Europe/London'
const at = (iso: string) => new Date(iso)

describe('openStatus', () => {
  const sales = testSchedule(SALES)

  it('is open inside the hours and closed before them, on the site clock', () => {
    // Thursday 2026-11-26 10:00 in Stockholm (CET, UTC+1)
    expect(openStatus(sales, STOCKHOLM, at('2026-11-26T09:00:00Z'))).toMatchObject({
      state: 'open',
      closesAt: '18:00',
      closesNextDay: false,
    })
    expect(openStatus(sales, STOCKHOLM, at('2026-11-26T07:30:00Z'))).toMatchObject({
      state: 'closed',
      opensAt: { date: '2026-11-26', weekday: 'thursday', time: '09:00' },
    })
  })

  it('closes at the closing minute', () => {
    expect(openStatus(sales, STOCKHOLM, at('2026-11-26T16:59:00Z')).state).toBe('open')
    expect(openStatus(sales, STOCKHOLM, at('2026-11-26T17:00:00Z')).state).toBe('closed')
  })

  it('reads summer time from the first day it applies (last Sunday of March)', () => {
    // 2026-03-29 09:30 UTC is 11:30 in Stockholm (CEST): open, where a fixed UTC+1 would say 10:30, closed.
    expect(openStatus(sales, STOCKHOLM, at('2026-03-29T09:30:00Z'))).toMatchObject({ state: 'open', closesAt: '15:00' })
    // 13:30 UTC is 15:30: closed until Monday 09:00.
    expect(openStatus(sales, STOCKHOLM, at('2026-03-29T13:30:00Z'))).toMatchObject({
      state: 'closed',
      opensAt: { date: '2026-03-30', weekday: 'monday', time: '09:00' },
    })
    // London: 10:15 UTC is 11:15 BST, inside Sunday's 10:30-16:30.
    const uk = testSchedule({ ...SALES, sunday: '10:30-16:30' })
    expect(openStatus(uk, LONDON, at('2026-03-29T10:15:00Z'))).toMatchObject({ state: 'open', closesAt: '16:30' })
  })

  it('reads winter time from the day summer time ends (last Sunday of October)', () => {
    // 2026-10-25 09:30 UTC is 10:30 CET in Stockholm: not open yet (summer time would say 11:30).
    expect(openStatus(sales, STOCKHOLM, at('2026-10-25T09:30:00Z'))).toMatchObject({
      state: 'closed',
      opensAt: { date: '2026-10-25', time: '11:00' },
    })
    const uk = testSchedule({ ...SALES, sunday: '10:30-16:30' })
    // 10:15 UTC is 10:15 GMT in London: opens at 10:30 (BST would say 11:15, open).
    expect(openStatus(uk, LONDON, at('2026-10-25T10:15:00Z'))).toMatchObject({
      state: 'closed',
      opensAt: { date: '2026-10-25', time: '10:30' },
    })
  })

  it('at 23:59 points to the next day that opens', () => {
    // Friday 2026-11-06 23:59 CET
    expect(openStatus(sales, STOCKHOLM, at('2026-11-06T22:59:00Z'))).toMatchObject({
      state: 'closed',
      opensAt: { date: '2026-11-07', weekday: 'saturday', time: '10:00' },
    })
    const weekdaysOnly = testSchedule({ ...SALES, saturday: null, sunday: null })
    expect(openStatus(weekdaysOnly, STOCKHOLM, at('2026-11-06T22:59:00Z'))).toMatchObject({
      opensAt: { date: '2026-11-09', weekday: 'monday', time: '09:00' },
    })
  })

  it('treats a close of 00:00 as midnight and hours past midnight as the evening before', () => {
    const late = testSchedule({ friday: '18:00-00:00', saturday: '22:00-02:00' })
    expect(openStatus(late, STOCKHOLM, at('2026-11-06T22:30:00Z'))).toMatchObject({
      state: 'open',
      closesAt: '00:00',
      closesNextDay: true,
    })
    // Saturday 00:10: Friday's hours are over.
    expect(openStatus(late, STOCKHOLM, at('2026-11-06T23:10:00Z'))).toMatchObject({
      state: 'closed',
      opensAt: { date: '2026-11-07', time: '22:00' },
    })
    // Sunday 01:00: still Saturday's night.
    expect(openStatus(late, STOCKHOLM, at('2026-11-08T00:00:00Z'))).toMatchObject({
      state: 'open',
      closesAt: '02:00',
      closesNextDay: false,
      hours: { date: '2026-11-07' },
    })
    expect(openStatus(late, STOCKHOLM, at('2026-11-08T01:00:00Z')).state).toBe('closed')
  })

  it('follows a deviation day that closes today, or shortens it', () => {
    const christmas = testSchedule(SALES, {
      deviationdays: [
        { date: '2026-12-24', title: 'Julafton', open: null, close: null },
        { date: '2026-12-31', title: 'Nyårsafton', open: '10:00', close: '13:00' },
      ],
    })
    const eve = openStatus(christmas, STOCKHOLM, at('2026-12-24T10:00:00Z'))
    expect(eve).toMatchObject({
      state: 'closed',
      opensAt: { date: '2026-12-25', time: '09:00' },
      today: { source: 'deviation', title: 'Julafton' },
    })
    expect(openStatus(christmas, STOCKHOLM, at('2026-12-31T11:00:00Z'))).toMatchObject({
      state: 'open',
      closesAt: '13:00',
    })
    expect(openStatus(christmas, STOCKHOLM, at('2026-12-31T12:30:00Z'))).toMatchObject({
      state: 'closed',
      opensAt: { date: '2027-01-01' },
    })
    // Before the day: the deviation closes the day the next opening would be.
    expect(openStatus(christmas, STOCKHOLM, at('2026-12-23T18:00:00Z'))).toMatchObject({
      opensAt: { date: '2026-12-25' },
    })
  })

  it('uses the days of a vacation under way', () => {
    const refit = testSchedule(SALES, {
      vacationdays: [
        {
          vacationtitle: 'Ombyggnad',
          vacationstart: '2026-11-20',
          vacationend: '2026-11-30',
          days: [
            { date: '2026-11-26', title: 'Ombyggnad', open: '08:00', close: '15:00' },
            { date: '2026-11-27', title: 'Ombyggnad', open: null, close: null },
          ],
        },
      ],
    })
    expect(openStatus(refit, STOCKHOLM, at('2026-11-26T13:00:00Z'))).toMatchObject({
      state: 'open',
      closesAt: '15:00',
      hours: { source: 'vacation', title: 'Ombyggnad' },
    })
    // After 15:00 the next opening skips the closed Friday.
    expect(openStatus(refit, STOCKHOLM, at('2026-11-26T15:00:00Z'))).toMatchObject({
      state: 'closed',
      opensAt: { date: '2026-11-28', weekday: 'saturday', time: '10:00' },
    })
  })

  it('ignores a vacation that ends before it starts', () => {
    const broken = testSchedule(SALES, {
      vacationdays: [
        {
          vacationtitle: 'Fel',
          vacationstart: '2026-11-30',
          vacationend: '2026-11-20',
          days: [{ date: '2026-11-26', title: 'Fel', open: null, close: null }],
        },
      ],
    })
    expect(openStatus(broken, STOCKHOLM, at('2026-11-26T13:00:00Z'))).toMatchObject({
      state: 'open',
      closesAt: '18:00',
    })
  })

  it('has no next opening when nothing opens', () => {
    expect(openStatus(testSchedule({}), STOCKHOLM, at('2026-11-26T13:00:00Z'))).toMatchObject({
      state: 'closed',
      opensAt: null,
    })
    expect(openStatus(null, STOCKHOLM, at('2026-11-26T13:00:00Z'))).toMatchObject({ state: 'closed', opensAt: null })
  })
})
