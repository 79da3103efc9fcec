import { describe, expect, it } from 'vitest'
import { createRandom } from '../testing/fixture'
import { runNow, Slicer, sortSlots } from './slices'

describe('sortSlots', () => {
  it('sorts like a stable Array.prototype.sort, for any length', () => {
    const random = createRandom(4)
    for (const length of [0, 1, 2, 31, 32, 33, 100, 4097, 20_000]) {
      const keys = Array.from({ length }, () => Math.floor(random() * 50))
      const input = Uint32Array.from({ length }, (_, i) => i)
      const byKey = (a: number, b: number) => keys[a]! - keys[b]!
      const expected = [...input].sort(byKey)
      expect([...runNow(sortSlots(input, byKey))]).toEqual(expected)
    }
  })

  it('pauses between slices when run by a slicer, and gets the same answer', async () => {
    const keys = Array.from({ length: 50_000 }, (_, i) => (i * 7919) % 1000)
    const input = Uint32Array.from(keys, (_, i) => i)
    let pauses = 0
    const slicer = new Slicer(0, async () => {
      pauses++
    })
    const sorted = await slicer.run(sortSlots(input, (a, b) => keys[a]! - keys[b]!))
    expect(pauses).toBeGreaterThan(10)
    expect([...sorted]).toEqual([...input].sort((a, b) => keys[a]! - keys[b]!))
  })
})
