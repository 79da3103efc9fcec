import type { Payload, PayloadRequest } from 'payload'
import { generateDealerSites } from '@data/inventory'
import { addDays } from '@/modules/dealers/calendar'
import { hashOf } from '@/modules/vehicles/register'

/**
 * The service-booking scheduler's demo workshops: every Workshop department of the Swedish dealer
 * sites gets booking settings (1-3 bookings per hour slot, 1-2 full-day places; one workshop has a
 * closed period two weeks after the reference date). Existing settings are kept (staff edit them).
 */
export function demoWorkshopSettings(referenceDate: Date) {
  const reference = referenceDate.toISOString().slice(0, 10)
  const rows: {
    departmentId: string
    siteId: string
    siteName: string
    capacity: number
    slotMinutes: number
    fullDayPlaces: number
    closedPeriods: { from: string; to: string; title: string }[]
  }[] = []
  for (const site of generateDealerSites({ referenceDate })) {
    if (site.country_code !== 'SE') continue
    for (const department of site.site_departments) {
      if (department.group !== 'Workshop' || !department.erp_id) continue
      const h = hashOf(department.erp_id)
      rows.push({
        departmentId: department.erp_id,
        siteId: site.site_id,
        siteName: site.site_official_name,
        capacity: 1 + (h % 3),
        slotMinutes: 60,
        fullDayPlaces: 1 + ((h >>> 3) % 2),
        closedPeriods:
          rows.length === 2 ? [{ from: addDays(reference, 14), to: addDays(reference, 16), title: 'Utbildning' }] : [],
      })
    }
  }
  return rows
}

export async function seedServiceBookingWorkshops(
  payload: Payload,
  req: PayloadRequest,
  referenceDate: Date,
): Promise<number> {
  const rows = demoWorkshopSettings(referenceDate)
  const existing = await payload.find({
    collection: 'service-booking-workshops',
    limit: 0,
    pagination: false,
    depth: 0,
    select: { departmentId: true },
    req,
  })
  const have = new Set(existing.docs.map((d) => d.departmentId))
  let created = 0
  for (const row of rows) {
    if (have.has(row.departmentId)) continue
    await payload.create({ collection: 'service-booking-workshops', data: row, depth: 0, req })
    created++
  }
  return created
}
