import { NextResponse } from 'next/server'
import { z } from 'zod'
import { getPageData, getSite } from '@/cms/queries'
import { layoutServiceResponse } from '@/cms/layout-service'
import { langSchema } from '@/modules/sites/lang-schema'
import { POST as graphql } from '@/app/(payload)/api/graphql/route'

type Params = { params: Promise<{ path: string[] }> }

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
  if (path[0] !== 'layout' || path[1] !== 'render') return NextResponse.json({ error: 'Not found' }, { status: 404 })
  const parsed = layoutQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success)
    return NextResponse.json({ error: 'Expected item, sc_site and an optional sc_lang' }, { status: 400 })
  const site = await getSite(parsed.data.sc_site)
  if (!site) return NextResponse.json({ error: `Unknown site ${parsed.data.sc_site}` }, { status: 404 })
  const lang = parsed.data.sc_lang ?? site.defaultLanguage
  if (!site.languages.includes(lang))
    return NextResponse.json({ error: `Site has no language ${lang}` }, { status: 404 })
  const item = `/${parsed.data.item.split('/').filter(Boolean).join('/').toLowerCase()}`
  const data = await getPageData(site.name, item, lang)
  if (!data) return NextResponse.json(layoutServiceResponse(site, lang, null), { status: 404 })
  return NextResponse.json(layoutServiceResponse(site, lang, data))
}

export async function POST(request: Request, { params }: Params) {
  const { path } = await params
  if (path[0] === 'graph') return graphql(request)
  return NextResponse.json({ error: 'Not found' }, { status: 404 })
}
