import { NextResponse } from 'next/server'
import { loadRedirectRules, redirectRulesVersion } from '@/cms/redirect-rules'
import { logger } from '@/lib/logger'
import { otherMethods } from '@/lib/http-methods'
import { payload } from '@/lib/payload'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'cache-control': 'no-store' }

/**
 * Every site's redirect rules for the request proxy, which asks every few seconds with the
 * version it holds: an unchanged set answers 304 after one small query.
 */
export async function GET(request: Request) {
  const known = new URL(request.url).searchParams.get('version')
  try {
    const p = await payload()
    const version = await redirectRulesVersion(p)
    if (known === version) return new NextResponse(null, { status: 304, headers: NO_STORE })
    const rules = await loadRedirectRules(p)
    return NextResponse.json({ version, rules }, { headers: NO_STORE })
  } catch (error) {
    logger.error({ err: error }, 'redirect rules could not be read')
    return NextResponse.json(
      { error: 'unavailable', message: 'the redirect rules could not be read' },
      { status: 503, headers: { ...NO_STORE, 'retry-after': '5' } },
    )
  }
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
