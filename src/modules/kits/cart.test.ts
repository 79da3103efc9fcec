import { describe, expect, it } from 'vitest'
import { cartTotals, formatCents, formatTaxRate } from './cart'

describe('cartTotals', () => {
  it('treats prices as gross: net = total / 1.255 in cents, tax the rest', () => {
    expect(cartTotals([1255])).toEqual({ netCents: 100000, taxCents: 25500, totalCents: 125500 })
    expect(cartTotals([99.9, 249])).toEqual({ totalCents: 34890, netCents: 27801, taxCents: 7089 })
  })

  it('rounds the net half a cent up and keeps net + tax = total', () => {
    // 0.01 / 1.255 = 0.00797 → 1 cent; 0.02 → 1.59 → 2 cents
    expect(cartTotals([0.01])).toEqual({ totalCents: 1, netCents: 1, taxCents: 0 })
    expect(cartTotals([0.02])).toEqual({ totalCents: 2, netCents: 2, taxCents: 0 })
    for (const price of [0.1, 19.99, 1290, 2890.5, 123.45]) {
      const totals = cartTotals([price, price])
      expect(totals.netCents + totals.taxCents).toBe(totals.totalCents)
      expect(Math.abs(totals.netCents - totals.totalCents / 1.255)).toBeLessThanOrEqual(0.5)
    }
  })

  it('sums an empty cart to zero', () => {
    expect(cartTotals([])).toEqual({ netCents: 0, taxCents: 0, totalCents: 0 })
  })

  it('writes euros the Finnish way', () => {
    expect(formatCents(123450).replace(/\s/g, ' ')).toBe('1 234,50 €')
    expect(formatTaxRate()).toBe('25,5')
  })
})
