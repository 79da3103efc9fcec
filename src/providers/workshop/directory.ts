import { dealerSiteSchema, type DealerSite } from '@/modules/search/documents'
import { parseGeocoord } from '@/modules/geo/parse-geocoord'
import type { ScheduleInput } from '@/modules/dealers/types'
import { DEFAULT_WORKSHOP_SETTINGS, type WorkshopSettings } from '@/modules/workshop/slots'

/**
 * The service-booking scheduler's workshops: the Workshop departments of the Swedish dealer sites
 * in the sites index (department id = the department's ERP id), with the booking settings staff
 * keep in `service-booking-workshops` (capacity per slot, slot length, full-day places, closed
 * periods). Both are read at most every few seconds and kept in memory.
 */

export type BookingWorkshop = {
  departmentId: string
  siteId: string
  siteName: string
  address: string
  latitude: number
  longitude: number
  brands: string[]
  email: string | null
  phone: string | null
  schedule: ScheduleInput
  settings: WorkshopSettings
}

export type WorkshopSource = {
  /** Swedish dealer-site documents */
  sites: () => Promise<readonly unknown[]>
  /** booking settings by department id */
  settings: () => Promise<ReadonlyMap<string, WorkshopSettings>>
}

/** Workshop departments of the documents, in document order; those without a place are left out. */
export function workshopsOf(
  documents: readonly unknown[],
  settings: ReadonlyMap<string, WorkshopSettings>,
): BookingWorkshop[] {
  const result: BookingWorkshop[] = []
  for (const raw of documents) {
    const parsed = dealerSiteSchema.safeParse(raw)
    if (!parsed.success) continue
    const site: DealerSite = parsed.data
    if (site.country_code !== 'SE') continue
    const position = parseGeocoord(site.site_geocoord)
    if (!position) continue
    for (const department of site.site_departments) {
      if (department.group !== 'Workshop' || !department.erp_id) continue
      result.push({
        departmentId: department.erp_id,
        siteId: site.site_id,
        siteName: site.site_official_name,
        address: [site.site_street, [site.site_zip, site.site_city].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', '),
        latitude: position.lat,
        longitude: position.lng,
        brands: department.brands.length ? department.brands.map((b) => b.name) : site.site_brands,
        email: department.email ?? site.site_email ?? null,
        phone: department.phone ?? site.site_phone ?? null,
        schedule: department.openingschedule ?? null,
        settings: settings.get(department.erp_id) ?? DEFAULT_WORKSHOP_SETTINGS,
      })
    }
  }
  return result
}

export type WorkshopDirectory = {
  all(): Promise<readonly BookingWorkshop[]>
  get(departmentId: string): Promise<BookingWorkshop | undefined>
  /** Settings were changed by staff: read them again on the next call. */
  invalidate(): void
}

export function workshopDirectory(source: WorkshopSource, maxAgeMs = 5_000, now = Date.now): WorkshopDirectory {
  let cached: { at: number; list: BookingWorkshop[]; byId: Map<string, BookingWorkshop> } | undefined
  let loading: Promise<void> | undefined
  const load = async () => {
    const [documents, settings] = await Promise.all([source.sites(), source.settings()])
    const list = workshopsOf(documents, settings)
    // An empty index (still loading, a failed read) keeps what was there.
    if (list.length === 0 && cached) {
      cached = { ...cached, at: now() }
      return
    }
    cached = { at: now(), list, byId: new Map(list.map((w) => [w.departmentId, w])) }
  }
  const fresh = async () => {
    if (!cached) {
      loading ??= load().finally(() => (loading = undefined))
      await loading
    } else if (now() - cached.at > maxAgeMs) {
      // Stale: answered from memory while a read refreshes it.
      loading ??= load()
        .catch(() => {})
        .finally(() => (loading = undefined))
    }
    return cached!
  }
  return {
    async all() {
      return (await fresh()).list
    },
    async get(departmentId) {
      return (await fresh()).byId.get(departmentId)
    },
    invalidate() {
      if (cached) cached = { ...cached, at: -Infinity }
    },
  }
}
