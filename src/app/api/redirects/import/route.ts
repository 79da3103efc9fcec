import { NextResponse } from 'next/server'
import { z } from 'zod'
import { importRedirectCsv } from '@/cms/redirect-import'
import { otherMethods } from '@/lib/http-methods'
import { logger } from '@/lib/logger'
import { readBodyBytes } from '@/lib/read-body'
import { MAX_CSV_BYTES } from '@/modules/redirects'
import { staffSite } from '../staff-site'

export const dynamic = 'force-dynamic'

const optionsSchema = z.object({
  mode: z.enum(['append', 'replace']).default('append'),
  dryRun: z.enum(['0', '1', 'true', 'false']).optional(),
})

/**
 * A CSV of rules into a site's list: `?site=&mode=append|replace&dryRun=1`, the CSV as the body.
 * Every bad row is reported with its line and nothing is written; a dry run only reports.
 */
export async function POST(request: Request) {
  const access = await staffSite(request)
  if (!access.ok) return access.response
  const params = new URL(request.url).searchParams
  const options = optionsSchema.safeParse({
    mode: params.get('mode') ?? undefined,
    dryRun: params.get('dryRun') ?? undefined,
  })
  if (!options.success) {
    return NextResponse.json(
      { error: 'bad_request', message: 'mode is append or replace; dryRun is 1 or 0' },
      { status: 400 },
    )
  }
  const body = await readBodyBytes(request, MAX_CSV_BYTES)
  if (!body.ok) return NextResponse.json({ error: body.error, message: body.message }, { status: 413 })
  let csv: string
  try {
    csv = new TextDecoder('utf-8', { fatal: true }).decode(body.bytes)
  } catch {
    return NextResponse.json({ error: 'bad_request', message: 'the CSV must be UTF-8 text' }, { status: 400 })
  }
  const dryRun = options.data.dryRun === '1' || options.data.dryRun === 'true'
  try {
    const report = await importRedirectCsv(access.payload, access.site, csv, { mode: options.data.mode, dryRun })
    const { ok, ...answer } = report
    if (!ok) return NextResponse.json({ ...answer, status: undefined }, { status: report.status })
    logger.info({ site: access.site.name, user: access.user?.id, dryRun, ...answer }, 'redirect rules imported')
    return NextResponse.json({ ...answer, dryRun })
  } catch (error) {
    logger.error({ err: error, site: access.site.name }, 'redirect import failed; nothing written')
    return NextResponse.json(
      { error: 'unavailable', message: 'the rules could not be written; nothing was changed' },
      { status: 503, headers: { 'retry-after': '5' } },
    )
  }
}

export const { GET, PUT, DELETE, PATCH } = otherMethods('POST')
