import { NextResponse } from 'next/server'
import { z } from 'zod'
import { jsonError, parseQuery, searchFailure } from '@/app/api/cars/car-api'
import { loadCarSlug } from '@/modules/cars/detail-page'
import { otherMethods } from '@/lib/http-methods'

/**
 * The slug of a car (spec 2 section 7.2, "cars by car_id returning slug only"):
 * `GET /api/cars/slug?site=<site>&id=<car_id>` answers `{ slug }`, or 404 when the site has no
 * such car. The proxy uses it to answer id-only car URLs with a 302 to id/slug.
 */

const querySchema = z.object({
  site: z.string().min(1).max(63),
  id: z.string({ message: 'required' }).regex(/^[1-9]\d{0,17}$/, 'a car id: digits only'),
})

export async function GET(request: Request) {
  const parsed = parseQuery(request, querySchema)
  if (!parsed.ok) return parsed.response
  const { site, id } = parsed.data
  try {
    const slug = await loadCarSlug(site, id)
    if (!slug) return jsonError(404, { error: 'car_not_found', message: `no car ${id} on ${site}` })
    return NextResponse.json({ slug }, { headers: { 'Cache-Control': 'public, max-age=60' } })
  } catch (error) {
    return searchFailure(error, { site, id }, 'car slug lookup failed')
  }
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
