import type { Payload, PayloadRequest } from 'payload'
import { demoChargingPoints, demoPickupDealers, DEMO_CHARGING_POINTS, type DemoLocation } from '@data/locations'
import { generateDealerSites } from '@data/inventory'
import { seedSiteSettings } from '@data/sites/settings'
import { writeLocations } from '@/cms/locations-write'
import { parseGeocoord } from '@/modules/geo/parse-geocoord'
import { locationInputSchema, type LocationInput } from '@/modules/locator/import'

/**
 * The locator's demo locations: charge-se's charging points (`--charging-points N`, default
 * 3,000), pickup-se's F-150 dealers, and hedin-se's Swedish dealer sites linking to their pages.
 */

export const MAX_SEED_CHARGING_POINTS = 100_000

export class LocationSeedError extends Error {
  constructor(
    readonly code: 'INVALID_CHARGING_POINT_COUNT',
    message: string,
  ) {
    super(message)
  }
}

export function seedChargingPointCount(
  argv: readonly string[],
  environment: Record<string, string | undefined>,
): number {
  let raw: string | undefined
  argv.forEach((arg, i) => {
    if (arg === '--charging-points') raw = argv[i + 1]
    else if (arg.startsWith('--charging-points=')) raw = arg.slice('--charging-points='.length)
  })
  raw ??= environment.SEED_CHARGING_POINTS
  if (raw === undefined || raw.trim() === '') return DEMO_CHARGING_POINTS
  const count = Number(raw.replace(/[_\s]/g, ''))
  if (!Number.isInteger(count) || count < 0 || count > MAX_SEED_CHARGING_POINTS) {
    throw new LocationSeedError(
      'INVALID_CHARGING_POINT_COUNT',
      `--charging-points must be a whole number from 0 to ${MAX_SEED_CHARGING_POINTS}, got '${raw}'`,
    )
  }
  return count
}

const fromDemo = (location: DemoLocation): LocationInput => locationInputSchema.parse(location)

/** hedin-se's dealer sites (the dealer-site inventory's Swedish sites), each linking to its page. */
export function hedinDealerLocations(referenceDate?: Date): LocationInput[] {
  const base = seedSiteSettings.find((s) => s.name === 'hedin-se')?.paths.siteDetail ?? '/anlaggningar'
  return generateDealerSites({ referenceDate })
    .filter((site) => site.country_code === 'SE')
    .flatMap((site) => {
      const position = parseGeocoord(site.site_geocoord)
      if (!position) return []
      const hours = site.site_departments[0]?.openingschedule?.openinghours ?? []
      return [
        locationInputSchema.parse({
          type: 'Location',
          locationId: site.slug,
          name: site.site_official_name,
          city: site.site_city,
          address: site.site_street,
          zip: site.site_zip,
          lat: position.lat,
          lng: position.lng,
          info: site.site_brands.length ? site.site_brands.join(', ') : undefined,
          dealerPath: `${base.replace(/\/+$/, '')}/${site.slug}`,
          open24h: false,
          openingHours: hours.flatMap((row) =>
            row.open && row.close ? [{ day: row.day, open: row.open, close: row.close }] : [],
          ),
        }),
      ]
    })
}

export function demoLocationsFor(siteName: string, chargingPoints: number, referenceDate?: Date): LocationInput[] {
  switch (siteName) {
    case 'charge-se':
      return demoChargingPoints(chargingPoints).map(fromDemo)
    case 'pickup-se':
      return demoPickupDealers().map(fromDemo)
    case 'hedin-se':
      return hedinDealerLocations(referenceDate)
    default:
      return []
  }
}

/** Writes each site's demo locations in place of the ones it had. */
export async function seedLocations(
  payload: Payload,
  req: PayloadRequest,
  siteIds: Map<string, number>,
  chargingPoints: number,
  referenceDate?: Date,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const siteName of ['charge-se', 'pickup-se', 'hedin-se']) {
    const siteId = siteIds.get(siteName)
    if (siteId === undefined) continue
    const inputs = demoLocationsFor(siteName, chargingPoints, referenceDate)
    await writeLocations(payload, siteId, inputs, { req, replace: true, context: { disableRevalidate: true } })
    counts[siteName] = inputs.length
  }
  return counts
}
