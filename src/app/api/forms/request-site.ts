import { getSites } from '@/cms/queries'
import { jsonError } from '@/app/api/cars/car-api'
import { logger } from '@/lib/logger'
import { resolveSite } from '@/modules/sites/resolve'
import type { Site } from '@/modules/sites/site'
import type { NextResponse } from 'next/server'

/**
 * The site a form request is for: the request's host (or `?sc_site=`), as for pages. Every form
 * route starts here; no site answers 404, sites that cannot be read 503 (the browser retries).
 */
export async function requestSite(
  request: Request,
): Promise<{ ok: true; site: Site } | { ok: false; response: NextResponse }> {
  try {
    const url = new URL(request.url)
    const site = resolveSite({ host: request.headers.get('host'), searchParams: url.searchParams }, await getSites())
    if (site) return { ok: true, site }
    return { ok: false, response: jsonError(404, { error: 'unknown_site', message: 'no site serves this host' }) }
  } catch (error) {
    logger.error({ err: error, module: 'forms' }, 'sites could not be read for a form')
    return {
      ok: false,
      response: jsonError(503, { error: 'unavailable', message: 'the form could not be taken; try again' }),
    }
  }
}

/** JSON only: a cross-site HTML form cannot send it without the browser asking first (CORS). */
export function notJson(request: Request): NextResponse | null {
  const contentType = request.headers.get('content-type') ?? ''
  if (/^application\/json\s*(;|$)/i.test(contentType)) return null
  return jsonError(415, { error: 'unsupported_media_type', message: 'the body must be application/json' })
}
