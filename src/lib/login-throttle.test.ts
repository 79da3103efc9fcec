import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ADDRESS_FAILURES_PER_HOUR,
  FREE_FAILURES,
  LoginThrottle,
  MAX_WAIT_SECONDS,
  waitSeconds,
} from './login-throttle'

describe('login throttle', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') }))
  afterEach(() => vi.useRealTimers())

  it('lets the first failures through, then makes that address wait longer after each one', async () => {
    const throttle = new LoginThrottle()
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect(await throttle.check('editor@example.com', '198.51.100.1')).toEqual({ allowed: true })
      await throttle.failed('editor@example.com', '198.51.100.1')
    }
    expect(await throttle.check('editor@example.com', '198.51.100.1')).toEqual({ allowed: true })
    await throttle.failed('editor@example.com', '198.51.100.1')
    expect(await throttle.check('Editor@Example.com', '198.51.100.1')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    vi.advanceTimersByTime(1100)
    expect(await throttle.check('editor@example.com', '198.51.100.1')).toEqual({ allowed: true })
    await throttle.failed('editor@example.com', '198.51.100.1')
    expect(await throttle.check('editor@example.com', '198.51.100.1')).toEqual({ allowed: false, retryAfterSeconds: 2 })
  })

  it('never locks the account for another address: the right password from elsewhere still gets in', async () => {
    const throttle = new LoginThrottle()
    for (let i = 0; i < FREE_FAILURES + 10; i++) await throttle.failed('editor@example.com', '203.0.113.66')
    expect((await throttle.check('editor@example.com', '203.0.113.66')).allowed).toBe(false)
    expect(await throttle.check('editor@example.com', '198.51.100.1')).toEqual({ allowed: true })
  })

  it('clears the count of an account at an address when it logs in', async () => {
    const throttle = new LoginThrottle()
    for (let i = 0; i < FREE_FAILURES + 1; i++) await throttle.failed('editor@example.com', '198.51.100.1')
    await throttle.succeeded('editor@example.com', '198.51.100.1')
    expect(await throttle.check('editor@example.com', '198.51.100.1')).toEqual({ allowed: true })
    await throttle.failed('editor@example.com', '198.51.100.1')
    expect(await throttle.check('editor@example.com', '198.51.100.1')).toEqual({ allowed: true })
  })

  it('refuses an address running a guess list over many accounts for the rest of the hour', async () => {
    const throttle = new LoginThrottle()
    for (let i = 0; i < ADDRESS_FAILURES_PER_HOUR; i++) await throttle.failed(`user${i}@example.com`, '203.0.113.66')
    const verdict = await throttle.check('someone-new@example.com', '203.0.113.66')
    expect(verdict.allowed).toBe(false)
    expect(verdict.allowed === false && verdict.retryAfterSeconds).toBeGreaterThan(3000)
    expect(await throttle.check('someone-new@example.com', '198.51.100.1')).toEqual({ allowed: true })
  })

  it('doubles the wait up to 15 minutes', () => {
    expect([1, 2, 3, 4, 5].map(waitSeconds)).toEqual([1, 2, 4, 8, 16])
    expect(waitSeconds(11)).toBe(MAX_WAIT_SECONDS)
    expect(waitSeconds(500)).toBe(MAX_WAIT_SECONDS)
  })
})
