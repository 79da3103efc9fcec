import { describe, expect, it } from 'vitest'
import { bucketOf, chunkHex, CHUNK_BITS, edgesOf, numberCode, rangeBound, rangeCover } from './postgres-bitmaps'

/** The values of `values` a range cover selects, bucket by bucket (gaps checked per value). */
function covered(edges: number[], min: number, max: number, values: number[]): number[] {
  const cover = rangeCover(0, edges, min, max)
  const codes = new Set(cover.codes)
  const gaps = new Set(cover.gaps)
  return values.filter((value) => {
    const bucket = bucketOf(edges, value)
    if (gaps.has(bucket)) return value >= min && value <= max
    // A value is in a covered bucket when one of its levels' codes was chosen.
    return [0, 1, 2].some((level) => codes.has(numberCode(0, level, bucket >> (level * 3))))
  })
}

describe('postgres bitmaps: number buckets', () => {
  it('gives each edge a bucket of its own between the gaps', () => {
    const edges = [10, 20, 30]
    expect(bucketOf(edges, 5)).toBe(0)
    expect(bucketOf(edges, 10)).toBe(1)
    expect(bucketOf(edges, 15)).toBe(2)
    expect(bucketOf(edges, 20)).toBe(3)
    expect(bucketOf(edges, 30)).toBe(5)
    expect(bucketOf(edges, 31)).toBe(6)
    expect(bucketOf([], 7)).toBe(0)
  })

  it('keeps every distinct value as an edge when there are few, else even quantiles', () => {
    expect(edgesOf([2020, 2019, 2020, 2021])).toEqual([2019, 2020, 2021])
    const many = Array.from({ length: 10_000 }, (_, i) => i)
    const edges = edgesOf(many)
    expect(edges.length).toBe(255)
    expect(edges).toEqual([...edges].sort((a, b) => a - b))
    expect(edges[0]).toBeGreaterThan(0)
    expect(edges.at(-1)).toBeLessThan(9999)
  })

  it('matches exactly the values of a range, whatever its bounds fall on', () => {
    const values = Array.from({ length: 3000 }, (_, i) => (i * 37) % 1000) // 0..999, with repeats
    const edges = edgesOf(values.filter((_, i) => i % 7 === 0))
    const bounds = [-5, 0, 1, 13, 14, 250, 499.5, 500, 998, 999, 1200]
    for (const min of bounds) {
      for (const max of bounds) {
        if (min > max) continue
        const expected = values.filter((value) => value >= min && value <= max)
        expect(covered(edges, min, max, values).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b))
      }
    }
  })

  it('needs no per-value check when a field has few values (years)', () => {
    const edges = edgesOf([2018, 2019, 2020, 2021, 2022, 2023])
    const cover = rangeCover(0, edges, 2020, 2023)
    expect(cover.gaps).toEqual([])
    expect(rangeCover(0, edges, 2019.5, 2030).gaps).toEqual([4, 12])
  })

  it('takes a level up when all the buckets under it are in the range', () => {
    const edges = Array.from({ length: 255 }, (_, i) => i * 10)
    const cover = rangeCover(0, edges, -Infinity, Infinity)
    // 511 buckets: 7 whole buckets of 64 and the last one, shorter, whole too.
    expect(cover.codes).toEqual(Array.from({ length: 8 }, (_, b) => numberCode(0, 2, b)))
    expect(cover.gaps).toEqual([])
    expect(rangeCover(0, edges, -100, 10_000).gaps).toEqual([0, 510])
    expect(rangeBound(0, edges, 15, 15)).toEqual([numberCode(0, 0, 4)])
  })

  it('matches nothing for a crossed or NaN range', () => {
    expect(rangeCover(0, [1, 2], 3, 1)).toEqual({ codes: [], gaps: [] })
    expect(rangeCover(0, [1, 2], NaN, 1)).toEqual({ codes: [], gaps: [] })
  })
})

describe('postgres bitmaps: codes and chunks', () => {
  it('keeps number codes negative and apart per field and level', () => {
    const codes = new Set<number>()
    for (let field = 0; field < 9; field++)
      for (let level = 0; level < 3; level++)
        for (const bucket of [0, 1, 510]) codes.add(numberCode(field, level, bucket))
    expect(codes.size).toBe(9 * 3 * 3)
    for (const code of codes) expect(code).toBeLessThan(0)
  })

  it('writes a chunk as hex with slot 0 as the leftmost bit', () => {
    const hex = chunkHex([0, 9, CHUNK_BITS - 1])
    expect(hex.length).toBe(CHUNK_BITS / 4)
    expect(hex.slice(0, 4)).toBe('8040')
    expect(hex.slice(-1)).toBe('1')
  })
})
