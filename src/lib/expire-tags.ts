import { revalidateTag } from 'next/cache'
import { logger } from './logger'

/** The server's cache as Next.js leaves it on globalThis for the work of its last request. */
type ServerCache = { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> }

/**
 * Expires cache tags at once: the next request renders afresh. Outside a Next.js request there
 * are two cases. In the server (its job runner publishing a scheduled page or story), the tags
 * are expired through the server's cache directly, as Next.js does at the end of a request. In a
 * CLI script or a unit test there is no cache to expire, so that is logged and passed over.
 */
export function expireCacheTags(tags: Iterable<string>): void {
  const outsideRequest: string[] = []
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      outsideRequest.push(tag)
      logger.debug({ tag, err: error }, 'cache tag not expired in a request')
    }
  }
  const serverCache = (globalThis as { __incrementalCache?: ServerCache }).__incrementalCache
  if (outsideRequest.length === 0 || !serverCache) return
  serverCache
    .revalidateTag(outsideRequest, { expire: 0 })
    .catch((error: unknown) => logger.error({ tags: outsideRequest, err: error }, 'cache tags not expired'))
}
