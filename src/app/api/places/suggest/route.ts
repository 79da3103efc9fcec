import { placesAnswer, PUBLIC_CACHE, suggestQuerySchema } from '@/app/api/places/places-api'
import { otherMethods } from '@/lib/http-methods'

/** GET /api/places/suggest?q=&country=&lang=&site=&limit=: places matching what is typed. */
export function GET(request: Request) {
  return placesAnswer(
    request,
    suggestQuerySchema,
    ({ q, country, lang, limit }) =>
      (provider) =>
        provider.suggest(q, { country, lang, limit }),
    PUBLIC_CACHE,
  )
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
