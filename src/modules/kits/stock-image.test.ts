import { describe, expect, it } from 'vitest'
import { fnv1a32, kitStockImage, kitStockNumber } from './stock-image'

describe('kit stock images', () => {
  it('hashes with FNV-1a 32 (published test vectors)', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5)
    expect(fnv1a32('a')).toBe(0xe40c292c)
    expect(fnv1a32('foobar')).toBe(0xbf9cf968)
  })

  it('picks hash mod 4 + 1, the same for the same kit', () => {
    expect(kitStockNumber('a')).toBe((0xe40c292c % 4) + 1)
    expect(kitStockNumber('foobar')).toBe((0xbf9cf968 % 4) + 1)
    expect(kitStockImage('foobar')).toBe(`/api/kits/stock/kit-stock-${(0xbf9cf968 % 4) + 1}.svg`)
  })

  it('uses all four pictures over many kits', () => {
    const used = new Set(Array.from({ length: 200 }, (_, i) => kitStockNumber(`KIT-${i}`)))
    expect([...used].sort()).toEqual([1, 2, 3, 4])
  })
})
