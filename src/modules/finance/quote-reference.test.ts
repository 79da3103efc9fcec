import { describe, expect, it } from 'vitest'
import { calculateQuote } from './quote-engine'
import { QUOTE_REFERENCE_PATTERN, quoteInputs, readQuoteReference, signQuoteReference } from './quote-reference'

const secret = 'a-server-secret-of-some-length'

const quote = calculateQuote({
  family: 'PCP',
  vehicle: { cashPrice: 24_000_00, status: 'PreOwned', firstRegistered: '2022-03-01', mileage: 30_000 },
  term: 36,
  annualMileage: 10_000,
  calculation: { type: 'ToRegularPayment', deposit: 2_400_00 },
  asOf: '2025-03-01',
})

describe('quote references', () => {
  it('carry the inputs, so any instance recomputes the same quote', () => {
    const reference = signQuoteReference(quoteInputs(quote), secret)
    expect(reference).toMatch(QUOTE_REFERENCE_PATTERN)
    expect(reference.startsWith('PCP1.')).toBe(true)
    const inputs = readQuoteReference(reference, secret)
    expect(inputs).toEqual(quoteInputs(quote))
    const again = calculateQuote({
      ...inputs!,
      calculation: { type: 'ToRegularPayment', deposit: inputs!.deposit },
    })
    expect(again.regularPayment).toBe(quote.regularPayment)
    expect(again.totalPayable).toBe(quote.totalPayable)
    expect(again.apr).toBe(quote.apr)
  })

  it('keep an unregistered new car and an HP quote without mileage', () => {
    const inputs = {
      family: 'HP' as const,
      vehicle: { cashPrice: 31_995_50, status: 'New' as const, firstRegistered: null, mileage: 0 },
      term: 60,
      deposit: 3_200_00,
      annualMileage: null,
      asOf: '2026-01-31',
    }
    expect(readQuoteReference(signQuoteReference(inputs, secret), secret)).toEqual(inputs)
  })

  it('refuse a reference altered, signed with another secret, or made up', () => {
    const reference = signQuoteReference(quoteInputs(quote), secret)
    const parts = reference.split('.')
    // a larger deposit on the same signature
    const altered = [...parts.slice(0, 6), (5_000_00).toString(36), ...parts.slice(7)].join('.')
    expect(readQuoteReference(altered, secret)).toBeNull()
    expect(readQuoteReference(reference, 'another-secret-of-some-length')).toBeNull()
    expect(readQuoteReference(`${parts.slice(0, -1).join('.')}.AAAAAAAAAAAAAAAA`, secret)).toBeNull()
    for (const junk of ['', 'nothing', 'PCP1', '../../etc/passwd', 'PCP1.x.y', `${reference}.extra`]) {
      expect(readQuoteReference(junk, secret)).toBeNull()
    }
  })

  it('refuse a reference of other product terms, even when signed', () => {
    const otherVersion = signQuoteReference(quoteInputs(quote), secret).replace(/^PCP1\./, 'PCP0.')
    expect(readQuoteReference(otherVersion, secret)).toBeNull()
  })
})
