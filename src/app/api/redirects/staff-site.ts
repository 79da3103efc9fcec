import { headers } from 'next/headers'
import { NextResponse } from 'next/server'
import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'
import { getSites } from '@/cms/queries'
import { payload } from '@/lib/payload'
import type { Site } from '@/modules/sites/site'

const siteQuery = z.object({ site: z.string().min(1).max(64) })

export type StaffSite =
  { ok: true; payload: Payload; user: PayloadRequest['user']; site: Site } | { ok: false; response: NextResponse }

/**
 * The staff routes of the redirect rules (export, import, lint): a CMS login (401 without) and a
 * known site in `?site=` (400 without, 404 for an unknown one), checked in that order so a
 * stranger learns nothing of the sites.
 */
export async function staffSite(request: Request): Promise<StaffSite> {
  const p = await payload()
  const { user } = await p.auth({ headers: await headers() })
  if (!user) {
    return {
      ok: false,
      response: NextResponse.json({ error: 'unauthorized', message: 'Log in to the CMS' }, { status: 401 }),
    }
  }
  const query = siteQuery.safeParse({ site: new URL(request.url).searchParams.get('site') ?? undefined })
  if (!query.success) {
    return {
      ok: false,
      response: NextResponse.json({ error: 'bad_request', message: 'Expected ?site=<site name>' }, { status: 400 }),
    }
  }
  const site = (await getSites()).find((s) => s.name === query.data.site)
  if (!site) {
    return {
      ok: false,
      response: NextResponse.json({ error: 'not_found', message: `Unknown site ${query.data.site}` }, { status: 404 }),
    }
  }
  return { ok: true, payload: p, user, site }
}
