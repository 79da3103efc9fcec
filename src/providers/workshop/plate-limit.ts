import { createClient } from '@redis/client'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

/**
 * Plates looked up per address (issue 21, reliability): 30 distinct plates an hour, then 429 with
 * Retry-After; asking about a plate already counted is free. A plate is a key to someone's car,
 * so this is what stops walking the register. Counted in Redis when REDIS_URL is set (every
 * instance sees one count), else in memory.
 */

export const DISTINCT_PLATES_PER_HOUR = 30
const HOUR = 3600

export type PlateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export class PlateLimiter {
  constructor(
    private readonly distinct: RateLimiterAbstract,
    private readonly seen: RateLimiterAbstract,
  ) {}

  static create(options: { scale?: number; redis?: unknown; keyPrefix?: string } = {}): PlateLimiter {
    const points = Math.max(1, Math.round(DISTINCT_PLATES_PER_HOUR * (options.scale ?? 1)))
    const make = (name: string, p: number) => {
      const memory = new RateLimiterMemory({ points: p, duration: HOUR, keyPrefix: name })
      return options.redis
        ? new RateLimiterRedis({
            storeClient: options.redis,
            useRedisPackage: true,
            points: p,
            duration: HOUR,
            keyPrefix: `${options.keyPrefix ?? ''}limit:${name}`,
            insuranceLimiter: memory,
          })
        : memory
    }
    return new PlateLimiter(make('booking-plates', points), make('booking-plate-seen', 1_000_000))
  }

  async check(address: string, plate: string): Promise<PlateVerdict> {
    const pair = `${address}|${plate}`
    try {
      const seen = await this.seen.get(pair)
      if (seen && seen.consumedPoints > 0) return { allowed: true }
      await this.distinct.consume(address)
      await this.seen.consume(pair)
      return { allowed: true }
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
      }
      // A store that cannot count must not take booking down with it.
      return { allowed: true }
    }
  }
}

const holder = ((globalThis as { __retailCloudPlateLimiter?: { limiter?: PlateLimiter } }).__retailCloudPlateLimiter ??=
  {})

export function plateLimiter(): PlateLimiter {
  if (!holder.limiter) {
    const settings = env()
    let redis: ReturnType<typeof createClient> | undefined
    if (settings.REDIS_URL) {
      redis = createClient({ url: settings.REDIS_URL, disableOfflineQueue: true })
      redis.on('error', (error: unknown) =>
        logger.warn({ err: error, module: 'service-booking' }, 'plate-limit store unreachable; counting in memory'),
      )
      redis.connect().catch(() => {})
    }
    holder.limiter = PlateLimiter.create({
      scale: settings.RATE_LIMIT_SCALE,
      redis,
      keyPrefix: settings.REDIS_KEY_PREFIX,
    })
  }
  return holder.limiter
}
