import type { LatLng } from '@/modules/geo/haversine'
import type { ValidBooking } from '@/modules/workshop/schemas'
import type { BookingResponse, Car, OfferingCategory, TimeslotDay, WorkshopSite } from '@/modules/workshop/types'

/**
 * The service-booking scheduler (spec 3 section 7): the embedded one (seeded workshops, slots in
 * the application database) or the MechMate-shaped HTTP upstream (MECHMATE_URL). Failures are
 * WorkshopErrors (modules/workshop/errors) with the spec's codes.
 */

export type SiteQuery = { plate: string; codes: readonly string[]; origin: LatLng; cursor: string | null }

export type BookResult = BookingResponse & { status: 'confirmed' | 'requested'; created: boolean }

export interface WorkshopProvider {
  readonly kind: 'embedded' | 'http'
  car(plate: string): Promise<Car>
  offerings(plate: string, at: LatLng, kind: 'services' | 'addons'): Promise<OfferingCategory[]>
  /** Workshops doing every code with a free time within 8 weeks, nearest first, after `cursor`. */
  sites(query: SiteQuery): AsyncGenerator<WorkshopSite>
  timeslots(plate: string, departmentId: string, from: string, codes: readonly string[]): Promise<TimeslotDay[]>
  hasBrand(brand: string): Promise<boolean>
  prices(
    plate: string,
    milage: number,
    departmentId: string,
    codes: readonly string[],
  ): Promise<{ code: string; price: number }[]>
  book(booking: ValidBooking, idempotencyKey: string, origin: string | null): Promise<BookResult>
}
