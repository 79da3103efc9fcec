import { MAX_LIMIT, type Facet, type Filters, type SearchRequest, type SearchResponse } from '../search/contract'
import { CAR_LIST_FACETS } from '../search/facets'
import type { CarCard } from './card'
import { CAR_CARD_FIELDS, listExampleOf, toCarCards, type CardOptions } from './card-document'
import { distancePageSlices, NO_SITE, type SitesNear } from './list-near'
import { CAR_LIST_PAGE_SIZE, DISTANCE_SORT, searchFilters, type ListState } from './list-state'

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
  cards: CarCard[]
  facets: Facet[] | null
  total: number
  /** the page's one full representative example, from the first of its cars that gives one */
  example: ReturnType<typeof listExampleOf>
}

const FAR_FUTURE = 8.64e15

export async function loadCarList(search: SearchFunction, request: CarListRequest): Promise<CarListResult> {
  const filters = searchFilters(request.state, toStringValues(request.preset ?? {}))
  if (request.publishedSince !== undefined) filters.car_publishdate = [request.publishedSince, FAR_FUTURE]
  const near = request.near
  if (near) filters.car_site_id = near.sites.ids.length ? near.sites.ids : [NO_SITE]
  const keyphrase = request.state.keyphrase || undefined
  const byDistance = near !== undefined && request.state.sort === DISTANCE_SORT
  const [facets, page] = await Promise.all([
    request.withFacets
      ? search({ index: 'cars', filters, keyphrase, facets: [...CAR_LIST_FACETS], limit: 0 })
      : Promise.resolve(null),
    byDistance
      ? distancePage(search, filters, keyphrase, near.sites.ids, request)
      : search({
          index: 'cars',
          filters,
          keyphrase,
          fields: [...CAR_CARD_FIELDS],
          limit: request.limit,
          offset: request.offset,
          sort_name: request.state.sort ?? undefined,
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
 * What the server renders for a URL: every page up to the one named (spec: 48 x pages so far),
 * within the search service's largest page (page 20 would be 1,008 cars).
 */
export function serverPageWindow(state: ListState): { offset: number; limit: number } {
  return { offset: 0, limit: Math.min(MAX_LIMIT, CAR_LIST_PAGE_SIZE * (state.page + 1)) }
}

function toStringValues(filters: Filters): Record<string, string[]> {
  return Object.fromEntries(Object.entries(filters).map(([key, values]) => [key, values.map(String)]))
}
