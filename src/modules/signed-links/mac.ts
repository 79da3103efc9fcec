import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The MAC of the product's signed links (booking change links, saved-search alert links):
 * HMAC-SHA256 under a key of each purpose's own (`{domain}:{secret}`), base64url, 43 characters.
 * Each link module keeps its own token layout and expiry; this is the part they share.
 */

export const macOf = (domain: string, secret: string, body: string) =>
  createHmac('sha256', `${domain}:${secret}`).update(body).digest('base64url')

/** Whether `signature` is the MAC of `body`, compared in constant time. */
export function macMatches(domain: string, secret: string, body: string, signature: string): boolean {
  const expected = Buffer.from(macOf(domain, secret, body))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
