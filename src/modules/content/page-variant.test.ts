import { describe, expect, it } from 'vitest'
import {
  canonicalQuery,
  MAX_VARIANT_LENGTH,
  NO_VARIANT,
  VariantLimiter,
  variantSearchParams,
  variantSegment,
} from './page-variant'

const q = (search: string) => canonicalQuery(new URLSearchParams(search))

describe('canonicalQuery', () => {
  it('keeps the car list state and drops every other parameter', () => {
    expect(q('utm_source=mail&car_brand=BMW&sc_site=hedin-se&x=1')).toBe('car_brand=BMW')
    expect(q('fbclid=abc')).toBe('')
  })

  it('gives one form for queries that mean the same', () => {
    expect(q('car_brand=BMW&car_brand=BMW&page=0&sort=')).toBe(q('car_brand=BMW'))
    expect(q('car_price=400000&car_price=150000')).toBe(q('car_price=150000&car_price=400000'))
    expect(q('keyphrase=%20dragkrok%20')).toBe('keyphrase=dragkrok')
  })

  it('keeps the stories list’s tags (sorted) and cursor', () => {
    expect(q('tag=offers&utm_source=x&tag=events&after=abc.def')).toBe('tag=events&tag=offers&after=abc.def')
    expect(q('tag=Bad%20Tag&after=%3Cx%3E')).toBe('')
  })
})

describe('variant segments', () => {
  it('round-trips a query through the path segment', () => {
    const query = q('car_brand=BMW&car_model=BMW%3EX3&car_fuel=El&car_fuel=Diesel&page=2')
    expect(variantSearchParams(variantSegment(query))).toEqual({
      car_brand: 'BMW',
      car_model: 'BMW>X3',
      car_fuel: ['El', 'Diesel'],
      page: '2',
    })
  })

  it('keeps a value with & = % and non-ASCII letters intact', () => {
    const query = q('keyphrase=a%26b%3Dc%25d%20%C3%A5')
    expect(variantSegment(query)).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(variantSearchParams(variantSegment(query))).toEqual({ keyphrase: 'a&b=c%d å' })
  })

  it('reads a segment it did not make as no query', () => {
    expect(variantSearchParams('car_brand=BMW')).toEqual({})
  })

  it('names the query-less page with its own segment', () => {
    expect(variantSegment('')).toBe(NO_VARIANT)
    expect(variantSearchParams(NO_VARIANT)).toEqual({})
  })
})

describe('VariantLimiter', () => {
  it('admits up to the cap per page, and the known variants after that', () => {
    const limiter = new VariantLimiter(2, 10)
    expect(limiter.admit('/a', 'x=1')).toBe(true)
    expect(limiter.admit('/a', 'x=2')).toBe(true)
    expect(limiter.admit('/a', 'x=3')).toBe(false)
    expect(limiter.admit('/a', 'x=1')).toBe(true)
    expect(limiter.admit('/a', NO_VARIANT)).toBe(true)
    expect(limiter.admit('/b', 'x=3')).toBe(true)
  })

  it('refuses a variant longer than a cached page key may be', () => {
    expect(new VariantLimiter(5, 5).admit('/a', 'k'.repeat(MAX_VARIANT_LENGTH + 1))).toBe(false)
  })

  it('forgets the least recently used page when it tracks too many', () => {
    const limiter = new VariantLimiter(1, 2)
    limiter.admit('/a', 'x=1')
    limiter.admit('/b', 'x=1')
    limiter.admit('/a', 'x=1') // /a is now the most recent
    limiter.admit('/c', 'x=1') // evicts /b
    expect(limiter.admit('/a', 'x=2')).toBe(false)
    expect(limiter.admit('/b', 'x=2')).toBe(true)
  })
})
