import { NextResponse } from 'next/server'
import { jsonError } from '@/app/api/cars/car-api'
import { loadSiteContext } from '@/cms/site-context'
import { decodeStoryCursor, encodeStoryCursor, getStoriesPage, getStoryIndex } from '@/cms/story-queries'
import { otherMethods } from '@/lib/http-methods'
import { logger } from '@/lib/logger'
import { parseStoriesQuery } from '@/modules/stories/query'
import { toApiStory, type StoriesResponse } from '@/modules/stories/response'

/**
 * `GET /api/stories?site=&lang=&index={index path}&tag=&first=4&after=`: one page of an index's
 * stories (spec 1 section 7), newest first, with the tag filter (OR) and an opaque cursor. Bad
 * input is a 400 naming the parameter (a cursor this server did not sign is one); an unknown site
 * or index a 404. Pages hold nothing of the visitor: any cache may keep them a minute.
 */
export async function GET(request: Request) {
  const parsed = parseStoriesQuery(new URL(request.url).searchParams)
  if (!parsed.ok) return jsonError(400, { error: 'invalid_request', field: parsed.field, message: parsed.message })
  const { site, lang, index: indexPath, tag, first, after } = parsed.query
  const position = after === undefined ? null : decodeStoryCursor(after)
  if (after !== undefined && !position) {
    return jsonError(400, { error: 'invalid_request', field: 'after', message: 'not a cursor of this list' })
  }
  try {
    const ctx = await loadSiteContext(site, lang)
    if (!ctx) return jsonError(404, { error: 'unknown_site', message: `no site '${site}' in language '${lang}'` })
    const index = await getStoryIndex(site, indexPath)
    if (!index) return jsonError(404, { error: 'unknown_index', message: `no page '${indexPath}' on ${site}` })
    const page = await getStoriesPage({ siteName: site, index, lang, tags: tag, first, after: position })
    const body: StoriesResponse = {
      total: page.total,
      pageInfo: { endCursor: page.hasNext ? encodeStoryCursor(page.end) : null, hasNext: page.hasNext },
      stories: page.items.map((story) => toApiStory(story, ctx.site, lang)),
    }
    return NextResponse.json(body, { headers: { 'Cache-Control': 'public, max-age=60' } })
  } catch (error) {
    logger.error({ err: error, site, index: indexPath }, 'stories could not be read')
    return jsonError(503, { error: 'unavailable', message: 'stories are unavailable' })
  }
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
