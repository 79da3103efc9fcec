import path from 'node:path'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { fileKey, writeOnce } from '@/lib/write-once'
import type { AutomasterMessage } from '@/modules/kits/quote-store'
import { postIdempotent } from '@/providers/lead-hub'

/**
 * Where the kits tool's quotes go: the dealer system (Automaster). With AUTOMASTER_URL set each
 * quote is posted there as JSON with its quote id as Idempotency-Key; unset, the embedded
 * default writes each quote as a JSON file into DATA_DIR/automaster-outbox, once per quote id,
 * which a dealer-system import (or a person) picks up.
 */

export type Automaster = { deliver(quote: AutomasterMessage, idempotencyKey: string): Promise<void> }

const log = logger.child({ module: 'automaster' })

export function httpAutomaster(url: string, apiKey: string | undefined, timeoutMs: number): Automaster {
  return { deliver: (quote, key) => postIdempotent('automaster', url, quote, key, { apiKey, timeoutMs }) }
}

export function folderAutomaster(dir: string): Automaster {
  return {
    async deliver(quote, key) {
      if (await writeOnce(dir, `quote-${fileKey(key)}.json`, `${JSON.stringify(quote, null, 2)}\n`)) {
        log.info(
          { quoteId: quote.quoteId, transactionId: quote.transactionId },
          'kit quote written to the outbox folder',
        )
      }
    },
  }
}

export function automaster(timeoutMs: number): Automaster {
  const settings = env()
  if (settings.AUTOMASTER_URL) return httpAutomaster(settings.AUTOMASTER_URL, settings.AUTOMASTER_API_KEY, timeoutMs)
  return folderAutomaster(path.join(path.resolve(/*turbopackIgnore: true*/ settings.DATA_DIR), 'automaster-outbox'))
}
