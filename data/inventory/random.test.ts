import { describe, expect, it } from 'vitest'
import { hash32, Random, seedFor } from './random'

describe('Random', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) =>
      Array.from(
        { length: 5 },
        (
          (r) => () =>
            r.next()
        )(new Random(seed)),
      )
    expect(draw(42)).toEqual(draw(42))
    expect(draw(42)).not.toEqual(draw(43))
  })

  it('keeps numbers in their ranges', () => {
    const random = new Random(7)
    for (let i = 0; i < 10_000; i++) {
      const n = random.next()
      expect(n >= 0 && n < 1).toBe(true)
      const k = random.int(3, 5)
      expect(k >= 3 && k <= 5 && Number.isInteger(k)).toBe(true)
    }
  })

  it('picks by weight', () => {
    const random = new Random(1)
    const counts = { a: 0, b: 0 }
    for (let i = 0; i < 10_000; i++)
      counts[
        random.weighted([
          ['a', 9],
          ['b', 1],
        ] as const)
      ]++
    expect(counts.a / 10_000).toBeGreaterThan(0.85)
    expect(counts.b).toBeGreaterThan(0)
  })

  it('samples distinct items', () => {
    const sample = new Random(3).sample([1, 2, 3, 4, 5, 6], 4)
    expect(new Set(sample).size).toBe(4)
    expect(new Random(3).sample([1, 2], 5)).toHaveLength(2)
  })

  it('refuses to pick from nothing', () => {
    expect(() => new Random(1).pick([])).toThrow(RangeError)
  })
})

describe('seeds', () => {
  it('derives stable, distinct seeds from keys', () => {
    expect(hash32('volvo')).toBe(hash32('volvo'))
    expect(seedFor(1, 'hedin-se', 7)).toBe(seedFor(1, 'hedin-se', 7))
    expect(seedFor(1, 'hedin-se', 7)).not.toBe(seedFor(1, 'hedin-se', 8))
    // parts are separated, so ('ab', 'c') and ('a', 'bc') differ
    expect(seedFor('ab', 'c')).not.toBe(seedFor('a', 'bc'))
  })
})
