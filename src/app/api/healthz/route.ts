import { NextResponse } from 'next/server'
import { checkDatabase } from '@/lib/db'
import { env } from '@/lib/env'
import { payload } from '@/lib/payload'
import { searchIndexStatus, warmSearch } from '@/modules/search/runtime'
import { otherMethods } from '@/lib/http-methods'

export const dynamic = 'force-dynamic'

/**
 * 200 when the database is there, migrated, answering and not locked, and the search index is
 * loaded; 503 with the reason otherwise, so a load balancer sends no visitors to an instance
 * whose enquiries or car lists would fail. It answers within a few seconds whatever the fault.
 */
export async function GET() {
  const started = Date.now()
  // The index loads at server start (instrumentation); this only starts it if nothing has.
  warmSearch()
  const settings = env()
  const database = await checkDatabase(payload, { databaseUrl: settings.databaseUrl, timeoutMs: 2000 })
  const search = searchIndexStatus()
  const ok = database.ok && search.ready
  const reason = !database.ok ? database.reason : search.ready ? undefined : search.reason
  const body = {
    status: ok ? 'ok' : 'unavailable',
    ...(reason ? { reason } : {}),
    app: 'retail-cloud',
    version: process.env.npm_package_version ?? '22.6.0',
    database: { kind: settings.databaseKind, ok: database.ok, ...(database.ok ? {} : { fault: database.fault }) },
    search,
    tookMs: Date.now() - started,
  }
  return NextResponse.json(body, { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
