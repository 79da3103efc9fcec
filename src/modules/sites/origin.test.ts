import { describe, expect, it } from 'vitest'
import { redirectOrigin, siteOrigin } from './origin'

const site = { name: 'hedin-se', hostNames: ['hedinautomotive.se', 'www.hedinautomotive.se'] }

describe('siteOrigin', () => {
  it('answers a local run on <name>.localhost with the server port', () => {
    expect(siteOrigin(site, 'http://localhost:3100')).toBe('http://hedin-se.localhost:3100')
    expect(siteOrigin(site, 'http://127.0.0.1:3000/')).toBe('http://hedin-se.localhost:3000')
  })

  it('uses the first host name over https in production', () => {
    expect(siteOrigin(site, 'https://cms.example.com')).toBe('https://hedinautomotive.se')
  })

  it('falls back to the server origin for a site without host names', () => {
    expect(siteOrigin({ name: 'x', hostNames: [] }, 'https://cms.example.com/admin')).toBe('https://cms.example.com')
  })
})

describe('redirectOrigin', () => {
  it('keeps a host name the site owns', () => {
    expect(redirectOrigin(site, 'WWW.hedinautomotive.se:443', 'https://cms.example.com')).toBe(
      'https://www.hedinautomotive.se',
    )
    expect(redirectOrigin(site, 'hedin-se.localhost:3100', 'http://localhost:3100')).toBe(
      'http://hedin-se.localhost:3100',
    )
  })

  it('gives any other Host the configured origin', () => {
    for (const forged of ['evil.example', 'evil.example:3100', 'hedinautomotive.se.evil.example', '', null]) {
      expect(redirectOrigin(site, forged, 'https://cms.example.com')).toBe('https://hedinautomotive.se')
      expect(redirectOrigin(site, forged, 'http://localhost:3100')).toBe('http://hedin-se.localhost:3100')
    }
  })
})
