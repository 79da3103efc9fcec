import { cache } from 'react'
import type { Lang } from '@/modules/sites/languages'
import { CAR_CARD_FIELDS, toCarCards } from '@/modules/cars/card-document'
import type { CarCard } from '@/modules/cars/card'
import {
  dealerCandidateFilters,
  DEALER_CANDIDATES_LIMIT,
  RECOMMENDATIONS_LIMIT,
  SIMILAR_CARS_LIMIT,
  similarCarsFilters,
} from '@/modules/cars/detail'
import { slugWords } from '@/modules/cars/detail-route'
import { carSchema, type Car, type DealerSite } from '@/modules/search/documents'
import { parseDealerSites } from '@/modules/dealers/list-service'
import { localizePath } from '@/modules/sites/locale'
import type { Site } from '@/modules/sites/site'
import { logger } from '@/lib/logger'
import { cardOptionsFor } from '@/modules/cars/card-options'
import type { Translate } from '@/modules/content/dictionary'
import { searchSiteInventory } from '@/modules/search/inventory-reads'

/**
 * The car detail page's reads from the search service (spec 2 section 7.2). Page, metadata and
 * blocks of one request ask for the same car: `cache` makes that one search.
 */

const log = logger.child({ module: 'car-detail' })

/** A car of the site's inventory by id; null when missing, unreadable or without a site. */
export const loadCar = cache(async function loadCar(siteName: string, id: string): Promise<Car | null> {
  const response = await searchSiteInventory(siteName, { index: 'cars', filters: { car_id: [id] }, limit: 1 })
  const doc = response.content[0]
  if (!doc) return null
  const parsed = carSchema.safeParse(doc)
  if (!parsed.success) {
    log.warn({ carId: id, issues: parsed.error.issues.slice(0, 3) }, 'car document unreadable; answered not found')
    return null
  }
  return parsed.data.car_site_id ? parsed.data : null
})

/** The slug of a car, for the id-only URL's redirect (the lightest query: one field). */
export async function loadCarSlug(siteName: string, id: string): Promise<string | null> {
  const response = await searchSiteInventory(siteName, {
    index: 'cars',
    filters: { car_id: [id] },
    fields: ['slug', 'car_site_id'],
    limit: 1,
  })
  const doc = response.content[0]
  return doc && typeof doc.slug === 'string' && doc.car_site_id ? doc.slug : null
}

/**
 * Who sells the car: its own dealer site, or for a sample every site of its brand (up to 100),
 * in the site list's order.
 */
export async function loadDealers(siteName: string, car: Car): Promise<DealerSite[]> {
  const response = car.car_is_sample
    ? await searchSiteInventory(siteName, {
        index: 'sites',
        filters: dealerCandidateFilters(car),
        limit: DEALER_CANDIDATES_LIMIT,
        sort_name: 'website_sort_order_asc',
      })
    : await searchSiteInventory(siteName, { index: 'sites', filters: { site_id: [car.car_site_id] }, limit: 1 })
  return parseDealerSites(response.content)
}

export type CarLinks = { carDetailBase: string }

/** What building cards for a page needs: its site, language and dictionary. */
export type CardPageContext = { site: Site; lang: Lang; t: Translate }

export function carDetailBaseFor(site: Site, lang: Lang): string {
  return localizePath(site.paths.carDetail, lang, site)
}

/** Similar cars as cards (spec 2 section 2.3); a failed search shows none, never an error. */
export async function loadSimilarCars(ctx: CardPageContext, car: Car): Promise<CarCard[]> {
  const response = await searchSiteInventory(ctx.site.name, {
    index: 'cars',
    filters: similarCarsFilters(car),
    fields: [...CAR_CARD_FIELDS],
    limit: SIMILAR_CARS_LIMIT,
  })
  return toCarCards(response.content, cardOptionsFor(ctx))
}

export type Recommendations = { cards: CarCard[]; keyphrase: string }

/**
 * Cars for the not-found view: found by the words of the missing car's slug, dropping words
 * from the end until something matches, then the newest cars. The keyphrase that matched feeds
 * the view's link to the car list.
 */
export async function loadRecommendations(ctx: CardPageContext, slug: string): Promise<Recommendations> {
  const words = slugWords(slug)
  const card = cardOptionsFor(ctx)
  for (let count = words.length; count >= 0; count--) {
    const keyphrase = words.slice(0, count).join(' ')
    const response = await searchSiteInventory(ctx.site.name, {
      index: 'cars',
      keyphrase: keyphrase || undefined,
      fields: [...CAR_CARD_FIELDS],
      limit: RECOMMENDATIONS_LIMIT,
    })
    if (response.content.length > 0) return { cards: toCarCards(response.content, card), keyphrase }
  }
  return { cards: [], keyphrase: words.join(' ') }
}
