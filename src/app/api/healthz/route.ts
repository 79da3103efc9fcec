import { NextResponse } from 'next/server'
import { pingDatabase } from '@/lib/db'
import { env } from '@/lib/env'
import { payload } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/** 200 when the database answers, 503 when it does not. */
export async function GET() {
  const started = Date.now()
  let database = false
  try {
    database = await pingDatabase(await payload())
  } catch {
    database = false
  }
  const body = {
    status: database ? 'ok' : 'unavailable',
    app: 'retail-cloud',
    version: process.env.npm_package_version ?? '22.6.0',
    database: { kind: env().databaseKind, ok: database },
    tookMs: Date.now() - started,
  }
  return NextResponse.json(body, { status: database ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}
