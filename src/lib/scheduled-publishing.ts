import config from '@payload-config'
import { getPayload } from 'payload'
import { logger } from './logger'

const log = logger.child({ module: 'scheduled-publishing' })

/**
 * Editors schedule a page or a story to publish at a time (Payload's schedulePublish): Payload
 * queues a job that waits until then, and runs due jobs on the cron of `jobs.autoRun` in a
 * process that asked for crons. The server asks here, at start; a failure (the database not
 * there yet) is logged, and the next Payload request that asks for crons starts them.
 */
export async function startScheduledPublishing(): Promise<void> {
  try {
    await getPayload({ config, cron: true })
  } catch (error) {
    log.error({ err: error }, 'scheduled publishing did not start')
  }
}
