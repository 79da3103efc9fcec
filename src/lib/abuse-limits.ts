import type http from 'node:http'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { RequestStage } from './request-stages'

/**
 * Per-address limits on the doors a stranger can hammer: the public forms, the search APIs,
 * page-view tracking and the CMS login (ARCHITECTURE "Security and limits"). They are checked
 * at the HTTP server, before Next.js or Payload read the request, so one table covers our routes
 * and the CMS's alike, and the client's address is the socket's (or, behind a configured proxy,
 * the one it forwarded), never a header a client chose. Past a limit: 429 with Retry-After.
 */

export type LimitPolicy = {
  name: string
  methods: readonly string[]
  path: RegExp
  /** Requests an address may make per window… */
  points: number
  /** …of this many seconds. */
  seconds: number
}

export const LIMIT_POLICIES: readonly LimitPolicy[] = [
  // Wrong passwords from one address: a few a minute is a person, more is a guess list.
  {
    name: 'login',
    methods: ['POST'],
    path: /^\/api\/users\/(login|forgot-password|reset-password|unlock)\/?$/,
    points: 10,
    seconds: 600,
  },
  // Issue 23: tighter doors first (the first policy a request falls under counts it). A valuation
  // is a register and stock lookup per plate; photos are up to 6 per sell-car lead; a Jotform
  // submit costs a call to Jotform's API.
  { name: 'valuation', methods: ['GET', 'HEAD'], path: /^\/api\/sell-car\/valuation\/?$/, points: 20, seconds: 60 },
  { name: 'form-uploads', methods: ['POST'], path: /^\/api\/forms\/uploads\/?$/, points: 12, seconds: 600 },
  { name: 'jotform', methods: ['POST'], path: /^\/api\/jotform\/?$/, points: 3, seconds: 60 },
  // A backstop only: the forms count each visitor per form in the route (FORM_LIMITS), where a
  // retry of a submission already stored can be told apart and let through uncounted.
  { name: 'forms', methods: ['POST'], path: /^\/api\/forms(\/|$)/, points: 60, seconds: 60 },
  // The car list asks on every filter change; this is several visitors' worth behind one address.
  {
    name: 'search',
    methods: ['GET', 'POST'],
    path: /^\/(api\/search|api\/cars|sitecore\/api\/graph)(?!\/ingest)(\/|$|\?)/,
    points: 600,
    seconds: 60,
  },
  { name: 'tracking', methods: ['POST'], path: /^\/api\/tracking(\/|$)/, points: 240, seconds: 60 },
  // Load more on a stories list: a page per press, several visitors' worth behind one address.
  { name: 'stories', methods: ['GET', 'HEAD'], path: /^\/api\/stories(\/|$)/, points: 300, seconds: 60 },
  // Place search asks as a visitor types (a Google call each when a key is set): two a second.
  { name: 'places', methods: ['GET', 'HEAD'], path: /^\/api\/places(\/|$)/, points: 120, seconds: 60 },
  // The locator's locations and suggestions: the page asks once and suggests in the browser, so a
  // visitor needs few; a long suggestion query costs Fuse a scan of every location of the site.
  {
    name: 'locator',
    methods: ['GET', 'HEAD'],
    path: /^\/api\/locator\/(locations|suggest)(\/|$)/,
    points: 120,
    seconds: 60,
  },
  // The tyre hotel: a backstop over all its calls; its own per-IP and per-agreement limits (lookups,
  // codes, code checks) are counted in the routes (providers/tirehotel/limits.ts).
  { name: 'tirehotel', methods: ['GET', 'HEAD', 'POST'], path: /^\/api\/tirehotel(\/|$)/, points: 300, seconds: 60 },
  // The locator geocodes what a visitor submits (a Google call each when a key is set): one a second.
  {
    name: 'locator-geocode',
    methods: ['GET', 'HEAD'],
    path: /^\/api\/locator\/geocode(\/|$)/,
    points: 60,
    seconds: 60,
  },
  // Saved-search alerts: a backstop; each address is limited in the route (ALERT_ADDRESS_LIMITS).
  { name: 'search-alerts', methods: ['POST', 'PUT'], path: /^\/api\/alerts(\/|$)/, points: 60, seconds: 600 },
  // Service booking: a person books a few times; 100 an hour from one address is several households.
  { name: 'service-booking', methods: ['POST'], path: /^\/api\/mechmate\/book\/?$/, points: 100, seconds: 3600 },
  // A booking's change/cancel link: a token is a long secret, so guessing is the only abuse.
  {
    name: 'service-booking-manage',
    methods: ['GET', 'HEAD', 'DELETE', 'PATCH'],
    path: /^\/api\/mechmate\/bookings(\/|$)/,
    points: 60,
    seconds: 600,
  },
  // Kits tool: a dealer's staff member sends a quote now and then; its list asks per filter change.
  { name: 'automaster', methods: ['POST'], path: /^\/api\/automaster\/?$/, points: 4, seconds: 60 },
  { name: 'kits', methods: ['GET', 'HEAD'], path: /^\/api\/kits(\/|$)/, points: 600, seconds: 60 },
]

export type LimitOptions = {
  /** Multiplies every policy's points (tests and load tests from one address raise it). */
  scale?: number
  /** A connected @redis/client: the counters are shared by every instance. */
  redis?: unknown
  keyPrefix?: string
}

export type Limiters = { policy: LimitPolicy; limiter: RateLimiterAbstract }[]

