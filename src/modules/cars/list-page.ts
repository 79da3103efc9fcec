import type { Translate } from '@/modules/content/dictionary'
import type { Lang } from '@/modules/sites/languages'
import type { Site } from '@/modules/sites/site'
import { type CarCard } from '@/modules/cars/card'
import { panelFacets, type PanelFacet } from '@/modules/cars/list-facets'
import { loadCarList, type CarListResult } from '@/modules/cars/list-service'
import type { ListState } from '@/modules/cars/list-state'
import { cardOptionsFor } from '@/modules/cars/card-options'
import { searchSiteInventory } from '@/modules/search/inventory-reads'

/** A car list block's preset: the used-cars and new-cars pages fix the condition. */
export const CAR_LIST_CONDITIONS = ['all', 'used', 'new'] as const
export type CarListCondition = (typeof CAR_LIST_CONDITIONS)[number]

export function conditionPreset(condition: CarListCondition): Record<string, string[]> {
  if (condition === 'all') return {}
  return { car_is_used: [condition === 'used' ? 'true' : 'false'] }
}

export type CarListPage = { cards: CarCard[]; facets: PanelFacet[] | null; total: number }

/** What the page renders besides the list app: the full example below the cards. */
export type CarListExtras = {
  example: CarListResult['example']
  /** the state the cards answer (full ranges dropped), which the page shows */
  state: ListState
}

export type CarListPageRequest = {
  state: ListState
  condition: CarListCondition
  offset: number
  limit: number
  withFacets: boolean
  publishedSince?: number
}

/** One car list answer for a site and language: the block's first render and the list API share it. */
export async function carListPage(
  ctx: { site: Site; lang: Lang; t: Translate },
  request: CarListPageRequest,
): Promise<CarListPage & CarListExtras> {
  const preset = conditionPreset(request.condition)
  const result = await loadCarList((search) => searchSiteInventory(ctx.site.name, search), {
    state: request.state,
    preset,
    card: cardOptionsFor(ctx),
    offset: request.offset,
    limit: request.limit,
    withFacets: request.withFacets,
    publishedSince: request.publishedSince,
  })
  return {
    cards: result.cards,
    facets: result.facets
      ? panelFacets(result.facets, ctx.t, Object.keys(preset), undefined, undefined, ctx.lang)
      : null,
    total: result.total,
    example: result.example,
    state: result.state,
  }
}
