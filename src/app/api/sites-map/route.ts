import { NextResponse } from 'next/server'
import { getSites } from '@/cms/queries'

export const dynamic = 'force-dynamic'

/** Host -> site data for the request proxy; map keys stay on the server. */
export async function GET() {
  const sites = await getSites()
  return NextResponse.json(
    sites.map((s) => ({ ...s, map: { ...s.map, apiKey: null } })),
    {
      headers: { 'cache-control': 'no-store' },
    },
  )
}
