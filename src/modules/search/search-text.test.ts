import { describe, expect, it } from 'vitest'
import { parseSearchText, suggestSearchText, type Vocabulary } from './search-text'

const vocabulary: Vocabulary = {
  values: {
    car_brand: ['Volvo', 'Volkswagen', 'Škoda', 'Land Rover', 'BMW'],
    car_model: ['XC60', 'XC40', 'Golf', 'Octavia', 'Range Rover Sport', 'X5', 'ID.4'],
    car_fuel: ['Diesel', 'Bensin', 'El', 'Laddhybrid'],
    car_gearbox: ['Automat', 'Manuell'],
    car_body: ['SUV', 'Kombi', 'Halvkombi'],
    car_color: ['Svart', 'Vit', 'Blå'],
  },
  modelsByBrand: new Map([
    ['Volvo', ['XC60', 'XC40']],
    ['Volkswagen', ['Golf', 'ID.4']],
    ['Škoda', ['Octavia']],
    ['Land Rover', ['Range Rover Sport']],
    ['BMW', ['X5']],
  ]),
}

describe('parseSearchText', () => {
  it('turns known words into filters and keeps the rest as the keyphrase', () => {
    expect(parseSearchText('volvo xc60 diesel automat', vocabulary)).toEqual({
      filters: { car_brand: ['Volvo'], car_model: ['XC60'], car_fuel: ['Diesel'], car_gearbox: ['Automat'] },
      keyphrase: '',
    })
    expect(parseSearchText('Volvo XC40 dragkrok panorama', vocabulary)).toEqual({
      filters: { car_brand: ['Volvo'], car_model: ['XC40'] },
      keyphrase: 'dragkrok panorama',
    })
  })

  it('matches values of several words, diacritics and spacing aside', () => {
    expect(parseSearchText('land rover range rover sport svart', vocabulary).filters).toEqual({
      car_brand: ['Land Rover'],
      car_model: ['Range Rover Sport'],
      car_color: ['Svart'],
    })
    expect(parseSearchText('skoda octavia bla', vocabulary).filters).toEqual({
      car_brand: ['Škoda'],
      car_model: ['Octavia'],
      car_color: ['Blå'],
    })
    expect(parseSearchText('xc 60', vocabulary).filters).toEqual({ car_model: ['XC60'] })
    expect(parseSearchText('vw id.4', vocabulary)).toEqual({
      filters: { car_brand: ['Volkswagen'], car_model: ['ID.4'] },
      keyphrase: '',
    })
  })

  it('takes a model only where a chosen brand makes it', () => {
    expect(parseSearchText('bmw golf', vocabulary)).toEqual({ filters: { car_brand: ['BMW'] }, keyphrase: 'golf' })
  })

  it('accepts other endings of fuel and gearbox words, when only one value fits', () => {
    expect(parseSearchText('automatic kombi', vocabulary).filters).toEqual({
      car_gearbox: ['Automat'],
      car_body: ['Kombi'],
    })
    expect(parseSearchText('laddhybriden', vocabulary).filters).toEqual({ car_fuel: ['Laddhybrid'] })
  })

  it('keeps free text and two brands', () => {
    expect(parseSearchText('volvo bmw', vocabulary).filters).toEqual({ car_brand: ['Volvo', 'BMW'] })
    expect(parseSearchText('  ', vocabulary)).toEqual({ filters: {}, keyphrase: '' })
    expect(parseSearchText('ABC 123', vocabulary)).toEqual({ filters: {}, keyphrase: 'ABC 123' })
  })
})

describe('suggestSearchText', () => {
  it('replaces words one or two letters off a known word, and nothing else', () => {
    expect(suggestSearchText('volvvo xc60', vocabulary)).toBe('Volvo xc60')
    expect(suggestSearchText('octaiva', vocabulary)).toBe('Octavia')
    expect(suggestSearchText('laddhybird', vocabulary, { lang: 'sv' })).toBe('Laddhybrid')
    expect(suggestSearchText('dragkrko', vocabulary, { lang: 'sv' })).toBe('dragkrok')
    expect(suggestSearchText('volvo', vocabulary)).toBeNull()
    expect(suggestSearchText('zzzzzz qq', vocabulary)).toBeNull()
    expect(suggestSearchText('x'.repeat(10_000), vocabulary)).toBeNull()
  })
})
