import { createEvent, type EventAttributes } from 'ics'

/**
 * A booking as a calendar entry (RFC 5545), for the confirmation e-mail and the "add to calendar"
 * download. METHOD:REQUEST puts it in the visitor's calendar; a later CANCEL with the same uid and
 * a higher sequence takes it out again, so every change to one booking keeps its uid.
 */
export type CalendarEvent = {
  /** Stable per booking, e.g. `booking-42@hedin.se`: a change or cancel replaces this entry. */
  uid: string
  start: Date
  end: Date
  title: string
  description?: string
  location?: string
  geo?: { lat: number; lon: number }
  url?: string
  organizer?: { name: string; email: string }
  /** Raised with every change of the same booking; calendars ignore an older sequence. */
  sequence?: number
}

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH'

const PRODUCT_ID = 'retail-cloud/booking'

/** The event as .ics text (CRLF lines), in UTC so it means the same instant in every calendar. */
export function calendarFile(event: CalendarEvent, method: CalendarMethod = 'REQUEST'): string {
  if (!(event.end.getTime() > event.start.getTime())) throw new RangeError('a calendar event must end after it starts')
  const attributes: EventAttributes = {
    productId: PRODUCT_ID,
    method,
    uid: event.uid,
    sequence: event.sequence ?? 0,
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    ...(event.description ? { description: event.description } : {}),
    ...(event.location ? { location: event.location } : {}),
    ...(event.geo ? { geo: event.geo } : {}),
    ...(event.url ? { url: event.url } : {}),
    ...(event.organizer ? { organizer: { name: event.organizer.name, email: event.organizer.email } } : {}),
  }
  const { error, value } = createEvent(attributes)
  if (error || !value) throw error ?? new Error('calendar event could not be written')
  return value
}

/** The MIME type a mail client needs to offer "add to calendar" (and to act on a CANCEL). */
export const calendarContentType = (method: CalendarMethod) => `text/calendar; charset=utf-8; method=${method}`
