import { describe, expect, it } from 'vitest'
import { isSameSitePath } from './same-site-path'

describe('isSameSitePath', () => {
  it('accepts the paths of our pages', () => {
    for (const ok of ['/', '/kop-bil', '/sv/meista', '/kop-bil/123/volvo-xc60?x=1', '/a%20b', '/ö']) {
      expect(isSameSitePath(ok), ok).toBe(true)
    }
  })

  it('refuses anything a browser or proxy could read as another host', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '%2F%2Fevil.example',
      '/%2Fevil.example',
      '/%252F/evil.example',
      '/%25252F%25252Fevil',
      '/\t/evil.example',
      '/\n/evil.example',
      '/%09/evil.example',
      'https://evil.example',
      'evil.example',
      '',
      '/%ZZ',
    ]) {
      expect(isSameSitePath(bad), JSON.stringify(bad)).toBe(false)
    }
  })
})
