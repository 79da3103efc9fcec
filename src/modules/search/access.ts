import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * API keys of the search endpoints. Keys are compared through their SHA-256 digests in constant
 * time, so neither the content nor the length of the configured key leaks through response timing.
 */
export function apiKeyMatches(expected: string, given: string | null | undefined): boolean {
  if (!given) return false
  const digest = (key: string) => createHash('sha256').update(key, 'utf8').digest()
  return timingSafeEqual(digest(expected), digest(given))
}

/** The key a caller sent: the `x-api-key` header, else an `Authorization: Bearer` token. */
export function requestApiKey(headers: Headers, options: { bearer: boolean }): string | null {
  const header = headers.get('x-api-key')
  if (header) return header.trim()
  if (!options.bearer) return null
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '')
  return match?.[1] ?? null
}
