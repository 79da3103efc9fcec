import { z } from 'zod'
import { jsonError } from '@/app/api/cars/car-api'
import { getSite } from '@/cms/queries'
import { logger } from '@/lib/logger'
import { PLACE_COUNTRIES, placesProvider, type Place, type PlacesProvider } from '@/providers/places'

/**
 * What the three place routes share: their query schemas, choosing the provider by the site's
 * server key, and the answer `{ results: Place[] }`. Bad input is a 400 naming the parameter.
 */

const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/

const q = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'must not be blank')
  .max(100, 'must be at most 100 characters')
const country = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(PLACE_COUNTRIES, { message: `must be one of ${PLACE_COUNTRIES.join(', ')}` }))
  .optional()
const lang = z
  .string()
  .regex(/^[a-z]{2}(?:-[A-Za-z]{2})?$/, "a language code such as 'sv' or 'en-GB'")
  .optional()
const site = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a site name such as hedin-se')
  .max(60)
  .optional()
const coordinate = (name: string, bound: number) =>
  z
    .string({ message: 'is required' })
    .trim()
    .regex(NUMBER, 'must be a number')
    .transform(Number)
    .pipe(z.number().min(-bound, `${name} is at least -${bound}`).max(bound, `${name} is at most ${bound}`))

export const suggestQuerySchema = z.object({
  q,
  country,
  lang,
  site,
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number from 1 to 10')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1').max(10, 'must be at most 10'))
    .default(5),
})
export const geocodeQuerySchema = z.object({ q, country, lang, site })
export const reverseQuerySchema = z.object({ lat: coordinate('lat', 90), lng: coordinate('lng', 180), lang, site })

/** Suggestions and geocodes hold nothing of the visitor: any cache may keep them five minutes. */
export const PUBLIC_CACHE = 'public, max-age=300'
/** A reverse lookup is the visitor's own position: the browser alone may keep it. */
export const PRIVATE_CACHE = 'private, max-age=300'

type Answer = (provider: PlacesProvider) => Promise<Place[]>

/**
 * Parses the query with `schema`, picks the provider of `site` (its server key, else the
 * environment's, else the embedded gazetteer) and answers the places `run` finds.
 */
export async function placesAnswer<S extends z.ZodType<{ site?: string }>>(
  request: Request,
  schema: S,
  run: (query: z.output<S>) => Answer,
  cacheControl: string,
): Promise<Response> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return jsonError(400, {
      error: 'invalid',
      field: issue?.path.map(String).join('.') || 'query',
      message: issue?.message ?? 'invalid query',
    })
  }
  let serverKey: string | null = null
  if (parsed.data.site) {
    try {
      const found = await getSite(parsed.data.site)
      if (!found) return jsonError(400, { error: 'invalid', field: 'site', message: 'no such site' })
      serverKey = found.map.apiKey ?? null
    } catch (error) {
      // The place search still works without the site's key: the gazetteer answers.
      logger.warn({ err: error, site: parsed.data.site }, 'site could not be read for place search')
    }
  }
  try {
    const results = await run(parsed.data)(placesProvider(serverKey))
    return Response.json({ results }, { headers: { 'Cache-Control': cacheControl } })
  } catch (error) {
    logger.error({ err: error }, 'place search failed')
    return jsonError(503, { error: 'unavailable', message: 'place search is unavailable' })
  }
}
