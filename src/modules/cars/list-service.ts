import { MAX_LIMIT, type Facet, type Filters, type SearchRequest, type SearchResponse } from '../search/contract'
import { CAR_LIST_FACETS } from '../search/facets'
import type { CarCard } from './card'
import { CAR_CARD_FIELDS, listExampleOf, toCarCards, type CardOptions } from './card-document'
import { distancePageSlices, NO_SITE, type SitesNear } from './list-near'
import {
  CAR_LIST_PAGE_SIZE,
  DISTANCE_SORT,
  clearFacet,
  paramKind,
  searchFilters,
  setRange,
  type ListState,
} from './list-state'

/**
 * The car list's two queries (spec 2 section 7.2): a facets-only query (limit 0) and a paged
 * query of cards. They run side by side; the facet query does not depend on sort or page, so
 * the search cache answers it again when only those change.
 */

export type SearchFunction = (request: SearchRequest) => Promise<SearchResponse>

export type CarListRequest = {
  state: ListState
  /** always-on filters of the block, e.g. the used-cars page's condition */
  preset?: Filters
  /** where cards link and how their monthly figures are disclosed */
  card: CardOptions
  offset: number
  limit: number
  withFacets: boolean
  /** count only cars published at or after this time (saved searches' "new since") */
  publishedSince?: number
  /** near a place: the dealer sites within the radius, and how a card shows its distance */
  near?: { sites: SitesNear; format: (distance: number) => string }
}

export type CarListResult = {
  /** the state the cards answer: ranges within their facet's bounds, full ranges left out */
  state: ListState
  cards: CarCard[]
  facets: Facet[] | null
  total: number
  /** the page's one full representative example, from the first of its cars that gives one */
  example: ReturnType<typeof listExampleOf>
}

const FAR_FUTURE = 8.64e15

export async function loadCarList(search: SearchFunction, request: CarListRequest): Promise<CarListResult> {
  const keyphrase = request.state.keyphrase || undefined
  const near = request.near
  const filtersOf = (state: ListState) => {
    const filters = searchFilters(state, toStringValues(request.preset ?? {}))
    if (request.publishedSince !== undefined) filters.car_publishdate = [request.publishedSince, FAR_FUTURE]
    if (near) filters.car_site_id = near.sites.ids.length ? near.sites.ids : [NO_SITE]
    return filters
  }
  const facetQuery = (state: ListState) =>
    search({ index: 'cars', filters: filtersOf(state), keyphrase, facets: [...CAR_LIST_FACETS], limit: 0 })
  // A range's own bounds ignore it (disjunctive counting), so the facets read before the cards
  // tell which ranges cover everything; those are dropped, else they would hide the cars that
  // have no value in the field. Without ranges both queries run side by side.
  const hasRange = Object.keys(request.state.filters).some((param) => paramKind(param) === 'range')
  const ranged = request.withFacets && hasRange ? await facetQuery(request.state) : null
  const state = ranged ? withinFacetBounds(request.state, ranged.facet ?? []) : request.state
  const filters = filtersOf(state)
  const byDistance = near !== undefined && state.sort === DISTANCE_SORT
  const [facets, page] = await Promise.all([
    ranged ? Promise.resolve(ranged) : request.withFacets ? facetQuery(state) : Promise.resolve(null),
    byDistance
      ? distancePage(search, filters, keyphrase, near.sites.ids, request)
      : search({
          index: 'cars',
          filters,
          keyphrase,
          fields: [...CAR_CARD_FIELDS],
          limit: request.limit,
          offset: request.offset,
          sort_name: state.sort ?? undefined,
        }),
  ])
  let cards = toCarCards(page.content, request.card)
  if (near) {
    const siteOf = new Map(page.content.map((doc) => [String(doc.car_id), doc.car_site_id]))
    cards = cards.map((card) => {
      const distance = near.sites.distances.get(String(siteOf.get(card.id)))
      return distance === undefined ? card : { ...card, distance: near.format(distance) }
    })
  }
  return {
    state,
    cards,
    example: listExampleOf(page.content, request.card),
    facets: facets?.facet ?? null,
    total: page.total_items,
  }
}

/** A page nearest dealer first: the matches of each site in the list's own order, by site. */
async function distancePage(
  search: SearchFunction,
  filters: Filters,
  keyphrase: string | undefined,
  order: readonly string[],
  window: { offset: number; limit: number },
): Promise<SearchResponse> {
  const counted = await search({ index: 'cars', filters, keyphrase, facets: [{ name: 'car_site_id' }], limit: 0 })
  const facet = counted.facet[0]
  const counts = new Map(facet?.type === 'list' ? facet.value.map((value) => [value.text, value.count]) : [])
  const slices = distancePageSlices(order, counts, window.offset, window.limit)
  const pages = await Promise.all(
    slices.map((slice) =>
      search({
        index: 'cars',
        filters: { ...filters, car_site_id: [slice.site] },
        keyphrase,
        fields: [...CAR_CARD_FIELDS],
        limit: slice.limit,
        offset: slice.offset,
      }),
    ),
  )
  return { ...counted, facet: [], content: pages.flatMap((page) => page.content), ...window }
}

/**
 * The state with each range clamped to its facet's bounds (an open end of the no-JavaScript
 * form takes the bound) and a range that covers the whole facet left out.
 */
export function withinFacetBounds(state: ListState, facets: readonly Facet[]): ListState {
  let next = state
  for (const facet of facets) {
    const range = state.filters[facet.name]
    if (facet.type !== 'histogram' || range?.length !== 2 || facet.value.count === 0) continue
    const { min, max } = facet.value
    const [low, high] = range.map(Number) as [number, number]
    // Moving an end to the bound changes no answer; a range wholly outside the bounds stays.
    if (high < min || low > max) continue
    if (low <= min && high >= max) next = clearFacet(next, facet.name)
    else if (low < min || high > max) next = setRange(next, facet.name, low, high, facet.value)
  }
  return next
}

/**
 * What the server renders for a URL: every page up to the one named (spec: 48 x pages so far),
 * within the search service's largest page (page 20 would be 1,008 cars).
 */
export function serverPageWindow(state: ListState): { offset: number; limit: number } {
  return { offset: 0, limit: Math.min(MAX_LIMIT, CAR_LIST_PAGE_SIZE * (state.page + 1)) }
}

function toStringValues(filters: Filters): Record<string, string[]> {
  return Object.fromEntries(Object.entries(filters).map(([key, values]) => [key, values.map(String)]))
}
