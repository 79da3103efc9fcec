import { revalidateTag } from 'next/cache'
import { logger } from './logger'

/**
 * Expires cache tags at once: the next request renders afresh. Outside a Next.js request (CLI
 * scripts, unit tests) there is no cache to expire, so that is logged and passed over.
 */
export function expireCacheTags(tags: Iterable<string>): void {
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      logger.debug({ tag, err: error }, 'cache tag not expired')
    }
  }
}
