import { createClient } from '@redis/client'
import { abuseLimitStage, createLimiters } from './abuse-limits'
import { env } from './env'
import { logger } from './logger'
import { installLoginThrottle, LoginThrottle } from './login-throttle'
import type { RequestStage } from './request-stages'
import { trustedProxyMatcher } from './security-headers'

const log = logger.child({ module: 'abuse-limits' })

/**
 * The limits of this process, as a request stage, and its login throttle: counted in Redis when
 * REDIS_URL is set, so every instance sees one count per address, else in memory.
 */
export function limitStage(): RequestStage {
  const settings = env()
  let redis: ReturnType<typeof createClient> | undefined
  if (settings.REDIS_URL) {
    // No offline queue: while Redis is down a count fails at once and the in-memory insurance
    // counts instead, rather than the request waiting for a reconnect.
    redis = createClient({ url: settings.REDIS_URL, disableOfflineQueue: true })
    redis.on('error', (error: unknown) => log.warn({ err: error }, 'rate-limit store unreachable; counting in memory'))
    redis.connect().catch(() => {})
  }
  installLoginThrottle(new LoginThrottle({ redis, keyPrefix: settings.REDIS_KEY_PREFIX }))
  return abuseLimitStage(
    createLimiters({ scale: settings.RATE_LIMIT_SCALE, redis, keyPrefix: settings.REDIS_KEY_PREFIX }),
    trustedProxyMatcher(settings.TRUSTED_PROXIES),
  )
}
