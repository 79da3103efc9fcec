import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  forwardedProto,
  forwardedProtoStage,
  securityHeaderRules,
  trustedProxyMatcher,
} from './security-headers'
import { installRequestStages } from './request-stages'

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
  if (!found) throw new Error(`no ${name} in ${policy}`)
  return found.slice(1)
}

describe('content security policy', () => {
  const site = contentSecurityPolicy('site')

  it('keeps plugins, <base> and framing by others out', () => {
    expect(directive(site, 'object-src')).toEqual(["'none'"])
    expect(directive(site, 'base-uri')).toEqual(["'self'"])
    expect(directive(site, 'frame-ancestors')).toEqual(["'self'"])
    expect(directive(site, 'default-src')).toEqual(["'self'"])
  })

  it('lets scripts come only from our origin, inline (cached pages), the tag manager and Google Maps', () => {
    expect(directive(site, 'script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://www.googletagmanager.com',
      'https://maps.googleapis.com',
    ])
    expect(site).not.toContain('unsafe-eval')
    expect(site).not.toContain('jsdelivr')
  })

  it("lets maps fetch Google's API and the origin of MAP_STYLE_URL's vector tiles", () => {
    expect(directive(site, 'connect-src')).toContain('https://maps.googleapis.com')
    process.env.MAP_STYLE_URL = 'https://tiles.example.com/styles/streets.json'
    try {
      expect(directive(contentSecurityPolicy('site'), 'connect-src')).toContain('https://tiles.example.com')
    } finally {
      delete process.env.MAP_STYLE_URL
    }
  })

  it('gives the admin Monaco from its CDN, and the dev server eval', () => {
    expect(directive(contentSecurityPolicy('admin'), 'script-src')).toContain('https://cdn.jsdelivr.net')
    expect(directive(contentSecurityPolicy('site', { dev: true }), 'script-src')).toContain("'unsafe-eval'")
  })
})

describe('header rules', () => {
  const rules = securityHeaderRules({ dev: false })
  const headersOf = (i: number) => Object.fromEntries(rules[i]!.headers.map((h) => [h.key, h.value]))

  it('set the usual headers on every path, whatever the request', () => {
    expect(rules[0]!.source).toBe('/:path*')
    expect(rules[0]!.has).toBeUndefined()
    expect(headersOf(0)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'geolocation=(self), camera=(), microphone=()',
    })
  })

  it('send HSTS only when the request came over TLS', () => {
    const hsts = rules.find((r) => r.headers.some((h) => h.key === 'Strict-Transport-Security'))
    expect(hsts?.has).toEqual([{ type: 'header', key: 'x-forwarded-proto', value: 'https' }])
    expect(rules.filter((r) => !r.has).flatMap((r) => r.headers.map((h) => h.key))).not.toContain(
      'Strict-Transport-Security',
    )
  })
})

describe('trusted proxies', () => {
  const trusted = trustedProxyMatcher(['10.0.0.0/8', '192.168.1.5', 'fd00::/8'])

  it('match addresses and ranges, IPv4-mapped IPv6 included', () => {
    expect(trusted('10.2.3.4')).toBe(true)
    expect(trusted('::ffff:10.2.3.4')).toBe(true)
    expect(trusted('192.168.1.5')).toBe(true)
    expect(trusted('fd12::1')).toBe(true)
    expect(trusted('192.168.1.6')).toBe(false)
    expect(trusted('11.0.0.1')).toBe(false)
    expect(trusted(undefined)).toBe(false)
    expect(trustedProxyMatcher([])('127.0.0.1')).toBe(false)
  })

  it('believe X-Forwarded-Proto from a trusted proxy only', () => {
    const headers = { 'x-forwarded-proto': 'https' }
    expect(forwardedProto({ headers, encrypted: false, peer: '10.0.0.1' }, trusted)).toBe('https')
    expect(forwardedProto({ headers, encrypted: false, peer: '8.8.8.8' }, trusted)).toBe('http')
    expect(forwardedProto({ headers: {}, encrypted: false, peer: '10.0.0.1' }, trusted)).toBe('http')
    expect(forwardedProto({ headers: {}, encrypted: true, peer: '8.8.8.8' }, trusted)).toBe('https')
    expect(
      forwardedProto({ headers: { 'x-forwarded-proto': 'HTTPS, http' }, encrypted: false, peer: '10.0.0.1' }, trusted),
    ).toBe('https')
  })
})

describe('the guard on the HTTP server', () => {
  const servers: http.Server[] = []
  afterAll(() => servers.forEach((s) => s.close()))

  async function seenProto(sent: string | undefined): Promise<string | undefined> {
    const server = http.createServer((req, res) => res.end(String(req.headers['x-forwarded-proto'])))
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const res = await fetch(`http://127.0.0.1:${port}/`, {
      headers: sent ? { 'x-forwarded-proto': sent } : {},
    })
    return res.text()
  }

  it('puts the headers on answers given before Next.js, HSTS only over TLS', async () => {
    installRequestStages([forwardedProtoStage(['127.0.0.1'])])
    const server = http.createServer((_req, res) => res.writeHead(429).end())
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const plain = await fetch(`http://127.0.0.1:${port}/`)
    expect(plain.status).toBe(429)
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff')
    expect(plain.headers.get('content-security-policy')).toContain("object-src 'none'")
    expect(plain.headers.get('strict-transport-security')).toBeNull()
    const tls = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=63072000')
    installRequestStages([forwardedProtoStage([])])
    const stranger = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(stranger.headers.get('strict-transport-security')).toBeNull()
  })

  it("replaces an untrusted client's X-Forwarded-Proto and keeps a trusted proxy's", async () => {
    installRequestStages([forwardedProtoStage(['10.9.9.9'])])
    expect(await seenProto('https')).toBe('http')
    expect(await seenProto(undefined)).toBe('http')
    installRequestStages([forwardedProtoStage(['127.0.0.1'])])
    expect(await seenProto('https')).toBe('https')
    expect(await seenProto('http')).toBe('http')
    installRequestStages([forwardedProtoStage([])])
  })
})
