import { jsonError } from '@/app/api/cars/car-api'
import { logger } from '@/lib/logger'
import { otherMethods } from '@/lib/http-methods'
import { geocodeQuerySchema } from '@/modules/locator/api-schemas'
import { marketOf } from '@/modules/locator/query'
import { placesProvider } from '@/providers/places'
import { cachedJson, locatorAnswer } from '../locator-api'

/**
 * GET /api/locator/geocode?site=&q= → {lat, lng, label} of the best match in the site's country,
 * 404 when nothing matches, 503 when the places provider fails. Rate-limited per address
 * (`locator-geocode` in lib/abuse-limits).
 */
export function GET(request: Request) {
  return locatorAnswer(request, geocodeQuerySchema, async (query, site) => {
    const { country } = marketOf(site.defaultLanguage)
    try {
      const [best] = await placesProvider(site.map.apiKey).geocode(query.q, { country, lang: site.defaultLanguage })
      if (!best) return jsonError(404, { error: 'not found', field: 'q' })
      return cachedJson({ lat: best.lat, lng: best.lng, label: best.label })
    } catch (error) {
      logger.error({ err: error, site: site.name }, 'locator geocoding failed')
      return jsonError(503, { error: 'geocoding is unavailable' })
    }
  })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
