import { swedishDate, wallClock } from '@/modules/tirehotel/calendar'

/** A booking's day (and time, unless it is a full-day drop-off) in Swedish. */
export function summaryOf(confirmation: { appointmentTime: string; isFullDay: boolean; bookingDate?: string }): string {
  const date = confirmation.bookingDate ?? confirmation.appointmentTime.slice(0, 10)
  const day = swedishDate(date)
  return confirmation.isFullDay ? day : `${day} kl. ${wallClock(confirmation.appointmentTime)}`
}
