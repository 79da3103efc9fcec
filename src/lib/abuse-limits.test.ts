import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  abuseLimitStage,
  clientAddress,
  consume,
  createFormLimiter,
  createLimiters,
  FORM_LIMITS,
  LIMIT_POLICIES,
  limiterFor,
  rateLimitedBody,
} from './abuse-limits'
import { installRequestStages } from './request-stages'

const policy = (name: string) => LIMIT_POLICIES.find((entry) => entry.name === name)!
const trusted = (address: string | undefined) => address === '10.0.0.1' || address === '10.0.0.2'

describe('form limits per address and form (issue 23)', () => {
  it('allows 5 a minute, then answers the wait; another form or address counts on its own', async () => {
    const limiter = createFormLimiter()
    for (let i = 0; i < FORM_LIMITS[0].points; i++) expect(await limiter.hit('192.0.2.1', 'sell-car')).toBeNull()
    const wait = await limiter.hit('192.0.2.1', 'sell-car')
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(60)
    expect(await limiter.hit('192.0.2.1', 'car-enquiry')).toBeNull()
    expect(await limiter.hit('192.0.2.2', 'sell-car')).toBeNull()
  })

  it('allows 30 an hour even when spread over minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00Z') })
    try {
      const limiter = createFormLimiter()
      for (let i = 0; i < FORM_LIMITS[1].points; i++) {
        if (i > 0 && i % FORM_LIMITS[0].points === 0) vi.advanceTimersByTime(61_000)
        expect(await limiter.hit('a', 'f'), `submission ${i + 1}`).toBeNull()
      }
      vi.advanceTimersByTime(61_000)
      // A fresh minute, but the hour is used up: the wait is most of the hour.
      expect(await limiter.hit('a', 'f')).toBeGreaterThan(60 * 50)
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers rate_limited with the wait', () => {
    expect(rateLimitedBody(42)).toEqual({
      error: 'rate_limited',
      message: expect.stringContaining('42'),
      retryAfter: 42,
    })
  })
})

describe('which requests a policy names', () => {
  const limiters = createLimiters()
  const named = (method: string, path: string) => limiterFor(limiters, method, path)?.policy.name

  it('the CMS login, the public forms, the search APIs and tracking', () => {
    expect(named('POST', '/api/users/login')).toBe('login')
    expect(named('POST', '/api/users/forgot-password')).toBe('login')
    expect(named('POST', '/api/forms/comhub')).toBe('forms')
    expect(named('GET', '/api/search?index=cars')).toBe('search')
    expect(named('POST', '/api/cars/list')).toBe('search')
    expect(named('POST', '/sitecore/api/graph/edge')).toBe('search')
    expect(named('POST', '/api/tracking/page-view')).toBe('tracking')
  })

  it('the tighter form doors of issue 23 before the forms backstop', () => {
    expect(named('GET', '/api/sell-car/valuation?regno=ABC123')).toBe('valuation')
    expect(named('POST', '/api/forms/uploads')).toBe('form-uploads')
    expect(named('POST', '/api/jotform')).toBe('jotform')
    expect(named('POST', '/api/forms/submit')).toBe('forms')
    const points = (name: string) => LIMIT_POLICIES.find((p) => p.name === name)!
    for (const tight of ['valuation', 'form-uploads', 'jotform']) {
      expect(points(tight).points / points(tight).seconds).toBeLessThan(
        points('forms').points / points('forms').seconds,
      )
    }
  })

  it('not pages, media, the ingest endpoint (it has its key) or a GET of the login', () => {
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/bilar/volvo'],
      ['GET', '/api/media/file/car.jpg'],
      ['POST', '/api/search/ingest'],
      ['GET', '/api/users/login'],
      ['GET', '/healthz'],
    ] as const) {
      expect(named(method, path), `${method} ${path}`).toBeUndefined()
    }
  })
})

describe('counting', () => {
  it('lets an address make the policy’s number of requests, then refuses with the wait left', async () => {
    const entry = limiterFor(createLimiters(), 'POST', '/api/forms/comhub')!
    for (let i = 0; i < policy('forms').points; i++)
      expect(await consume(entry, '198.51.100.7')).toEqual({ allowed: true })
    const refused = await consume(entry, '198.51.100.7')
    expect(refused).toMatchObject({ allowed: false, policy: 'forms' })
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(0)
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeLessThanOrEqual(policy('forms').seconds)
    // Another address has its own count.
    expect(await consume(entry, '198.51.100.8')).toEqual({ allowed: true })
  })

  it('scales every policy', async () => {
    const entry = limiterFor(createLimiters({ scale: 3 }), 'POST', '/api/forms/comhub')!
    for (let i = 0; i < policy('forms').points * 3; i++) expect((await consume(entry, 'a')).allowed).toBe(true)
    expect((await consume(entry, 'a')).allowed).toBe(false)
  })
})

describe('the client address', () => {
  it('is the socket peer unless the peer is a trusted proxy', () => {
    expect(clientAddress('203.0.113.5', '1.2.3.4', trusted)).toBe('203.0.113.5')
    expect(clientAddress('10.0.0.1', '203.0.113.9', trusted)).toBe('203.0.113.9')
  })

  it('skips our own proxies from the right and ignores what a client put in front', () => {
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.9, 10.0.0.2', trusted)).toBe('203.0.113.9')
    expect(clientAddress('10.0.0.1', ['6.6.6.6', '203.0.113.9'], trusted)).toBe('203.0.113.9')
    expect(clientAddress('10.0.0.1', undefined, trusted)).toBe('10.0.0.1')
  })
})

describe('at the HTTP server', () => {
  let server: http.Server
  let base: string
  const reached: string[] = []

  beforeAll(async () => {
    installRequestStages([abuseLimitStage(createLimiters(), () => false)])
    server = http.createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        reached.push(`${request.method} ${request.url} ${body}`)
        response.end('ok')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('answers 429 in JSON with Retry-After past the login limit; the app never sees those', async () => {
    const statuses: number[] = []
    let last: Response | undefined
    for (let i = 0; i < policy('login').points + 2; i++) {
      last = await fetch(`${base}/api/users/login`, { method: 'POST', body: `{"n":${i}}` })
      statuses.push(last.status)
      if (last.status === 200) await last.text()
    }
    expect(statuses.slice(0, policy('login').points)).toEqual(Array(policy('login').points).fill(200))
    expect(statuses.slice(-2)).toEqual([429, 429])
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await last!.json()).toMatchObject({ error: 'rate_limited' })
    // The bodies of the requests let through arrived whole, after the wait for the counter.
    expect(reached.filter((line) => line.startsWith('POST /api/users/login'))).toHaveLength(policy('login').points)
    expect(reached).toContain('POST /api/users/login {"n":0}')
  })

  it('lets pages through however many there are', async () => {
    for (let i = 0; i < 50; i++) expect((await fetch(`${base}/some/page`)).status).toBe(200)
  })
})
