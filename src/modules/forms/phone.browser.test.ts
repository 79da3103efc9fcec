import { describe, expect, it, vi } from 'vitest'
import { e164Phone } from './phone'

// The form's phone check as the browser bundle has it: package.json maps `#phone` to the
// markets-only rules there.
vi.mock('#phone', () => import('@/modules/phone/parse.browser'))

describe('e164Phone in the browser', () => {
  it.each([
    ['070-123 45 67', 'SE', '+46701234567'],
    ['07911 123456', 'GB', '+447911123456'],
    ['+47 412 34 567', 'SE', '+4741234567'],
  ] as const)('reads the market number %s in %s as %s', (typed, country, expected) => {
    expect(e164Phone(typed, country)).toBe(expected)
  })

  it.each([
    ['+49 151 23456789', '+4915123456789'],
    ['0045 20 12 34 56', '+4520123456'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+999 123 456 78', '+99912345678'],
  ])('passes %s, dialled outside the markets, on to the server as %s', (typed, expected) => {
    expect(e164Phone(typed, 'SE')).toBe(expected)
  })

  it.each(['+49 12', '+49 1234 5678 9012 3456', '070 12'])('refuses %s, which has no number’s length', (typed) => {
    expect(e164Phone(typed, 'SE')).toBeNull()
  })
})
