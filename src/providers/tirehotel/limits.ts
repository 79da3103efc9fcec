import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { Limiter, Limits } from '@/modules/tirehotel/service'

/**
 * The tyre hotel's limits (issue 22 item 8), per IP and per agreement, with rate-limiter-flexible:
 * in memory, or in Redis (shared by every instance) when a client is given, the in-memory
 * limiter standing in while Redis is down. Past a limit the route answers 429 with Retry-After.
 */

export const TIREHOTEL_LIMITS = {
  lookupPerIp: [
    { points: 10, seconds: 60 },
    { points: 60, seconds: 3600 },
  ],
  codePerAgreement: [
    { points: 1, seconds: 30 },
    { points: 5, seconds: 3600 },
  ],
  codePerIp: [{ points: 20, seconds: 3600 }],
  validatePerIp: [{ points: 100, seconds: 3600 }],
} as const

export type LimitSetup = { scale?: number; redis?: unknown; keyPrefix?: string }

function wrap(limiter: RateLimiterAbstract): Limiter {
  return {
    async hit(key) {
      try {
        await limiter.consume(key)
        return null
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
        // A store that cannot count must not lock everyone out.
        return null
      }
    },
  }
}

export function rateLimiter(name: string, points: number, seconds: number, setup: LimitSetup): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ points, duration: seconds, keyPrefix: `tirehotel:${name}` })
  return setup.redis
    ? new RateLimiterRedis({
        storeClient: setup.redis,
        useRedisPackage: true,
        points,
        duration: seconds,
        keyPrefix: `${setup.keyPrefix ?? ''}tirehotel:${name}`,
        insuranceLimiter: memory,
      })
    : memory
}

export function createTireHotelLimits(setup: LimitSetup = {}): Limits {
  const scale = setup.scale ?? 1
  const build = (name: keyof typeof TIREHOTEL_LIMITS) =>
    TIREHOTEL_LIMITS[name].map(({ points, seconds }, i) =>
      wrap(rateLimiter(`${name}:${i}`, Math.max(1, Math.round(points * scale)), seconds, setup)),
    )
  return {
    lookupPerIp: build('lookupPerIp'),
    codePerAgreement: build('codePerAgreement'),
    codePerIp: build('codePerIp'),
    validatePerIp: build('validatePerIp'),
  }
}

/** Session ids logged out before they expired: a key with a count is denied until the session's end. */
export type DenyList = { deny(jti: string, seconds: number): Promise<void>; denied(jti: string): Promise<boolean> }

export function createDenyList(setup: LimitSetup = {}): DenyList {
  const limiter = rateLimiter('denied-sessions', 1_000_000, 30 * 60, setup)
  return {
    async deny(jti, seconds) {
      if (seconds > 0) await limiter.penalty(jti, 1).catch(() => {})
    },
    async denied(jti) {
      const res = await limiter.get(jti).catch(() => null)
      return Boolean(res && res.consumedPoints > 0)
    },
  }
}
