import { createClient } from '@redis/client'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { payload } from '@/lib/payload'
import { deriveKeys, type Keys } from '@/modules/tirehotel/secrets'
import { tireHotelService, type TireHotelService } from '@/modules/tirehotel/service'
import { httpTireHotel } from './http'
import { createDenyList, createTireHotelLimits, type DenyList } from './limits'
import { payloadTireHotelStore } from './payload-store'
import { deliverSms, redactExpiredCodes } from './sms'

/**
 * The tyre hotel of this process: the embedded store in the app database, or the tyre-hotel API
 * when TIREHOTEL_URL is set (limits, checks and the session stay ours either way).
 */

const log = logger.child({ module: 'tirehotel' })

export type TireHotelRuntime = {
  service: TireHotelService
  keys: Keys
  denyList: DenyList
  redactExpired: () => Promise<void>
}

type Holder = { runtime?: TireHotelRuntime; housekeeping?: NodeJS.Timeout }
const holder = globalThis as typeof globalThis & { __tirehotel?: Holder }

export function tireHotel(): TireHotelRuntime {
  holder.__tirehotel ??= {}
  const h = holder.__tirehotel
  if (h.runtime) return h.runtime
  const settings = env()
  let redis: ReturnType<typeof createClient> | undefined
  if (settings.REDIS_URL) {
    redis = createClient({ url: settings.REDIS_URL, disableOfflineQueue: true })
    redis.on('error', (error: unknown) =>
      log.warn({ err: error }, 'tyre-hotel limit store unreachable; counting in memory'),
    )
    redis.connect().catch(() => {})
  }
  const setup = { scale: settings.RATE_LIMIT_SCALE, redis, keyPrefix: settings.REDIS_KEY_PREFIX }
  const keys = deriveKeys(settings.tireHotelSecret)
  const limits = createTireHotelLimits(setup)
  const store = payloadTireHotelStore(payload, {
    afterSms: (p, id, message) =>
      void deliverSms(p, id, message, {
        url: settings.SMS_URL,
        apiKey: settings.SMS_API_KEY,
        development: settings.NODE_ENV === 'development',
      }).catch((error: unknown) =>
        log.warn({ err: error instanceof Error ? error.message : String(error) }, 'SMS delivery failed'),
      ),
  })
  const embedded = tireHotelService({ store, keys, limits })
  const service = settings.TIREHOTEL_URL
    ? httpTireHotel({ url: settings.TIREHOTEL_URL, apiKey: settings.TIREHOTEL_API_KEY, limits, embedded })
    : embedded
  h.runtime = {
    service,
    keys,
    denyList: createDenyList(setup),
    redactExpired: async () => redactExpiredCodes(await payload()),
  }
  return h.runtime
}

/** How often code messages whose code has expired lose their text (spec: the body is redacted at expiry). */
const REDACT_EVERY_MS = 60_000

/** Starts this process's sweep of expired code messages; the login route sweeps too, at once. */
export function startTireHotelHousekeeping(): void {
  holder.__tirehotel ??= {}
  const h = holder.__tirehotel
  if (h.housekeeping) return
  h.housekeeping = setInterval(() => {
    payload()
      .then((client) => redactExpiredCodes(client))
      .catch((error: unknown) => log.warn({ err: error }, 'expired codes not redacted'))
  }, REDACT_EVERY_MS)
  h.housekeeping.unref()
}

export function stopTireHotelHousekeeping(): void {
  clearInterval(holder.__tirehotel?.housekeeping)
  if (holder.__tirehotel) holder.__tirehotel.housekeeping = undefined
}
