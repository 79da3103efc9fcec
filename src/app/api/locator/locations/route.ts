import { getLocations } from '@/cms/locations'
import { otherMethods } from '@/lib/http-methods'
import { locationsQuerySchema } from '@/modules/locator/api-schemas'
import { marketOf, queryLocations } from '@/modules/locator/query'
import { cachedJson, locatorAnswer } from '../locator-api'

/**
 * GET /api/locator/locations?site=&lang=[&near=&unit=&connector=&minPower=&open=now&offset=&limit=]
 * → {total, skipped, locations}: the site's locations that may be shown, by city or nearest
 * first (with `distance`), `limit` (at most 300; none: all) from `offset`.
 */
export function GET(request: Request) {
  return locatorAnswer(request, locationsQuerySchema, async (query, site) => {
    const { locations, skipped } = await getLocations(site.name, query.lang)
    const found = queryLocations(locations, {
      near: query.near,
      unit: query.unit,
      filters: { connectors: query.connector ?? [], minPower: query.minPower ?? null, openNow: query.open === 'now' },
      timeZone: marketOf(site.defaultLanguage).timeZone,
      now: new Date(),
      locale: query.lang,
    })
    const end = query.limit === undefined ? undefined : query.offset + query.limit
    return cachedJson({ total: found.length, skipped, locations: found.slice(query.offset, end) })
  })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
