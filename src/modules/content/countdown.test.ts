import { describe, expect, it } from 'vitest'
import {
  COUNTDOWN_TIME_ZONES,
  countdown,
  formatCountdownEnd,
  formatCountdownValue,
  msUntilNextTick,
  normaliseUnits,
  parseTarget,
} from './countdown'

const now = Date.parse('2025-03-01T10:00:00Z')
const s = 1000
const m = 60 * s
const h = 60 * m
const d = 24 * h

const values = (target: number, at: number, units?: Parameters<typeof countdown>[2]) =>
  countdown(target, at, units).parts.map((p) => `${p.value} ${p.unit}`)

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds by default', () => {
    const target = now + 2 * d + 3 * h + 4 * m + 5 * s + 999
    expect(values(target, now)).toEqual(['2 days', '3 hours', '4 minutes', '5 seconds'])
    expect(countdown(target, now).ended).toBe(false)
  })

  it('changes by one second per tick', () => {
    const target = now + 1 * h
    expect(values(target, now)).toEqual(['0 days', '1 hours', '0 minutes', '0 seconds'])
    expect(values(target, now + s)).toEqual(['0 days', '0 hours', '59 minutes', '59 seconds'])
  })

  it('shows zero in every unit once the target has passed', () => {
    expect(values(now, now + 5 * d)).toEqual(['0 days', '0 hours', '0 minutes', '0 seconds'])
    expect(countdown(now, now + 5 * d).ended).toBe(true)
    expect(countdown(now, now).ended).toBe(true)
  })

  it('lets the largest unit take everything above it', () => {
    expect(values(now + 400 * d + 2 * h, now)).toEqual(['400 days', '2 hours', '0 minutes', '0 seconds'])
    expect(values(now + 400 * d + 2 * h, now, ['hours'])).toEqual(['9602 hours'])
  })

  it('counts 365-day years when years are shown', () => {
    expect(values(now + 365 * d + 35 * d + 5 * m, now, ['years', 'days', 'hours', 'minutes'])).toEqual([
      '1 years',
      '35 days',
      '0 hours',
      '5 minutes',
    ])
  })

  it('drops the time below the smallest unit shown', () => {
    expect(values(now + 2 * m + 59 * s, now, ['days', 'hours', 'minutes'])).toEqual(['0 days', '0 hours', '2 minutes'])
  })
})

describe('normaliseUnits', () => {
  it('orders units largest first and drops repeats and unknown names', () => {
    expect(normaliseUnits(['seconds', 'days', 'days', 'weeks', 'hours'])).toEqual(['days', 'hours', 'seconds'])
  })

  it('falls back to days, hours, minutes and seconds', () => {
    expect(normaliseUnits([])).toEqual(['days', 'hours', 'minutes', 'seconds'])
    expect(normaliseUnits(null)).toEqual(['days', 'hours', 'minutes', 'seconds'])
    expect(normaliseUnits(['weeks'])).toEqual(['days', 'hours', 'minutes', 'seconds'])
  })
})

describe('parseTarget', () => {
  it('reads ISO dates and Date objects', () => {
    expect(parseTarget('2025-03-01T10:00:00.000Z')).toBe(now)
    expect(parseTarget(new Date(now))).toBe(now)
  })

  it('gives null for missing or malformed dates', () => {
    expect(parseTarget(undefined)).toBeNull()
    expect(parseTarget('')).toBeNull()
    expect(parseTarget('next friday')).toBeNull()
    expect(parseTarget(12)).toBeNull()
    expect(parseTarget(new Date('nope'))).toBeNull()
  })
})

describe('msUntilNextTick', () => {
  it('waits until the displayed second changes', () => {
    expect(msUntilNextTick(now + 10 * s + 250, now)).toBe(250)
    expect(msUntilNextTick(now + 10 * s, now)).toBe(1000)
  })

  it('ticks once a second after the end', () => {
    expect(msUntilNextTick(now, now + 123)).toBe(1000)
  })
})

describe('formatCountdownValue', () => {
  it('pads every unit but the largest to two digits', () => {
    expect(formatCountdownValue(3, 0)).toBe('3')
    expect(formatCountdownValue(123, 0)).toBe('123')
    expect(formatCountdownValue(3, 1)).toBe('03')
    expect(formatCountdownValue(45, 3)).toBe('45')
  })
})

describe('formatCountdownEnd', () => {
  it('writes the end time in the market time zone', () => {
    const end = Date.parse('2025-03-31T21:59:00Z')
    // The words between date and time differ between ICU versions; date and clock time do not.
    const sv = formatCountdownEnd(end, 'sv-SE', COUNTDOWN_TIME_ZONES.sv)
    expect(sv).toMatch(/^31 mars 2025\b.*\b23:59$/)
    expect(formatCountdownEnd(end, 'en-GB', COUNTDOWN_TIME_ZONES.en)).toMatch(/^31 March 2025\b.*\b22:59$/)
  })
})
