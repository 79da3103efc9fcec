import { NextResponse } from 'next/server'
import { getPublishedPages } from '@/cms/queries'
import { loadRedirectRules } from '@/cms/redirect-rules'
import { otherMethods } from '@/lib/http-methods'
import { logger } from '@/lib/logger'
import { redirectLintReport } from '@/cms/redirect-lint'
import { staffSite } from '../staff-site'

export const dynamic = 'force-dynamic'

/** The lint report of a site's rules: duplicates, overridden rules, chains, loops, missing targets. */
export async function GET(request: Request) {
  const access = await staffSite(request)
  if (!access.ok) return access.response
  try {
    const rules = await loadRedirectRules(access.payload, { siteName: access.site.name })
    const pages = await getPublishedPages(access.site.name, access.site.languages)
    return NextResponse.json(await redirectLintReport(access.site, rules, pages), {
      headers: { 'cache-control': 'no-store' },
    })
  } catch (error) {
    logger.error({ err: error, site: access.site.name }, 'redirect lint failed')
    return NextResponse.json(
      { error: 'unavailable', message: 'the rules could not be read' },
      { status: 503, headers: { 'retry-after': '5' } },
    )
  }
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
