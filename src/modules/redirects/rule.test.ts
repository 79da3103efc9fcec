import { describe, expect, it } from 'vitest'
import { lowerCaseRedirect } from './case-redirect'
import { redirectRuleSchema, ruleProblemsForSite } from './rule'
import { isSafeDestination, isSafeSitePath } from './safety'
import { normaliseSource, parseSource } from './source-pattern'
import { testRules, testSite } from './test-helpers'

const UNSAFE = [
  '//evil.example',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/\tevil',
  '/a\nb',
  '/a\r\nLocation: https://evil.example',
  'javascript:alert(1)',
  'data:text/html,hi',
  'http://hedinautomotive.fi/',
  'https://hedinautomotive.fi@evil.example/',
  'https://evil.example/',
  'https://hedinautomotive.fi:8443/',
  'evil.example',
]

describe('the unsafe list', () => {
  const hosts = ['hedinautomotive.fi']

  it('refuses every destination a browser could read as another origin', () => {
    for (const destination of UNSAFE)
      expect(isSafeDestination(destination, hosts), JSON.stringify(destination)).toBe(false)
  })

  it('allows paths and https URLs on listed hosts', () => {
    for (const destination of [
      '/',
      '/kontakty?x=1',
      'https://hedinautomotive.fi/meista',
      'https://HEDINAUTOMOTIVE.fi',
    ]) {
      expect(isSafeDestination(destination, hosts), destination).toBe(true)
    }
  })

  it('refuses them when a rule is saved', () => {
    for (const destination of UNSAFE.filter((value) => !value.startsWith('https://'))) {
      const result = redirectRuleSchema.safeParse({ site: 'hedin-fi', source: '/a', destination })
      expect(result.success, JSON.stringify(destination)).toBe(false)
    }
  })

  it('refuses a host the site does not list, on the site check', () => {
    const [rule] = testRules(testSite({ redirectHosts: [] }), [{ source: '/a', destination: 'https://evil.example/' }])
    expect(ruleProblemsForSite(rule!, testSite({ redirectHosts: [] }))).toEqual([
      { field: 'destination', message: expect.any(String) },
    ])
  })

  it('isSafeSitePath accepts only single-slash site paths', () => {
    expect(isSafeSitePath('/kop-bil')).toBe(true)
    expect(isSafeSitePath('/\\evil.example')).toBe(false)
    expect(isSafeSitePath('https://evil.example')).toBe(false)
  })
})

describe('rule schema', () => {
  it('fills the defaults', () => {
    expect(redirectRuleSchema.parse({ site: 'hedin-se', source: '/a', destination: '/b', order: 3 })).toEqual({
      id: 'hedin-se:3',
      site: 'hedin-se',
      source: '/a',
      destination: '/b',
      permanent: true,
      statusCode: undefined,
      has: [],
      allLanguages: true,
      onlyIfMissing: false,
      enabled: true,
      note: '',
      order: 3,
    })
  })

  it('accepts the old colon form and writes the brace form', () => {
    expect(normaliseSource('/used/:path*')).toBe('/used/{path*}')
    expect(normaliseSource('/a/:b/hedin-bil-:c/:d+/')).toBe('/a/{b}/hedin-bil-{c}/{d+}')
    const rule = redirectRuleSchema.parse({ site: 's', source: '/used/:path*', destination: '/buy/:path*' })
    expect(rule).toMatchObject({ source: '/used/{path*}', destination: '/buy/{path*}' })
  })

  it('refuses bad sources and destinations that use unknown parameters', () => {
    expect(() => parseSource('/a/{b')).toThrow()
    expect(() => parseSource('/a/{b}/{b}')).toThrow(/twice/)
    expect(() => parseSource('/a?x=1')).toThrow(/query/)
    expect(redirectRuleSchema.safeParse({ site: 's', source: '/a/{b}', destination: '/{c}' }).success).toBe(false)
    expect(redirectRuleSchema.safeParse({ site: 's', source: '/a', destination: '/b', statusCode: 302 }).success).toBe(
      false,
    )
    expect(redirectRuleSchema.safeParse({ site: 's', source: '/a', destination: '/b', statusCode: 418 }).success).toBe(
      false,
    )
  })
})

describe('lowerCaseRedirect', () => {
  it('sends a mixed-case path to its lower-case spelling with the query', () => {
    expect(lowerCaseRedirect('/Kop-Bil/Alla', 'x=A')).toEqual({ status: 308, location: '/kop-bil/alla?x=A' })
    expect(lowerCaseRedirect('/%C3%96rebro')).toEqual({ status: 308, location: '/%C3%B6rebro' })
  })

  it('leaves lower-case paths alone, upper-case percent-escapes included', () => {
    expect(lowerCaseRedirect('/kop-bil')).toBeNull()
    expect(lowerCaseRedirect('/%C3%B6rebro')).toBeNull()
  })

  it('never answers with another host', () => {
    expect(lowerCaseRedirect('//Evil.example')).toBeNull()
  })
})
