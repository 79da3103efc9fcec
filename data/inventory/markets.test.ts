import { describe, expect, it } from 'vitest'
import { formatsFor, retailPrice, withoutVat } from './markets'

/** Intl separates digit groups with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('market formats', () => {
  it('formats prices in each market the local way', () => {
    expect(plain(formatsFor('SE').money(349900))).toBe('349 900 kr')
    expect(plain(formatsFor('NO').money(349900))).toBe('349 900 kr')
    expect(plain(formatsFor('FI').money(29990))).toBe('29 990 €')
    expect(plain(formatsFor('SK').money(29990))).toBe('29 990 €')
    expect(formatsFor('GB').money(27995)).toBe('£27,995')
  })

  it('states distance in mil, km or miles', () => {
    expect(plain(formatsFor('SE').distance(45000))).toBe('4 500 mil')
    expect(formatsFor('NO').distanceValue(45000)).toBe(4500)
    expect(plain(formatsFor('FI').distance(45000))).toBe('45 000 km')
    expect(formatsFor('GB').distance(45061)).toBe('28,000 miles')
  })

  it('formats rates with the local decimal sign', () => {
    expect(plain(formatsFor('SE').percent(5.95))).toBe('5,95 %')
    expect(formatsFor('GB').percent(7.9)).toBe('7.90%')
  })
})

describe('prices', () => {
  it('end the way dealers price cars', () => {
    expect(retailPrice('SE', 31234) % 1000).toBe(900)
    expect(retailPrice('FI', 31234) % 100).toBe(90)
    expect(retailPrice('GB', 31234) % 500).toBe(495)
  })

  it('are never zero or negative', () => {
    expect(retailPrice('SE', 0)).toBeGreaterThan(0)
  })

  it('take VAT off at the market rate', () => {
    expect(withoutVat('SE', 125000)).toBe(100000)
    expect(withoutVat('FI', 125500)).toBe(100000)
    expect(withoutVat('GB', 120000)).toBe(100000)
  })
})
