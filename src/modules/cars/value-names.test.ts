import { describe, expect, it } from 'vitest'
import { KNOWN_LANGS } from '../sites/languages'
import { VALUE_NAMES, valueName, valueNamesFor } from './value-names'

describe('names of the feed values', () => {
  it('names a Finnish feed value in each language of hedin-fi, whatever its case', () => {
    expect(valueName('car_fuel', 'Sähkö', 'sv')).toBe('El')
    expect(valueName('car_fuel', 'sähkö', 'en')).toBe('Electric')
    expect(valueName('car_gearbox', 'Automaatti', 'sv')).toBe('Automat')
    expect(valueName('car_body', 'Farmari', 'en')).toBe('Estate')
    expect(valueName('car_color', 'Musta', 'fi')).toBe('Musta')
  })

  it('leaves a value in no table, and a field without names, to the caller', () => {
    expect(valueName('car_fuel', 'Vätgas', 'sv')).toBeNull()
    expect(valueName('car_brand', 'Volvo', 'sv')).toBeNull()
  })

  it('never gives one word two meanings within a field', () => {
    for (const [field, table] of Object.entries(VALUE_NAMES)) {
      const meaning = new Map<string, string>()
      for (const [value, names] of Object.entries(table)) {
        for (const word of Object.values(names)) {
          const key = word.toLowerCase()
          expect(meaning.get(key) ?? value, `${field}: ${word}`).toBe(value)
          meaning.set(key, value)
        }
      }
    }
  })

  it('sends the chips only the words another language writes differently', () => {
    const swedish = valueNamesFor('car_fuel', 'sv')
    expect(swedish['Sähkö']).toBe('El')
    expect(swedish.El).toBeUndefined()
    for (const lang of KNOWN_LANGS) expect(Object.values(valueNamesFor('car_gearbox', lang)).length).toBeGreaterThan(0)
  })
})
