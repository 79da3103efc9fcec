import { readFileSync } from 'node:fs'
import full from 'libphonenumber-js/metadata.min.json'
import { describe, expect, it } from 'vitest'
import { MARKET_CALLING_CODES, dialledOutsideMarkets } from './markets'
import { marketPhoneMetadata } from './metadata'

describe('marketPhoneMetadata', () => {
  it('keeps every country of the markets’ calling codes, and nothing else', () => {
    const metadata = marketPhoneMetadata(full)
    expect(metadata.country_calling_codes).toEqual({
      '44': ['GB', 'GG', 'IM', 'JE'],
      '46': ['SE'],
      '47': ['NO', 'SJ'],
      '358': ['FI', 'AX'],
      '421': ['SK'],
    })
    expect(Object.keys(metadata.countries).sort()).toEqual(['AX', 'FI', 'GB', 'GG', 'IM', 'JE', 'NO', 'SE', 'SJ', 'SK'])
  })

  it('is what the committed file holds (after an upgrade, run scripts/phone-metadata.ts)', () => {
    const committed = readFileSync(new URL('./metadata.markets.json', import.meta.url), 'utf8')
    expect(JSON.parse(committed)).toEqual(marketPhoneMetadata(full))
  })
})

describe('MARKET_CALLING_CODES', () => {
  it('are the calling codes of the markets’ countries', () => {
    expect([...MARKET_CALLING_CODES].sort()).toEqual(
      Object.keys(marketPhoneMetadata(full).country_calling_codes).sort(),
    )
  })

  it.each([
    ['+49 151 23456789', true],
    ['0045 20 12 34 56', true],
    ['+46 70 123 45 67', false],
    ['0044 7911 123456', false],
    ['+358 40 123 4567', false],
    ['070-123 45 67', false],
  ])('tells whether %s is dialled outside the markets: %s', (text, outside) => {
    expect(dialledOutsideMarkets(text)).toBe(outside)
  })
})
