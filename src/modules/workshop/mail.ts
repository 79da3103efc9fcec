import { formatKr } from './totals'

/**
 * The booking e-mails (beyond the spec, like Kwik Fit and Autobutler): a confirmation with a
 * calendar event, the new time after a change, a cancellation (the event cancelled) and a
 * reminder the day before. Plain text in Swedish; no data beyond the customer's own booking.
 */

export type MailBooking = {
  id: string
  registrationNumber: string
  firstName: string
  siteName: string
  address: string
  timeSlot: string
  isFullDay: boolean
  services: { name: string; price: number; priceKnown: boolean; units: number | null }[]
  total: number
  durationMinutes: number
}

export type MailKind = 'confirmation' | 'reschedule' | 'cancellation' | 'reminder'

const SUBJECTS: Record<MailKind, string> = {
  confirmation: 'Bokning bekräftad',
  reschedule: 'Din bokning är flyttad',
  cancellation: 'Din bokning är avbokad',
  reminder: 'Påminnelse: din verkstadstid i morgon',
}

export function whenText(booking: Pick<MailBooking, 'timeSlot' | 'isFullDay'>): string {
  const date = booking.timeSlot.slice(0, 10)
  const time = booking.timeSlot.slice(11, 16)
  return booking.isFullDay ? `${date}, heldag (lämna bilen före 08:00)` : `${date} kl. ${time}`
}

export function bookingMail(kind: MailKind, booking: MailBooking, manageUrl: string | null) {
  const lines = [
    `Hej ${booking.firstName}!`,
    '',
    kind === 'cancellation'
      ? 'Din verkstadsbokning är avbokad.'
      : kind === 'reminder'
        ? 'Välkommen till verkstaden i morgon.'
        : kind === 'reschedule'
          ? 'Din verkstadsbokning har fått en ny tid.'
          : 'Tack för din bokning. Här är en sammanfattning.',
    '',
    `Bokningsnummer: ${booking.id}`,
    `Registreringsnummer: ${booking.registrationNumber}`,
    `Verkstad: ${booking.siteName}, ${booking.address}`,
    `Tid: ${whenText(booking)}`,
    '',
    'Tjänster:',
    ...booking.services.map(
      (s) =>
        `- ${s.name}${s.units ? ` × ${s.units}` : ''}: ${s.priceKnown ? formatKr(s.price * (s.units ?? 1)) : 'Pris saknas*'}`,
    ),
    `Totalt: ${formatKr(booking.total)}`,
    '',
  ]
  if (manageUrl && kind !== 'cancellation') lines.push(`Ändra eller avboka (senast 24 timmar före): ${manageUrl}`, '')
  lines.push('Med vänliga hälsningar', booking.siteName)
  return { subject: `${SUBJECTS[kind]} – ${booking.registrationNumber}`, text: lines.join('\n') }
}
