import { describe, it, expect } from 'vitest'
import { normaliseHost, resolveSite, wwwRedirectTarget } from './resolve'
import { makeSite } from './site.fixture'

const se = makeSite({
  name: 'hedin-se',
  hostNames: ['hedinautomotive.se'],
  redirectWwwToBare: true,
})
const no = makeSite({
  name: 'hedin-no',
  hostNames: ['hedinautomotive.no', 'www.hedinautomotive.no'],
  redirectWwwToBare: false,
  languages: ['nb'],
  defaultLanguage: 'nb',
})
const fi = makeSite({
  name: 'hedin-fi',
  hostNames: ['hedinautomotive.fi'],
  redirectWwwToBare: false,
  isDefault: true,
  languages: ['fi', 'sv', 'en'],
  defaultLanguage: 'fi',
})
const sites = [se, no, fi]

function resolve(host: string | null, query = '', list = sites) {
  return resolveSite({ host, searchParams: new URLSearchParams(query) }, list)?.name
}

describe('normaliseHost', () => {
  it.each([
    ['HedinAutomotive.SE', 'hedinautomotive.se'],
    ['hedinautomotive.se:3000', 'hedinautomotive.se'],
    ['hedinautomotive.se:', 'hedinautomotive.se'],
    ['hedinautomotive.se.', 'hedinautomotive.se'],
    ['  hedinautomotive.se  ', 'hedinautomotive.se'],
    ['[::1]:3000', '[::1]'],
    ['[::1]', '[::1]'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseHost(input)).toBe(expected)
  })

  it('treats a missing host as empty', () => {
    expect(normaliseHost(null)).toBe('')
  })
})

describe('resolveSite', () => {
  it('matches a host name exactly, ignoring case and port', () => {
    expect(resolve('hedinautomotive.se')).toBe('hedin-se')
    expect(resolve('HEDINAUTOMOTIVE.NO:443')).toBe('hedin-no')
    expect(resolve('hedinautomotive.fi:3000')).toBe('hedin-fi')
  })

  it('matches www. on a site that redirects www to bare', () => {
    expect(resolve('www.hedinautomotive.se')).toBe('hedin-se')
    expect(resolve('WWW.HedinAutomotive.se:8080')).toBe('hedin-se')
  })

  it('does not strip www. for a site without the redirect', () => {
    const fiOnly = [fi, se]
    expect(resolve('www.hedinautomotive.fi', '', fiOnly)).toBe('hedin-fi') // default, not a match
    expect(resolve('www.hedinautomotive.fi', '', [se, makeSite({ ...fi, isDefault: false })])).toBe('hedin-se') // first site
  })

  it('matches a www host listed explicitly', () => {
    expect(resolve('www.hedinautomotive.no')).toBe('hedin-no')
  })

  it('does not match a host that merely contains a host name', () => {
    expect(resolve('evil-hedinautomotive.se', '', [se, no])).toBe('hedin-se') // first, by fallback
    expect(resolve('hedinautomotive.se.evil.com', '', [no, se])).toBe('hedin-no')
  })

  it('matches <name>.localhost with or without port and www.', () => {
    expect(resolve('hedin-no.localhost:3000')).toBe('hedin-no')
    expect(resolve('hedin-se.localhost')).toBe('hedin-se')
    expect(resolve('www.hedin-no.localhost:3000')).toBe('hedin-no')
    expect(resolve('Hedin-NO.LocalHost:3000')).toBe('hedin-no')
  })

  it('falls through for an unknown localhost sub-domain', () => {
    expect(resolve('nope.localhost:3000')).toBe('hedin-fi')
    expect(resolve('localhost:3000')).toBe('hedin-fi')
    expect(resolve('.localhost')).toBe('hedin-fi')
  })

  it('prefers the host over sc_site', () => {
    expect(resolve('hedinautomotive.se', 'sc_site=hedin-no')).toBe('hedin-se')
    expect(resolve('hedin-se.localhost:3000', 'sc_site=hedin-no')).toBe('hedin-se')
  })

  it('uses sc_site when the host does not match', () => {
    expect(resolve('localhost:3000', 'sc_site=hedin-no')).toBe('hedin-no')
    expect(resolve(null, 'sc_site=hedin-se')).toBe('hedin-se')
    expect(resolve('127.0.0.1:3000', 'sc_site=HEDIN-SE')).toBe('hedin-se')
  })

  it('ignores an unknown or empty sc_site', () => {
    expect(resolve('localhost', 'sc_site=nope')).toBe('hedin-fi')
    expect(resolve('localhost', 'sc_site=')).toBe('hedin-fi')
  })

  it('falls back to the default site, then the first', () => {
    expect(resolve('unknown.example')).toBe('hedin-fi')
    expect(resolve(null)).toBe('hedin-fi')
    expect(resolve('', '', [se, no])).toBe('hedin-se')
  })

  it('returns undefined only for an empty list', () => {
    expect(resolve('hedinautomotive.se', 'sc_site=hedin-se', [])).toBeUndefined()
  })

  it('survives hostile host values', () => {
    for (const host of ['a'.repeat(10_000), '\u0000', ':::::', 'hedinautomotive.se\r\nX: y', '[']) {
      expect(resolve(host)).toBe('hedin-fi')
    }
  })
})

describe('wwwRedirectTarget', () => {
  it('redirects www to the bare host, keeping port, path and query', () => {
    const url = new URL('https://www.hedinautomotive.se:8443/kop-bil/x?car_brand=BMW&a=1')
    expect(wwwRedirectTarget(url, se)?.href).toBe('https://hedinautomotive.se:8443/kop-bil/x?car_brand=BMW&a=1')
  })

  it('keeps the hash and the default port', () => {
    const url = new URL('http://WWW.hedinautomotive.se/#top')
    expect(wwwRedirectTarget(url, se)?.href).toBe('http://hedinautomotive.se/#top')
  })

  it('works for www.<name>.localhost', () => {
    const url = new URL('http://www.hedin-se.localhost:3000/kop-bil')
    expect(wwwRedirectTarget(url, se)?.href).toBe('http://hedin-se.localhost:3000/kop-bil')
  })

  it('does not redirect a bare host', () => {
    expect(wwwRedirectTarget(new URL('https://hedinautomotive.se/'), se)).toBeNull()
  })

  it('does not redirect when the site keeps www', () => {
    expect(wwwRedirectTarget(new URL('https://www.hedinautomotive.no/'), no)).toBeNull()
  })

  it('does not redirect to a host the site does not own', () => {
    expect(wwwRedirectTarget(new URL('https://www.evil.example/'), se)).toBeNull()
  })

  it('does not treat a host that only starts with "www" as www.', () => {
    const site = makeSite({ hostNames: ['wwwhedin.se', 'hedin.se'] })
    expect(wwwRedirectTarget(new URL('https://wwwhedin.se/'), site)).toBeNull()
  })

  it('does not modify the given URL', () => {
    const url = new URL('https://www.hedinautomotive.se/x')
    wwwRedirectTarget(url, se)
    expect(url.href).toBe('https://www.hedinautomotive.se/x')
  })
})
