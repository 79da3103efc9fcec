import type { Payload, PayloadRequest } from 'payload'
import type { LocationInput } from '@/modules/locator/import'

/** A checked location as the CMS stores it. */
export function locationData(input: LocationInput, siteId: number) {
  return {
    site: siteId,
    locationType: input.type,
    locationId: input.locationId,
    name: input.name,
    city: input.city,
    address: input.address,
    zip: input.zip,
    lat: input.lat,
    lng: input.lng,
    info: input.info || null,
    dealerPath: input.dealerPath || null,
    open24h: input.open24h,
    openingHours: input.open24h ? [] : input.openingHours,
    chargerOptions: input.chargerOptions.map((o) => ({
      chargerId: o.id,
      amount: o.amount,
      icon: o.icon,
      watts: o.watts,
    })),
    emails: input.emails.map((value) => ({ value })),
    phones: input.phones.map((value) => ({ value })),
    webpages: input.webpages.map((value) => ({ value })),
  }
}

/**
 * Writes a site's locations: each is created, or updated in place when the site already has
 * its `locationId`. With `replace`, the site's locations not in `inputs` are deleted.
 */
export async function writeLocations(
  payload: Payload,
  siteId: number,
  inputs: readonly LocationInput[],
  options: { req?: PayloadRequest; replace?: boolean; context?: Record<string, unknown> } = {},
): Promise<{ created: number; updated: number; deleted: number }> {
  const { req, context } = options
  const existing = await payload.find({
    collection: 'locations',
    where: { site: { equals: siteId } },
    limit: 0,
    pagination: false,
    depth: 0,
    select: { locationId: true },
    req,
  })
  const ids = new Map(existing.docs.map((doc) => [doc.locationId, doc.id]))
  let created = 0
  let updated = 0
  for (const input of inputs) {
    const data = locationData(input, siteId)
    const id = ids.get(input.locationId)
    if (id === undefined) {
      await payload.create({ collection: 'locations', data, depth: 0, req, context })
      created++
    } else {
      await payload.update({ collection: 'locations', id, data, depth: 0, req, context })
      updated++
    }
    ids.delete(input.locationId)
  }
  let deleted = 0
  if (options.replace && ids.size > 0) {
    await payload.delete({ collection: 'locations', where: { id: { in: [...ids.values()] } }, req, context })
    deleted = ids.size
  }
  return { created, updated, deleted }
}
