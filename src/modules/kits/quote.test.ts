import { describe, expect, it } from 'vitest'
import { MAX_CART_LINES, parseQuoteBody, priceQuote, quoteAnswer, quoteKey, type PricedKit } from './quote'

const session = { user: 'matti', dealer: 'D1', unit: 'U1', transactionId: 'tx1', auto: 'car1' }

describe('parseQuoteBody', () => {
  it('names every missing session value', () => {
    expect(parseQuoteBody({ user: 'matti', cart: [{ kitId: 'k' }] })).toEqual({
      ok: false,
      error: 'session_incomplete',
      missing: ['dealer', 'unit', 'transactionId', 'auto'],
    })
    expect(parseQuoteBody(null)).toMatchObject({ error: 'session_incomplete', missing: expect.any(Array) })
  })

  it('refuses an empty cart, too many lines and malformed values', () => {
    expect(parseQuoteBody({ ...session, cart: [] })).toMatchObject({ ok: false, error: 'invalid_request' })
    const many = Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({ kitId: `k${i}` }))
    expect(parseQuoteBody({ ...session, cart: many })).toMatchObject({ ok: false, error: 'invalid_request' })
    expect(parseQuoteBody({ ...session, user: 'a b', cart: [{ kitId: 'k' }] })).toMatchObject({
      ok: false,
      fields: { user: expect.any(String) },
    })
  })

  it('reads a good request', () => {
    expect(parseQuoteBody({ ...session, cart: [{ kitId: 'a' }, { kitId: 'b' }] })).toEqual({
      ok: true,
      request: { session, kitIds: ['a', 'b'] },
    })
  })
})

describe('quoteKey', () => {
  it('is the same for the same transaction and cart in any order', () => {
    expect(quoteKey('tx1', ['a', 'b'])).toBe(quoteKey('tx1', ['b', 'a']))
  })

  it('differs for another transaction, another cart or another count', () => {
    const key = quoteKey('tx1', ['a', 'b'])
    expect(quoteKey('tx2', ['a', 'b'])).not.toBe(key)
    expect(quoteKey('tx1', ['a'])).not.toBe(key)
    expect(quoteKey('tx1', ['a', 'b', 'b'])).not.toBe(key)
  })
})

describe('priceQuote', () => {
  const kits = new Map<string, PricedKit>([
    ['a', { kitId: 'a', kitCode: 'A', name: 'Kit A', retailPrice: 1255, currency: 'EUR' }],
    ['b', { kitId: 'b', kitCode: 'B', name: 'Kit B', retailPrice: 99.9, currency: 'EUR' }],
  ])

  it('prices from the index, not the browser', () => {
    const priced = priceQuote(['a', 'b'], kits)
    expect(priced).toMatchObject({ ok: true, currency: 'EUR', totals: { totalCents: 135490 } })
    if (!priced.ok) throw new Error('priced')
    expect(quoteAnswer('q1', priced.totals, priced.currency)).toEqual({
      ok: true,
      quoteId: 'q1',
      net: 1079.6,
      tax: 275.3,
      total: 1354.9,
      currency: 'EUR',
    })
  })

  it('names unknown kits', () => {
    expect(priceQuote(['a', 'zz', 'zz'], kits)).toEqual({ ok: false, unknown: ['zz'] })
  })
})
