import { jsonError } from '@/app/api/cars/car-api'
import { logger } from '@/lib/logger'
import { autosOnShowProvider, registrationSchema } from '@/providers/autos-on-show'
import { otherMethods } from '@/lib/http-methods'

/**
 * GET /api/autos-on-show/{regNo} (spec 2 section 7.4, `/api/{name}/{regNo}` with the name
 * autos-on-show): the car's Autos On Show media in spec 3.12's shape. The name is a folder of its
 * own rather than a `[name]` segment: a dynamic segment there would outrank Payload's REST
 * catch-all and take over every two-segment /api path, /api/users/login included.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ regNo: string }> }) {
  const raw = (await params).regNo
  const direct = registrationSchema.safeParse(raw)
  const parsed = direct.success ? direct : registrationSchema.safeParse(decoded(raw))
  if (!parsed.success) {
    return jsonError(400, { error: 'invalid_request', field: 'regNo', message: parsed.error.issues[0]?.message })
  }
  try {
    const data = await autosOnShowProvider().media(parsed.data)
    if (!data) {
      return jsonError(404, { error: 'not_found', message: 'no Autos On Show media for this registration number' })
    }
    return Response.json(data, { headers: { 'Cache-Control': 'public, max-age=300' } })
  } catch (error) {
    logger.error({ err: error, regNo: parsed.data }, 'autos on show lookup failed')
    return jsonError(503, { error: 'autos_on_show_unavailable', message: 'Autos On Show media is unavailable' })
  }
}

/** A plate with a space may reach us still percent-encoded; a malformed escape is left for the schema to reject. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
