import { mailer } from '@/lib/mailer'
import { logger } from '@/lib/logger'
import { payload } from '@/lib/payload'
import { calendarFile, type CalendarMethod } from '@/modules/calendar/ics'
import { summaryLine, type StoredBooking, type WorkshopRecord } from '@/modules/tirehotel/service'
import type { BookingConfirmation } from '@/modules/tirehotel/types'

/**
 * The booking's e-mail (with the .ics entry) and the calendar file of 'Lägg till i kalendern'.
 * One stable key per message, so a repeat is written or sent once. The booking row records when
 * the confirmation went.
 */

const log = logger.child({ module: 'tirehotel-notices' })

/** A full-day booking is an 08:00-17:00 entry; a timed one an hour. */
export function bookingEvent(
  booking: Pick<StoredBooking, 'confirmationId' | 'bookingDate' | 'bookingStart'>,
  workshop: Pick<WorkshopRecord, 'locationName' | 'address' | 'email'>,
) {
  const start = booking.bookingStart ? new Date(booking.bookingStart) : new Date(`${booking.bookingDate}T07:00:00Z`)
  const end = new Date(start.getTime() + (booking.bookingStart ? 3_600_000 : 9 * 3_600_000))
  return {
    uid: `tirehotel-${booking.confirmationId}@retail-cloud`,
    start,
    end,
    title: `Hjulskifte – ${workshop.locationName}`,
    location: [workshop.locationName, workshop.address].filter(Boolean).join(', '),
    description: booking.bookingStart
      ? 'Hjulskifte'
      : 'Hjulskifte. Lämna bilen under dagen; verkstaden återkommer med tid.',
    ...(workshop.email ? { organizer: { name: workshop.locationName, email: workshop.email } } : {}),
  }
}

export function bookingIcs(
  booking: Pick<StoredBooking, 'confirmationId' | 'bookingDate' | 'bookingStart'>,
  workshop: Pick<WorkshopRecord, 'locationName' | 'address' | 'email'>,
  method: CalendarMethod = 'REQUEST',
  sequence = 0,
): string {
  return calendarFile({ ...bookingEvent(booking, workshop), sequence }, method)
}

export async function sendBookingNotice(
  booking: StoredBooking,
  workshop: WorkshopRecord,
  confirmation: BookingConfirmation,
): Promise<void> {
  try {
    const name = `${booking.customer.firstName} ${booking.customer.lastName}`.trim()
    await mailer().send(
      {
        to: { name, address: booking.customer.email },
        replyTo: workshop.email ? { name: workshop.locationName, address: workshop.email } : undefined,
        subject: `Bokningsförfrågan hjulskifte ${booking.regNo} – ${confirmation.bookingConfirmationId}`,
        text: [
          `Hej ${booking.customer.firstName}!`,
          '',
          'Tack för din bokningsförfrågan. Vi har tagit emot den här bokningen:',
          '',
          `Tjänst: Hjulskifte`,
          `Fordon: ${booking.regNo}`,
          `När: ${summaryLine({ ...confirmation, bookingDate: booking.bookingDate })}`,
          `Var: ${workshop.locationName}${workshop.address ? `, ${workshop.address}` : ''}`,
          confirmation.isFullDay ? 'Lämna bilen under dagen; verkstaden återkommer med tid.' : '',
          '',
          `Bokningsnummer: ${confirmation.bookingConfirmationId}`,
          'Du kan ändra eller avboka fram till 24 timmar före på sidan Däckhotell.',
          '',
          `Frågor? Ring ${workshop.phone} eller mejla ${workshop.email}.`,
        ].join('\n'),
        calendar: { method: 'REQUEST', content: bookingIcs(booking, workshop) },
      },
      `tirehotel-booking-${booking.confirmationId}`,
    )
    await (
      await payload()
    ).db.updateOne({
      collection: 'tirehotel-bookings',
      where: { confirmationId: { equals: booking.confirmationId } },
      data: { confirmationSentAt: new Date().toISOString() },
    })
  } catch (error) {
    log.error(
      { booking: booking.confirmationId, err: error instanceof Error ? error.message : String(error) },
      'booking e-mail not sent',
    )
  }
}

export async function sendCancellationNotice(booking: StoredBooking): Promise<void> {
  try {
    const p = await payload()
    const found = await p.find({
      collection: 'tirehotel-workshops',
      where: { erpId: { equals: booking.erpId } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const doc = found.docs[0]
    const workshop = { locationName: doc?.locationName ?? '', address: doc?.address ?? '', email: doc?.email ?? '' }
    await mailer().send(
      {
        to: { address: booking.customer.email },
        subject: `Avbokad: hjulskifte ${booking.regNo} – ${booking.confirmationId}`,
        text: `Hej ${booking.customer.firstName}!\n\nDin bokning ${booking.confirmationId} är avbokad.`,
        calendar: { method: 'CANCEL', content: bookingIcs(booking, workshop, 'CANCEL', 1) },
      },
      `tirehotel-cancel-${booking.confirmationId}`,
    )
  } catch (error) {
    log.error(
      { booking: booking.confirmationId, err: error instanceof Error ? error.message : String(error) },
      'cancellation e-mail not sent',
    )
  }
}
