import { describe, expect, it } from 'vitest'
import { documentWords, fold, words } from './text'

describe('fold', () => {
  it('drops case and the diacritics of the markets', () => {
    expect(fold('ÅÄÖ åäö Øre Ærø Müller Škoda Citroën')).toBe('aao aao ore aero muller skoda citroen')
  })
})

describe('words', () => {
  it('splits on anything that is not a letter or digit', () => {
    expect(words('Volvo XC60 T8-AWD, Recharge/Plus')).toEqual(['volvo', 'xc60', 't8', 'awd', 'recharge', 'plus'])
  })

  it('gives nothing for blank text', () => {
    expect(words('  -- ')).toEqual([])
  })
})

describe('documentWords', () => {
  it('indexes each word once and registration numbers also without separators', () => {
    expect(documentWords(['Kia Kia Ceed', null, 'ABC 123'], ['ABC 123'])).toEqual([
      'kia',
      'ceed',
      'abc',
      '123',
      'abc123',
    ])
  })
})
