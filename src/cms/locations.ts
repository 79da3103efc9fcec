import { unstable_cache } from 'next/cache'
import type { Payload, Where } from 'payload'
import { cacheTags, PAGE_DATA_TTL_SECONDS } from '@/lib/cache-tags'
import { logger } from '@/lib/logger'
import { payload } from '@/lib/payload'
import { loadLocations, readAllPages, type RawLocation, type ReadPage, type ReadResult } from '@/modules/locator/read'
import type { Location as LocationDoc } from '@/payload-types'

const log = logger.child({ module: 'locator' })

/** A stored location as the read rules take it: the CMS's field names turned into the spec's. */
export function rawOf(doc: Partial<LocationDoc>): RawLocation {
  return {
    locationType: doc.locationType,
    id: doc.locationId,
    name: doc.name,
    city: doc.city,
    address: doc.address,
    zip: doc.zip,
    lat: doc.lat,
    lng: doc.lng,
    info: doc.info,
    dealerPath: doc.dealerPath,
    open24h: doc.open24h === true,
    openingHours: doc.openingHours ?? [],
    chargerOptions: (doc.chargerOptions ?? []).map((o) => ({
      id: o.chargerId,
      amount: o.amount,
      icon: o.icon,
      watts: o.watts,
    })),
    email: doc.emails ?? [],
    phone: doc.phones ?? [],
    webpage: doc.webpages ?? [],
  }
}

/** One read of a site's locations: 300 (the spec's children limit) per call, in id order. */
export function locationPages(client: Payload, siteName: string): ReadPage {
  const where: Where = { 'site.name': { equals: siteName } }
  return async (offset, limit) => {
    const result = await client.find({
      collection: 'locations',
      where,
      sort: 'id',
      limit,
      page: Math.floor(offset / limit) + 1,
      depth: 0,
      overrideAccess: true,
    })
    return { docs: result.docs.map(rawOf), totalDocs: result.totalDocs }
  }
}

/**
 * A site's locations that may be shown, cached under the site's locations tag: saving or
 * deleting one location re-renders that site's locator pages and API answers, nothing else.
 * Without a site or language, or when the read fails, the list is empty (logged); a failed
 * read is not cached.
 */
export function getLocations(
  siteName: string | null | undefined,
  lang: string | null | undefined,
): Promise<ReadResult> {
  const readAll = siteName
    ? unstable_cache(
        async () => readAllPages(locationPages(await payload(), siteName)),
        ['locator-locations', siteName],
        { tags: [cacheTags.locations(siteName)], revalidate: PAGE_DATA_TTL_SECONDS },
      )
    : async () => []
  return loadLocations({ site: siteName, lang }, readAll, log)
}
