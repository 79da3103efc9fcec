import { NextResponse } from 'next/server'
import { z } from 'zod'
import { getPageData, getSite } from '@/cms/queries'
import { layoutServiceResponse } from '@/cms/layout-service'
import { logger } from '@/lib/logger'
import { langSchema } from '@/modules/sites/lang-schema'
import { POST as graphql } from '@/app/(payload)/api/graphql/route'
import { otherMethods } from '@/lib/http-methods'

type Params = { params: Promise<{ path: string[] }> }

const fail = (status: number, body: { error: string; message: string }) =>
  NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
const notFound = (message: string) => fail(404, { error: 'not_found', message })

const layoutQuery = z.object({
  item: z.string().max(2048).default('/'),
  sc_site: z.string().min(1).max(64),
  sc_lang: langSchema.optional(),
})

/**
 * The content API under its old Sitecore paths: the layout service answers a page's three
 * placeholders as JSON; the graph endpoint is our GraphQL API.
 */
export async function GET(request: Request, { params }: Params) {
  const { path } = await params
  if (path[0] !== 'layout' || path[1] !== 'render') return notFound('no such endpoint')
  const parsed = layoutQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) {
    return fail(400, { error: 'invalid_request', message: 'Expected item, sc_site and an optional sc_lang' })
  }
  try {
    const site = await getSite(parsed.data.sc_site)
    if (!site) return notFound(`Unknown site ${parsed.data.sc_site}`)
    const lang = parsed.data.sc_lang ?? site.defaultLanguage
    if (!site.languages.includes(lang)) return notFound(`Site has no language ${lang}`)
    const item = `/${parsed.data.item.split('/').filter(Boolean).join('/').toLowerCase()}`
    const data = await getPageData(site.name, item, lang)
    // The layout service's not-found body (route null) with the error every JSON 404 of ours has.
    if (!data) {
      return NextResponse.json(
        { error: 'not_found', message: `no page ${item}`, ...layoutServiceResponse(site, lang, null) },
        { status: 404 },
      )
    }
    return NextResponse.json(layoutServiceResponse(site, lang, data))
  } catch (error) {
    logger.error({ err: error }, 'layout service failed')
    return fail(503, { error: 'unavailable', message: 'the page could not be read; try again' })
  }
}

export async function POST(request: Request, { params }: Params) {
  const { path } = await params
  if (path[0] === 'graph' && path.length === 1) return graphql(request)
  return notFound('no such endpoint')
}

export const { PUT, DELETE, PATCH } = otherMethods('GET', 'POST')
