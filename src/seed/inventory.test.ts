import { describe, expect, it } from 'vitest'
import { seedCarCount } from './inventory'

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
