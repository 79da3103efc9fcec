import * as z from 'zod'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { marketOf } from '@/modules/locator/query'
import type { Site } from '@/modules/sites/site'
import { getSearchService } from '@/modules/search/runtime'
import { valuate, type Comparable, type Valuation } from '@/modules/vehicles/valuation'

/**
 * Sell-car valuations (issue 23 item 5): the embedded valuation (the demo vehicle register and
 * the site's own stock, modules/vehicles/valuation), or the upstream at VALUATION_URL, asked
 * `GET ?regno=&milage=` and answering the same shape. An upstream that fails or answers
 * nonsense gives the nulls of an unknown plate: the form works without a valuation.
 */

const log = logger.child({ module: 'valuation' })

/** What one of the site's distance units is in kilometres (car_mileage is in the site's unit). */
const KM_PER_UNIT: Record<string, number> = { SE: 10, NO: 10, FI: 1, SK: 1, GB: 1.609344 }
const CURRENCY: Record<string, string> = { SE: 'SEK', NO: 'NOK', FI: 'EUR', SK: 'EUR', GB: 'GBP' }

const valuationSchema = z.object({
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  currency: z.string().nullable(),
  comparables: z.number().int().nonnegative().default(0),
})

const NOTHING: Valuation = {
  make: null,
  model: null,
  year: null,
  low: null,
  high: null,
  currency: null,
  comparables: 0,
}

/** At most this many stock cars are compared; a model's stock within ±2 years is far fewer. */
const COMPARABLES_LIMIT = 500

export async function valuationFor(site: Site, regno: string, milage: number | null): Promise<Valuation> {
  const upstream = env().VALUATION_URL
  if (upstream) {
    try {
      const url = new URL(upstream)
      url.searchParams.set('regno', regno)
      if (milage !== null) url.searchParams.set('milage', String(milage))
      const res = await fetch(url, { signal: AbortSignal.timeout(3000), headers: { accept: 'application/json' } })
      const parsed = valuationSchema.safeParse(res.ok ? await res.json() : null)
      if (parsed.success) return parsed.data
      log.warn({ status: res.status }, 'valuation upstream answered no valuation')
    } catch (error) {
      log.warn({ err: error }, 'valuation upstream unreachable')
    }
    return NOTHING
  }
  const { country } = marketOf(site.defaultLanguage)
  const search = await getSearchService()
  return valuate(regno, milage, {
    currency: CURRENCY[country] ?? 'EUR',
    kmPerUnit: KM_PER_UNIT[country] ?? 1,
    async findComparables({ make, model, fromYear, toYear }) {
      const found = await search.searchForSite(site.name, {
        index: 'cars',
        filters: { car_brand: [make], car_model: [model], car_year: [fromYear, toYear] },
        fields: ['car_price', 'car_year', 'car_mileage'],
        limit: COMPARABLES_LIMIT,
      })
      return found.content.flatMap((doc): Comparable[] => {
        const car = doc as { car_price?: unknown; car_year?: unknown; car_mileage?: unknown }
        if (typeof car.car_price !== 'number' || typeof car.car_year !== 'number') return []
        return [
          {
            price: car.car_price,
            year: car.car_year,
            mileage: typeof car.car_mileage === 'number' ? car.car_mileage : null,
          },
        ]
      })
    },
  })
}
