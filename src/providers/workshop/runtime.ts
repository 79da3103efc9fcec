import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { getSearchService } from '@/modules/search/runtime'
import type { WorkshopSettings } from '@/modules/workshop/slots'
import { workshopDirectory, type WorkshopDirectory } from './directory'
import { embeddedWorkshop } from './embedded'
import { httpWorkshop } from './http'
import { messageOutbox, type MessageOutbox } from './outbox'
import { sendBookingMessage } from './send'
import type { WorkshopProvider } from './types'

/**
 * The service-booking scheduler of this process: the embedded one, or the HTTP upstream when
 * MECHMATE_URL is set; its workshop directory; and the booking-message outbox with its poller.
 */

const log = logger.child({ module: 'service-booking' })

type Holder = {
  provider?: WorkshopProvider
  directory?: WorkshopDirectory
  outbox?: MessageOutbox
  timer?: NodeJS.Timeout
  polling?: boolean
}
const holder = ((globalThis as { __retailCloudServiceBooking?: Holder }).__retailCloudServiceBooking ??= {})

const getPayload = async (): Promise<Payload> => (await import('@/lib/payload')).payload()

export async function readWorkshopSettings(payload: Payload): Promise<Map<string, WorkshopSettings>> {
  const result = await payload.find({
    collection: 'service-booking-workshops',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(
    result.docs.map((doc) => [
      doc.departmentId,
      {
        capacity: doc.capacity,
        slotMinutes: doc.slotMinutes,
        fullDayPlaces: doc.fullDayPlaces,
        closedPeriods: (doc.closedPeriods ?? []).map((p) => ({ from: p.from, to: p.to, title: p.title ?? null })),
      },
    ]),
  )
}

export function bookingDirectory(): WorkshopDirectory {
  holder.directory ??= workshopDirectory({
    sites: async () => (await (await getSearchService()).search({ index: 'sites', limit: 1000 })).content,
    settings: async () => readWorkshopSettings(await getPayload()),
  })
  return holder.directory
}

export function bookingOutbox(): MessageOutbox {
  holder.outbox ??= messageOutbox({
    payload: getPayload,
    send: (message, booking) =>
      sendBookingMessage(message, booking, { directory: bookingDirectory(), httpOptions: httpOptions() }),
    policy: { baseDelayMs: env().LEAD_OUTBOX_BASE_DELAY_MS },
  })
  return holder.outbox
}

/** One attempt right after the visitor has the answer; a failure waits for the poller. */
export function sendSoon(messageId: string): void {
  setImmediate(() => {
    void (async () => {
      const outbox = bookingOutbox()
      const message = await outbox.get(messageId)
      if (message) await outbox.deliver(message)
    })().catch((error: unknown) =>
      log.error({ err: error, messageId }, 'booking message could not start; the poller retries'),
    )
  })
}

function httpOptions() {
  const settings = env()
  return settings.MECHMATE_URL
    ? {
        baseUrl: settings.MECHMATE_URL,
        apiKey: settings.MECHMATE_API_KEY,
        timeoutMs: settings.MECHMATE_TIMEOUT_MS,
        payload: getPayload,
        onMessage: sendSoon,
      }
    : null
}

export function workshopProvider(): WorkshopProvider {
  if (!holder.provider) {
    const http = httpOptions()
    holder.provider = http
      ? httpWorkshop(http)
      : embeddedWorkshop({ payload: getPayload, directory: bookingDirectory(), onMessage: sendSoon })
  }
  return holder.provider
}

/** Starts this instance's poller for due booking messages (instrumentation.ts). */
export function startBookingOutbox(): void {
  if (holder.timer) return
  holder.timer = setInterval(() => {
    if (holder.polling) return
    holder.polling = true
    bookingOutbox()
      .deliverDue()
      .catch((error: unknown) => log.error({ err: error }, 'due booking messages could not be read'))
      .finally(() => (holder.polling = false))
  }, env().BOOKING_OUTBOX_POLL_MS)
  holder.timer.unref()
}

export function stopBookingOutbox(): void {
  clearInterval(holder.timer)
  holder.timer = undefined
}
