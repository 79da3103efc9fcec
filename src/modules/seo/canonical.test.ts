import { describe, it, expect } from 'vitest'
import { buildCanonical } from './canonical'

const origin = 'https://hedinautomotive.se'

describe('buildCanonical', () => {
  it('lowercases the public path on the origin', () => {
    expect(buildCanonical({ origin, publicPath: '/Kop-Bil/Alla-Bilar' })).toBe(
      'https://hedinautomotive.se/kop-bil/alla-bilar',
    )
  })

  it('drops the query string and hash', () => {
    expect(buildCanonical({ origin, publicPath: '/kop-bil?car_brand=BMW&Page=2#Top' })).toBe(
      'https://hedinautomotive.se/kop-bil',
    )
    expect(buildCanonical({ origin, publicPath: '/kop-bil#a?b' })).toBe('https://hedinautomotive.se/kop-bil')
  })

  it('gives the root as origin plus /', () => {
    expect(buildCanonical({ origin, publicPath: '/' })).toBe('https://hedinautomotive.se/')
    expect(buildCanonical({ origin, publicPath: '' })).toBe('https://hedinautomotive.se/')
    expect(buildCanonical({ origin, publicPath: '/?q=1' })).toBe('https://hedinautomotive.se/')
  })

  it('drops trailing slashes on path and origin', () => {
    expect(buildCanonical({ origin: origin + '/', publicPath: '/kop-bil/' })).toBe('https://hedinautomotive.se/kop-bil')
  })

  it('adds a missing leading slash', () => {
    expect(buildCanonical({ origin, publicPath: 'kop-bil' })).toBe('https://hedinautomotive.se/kop-bil')
  })

  it('keeps the origin port and lowercases percent-escapes with the path', () => {
    expect(buildCanonical({ origin: 'http://hedin-se.localhost:3000', publicPath: '/K%C3%B6p' })).toBe(
      'http://hedin-se.localhost:3000/k%c3%b6p',
    )
  })

  it('returns an absolute canonicalURL as is', () => {
    expect(
      buildCanonical({
        canonicalURL: 'https://www.hedin.se/Kop-Bil?x=1',
        origin,
        publicPath: '/other',
      }),
    ).toBe('https://www.hedin.se/Kop-Bil?x=1')
  })

  it('trims the canonicalURL', () => {
    expect(buildCanonical({ canonicalURL: '  https://hedin.se/a  ', origin, publicPath: '/' })).toBe(
      'https://hedin.se/a',
    )
  })

  it('makes a relative canonicalURL absolute on the origin', () => {
    expect(buildCanonical({ canonicalURL: '/Kop-Bil', origin, publicPath: '/x' })).toBe(
      'https://hedinautomotive.se/Kop-Bil',
    )
    expect(buildCanonical({ canonicalURL: 'kop-bil/a', origin: origin + '/', publicPath: '/' })).toBe(
      'https://hedinautomotive.se/kop-bil/a',
    )
  })

  it('ignores an empty, blank or null canonicalURL', () => {
    for (const canonicalURL of ['', '   ', null, undefined]) {
      expect(buildCanonical({ canonicalURL, origin, publicPath: '/A' })).toBe('https://hedinautomotive.se/a')
    }
  })

  it('ignores a canonicalURL with a non-web scheme', () => {
    for (const canonicalURL of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x']) {
      expect(buildCanonical({ canonicalURL, origin, publicPath: '/a' })).toBe('https://hedinautomotive.se/a')
    }
  })
})
