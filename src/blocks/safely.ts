import { logger } from '@/lib/logger'
import type { BlockContext } from './context'

/**
 * One part of a screen read safely: a failure is logged under the screen's name and the part
 * shows its fallback, so one failing read never breaks the whole page.
 */
export async function safely<T>(
  screen: string,
  what: string,
  ctx: BlockContext,
  load: () => Promise<T>,
  fallback: T,
): Promise<T> {
  try {
    return await load()
  } catch (error) {
    logger.error({ err: error, site: ctx.site.name }, `${screen}: ${what} failed to load`)
    return fallback
  }
}
