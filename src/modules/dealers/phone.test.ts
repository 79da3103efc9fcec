import { describe, expect, it } from 'vitest'
import { displayPhone, phoneHref, toE164 } from './phone'

describe('phone numbers', () => {
  it('links the numbers the feeds write in E.164', () => {
    expect(phoneHref('08-123 45 67', 'SE')).toBe('tel:+4681234567')
    expect(phoneHref('031-712 34 56', 'SE')).toBe('tel:+46317123456')
    expect(phoneHref('22 12 34 56', 'NO')).toBe('tel:+4722123456')
    expect(phoneHref('09 123 4567', 'FI')).toBe('tel:+35891234567')
    expect(phoneHref('02/1234 5678', 'SK')).toBe('tel:+421212345678')
    expect(phoneHref('020 7946 0123', 'GB')).toBe('tel:+442079460123')
    expect(toE164('+46 8 123 45 67', 'GB')).toBe('+4681234567')
  })

  it('gives null for text that is no number', () => {
    expect(phoneHref('ring oss', 'SE')).toBeNull()
    expect(phoneHref('12', 'SE')).toBeNull()
    expect(phoneHref('', 'SE')).toBeNull()
    expect(phoneHref(null, 'SE')).toBeNull()
  })

  it('shows numbers the country’s way, foreign ones internationally', () => {
    expect(displayPhone('+4681234567', 'SE')).toBe('08-123 45 67')
    expect(displayPhone('020 7946 0123', 'GB')).toBe('020 7946 0123')
    expect(displayPhone('+4722123456', 'SE')).toBe('+47 22 12 34 56')
    expect(displayPhone(' ring oss ', 'SE')).toBe('ring oss')
    expect(displayPhone(undefined, 'SE')).toBeNull()
  })
})
