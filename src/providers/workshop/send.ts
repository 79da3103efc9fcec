import { env } from '@/lib/env'
import { bookingMail, type MailKind } from '@/modules/workshop/mail'
import { CHANGE_DEADLINE_MS } from '@/modules/workshop/token'
import type { WorkshopDirectory } from './directory'
import { forwardBooking, type HttpOptions } from './http'
import { tokenFor } from './manage'
import { slotInstant } from './embedded'
import type { MessageSender, StoredMessage } from './outbox'
import { setBookingStatus, type StoredBooking } from './store'
import { sendBookingEmail } from './mail-transport'

/** Sends one booking message: an e-mail through the mailer, or the booking on to the upstream. */

export const BOOKING_PAGE_PATH = '/service-och-verkstad/boka-bilverkstad'

export function manageUrl(booking: StoredBooking): string {
  const origin = (booking.origin ?? env().serverUrl).replace(/\/$/, '')
  return `${origin}${BOOKING_PAGE_PATH}?booking=${encodeURIComponent(tokenFor(env().payloadSecret, booking))}`
}

export async function sendBookingMessage(
  message: StoredMessage,
  booking: StoredBooking,
  context: { directory: WorkshopDirectory; httpOptions: HttpOptions | null },
): ReturnType<MessageSender> {
  if (message.kind === 'upstream') {
    if (!context.httpOptions || booking.status !== 'requested') return 'skipped'
    const upstreamId = await forwardBooking(context.httpOptions, booking, null)
    const confirmed = await setBookingStatus(await context.httpOptions.payload(), booking.id, ['requested'], {
      status: 'confirmed',
      upstreamId,
    })
    if (confirmed) {
      const { enqueueMessage } = await import('./outbox')
      const next = await enqueueMessage(await context.httpOptions.payload(), {
        kind: 'confirmation',
        booking: confirmed,
      })
      context.httpOptions.onMessage?.(next.id)
    }
    return 'sent'
  }
  // A reminder or confirmation for a time since moved or cancelled is not sent.
  if (
    message.kind !== 'cancellation' &&
    (booking.status !== 'confirmed' || message.bookingVersion !== booking.version)
  ) {
    return 'skipped'
  }
  const workshop = await context.directory.get(booking.departmentId)
  const mail = bookingMail(
    message.kind as MailKind,
    {
      id: booking.id,
      registrationNumber: booking.registrationNumber,
      firstName: booking.firstName,
      siteName: booking.siteName,
      address: workshop?.address ?? '',
      timeSlot: booking.timeSlot,
      isFullDay: booking.isFullDay,
      services: booking.services,
      total: booking.total,
      durationMinutes: booking.durationMinutes,
    },
    // A link that would already be refused (the time is less than 24 hours away) is left out.
    message.kind === 'cancellation' || slotInstant(booking.timeSlot).getTime() - CHANGE_DEADLINE_MS <= Date.now()
      ? null
      : manageUrl(booking),
  )
  const start = slotInstant(booking.timeSlot)
  const minutes = booking.isFullDay ? 9 * 60 : Math.max(30, booking.durationMinutes)
  await sendBookingEmail({
    to: booking.email,
    // The workshop learns of a cancellation or a move made through the visitor's link; with an
    // upstream scheduler, whose API takes bookings only, this e-mail is how it hears of them.
    copyTo: message.kind === 'cancellation' || message.kind === 'reschedule' ? (workshop?.email ?? null) : null,
    subject: mail.subject,
    text: mail.text,
    idempotencyKey: message.idempotencyKey,
    // The reminder carries no event: the calendar already has it.
    event:
      message.kind === 'reminder'
        ? null
        : {
            uid: `service-booking-${booking.id}@retail-cloud`,
            sequence: booking.version + (message.kind === 'cancellation' ? 1 : 0),
            method: message.kind === 'cancellation' ? 'CANCEL' : 'REQUEST',
            title: `Verkstadsbesök ${booking.registrationNumber}, ${booking.siteName}`,
            start,
            end: new Date(start.getTime() + minutes * 60_000),
            location: [booking.siteName, workshop?.address].filter(Boolean).join(', '),
            description: mail.text,
            organizerEmail: workshop?.email ?? null,
            organizerName: booking.siteName,
            attendeeEmail: booking.email,
          },
  })
  return 'sent'
}
