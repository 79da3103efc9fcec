import type { SearchRequest } from '../search/contract'
import { isUnknownSiteError } from '../search/site-scopes'
import type { CarCard } from './card'
import { CAR_CARD_FIELDS, toCarCards, type CardOptions } from './card-document'
import type { SearchFunction } from './list-service'

/**
 * Car of the week (spec 2 sections 2.5, 7.2 and 9): a carousel of the cars flagged
 * caroftheweek in the vehicles index, duplicated so the carousel can loop.
 */

/** The vehicles index, cars flagged car of the week, the card fields, the default limit (24). */
export const CAR_OF_THE_WEEK_REQUEST: SearchRequest = {
  index: 'vehicles',
  filters: { caroftheweek: [true] },
  fields: [...CAR_CARD_FIELDS],
  limit: 24,
}

/**
 * The cards of the week, or none for a site without car inventory (its search scope has no
 * vehicles index). Any other failure is thrown for the block to show its error state.
 */
export async function loadCarsOfTheWeek(search: SearchFunction, card: CardOptions): Promise<CarCard[]> {
  try {
    const response = await search(CAR_OF_THE_WEEK_REQUEST)
    return toCarCards(response.content, card)
  } catch (error) {
    if (isUnknownSiteError(error)) return []
    throw error
  }
}
