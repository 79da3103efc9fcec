import { NextResponse } from 'next/server'
import { z } from 'zod'
import { recordMissingPath } from '@/cms/not-found-log'
import { otherMethods } from '@/lib/http-methods'
import { logger } from '@/lib/logger'
import { payload } from '@/lib/payload'
import { readJsonBody } from '@/lib/read-body'
import { isSameSitePath } from '@/modules/sites/same-site-path'

const bodySchema = z.object({
  site: z.string().min(1).max(64),
  path: z.string().max(512).refine(isSameSitePath, 'a path on the site'),
})

const MAX_BODY_BYTES = 2048

/**
 * A visitor's browser reports the path of a 404 page it was shown (the page itself is cached, so
 * the server renders it once); the 404 log counts it. Like page views, never a visitor's error.
 */
export async function POST(request: Request) {
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok) return NextResponse.json({ error: body.error, message: body.message }, { status: body.status })
  const parsed = bodySchema.safeParse(body.value)
  if (!parsed.success) {
    return NextResponse.json(
      { error: 'invalid_request', issues: z.flattenError(parsed.error).fieldErrors },
      { status: 400 },
    )
  }
  try {
    if (!(await recordMissingPath(await payload(), parsed.data.site, parsed.data.path))) {
      return NextResponse.json({ error: 'not_found', message: `Unknown site ${parsed.data.site}` }, { status: 404 })
    }
  } catch (error) {
    logger.warn({ err: error, site: parsed.data.site }, 'missing path not logged')
  }
  return new NextResponse(null, { status: 204 })
}

export const { GET, HEAD, PUT, DELETE, PATCH } = otherMethods('POST')
