import { placesAnswer, PRIVATE_CACHE, reverseQuerySchema } from '@/app/api/places/places-api'
import { otherMethods } from '@/lib/http-methods'

/** GET /api/places/reverse?lat=&lng=&site=: the places nearest a point, each with distanceKm. */
export function GET(request: Request) {
  return placesAnswer(
    request,
    reverseQuerySchema,
    ({ lat, lng, lang }) =>
      (provider) =>
        provider.reverse(lat, lng, { lang }),
    PRIVATE_CACHE,
  )
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
