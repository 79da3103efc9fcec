import { mailer, MailError } from '@/lib/mailer'
import { calendarFile, type CalendarMethod } from '@/modules/calendar/ics'

/** A booking e-mail through the shared mailer (lib/mailer), the calendar entry made by calendar/ics. */

export type BookingEmail = {
  to: string
  /** a copy for the workshop (a change made through the visitor's link) */
  copyTo?: string | null
  subject: string
  text: string
  idempotencyKey: string
  event: {
    uid: string
    sequence: number
    method: Extract<CalendarMethod, 'REQUEST' | 'CANCEL'>
    title: string
    start: Date
    end: Date
    location: string
    description: string
    organizerEmail: string | null
    organizerName: string
    attendeeEmail: string
  } | null
}

export class PermanentMailError extends Error {}

export async function sendBookingEmail(email: BookingEmail): Promise<void> {
  const calendar = email.event
    ? {
        method: email.event.method,
        filename: 'bokning.ics',
        content: calendarFile(
          {
            uid: email.event.uid,
            sequence: email.event.sequence,
            start: email.event.start,
            end: email.event.end,
            title: email.event.title,
            description: email.event.description,
            location: email.event.location,
            ...(email.event.organizerEmail
              ? { organizer: { name: email.event.organizerName, email: email.event.organizerEmail } }
              : {}),
          },
          email.event.method,
        ),
      }
    : undefined
  try {
    await mailer().send(
      {
        to: [{ address: email.to }, ...(email.copyTo ? [{ address: email.copyTo }] : [])],
        subject: email.subject,
        text: email.text,
        calendar,
      },
      email.idempotencyKey,
    )
  } catch (error) {
    if (error instanceof MailError && !error.retryable) throw new PermanentMailError(error.message)
    throw error
  }
}
