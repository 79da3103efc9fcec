import type { BasemapBody } from '@/modules/maps/basemap'

/** The basemap changes only with a deploy: caches keep it a day and may serve it a week stale. */
export const BASEMAP_CACHE_CONTROL = 'public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800'

/**
 * A long-cached JSON answer with its ETag; a matching If-None-Match gets 304. Not gzipped here:
 * Next drops a route's own Content-Encoding header and sends the gzip bytes as they are, so
 * compression is left to Next or the proxy in front.
 */
export function cachedJson(request: Request, body: BasemapBody, contentType: string): Response {
  const headers = { 'Cache-Control': BASEMAP_CACHE_CONTROL, ETag: body.etag }
  const match = request.headers.get('if-none-match')
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === body.etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(body.json, { headers: { ...headers, 'Content-Type': contentType } })
}
