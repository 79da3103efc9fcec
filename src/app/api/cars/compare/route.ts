import { NextResponse } from 'next/server'
import { z } from 'zod'
import { loadSiteContext } from '@/cms/site-context'
import { parseQuery, searchFailure, unknownSite } from '@/app/api/cars/car-api'
import { getSearchService } from '@/modules/search/runtime'
import { MAX_COMPARE, type CompareCar } from '@/modules/cars/compare'
import { COMPARE_FIELDS, toCompareCar } from '@/modules/cars/compare-document'
import { cardOptionsFor } from '@/modules/cars/card-options'
import { otherMethods } from '@/lib/http-methods'

/**
 * The compare view's details (spec 2 section 2.2, "full car detail by car_id filter"):
 * `GET /api/cars/compare?site=<site>&lang=<lang>&ids=<id>,<id>` answers `{ cars }` in the order
 * of the ids; a car no longer in stock is simply absent.
 */

const querySchema = z.object({
  site: z.string().min(1).max(63),
  lang: z.string().min(2).max(5),
  ids: z
    .string({ message: 'required' })
    .regex(new RegExp(`^\\d{1,20}(,\\d{1,20}){0,${MAX_COMPARE - 1}}$`), `1 to ${MAX_COMPARE} car ids joined by commas`)
    .transform((value) => [...new Set(value.split(','))]),
})

export async function GET(request: Request) {
  const parsed = parseQuery(request, querySchema)
  if (!parsed.ok) return parsed.response
  const { site, lang, ids } = parsed.data
  try {
    const ctx = await loadSiteContext(site, lang)
    if (!ctx) return unknownSite(site, lang)
    const response = await (
      await getSearchService()
    ).searchForSite(site, {
      index: 'cars',
      filters: { car_id: ids },
      fields: [...COMPARE_FIELDS],
      limit: ids.length,
    })
    const options = { card: cardOptionsFor(ctx), lang: ctx.lang }
    const byId = new Map<string, CompareCar>()
    for (const doc of response.content) {
      const car = toCompareCar(doc, options)
      if (car) byId.set(car.id, car)
    }
    const cars = ids.flatMap((id) => byId.get(id) ?? [])
    return NextResponse.json({ cars }, { headers: { 'Cache-Control': 'private, max-age=60' } })
  } catch (error) {
    return searchFailure(error, { site }, 'car comparison failed')
  }
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
