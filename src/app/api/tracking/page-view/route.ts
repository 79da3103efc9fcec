import { NextResponse } from 'next/server'
import { z } from 'zod'
import { logger } from '@/lib/logger'
import { pageViewEventSchema } from '@/modules/tracking/page-view'
import { trackingProvider } from '@/providers/tracking'

const bodySchema = pageViewEventSchema.extend({ site: z.string().min(1).max(64) })

export async function POST(request: Request) {
  const raw = await request.text()
  if (raw.length > 4096) return NextResponse.json({ error: 'Body too large' }, { status: 413 })
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return NextResponse.json({ error: 'Body must be JSON' }, { status: 400 })
  }
  const parsed = bodySchema.safeParse(json)
  if (!parsed.success) {
    return NextResponse.json(
      { error: 'Invalid page view', issues: z.flattenError(parsed.error).fieldErrors },
      { status: 400 },
    )
  }
  try {
    await trackingProvider().pageView(parsed.data)
  } catch (error) {
    // Tracking never fails a visit: its result is not shown (spec 1, section 7).
    logger.warn({ err: error }, 'page view not delivered')
  }
  return new NextResponse(null, { status: 204 })
}
