import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import type { PageViewEvent } from '@/modules/tracking/page-view'

/** Where page views go: an analytics upstream when TRACKING_URL is set, else the log. */
export interface TrackingProvider {
  pageView(event: PageViewEvent & { site: string }): Promise<void>
}

/** Embedded default: one JSON log line per page view, searchable like every other log. */
export const logTracking: TrackingProvider = {
  async pageView(event) {
    logger.info({ event: 'page_view', ...event }, 'page view')
  },
}

export function httpTracking(url: string, apiKey?: string): TrackingProvider {
  return {
    async pageView(event) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) },
        body: JSON.stringify(event),
        signal: AbortSignal.timeout(3000),
      })
      // The upstream's answer is not used (spec 1, section 7); only its status matters.
      if (!res.ok) throw new Error(`tracking upstream answered ${res.status}`)
    },
  }
}

export function trackingProvider(): TrackingProvider {
  const { TRACKING_URL, TRACKING_API_KEY } = env()
  return TRACKING_URL ? httpTracking(TRACKING_URL, TRACKING_API_KEY) : logTracking
}
