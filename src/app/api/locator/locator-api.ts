import type { z } from 'zod'
import { jsonError } from '@/app/api/cars/car-api'
import { getSite } from '@/cms/queries'
import { logger } from '@/lib/logger'
import { parseQuery } from '@/modules/locator/api-schemas'
import type { Site } from '@/modules/sites/site'

/**
 * What the locator routes share: the strict query (400 `{error, field}`), the site (404 JSON when
 * unknown), a language of that site (400 otherwise) and the cache header of the neighbouring public APIs.
 */

/** Locations and suggestions hold nothing of the visitor: any cache may keep them five minutes. */
export const LOCATOR_CACHE = 'public, max-age=300, s-maxage=300, stale-while-revalidate=600'

export async function locatorAnswer<S extends z.ZodType<{ site: string; lang?: string }>>(
  request: Request,
  schema: S,
  answer: (query: z.output<S>, site: Site) => Promise<Response>,
): Promise<Response> {
  const parsed = parseQuery(schema, new URL(request.url).searchParams)
  if (!parsed.ok) return jsonError(400, { ...parsed.error })
  let site: Site | undefined
  try {
    site = await getSite(parsed.value.site)
  } catch (error) {
    logger.error({ err: error, site: parsed.value.site }, 'site could not be read for the locator')
    return jsonError(503, { error: 'unavailable' })
  }
  if (!site) return jsonError(404, { error: 'unknown site', field: 'site' })
  const { lang } = parsed.value
  if (lang !== undefined && !site.languages.includes(lang as Site['defaultLanguage'])) {
    return jsonError(400, { error: `must be one of ${site.languages.join(', ')}`, field: 'lang' })
  }
  return answer(parsed.value, site)
}

export const cachedJson = (body: unknown) => Response.json(body, { headers: { 'Cache-Control': LOCATOR_CACHE } })
