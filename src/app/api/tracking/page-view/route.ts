import { NextResponse } from 'next/server'
import { z } from 'zod'
import { logger } from '@/lib/logger'
import { readJsonBody } from '@/lib/read-body'
import { pageViewEventSchema } from '@/modules/tracking/page-view'
import { trackingProvider } from '@/providers/tracking'
import { otherMethods } from '@/lib/http-methods'

const bodySchema = pageViewEventSchema.extend({ site: z.string().min(1).max(64) })

// A page view is a few hundred bytes; tracking must stay cheap to call from every page.
const MAX_BODY_BYTES = 4096

export async function POST(request: Request) {
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok) return NextResponse.json({ error: body.error, message: body.message }, { status: body.status })
  const json = body.value
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

export const { GET, HEAD, PUT, DELETE, PATCH } = otherMethods('POST')