export function createLimiters(options: LimitOptions = {}): Limiters {
  const scale = options.scale ?? 1
  return LIMIT_POLICIES.map((policy) => {
    const points = Math.max(1, Math.round(policy.points * scale))
    const memory = new RateLimiterMemory({ points, duration: policy.seconds, keyPrefix: policy.name })
    const limiter = options.redis
      ? new RateLimiterRedis({
          storeClient: options.redis,
          useRedisPackage: true,
          points,
          duration: policy.seconds,
          keyPrefix: `${options.keyPrefix ?? ''}limit:${policy.name}`,
          // While Redis is down each instance counts on its own rather than letting everyone through.
          insuranceLimiter: memory,
        })
      : memory
    return { policy, limiter }
  })
}

/**
 * Public forms per client address and form (issue 23 item 3): a person sends a form a few times,
 * a bot by the thousand. Counted by the form routes after reading the body, so a retry of a
 * submission already stored is not counted.
 */
export const FORM_LIMITS = [
  { points: 5, seconds: 60 },
  { points: 30, seconds: 3600 },
] as const

export type FormLimiter = {
  /** Counts one submission; the seconds to wait when over a limit, else null. */
  hit(address: string, form: string): Promise<number | null>
}

/**
 * Saved-search alerts per e-mail address (issue 18 item 6): whoever asks, an address gets a few
 * confirmation e-mails an hour and a day, so nobody can fill a stranger's inbox with them.
 */
export const ALERT_ADDRESS_LIMITS = [
  { points: 3, seconds: 3600 },
  { points: 6, seconds: 86_400 },
] as const

export function createFormLimiter(
  options: LimitOptions = {},
  limits: readonly { points: number; seconds: number }[] = FORM_LIMITS,
  name = 'form',
): FormLimiter {
  const scale = options.scale ?? 1
  const limiters = limits.map(({ points, seconds }, index) => {
    const scaled = Math.max(1, Math.round(points * scale))
    const memory = new RateLimiterMemory({ points: scaled, duration: seconds, keyPrefix: `${name}:${index}` })
    return options.redis
      ? new RateLimiterRedis({
          storeClient: options.redis,
          useRedisPackage: true,
          points: scaled,
          duration: seconds,
          keyPrefix: `${options.keyPrefix ?? ''}limit:${name}:${index}`,
          insuranceLimiter: memory,
        })
      : memory
  })
  return {
    async hit(address, form) {
      for (const limiter of limiters) {
        const verdict = await consume({ policy: { name: 'form' } as LimitPolicy, limiter }, `${address}:${form}`)
        if (!verdict.allowed) return verdict.retryAfterSeconds
      }
      return null
    },
  }
}

export type LimitVerdict = { allowed: true } | { allowed: false; policy: string; retryAfterSeconds: number }

/** The limiter of the first policy the request falls under, if any. */
export function limiterFor(limiters: Limiters, method: string, rawPath: string): Limiters[number] | undefined {
  const path = rawPath.split('?', 1)[0]!
  return limiters.find(({ policy }) => policy.methods.includes(method) && policy.path.test(path))
}

/** Counts one request of `address` against the limiter. */
export async function consume(entry: Limiters[number], address: string): Promise<LimitVerdict> {
  try {
    await entry.limiter.consume(address)
    return { allowed: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return {
        allowed: false,
        policy: entry.policy.name,
        retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      }
    }
    // A limiter that cannot count (its store failed and the insurance too) must not take the
    // site down with it.
    return { allowed: true }
  }
}

/**
 * The address a request comes from: the socket's peer, or, when the peer is a trusted proxy,
 * the nearest address in X-Forwarded-For that is not one (a client can prepend anything to the
 * header, but not after what our proxies appended).
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  isTrustedProxy: (address: string | undefined) => boolean,
): string {
  const socketAddress = peer ?? 'unknown'
  if (!isTrustedProxy(peer) || !forwardedFor) return socketAddress
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) if (!isTrustedProxy(hops[i])) return hops[i]!
  return hops[0] ?? socketAddress
}

/** Every 429 of ours (issue 23): what the browser's forms read to show formRateLimited. */
export function rateLimitedBody(retryAfterSeconds: number) {
  return {
    error: 'rate_limited' as const,
    message: `too many requests; try again in ${retryAfterSeconds} s`,
    retryAfter: retryAfterSeconds,
  }
}

export function tooManyRequests(
  response: http.ServerResponse,
  verdict: Extract<LimitVerdict, { allowed: false }>,
): void {
  const body = JSON.stringify(rateLimitedBody(verdict.retryAfterSeconds))
  response.writeHead(429, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Retry-After': String(verdict.retryAfterSeconds),
    'X-Content-Type-Options': 'nosniff',
  })
  response.end(body)
}

/** The request header the client's address is stamped in, for routes to read. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/**
 * The limits as a request stage (lib/request-stages). A request a policy names waits for its
 * count (which may live in Redis), its body unread meanwhile; everything else goes straight on.
 */
export function abuseLimitStage(
  limiters: Limiters,
  isTrustedProxy: (address: string | undefined) => boolean,
): RequestStage {
  return (request, response) => {
    const address = clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], isTrustedProxy)
    // Routes read the address from here (the login throttle); whatever a client sent is replaced.
    request.headers[CLIENT_ADDRESS_HEADER] = address
    const entry = limiterFor(limiters, request.method ?? '', request.url ?? '/')
    if (!entry) return 'continue'
    return consume(entry, address).then((verdict) => {
      if (verdict.allowed) return 'continue'
      tooManyRequests(response, verdict)
      return 'answered'
    })
  }
}
