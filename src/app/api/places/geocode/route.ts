import { geocodeQuerySchema, placesAnswer, PUBLIC_CACHE } from '@/app/api/places/places-api'
import { otherMethods } from '@/lib/http-methods'

/** GET /api/places/geocode?q=&country=&site=: where a typed place is, best match first. */
export function GET(request: Request) {
  return placesAnswer(
    request,
    geocodeQuerySchema,
    ({ q, country, lang }) =>
      (provider) =>
        provider.geocode(q, { country, lang }),
    PUBLIC_CACHE,
  )
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
