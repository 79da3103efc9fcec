// Next.js incremental cache (ISR pages, unstable_cache data, revalidateTag) in Redis, so every
// instance behind the load balancer reads the same entries and one publish expires them all.
// next.config.ts points `cacheHandler` here only when REDIS_URL is set (checked there by
// src/lib/env.ts); Next imports this file at `next start`, outside the bundler, so it is plain JS.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

/** How long start-up waits for Redis before serving from the local fallback. */
const CONNECT_WAIT_MS = 3_000

const log = (level, message) => console[level](`[cache-handler] ${message}`)

// One Redis client per process: Next may load this module from more than one place (server,
// route modules), and each copy would otherwise open its own connection.
const shared = globalThis

async function connect(url) {
  const client = createClient({
    url,
    // Commands fail at once while the connection is down, so reads fall through to the local
    // cache instead of queueing behind a dead socket.
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5_000) },
  })
  let down = false
  // Without a listener an 'error' event would end the process; one line per outage is enough.
  client.on('error', (error) => {
    if (!down) log('warn', `Redis unavailable, serving from the local cache: ${error.message}`)
    down = true
  })
  client.on('ready', () => {
    if (down) log('info', 'Redis reachable again')
    down = false
  })
  // A Redis that is down at start must not hold the server: it keeps reconnecting in the background.
  const connected = client.connect().then(
    () => true,
    () => false,
  )
  const ready = await Promise.race([connected, new Promise((r) => setTimeout(() => r(false), CONNECT_WAIT_MS))])
  if (!ready) log('warn', `Redis not reachable within ${CONNECT_WAIT_MS} ms; the local cache answers until it is`)
  return client
}

CacheHandler.onCreation(({ buildId }) => {
  const url = process.env.REDIS_URL
  const local = createLruHandler()
  // The build machine need not reach Redis, and build output is keyed by its own build id anyway.
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [local] }
  shared.redisCache ??= (async () => {
    const client = await connect(url)
    // Each build has its own keys: a new release never reads pages rendered by the previous one.
    const keyPrefix = `${process.env.REDIS_KEY_PREFIX || 'retail-cloud:'}${buildId ?? 'unbuilt'}:`
    log('info', `shared cache: Redis keys ${keyPrefix}*`)
    // Reads go to Redis; when it throws (down), the next handler, this process's LRU, answers.
    // Writes and tag expiry go to both, so the LRU is warm when it is needed.
    return { handlers: [createRedisHandler({ client, keyPrefix, timeoutMs: 1_000 }), local] }
  })()
  return shared.redisCache
})

/**
 * Next 16.4 takes a cached page's lifetime from the entry's `cacheControl`; the package keeps only
 * `lifespan.revalidate`. Without it an instance that did not render the page itself counts the
 * entry stale after 1 s and renders the page again in the background. (`expire` is not kept; the
 * entry leaves Redis at lifespan.expireAt anyway.)
 */
class SharedCacheHandler extends CacheHandler {
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    const revalidate = entry?.lifespan?.revalidate
    if (entry && !entry.cacheControl && revalidate !== undefined) entry.cacheControl = { revalidate, expire: undefined }
    return entry
  }
}

export default SharedCacheHandler
