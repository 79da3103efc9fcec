import { describe, expect, it } from 'vitest'
import { seedCarCount, seedReferenceDate } from './inventory'

describe('seedCarCount', () => {
  it('defaults to 2,000 cars', () => {
    expect(seedCarCount([], {})).toBe(2000)
    expect(seedCarCount([], { SEED_CARS: '' })).toBe(2000)
  })

  it('reads --cars N, --cars=N and SEED_CARS, the flag first', () => {
    expect(seedCarCount(['--cars', '100000'], {})).toBe(100_000)
    expect(seedCarCount(['--cars=500'], {})).toBe(500)
    expect(seedCarCount([], { SEED_CARS: '100_000' })).toBe(100_000)
    expect(seedCarCount(['--cars', '10'], { SEED_CARS: '20' })).toBe(10)
  })

  it('refuses what is not a count', () => {
    for (const bad of ['many', '-5', '1.5', '2000000']) {
      expect(() => seedCarCount(['--cars', bad], {})).toThrow(/--cars must be a whole number/)
    }
    expect(() => seedCarCount(['--cars'], {})).not.toThrow()
  })
})

describe('seedReferenceDate', () => {
  it('is the day of seeding (UTC midnight) unless SEED_REFERENCE_DATE says otherwise', () => {
    const now = new Date('2026-11-26T23:30:00Z')
    expect(seedReferenceDate({}, now).toISOString()).toBe('2026-11-26T00:00:00.000Z')
    expect(seedReferenceDate({ SEED_REFERENCE_DATE: ' ' }, now).toISOString()).toBe('2026-11-26T00:00:00.000Z')
    expect(seedReferenceDate({ SEED_REFERENCE_DATE: '2026-11-01' }, now).toISOString()).toBe('2026-11-01T00:00:00.000Z')
  })

  it('refuses what is not a date', () => {
    for (const bad of ['tomorrow', '2026-13-01', '2026-02-30', '01/11/2026']) {
      expect(() => seedReferenceDate({ SEED_REFERENCE_DATE: bad })).toThrow(/SEED_REFERENCE_DATE must be a date/)
    }
  })
})
