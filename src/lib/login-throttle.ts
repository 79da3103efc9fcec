import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'

/**
 * CMS logins that cannot be used to lock an editor out (issue 15, item 5). Payload's own lockout
 * (N wrong passwords lock the account for everyone) is off; instead:
 *
 * - failures of one account from one address: the first few are free, then each further one
 *   doubles a wait (1 s, 2 s, 4 s … at most 15 min) during which that account is refused from
 *   that address only, so the right password from another address still works;
 * - failures from one address across accounts: past an hourly budget the address is refused for
 *   the rest of the hour (a guess list run against many accounts);
 * - a success clears the account's count at that address.
 *
 * Counts live in Redis when one is given (every instance sees them), else in memory.
 */

/** Failures of one account from one address before waits begin. */
export const FREE_FAILURES = 5
/** The longest wait after repeated failures. */
export const MAX_WAIT_SECONDS = 15 * 60
/** Failures an address may have per hour across all accounts. */
export const ADDRESS_FAILURES_PER_HOUR = 50

export type LoginVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export type LoginThrottleOptions = { redis?: unknown; keyPrefix?: string }

export class LoginThrottle {
  /** Consecutive failures per account and address, kept a day. */
  private readonly pairFailures: RateLimiterAbstract
  /** Only blocks: a pair in its wait. */
  private readonly pairWaits: RateLimiterAbstract
  private readonly addressFailures: RateLimiterAbstract

  constructor(options: LoginThrottleOptions = {}) {
    const make = (name: string, points: number, duration: number): RateLimiterAbstract => {
      const memory = new RateLimiterMemory({ points, duration, keyPrefix: `login-${name}` })
      if (!options.redis) return memory
      return new RateLimiterRedis({
        storeClient: options.redis,
        useRedisPackage: true,
        points,
        duration,
        keyPrefix: `${options.keyPrefix ?? ''}login-${name}`,
        insuranceLimiter: memory,
      })
    }
    this.pairFailures = make('failures', Number.MAX_SAFE_INTEGER, 24 * 3600)
    this.pairWaits = make('waits', 1, MAX_WAIT_SECONDS)
    this.addressFailures = make('address', ADDRESS_FAILURES_PER_HOUR, 3600)
  }

  /** May this address try this account now? */
  async check(email: string, address: string): Promise<LoginVerdict> {
    const [wait, fromAddress] = await Promise.all([
      this.pairWaits.get(pairKey(email, address)),
      this.addressFailures.get(address),
    ])
    const waits: number[] = []
    // block() counts a waiting pair past the limiter's single point.
    if (wait && wait.consumedPoints > 1) waits.push(wait.msBeforeNext)
    if (fromAddress && fromAddress.consumedPoints >= ADDRESS_FAILURES_PER_HOUR) waits.push(fromAddress.msBeforeNext)
    if (waits.length === 0) return { allowed: true }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) }
  }

  async failed(email: string, address: string): Promise<void> {
    const key = pairKey(email, address)
    const [failures] = await Promise.all([this.pairFailures.penalty(key, 1), this.addressFailures.penalty(address, 1)])
    const beyond = failures.consumedPoints - FREE_FAILURES
    if (beyond > 0) await this.pairWaits.block(key, waitSeconds(beyond))
  }

  async succeeded(email: string, address: string): Promise<void> {
    const key = pairKey(email, address)
    await Promise.all([this.pairFailures.delete(key), this.pairWaits.delete(key)])
  }
}

/** The wait after the n-th failure past the free ones: 1 s, doubling, at most 15 min. */
export function waitSeconds(beyondFree: number): number {
  return Math.min(MAX_WAIT_SECONDS, 2 ** Math.min(beyondFree - 1, 20))
}

/** E-mails compare case-insensitively, as Payload's login does. */
function pairKey(email: string, address: string): string {
  return `${email.trim().toLowerCase()}|${address}`
}

const SHARED = Symbol.for('retail-cloud.login-throttle')

/**
 * The process's throttle. The server's start-up (instrumentation) installs one counting in
 * Redis when REDIS_URL is set; routes are bundled apart from it, so it is found through a
 * process-wide key. Until then (development, tests) one counting in memory.
 */
export function loginThrottle(): LoginThrottle {
  const holder = globalThis as { [SHARED]?: LoginThrottle }
  return (holder[SHARED] ??= new LoginThrottle())
}

export function installLoginThrottle(throttle: LoginThrottle): void {
  ;(globalThis as { [SHARED]?: LoginThrottle })[SHARED] = throttle
}
