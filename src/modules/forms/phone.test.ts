import { describe, expect, it } from 'vitest'
import { e164Phone } from './phone'

describe('e164Phone', () => {
  it.each([
    ['070-123 45 67', 'SE', '+46701234567'],
    ['+46 70-123 45 67', 'SE', '+46701234567'],
    ['0701234567', 'SE', '+46701234567'],
    ['(0)70 123 45 67', 'SE', '+46701234567'],
    ['412 34 567', 'NO', '+4741234567'],
    ['+47 412 34 567', 'SE', '+4741234567'],
    ['040 123 4567', 'FI', '+358401234567'],
    ['07911 123456', 'GB', '+447911123456'],
    ['0905 123 456', 'SK', '+421905123456'],
    ['+49 151 23456789', 'SE', '+4915123456789'],
  ] as const)('reads %s in %s as %s', (typed, country, expected) => {
    expect(e164Phone(typed, country)).toBe(expected)
  })

  it.each([
    ['', 'SE'],
    ['12', 'SE'],
    ['070-123 45 67 89 01 23', 'SE'],
    ['070 CALL ME', 'SE'],
    ['+999 123 456', 'SE'],
    ['+999 123 456 78', 'SE'],
    ['123', 'NO'],
    ['+'.padEnd(40, '1'), 'SE'],
  ] as const)('refuses %j in %s', (typed, country) => {
    expect(e164Phone(typed, country)).toBeNull()
  })
})
