import { describe, expect, it } from 'vitest'
import { andInto, andNotInto, bitsetOf, createBitset, forEachSet, hasBit, orInto, popcount, setBit } from './bitset'

function slotsOf(bits: Uint32Array): number[] {
  const slots: number[] = []
  forEachSet(bits, (slot) => slots.push(slot))
  return slots
}

describe('bitset', () => {
  it('sets, tests and lists slots across word boundaries, including bit 31', () => {
    const bits = createBitset(100)
    for (const slot of [0, 31, 32, 63, 64, 99]) setBit(bits, slot)
    expect(hasBit(bits, 31)).toBe(true)
    expect(hasBit(bits, 30)).toBe(false)
    expect(slotsOf(bits)).toEqual([0, 31, 32, 63, 64, 99])
    expect(popcount(bits)).toBe(6)
  })

  it('combines sets in place', () => {
    const a = bitsetOf(70, [1, 2, 40, 69])
    const b = bitsetOf(70, [2, 3, 69])
    expect(slotsOf(andInto(a.slice(), b))).toEqual([2, 69])
    expect(slotsOf(orInto(a.slice(), b))).toEqual([1, 2, 3, 40, 69])
    expect(slotsOf(andNotInto(a.slice(), b))).toEqual([1, 40])
  })

  it('counts a full set exactly', () => {
    const bits = createBitset(64)
    bits.fill(0xffffffff)
    expect(popcount(bits)).toBe(64)
  })
})
