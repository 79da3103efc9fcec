import type { Translate } from '@/modules/content/dictionary'
import type { Lang } from '@/modules/sites/languages'
import type { Site } from '@/modules/sites/site'
import { type CarCard } from '@/modules/cars/card'
import { panelFacets, type PanelFacet } from '@/modules/cars/list-facets'
import { loadCarList, type CarListResult } from '@/modules/cars/list-service'
import {
  applySearchBox,
  conditionPreset,
  setNear,
  type CarListCondition,
  type ListState,
  type NearState,
} from '@/modules/cars/list-state'
import { formatCardDistance, sitesNear } from '@/modules/cars/list-near'
import { LANGUAGES } from '@/modules/sites/languages'
import { searchScopeFor } from '@/modules/search/site-scopes'
import type { SearchRequest } from '@/modules/search/contract'
import { cardOptionsFor } from '@/modules/cars/card-options'
import { rescueOf, type ListRescue } from '@/modules/cars/list-rescue'
import { searchSiteInventory } from '@/modules/search/inventory-reads'
import { getSearchService } from '@/modules/search/runtime'
import { understandSearchText } from '@/modules/cars/search-box'

export { CAR_LIST_CONDITIONS, conditionPreset, type CarListCondition } from '@/modules/cars/list-state'

export type CarListPage = {
  cards: CarCard[]
  facets: PanelFacet[] | null
  total: number
  /**
   * The state searched: the one asked, with its keyphrase understood (filters for the words the
   * parser knows, the rest kept as keyphrase) and full ranges dropped. The list shows it, so its
   * parts are chips.
   */
  state: ListState
  /** With no cars found: a likely meant text and the nearest searches that find cars. */
  rescue?: ListRescue
}

/** What the page renders besides the list app: the full example below the cards. */
export type CarListExtras = { example: CarListResult['example'] }

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
  const state = await understoodState(ctx, request.state)
  const inventory = (search: SearchRequest) => searchSiteInventory(ctx.site.name, search)
  const unit = searchScopeFor(ctx.site.name).market === 'GB' ? 'miles' : 'km'
  const locale = LANGUAGES[ctx.lang].locale
  const nearOf = async (near: NearState | undefined) =>
    near
      ? {
          sites: await sitesNear(inventory, near, unit),
          format: (distance: number) => formatCardDistance(distance, unit, locale),
        }
      : undefined
  const search = async (state: ListState, options: Pick<CarListPageRequest, 'limit' | 'offset' | 'withFacets'>) =>
    loadCarList(inventory, {
      state,
      preset,
      card: cardOptionsFor(ctx),
      publishedSince: request.publishedSince,
      near: await nearOf(state.near),
      ...options,
    })
  // Only the window: the request's own state is the one asked, not the one understood.
  const result = await search(state, { limit: request.limit, offset: request.offset, withFacets: request.withFacets })
  let facets = result.facets
  let rescue: ListRescue | undefined
  const searched = state.keyphrase !== '' || Object.keys(state.filters).length > 0 || state.near !== undefined
  // A search that found nothing keeps a full filter panel (the whole list's facets, its own
  // choices still ticked) and offers the way out; saved searches' "new since" counts need neither.
  if (result.total === 0 && request.withFacets && searched && request.publishedSince === undefined) {
    const count = async (next: ListState) => (await search(next, { limit: 0, offset: 0, withFacets: false })).total
    const [whole, found] = await Promise.all([
      search({ ...setNear(state, null), filters: {}, keyphrase: '' }, { limit: 0, offset: 0, withFacets: true }),
      rescueOf(state, count, async (keyphrase) => {
        const text = await (await getSearchService()).suggestSearchBox(ctx.site.name, keyphrase, ctx.lang)
        if (!text) return null
        const parsed = await understandSearchText(ctx.site.name, text, ctx.lang)
        return { text, state: applySearchBox({ ...state, keyphrase: '' }, parsed) }
      }),
    ])
    facets = whole.facets
    rescue = found
  }
  return {
    cards: result.cards,
    facets: facets ? panelFacets(facets, ctx.t, Object.keys(preset), undefined, undefined, ctx.lang) : null,
    total: result.total,
    state: result.state,
    ...(rescue ? { rescue } : {}),
    example: result.example,
  }
}

/**
 * A keyphrase arriving in the URL (the hero's search, a shared link, the no-JavaScript form) is
 * read as the search box reads it. What the parser leaves is a keyphrase it does not know, so a
 * state understood once is understood again unchanged, and the URL may show either form.
 */
async function understoodState(ctx: { site: Site; lang: Lang }, state: ListState): Promise<ListState> {
  if (!state.keyphrase) return state
  const parsed = await understandSearchText(ctx.site.name, state.keyphrase, ctx.lang)
  return { ...applySearchBox(state, parsed), page: state.page }
}
