import { NextResponse } from 'next/server'
import { jsonError } from '@/app/api/cars/car-api'
import { logger } from '@/lib/logger'
import { otherMethods } from '@/lib/http-methods'
import { normalizeRegno, REGNO_PATTERN } from '@/modules/forms/field-rules'
import { isUnknownSiteError } from '@/modules/search/site-scopes'
import { valuationFor } from '@/providers/valuation'
import { requestSite } from '../../forms/request-site'

/**
 * The sell-car form's instant valuation (issue 23 item 5): `GET /api/sell-car/valuation?regno=
 * &milage=` → `{ make, model, year, low, high, currency, comparables }`, non-binding; nulls for an
 * unknown plate or too few comparable cars. A bad plate or mileage answers 400 with the form's
 * field keys. Stock changes during the day, so an answer is kept a minute at most.
 */
export async function GET(request: Request) {
  const resolved = await requestSite(request)
  if (!resolved.ok) return resolved.response
  const params = new URL(request.url).searchParams
  const regno = normalizeRegno((params.get('regno') ?? '').slice(0, 20))
  const milageText = (params.get('milage') ?? '').replace(/\s/g, '')
  const fields: Record<string, string> = {}
  if (!REGNO_PATTERN.test(regno)) fields.regno = regno ? 'formRegnoInvalid' : 'formRegnoRequired'
  if (milageText !== '' && !/^\d{1,7}$/.test(milageText)) fields.milage = 'formMilageInvalid'
  if (Object.keys(fields).length) return jsonError(400, { error: 'invalid_request', fields })
  try {
    const valuation = await valuationFor(resolved.site, regno, milageText === '' ? null : Number(milageText))
    return NextResponse.json(valuation, { headers: { 'Cache-Control': 'private, max-age=60' } })
  } catch (error) {
    if (isUnknownSiteError(error)) return jsonError(404, { error: 'no_inventory', message: error.message })
    logger.error({ err: error, module: 'valuation' }, 'valuation failed')
    return jsonError(503, { error: 'unavailable', message: 'no valuation right now; try again' })
  }
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET', 'HEAD')
