import { siteForRequest } from '@/cms/request-site'
import { originOf } from '@/cms/site-context'
import { getLatestStories } from '@/cms/story-queries'
import { otherMethods } from '@/lib/http-methods'
import { logger } from '@/lib/logger'
import { isKnownLang } from '@/modules/sites/locale'
import { buildStoriesFeed } from '@/modules/stories/feed'
import { STORIES_FEED_SIZE } from '@/modules/stories/types'

const TYPES = { rss: 'application/rss+xml', atom: 'application/atom+xml' } as const

function notFound(message: string): Response {
  return new Response(message, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=60' },
  })
}

/**
 * The site's stories as RSS 2.0 or Atom (`/feed.xml`, `/atom.xml`; `/{lang}/feed.xml` in a
 * language other than the site's default): the latest 20, absolute URLs from the site's own
 * origin. A site without stories has no feed (404).
 */
export async function GET(request: Request, { params }: { params: Promise<{ format: string }> }) {
  const { format } = await params
  if (format !== 'rss' && format !== 'atom') return notFound('No such feed')
  const url = new URL(request.url)
  const site = await siteForRequest(url)
  if (!site) return notFound('No site')
  const langParam = url.searchParams.get('lang')
  const lang = langParam ?? site.defaultLanguage
  // The default language has no prefix; a language the site lacks has no feed.
  if (!isKnownLang(lang) || !site.languages.includes(lang) || langParam === site.defaultLanguage) {
    return notFound('No such feed')
  }
  try {
    const stories = await getLatestStories(site.name, lang, STORIES_FEED_SIZE)
    if (stories.length === 0) return notFound('No stories')
    const xml = buildStoriesFeed({ site, lang, origin: originOf(site), stories }, format)
    return new Response(xml, {
      headers: { 'content-type': `${TYPES[format]}; charset=utf-8`, 'cache-control': 'public, max-age=600' },
    })
  } catch (error) {
    logger.error({ err: error, site: site.name }, 'stories feed could not be built')
    return new Response('Service unavailable', { status: 503, headers: { 'cache-control': 'no-store' } })
  }
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
