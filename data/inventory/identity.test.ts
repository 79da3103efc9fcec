import { describe, expect, it } from 'vitest'
import { registrationNumber, ukAgeIdentifier, vin } from './identity'
import { Random } from './random'

const when = new Date(Date.UTC(2024, 4, 10))

describe('registration numbers', () => {
  it.each([
    ['SE', /^[A-HJ-PR-UW-Z]{3} \d{2}[0-9A-HJ-NPR-UW-Z]$/],
    ['NO', /^[A-Z]{2} \d{5}$/],
    ['FI', /^[A-Z]{3}-[1-9]\d{0,2}$/],
    ['SK', /^BA-\d{3}[A-Z]{2}$/],
    ['GB', /^L[A-Z]24 [A-Z]{3}$/],
  ] as const)('%s plates look like %s', (country, pattern) => {
    const random = new Random(5)
    for (let i = 0; i < 200; i++) {
      const plate = registrationNumber(random, {
        country,
        fuel: 'petrol',
        prefix: country === 'GB' ? 'L' : 'BA',
        firstRegistration: when,
      })
      expect(plate).toMatch(pattern)
    }
  })

  it('gives Norwegian electric cars E plates', () => {
    const plate = registrationNumber(new Random(1), {
      country: 'NO',
      fuel: 'electric',
      prefix: undefined,
      firstRegistration: when,
    })
    expect(plate).toMatch(/^E[A-Z] \d{5}$/)
  })

  it('uses the UK age identifier of the registration date', () => {
    expect(ukAgeIdentifier(new Date(Date.UTC(2024, 2, 1)))).toBe('24')
    expect(ukAgeIdentifier(new Date(Date.UTC(2024, 8, 1)))).toBe('74')
    expect(ukAgeIdentifier(new Date(Date.UTC(2025, 1, 28)))).toBe('74')
  })
})

describe('VINs', () => {
  it('have 17 characters without I, O and Q and a valid check digit', () => {
    const values: Record<string, number> = {}
    '0123456789'.split('').forEach((c, i) => (values[c] = i))
    const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ'
    const letterValues = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]
    letters.split('').forEach((c, i) => (values[c] = letterValues[i] ?? 0))
    const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    const random = new Random(9)
    for (let i = 0; i < 100; i++) {
      const code = vin(random, 'YV1', 2021)
      expect(code).toMatch(/^YV1[A-HJ-NPR-Z0-9]{14}$/)
      expect(code.charAt(9)).toBe('M')
      const sum = [...code].reduce((total, c, j) => total + (values[c] ?? 0) * (weights[j] ?? 0), 0)
      expect(code.charAt(8)).toBe(sum % 11 === 10 ? 'X' : String(sum % 11))
    }
  })
})
