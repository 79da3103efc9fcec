import { NextResponse } from 'next/server'
import { pingDatabase } from '@/lib/db'
import { env } from '@/lib/env'
import { payload } from '@/lib/payload'
import { searchIndexStatus, warmSearch } from '@/modules/search/runtime'

export const dynamic = 'force-dynamic'

/**
 * 200 when the database answers and the search index is loaded; 503 with the reason otherwise,
 * so a load balancer sends no visitors to an instance whose car lists would still be waiting.
 */
export async function GET() {
  const started = Date.now()
  // The index loads at server start (instrumentation); this only starts it if nothing has.
  warmSearch()
  let database = false
  try {
    database = await pingDatabase(await payload())
  } catch {
    database = false
  }
  const search = searchIndexStatus()
  const ok = database && search.ready
  const reason = !database ? 'the database does not answer' : search.ready ? undefined : search.reason
  const body = {
    status: ok ? 'ok' : 'unavailable',
    ...(reason ? { reason } : {}),
    app: 'retail-cloud',
    version: process.env.npm_package_version ?? '22.6.0',
    database: { kind: env().databaseKind, ok: database },
    search,
    tookMs: Date.now() - started,
  }
  return NextResponse.json(body, { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}
