import { describe, expect, it } from 'vitest'
import { DISTINCT_PLATES_PER_HOUR, PlateLimiter } from './plate-limit'

describe('plates per address', () => {
  it('takes 30 distinct plates an hour, repeats free, then 429 with a wait', async () => {
    const limiter = PlateLimiter.create()
    for (let i = 0; i < DISTINCT_PLATES_PER_HOUR; i++)
      expect(await limiter.check('10.0.0.1', `AB${100 + i}`)).toEqual({ allowed: true })
    // A plate already counted is free.
    expect(await limiter.check('10.0.0.1', 'AB100')).toEqual({ allowed: true })
    const refused = await limiter.check('10.0.0.1', 'ZX999')
    expect(refused.allowed).toBe(false)
    expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(3000)
    // Another address has its own count.
    expect(await limiter.check('10.0.0.2', 'ZX999')).toEqual({ allowed: true })
  })
})
