import type { CountryCode } from 'libphonenumber-js/core'
import examples from 'libphonenumber-js/examples.mobile.json'
import { describe, expect, it } from 'vitest'
import { MARKET_COUNTRIES } from './markets'
import * as browser from './parse.browser'
import * as server from './parse'

const e164 = (parse: typeof server.parsePhone, text: string, country: CountryCode) => {
  const parsed = parse(text, country)
  return parsed?.isValid() ? parsed.number : null
}

describe('the browser’s phone rules', () => {
  it.each([
    ['070-123 45 67', 'SE'],
    ['0046 70 123 45 67', 'SE'],
    ['412 34 567', 'NO'],
    ['+47 412 34 567', 'SE'],
    ['040 123 4567', 'FI'],
    ['+358 18 12345', 'FI'],
    ['07911 123456', 'GB'],
    ['+44 1534 123456', 'GB'],
    ['0905 123 456', 'SK'],
    ['0701', 'SE'],
    ['+46 123', 'NO'],
    ['+421 1', 'SK'],
  ] as const)('read %s in %s as the server does', (text, country) => {
    expect(e164(browser.parsePhone, text, country)).toBe(e164(server.parsePhone, text, country))
  })

  it.each(MARKET_COUNTRIES)('read %s’s example mobile number as the server does', (country) => {
    const national = examples[country]
    const number = e164(server.parsePhone, national, country)
    expect(number).toMatch(/^\+\d{8,15}$/)
    expect(e164(browser.parsePhone, national, country)).toBe(number)
    expect(e164(browser.parsePhone, number!, 'SE')).toBe(number)
  })

  it('know the markets’ numbers and no other country’s; the server knows every country', () => {
    expect(browser.knowsRulesFor('+46 70 123 45 67')).toBe(true)
    expect(browser.knowsRulesFor('070 123 45 67')).toBe(true)
    expect(browser.knowsRulesFor('+49 151 23456789')).toBe(false)
    expect(server.knowsRulesFor('+49 151 23456789')).toBe(true)
  })
})
