import { NextResponse } from 'next/server'
import { getSites } from '@/cms/queries'
import { logger } from '@/lib/logger'
import { otherMethods } from '@/lib/http-methods'

export const dynamic = 'force-dynamic'

/** Host -> site data for the request proxy; map keys stay on the server. */
export async function GET() {
  let sites
  try {
    sites = await getSites()
  } catch (error) {
    logger.error({ err: error }, 'sites could not be read')
    return NextResponse.json(
      { error: 'unavailable', message: 'the sites could not be read' },
      { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '5' } },
    )
  }
  return NextResponse.json(
    sites.map((s) => ({ ...s, map: { ...s.map, apiKey: null, browserApiKey: null } })),
    {
      headers: { 'cache-control': 'no-store' },
    },
  )
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
