import { draftMode, headers } from 'next/headers'
import { NextResponse } from 'next/server'
import { z } from 'zod'
import { getSite } from '@/cms/queries'
import { payload } from '@/lib/payload'
import { langSchema } from '@/modules/sites/lang-schema'
import { localizePath } from '@/modules/sites/locale'
import { isSameSitePath } from '@/modules/sites/same-site-path'
import { otherMethods } from '@/lib/http-methods'

const SAME_ORIGIN = 'https://same-site.invalid'

const querySchema = z.object({
  path: z.string().max(2048).refine(isSameSitePath).default('/'),
  sc_site: z.string().min(1).max(64),
  sc_lang: langSchema.optional(),
})

/**
 * The editing render endpoint: a logged-in editor gets draft mode and is sent to the page on
 * its site, where drafts render and links are not followed.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const parsed = querySchema.safeParse(Object.fromEntries(url.searchParams))
  if (!parsed.success)
    return NextResponse.json(
      { error: 'Expected path (a path on this site, starting with one /), sc_site and an optional sc_lang' },
      { status: 400 },
    )

  const p = await payload()
  const { user } = await p.auth({ headers: await headers() })
  if (!user) return NextResponse.json({ error: 'Log in to the CMS to use editing mode' }, { status: 401 })

  const site = await getSite(parsed.data.sc_site)
  if (!site) return NextResponse.json({ error: `Unknown site ${parsed.data.sc_site}` }, { status: 404 })
  const lang =
    parsed.data.sc_lang && site.languages.includes(parsed.data.sc_lang) ? parsed.data.sc_lang : site.defaultLanguage

  ;(await draftMode()).enable()
  // A relative Location: the page opens on the host the editor is on (where the draft-mode cookie
  // was just set), and the request's Host header is never written into the response.
  const target = new URL(localizePath(parsed.data.path, lang, site), SAME_ORIGIN)
  target.searchParams.set('sc_site', site.name)
  return new NextResponse(null, { status: 307, headers: { location: `${target.pathname}${target.search}` } })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
