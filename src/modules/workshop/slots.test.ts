import { describe, expect, it } from 'vitest'
import { testSchedule } from '../dealers/test-schedule'
import {
  firstFreeSlot,
  isSlotFree,
  noticeCutoff,
  parseTimeSlot,
  slotKey,
  dayKey,
  timeslotDays,
  type SlotQuery,
  type WorkshopSettings,
} from './slots'

const WEEK = {
  monday: '08:00-17:00',
  tuesday: '08:00-17:00',
  wednesday: '08:00-17:00',
  thursday: '08:00-17:00',
  friday: '08:00-16:00',
}
const settings: WorkshopSettings = { capacity: 2, slotMinutes: 60, fullDayPlaces: 1, closedPeriods: [] }
// Monday 2030-03-04 09:00 in Stockholm (UTC+1).
const MONDAY_9 = new Date('2030-03-04T08:00:00Z')

const query = (over: Partial<SlotQuery> = {}): SlotQuery => ({
  schedule: testSchedule(WEEK),
  settings,
  claims: new Map(),
  durationMinutes: 60,
  now: MONDAY_9,
  ...over,
})

describe('free workshop slots', () => {
  it('answers 28 days of hourly slots within opening hours, ending by closing time', () => {
    const days = timeslotDays(query(), '2030-03-04')
    expect(days).toHaveLength(28)
    expect(days[1]).toEqual({
      date: '2030-03-05',
      availableSlots: ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'],
      allDaySlotAvailable: true,
    })
    // Friday closes at 16.
    expect(days[4]!.availableSlots.at(-1)).toBe('15:00')
    // Weekend closed.
    expect(days[5]).toEqual({ date: '2030-03-09', availableSlots: [], allDaySlotAvailable: false })
  })

  it('needs two working hours of notice, counted in opening time only', () => {
    const today = timeslotDays(query(), '2030-03-04', 1)[0]!
    expect(today.availableSlots[0]).toBe('11:00')
    expect(today.allDaySlotAvailable).toBe(false)
    // 16:30 on Monday: 30 minutes left today, 90 more on Tuesday from 08:00 → 09:30.
    const late = new Date('2030-03-04T15:30:00Z')
    expect(noticeCutoff(testSchedule(WEEK), settings, late)).toEqual({ date: '2030-03-05', minutes: 9 * 60 + 30 })
    expect(timeslotDays(query({ now: late }), '2030-03-05', 1)[0]!.availableSlots[0]).toBe('10:00')
  })

  it('has no slots on a holiday (deviation day) or a vacation day without hours, and short hours on a deviation with hours', () => {
    const schedule = testSchedule(WEEK, {
      deviationdays: [
        { date: '2030-03-06', title: 'Helgdag', open: null, close: null },
        { date: '2030-03-07', title: 'Kort dag', open: '10:00', close: '13:00' },
      ],
      vacationdays: [
        {
          vacationtitle: 'Sportlov',
          vacationstart: '2030-03-11',
          vacationend: '2030-03-12',
          days: [
            { date: '2030-03-11', title: null, open: null, close: null },
            { date: '2030-03-12', title: null, open: null, close: null },
          ],
        },
      ],
    })
    const days = timeslotDays(query({ schedule }), '2030-03-06', 7)
    expect(days[0]!.availableSlots).toEqual([])
    expect(days[1]!.availableSlots).toEqual(['10:00', '11:00', '12:00'])
    expect(days[5]!.availableSlots).toEqual([])
    expect(days[6]!.availableSlots).toEqual([])
  })

  it('leaves out closed periods staff set and slots whose bookings reach the capacity', () => {
    const claims = new Map([
      [slotKey('2030-03-05', '10:00'), 2],
      [slotKey('2030-03-05', '11:00'), 1],
      [dayKey('2030-03-05'), 1],
    ])
    const closed = { ...settings, closedPeriods: [{ from: '2030-03-06', to: '2030-03-06' }] }
    const days = timeslotDays(query({ claims, settings: closed }), '2030-03-05', 2)
    expect(days[0]!.availableSlots).not.toContain('10:00')
    expect(days[0]!.availableSlots).toContain('11:00')
    expect(days[0]!.allDaySlotAvailable).toBe(false)
    expect(days[1]!.availableSlots).toEqual([])
    expect(isSlotFree(query({ claims }), '2030-03-05', '10:00', false)).toBe(false)
    expect(isSlotFree(query({ claims }), '2030-03-05', '11:00', false)).toBe(true)
  })

  it('fits longer services before closing time', () => {
    const day = timeslotDays(query({ durationMinutes: 180 }), '2030-03-05', 1)[0]!
    expect(day.availableSlots.at(-1)).toBe('14:00')
  })

  it('keeps wall-clock times across the change to summer time', () => {
    // Friday 2030-03-29 15:00 CET; summer time starts Sunday 2030-03-31.
    const friday = new Date('2030-03-29T14:00:00Z')
    const days = timeslotDays(query({ now: friday }), '2030-03-29', 5)
    expect(days.map((d) => d.date)).toEqual(['2030-03-29', '2030-03-30', '2030-03-31', '2030-04-01', '2030-04-02'])
    // One hour left on Friday (15:00-16:00) → the next hour is Monday 08:00-09:00: first slot 09:00.
    expect(days[3]!.availableSlots[0]).toBe('09:00')
    // Monday 2030-04-01 08:00 CEST is 06:00 UTC.
    const monday = new Date('2030-04-01T06:00:00Z')
    expect(timeslotDays(query({ now: monday }), '2030-04-01', 1)[0]!.availableSlots[0]).toBe('10:00')
  })

  it('finds the first free slot, or the full day, within the horizon', () => {
    expect(firstFreeSlot(query())).toBe('2030-03-04T11:00:00')
    expect(firstFreeSlot(query({ schedule: testSchedule({}) }))).toBeNull()
  })

  it('parses local time slots and refuses impossible ones', () => {
    expect(parseTimeSlot('2030-03-05T10:00:00')).toEqual({ date: '2030-03-05', time: '10:00' })
    expect(parseTimeSlot('2030-02-30T10:00:00')).toBeNull()
    expect(parseTimeSlot('2030-03-05T25:00:00')).toBeNull()
    expect(parseTimeSlot('2030-03-05 10:00')).toBeNull()
  })
})
