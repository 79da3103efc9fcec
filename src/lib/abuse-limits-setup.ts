import { createClient } from '@redis/client'
import {
  ALERT_ADDRESS_LIMITS,
  abuseLimitStage,
  createFormLimiter,
  createLimiters,
  type FormLimiter,
} from './abuse-limits'
import { env } from './env'
import { logger } from './logger'
import { installLoginThrottle, LoginThrottle } from './login-throttle'
import type { RequestStage } from './request-stages'
import { trustedProxyMatcher } from './security-headers'

const log = logger.child({ module: 'abuse-limits' })

type Holder = { redis?: ReturnType<typeof createClient> | null; forms?: FormLimiter; alertAddresses?: FormLimiter }
// One client per process, also across module re-evaluation in development.
const holder = ((globalThis as { __retailCloudLimits?: Holder }).__retailCloudLimits ??= {})

/** The Redis client the limits count in, when REDIS_URL is set. */
function limitRedis(): ReturnType<typeof createClient> | undefined {
  if (holder.redis === undefined) {
    const settings = env()
    holder.redis = null
    if (settings.REDIS_URL) {
      // No offline queue: while Redis is down a count fails at once and the in-memory insurance
      // counts instead, rather than the request waiting for a reconnect.
      const redis: ReturnType<typeof createClient> = createClient({
        url: settings.REDIS_URL,
        disableOfflineQueue: true,
      })
      redis.on('error', (error: unknown) =>
        log.warn({ err: error }, 'rate-limit store unreachable; counting in memory'),
      )
      redis.connect().catch(() => {})
      holder.redis = redis
    }
  }
  return holder.redis ?? undefined
}

/** The per-form limits of this process (FORM_LIMITS), shared by every form route. */
export function formLimiter(): FormLimiter {
  const settings = env()
  holder.forms ??= createFormLimiter({
    scale: settings.RATE_LIMIT_SCALE,
    redis: limitRedis(),
    keyPrefix: settings.REDIS_KEY_PREFIX,
  })
  return holder.forms
}

/** Confirmation e-mails per address of saved-search alerts (ALERT_ADDRESS_LIMITS). */
export function alertAddressLimiter(): FormLimiter {
  const settings = env()
  holder.alertAddresses ??= createFormLimiter(
    { scale: settings.RATE_LIMIT_SCALE, redis: limitRedis(), keyPrefix: settings.REDIS_KEY_PREFIX },
    ALERT_ADDRESS_LIMITS,
    'alert-address',
  )
  return holder.alertAddresses
}

/**
 * The limits of this process, as a request stage, and its login throttle: counted in Redis when
 * REDIS_URL is set, so every instance sees one count per address, else in memory.
 */
export function limitStage(): RequestStage {
  const settings = env()
  const redis = limitRedis()
  installLoginThrottle(new LoginThrottle({ redis, keyPrefix: settings.REDIS_KEY_PREFIX }))
  return abuseLimitStage(
    createLimiters({ scale: settings.RATE_LIMIT_SCALE, redis, keyPrefix: settings.REDIS_KEY_PREFIX }),
    trustedProxyMatcher(settings.TRUSTED_PROXIES),
  )
}
