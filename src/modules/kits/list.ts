import type { DictionaryKey } from '../content/dictionary'
import type { Facet, FacetRequest, SearchRequest, SearchResponse } from '../search/contract'
import type { Kit } from '../search/documents'
import { HIERARCHY_SEPARATOR } from '../search/fields'
import { panelFacets, type FacetDefinition, type PanelFacet } from '../cars/list-facets'
import { searchFilters, type ListParams, type ListState } from '../cars/list-state'

/**
 * The kit list (spec 3 sections 7 and 9): the car list's state, URL form and filter panel over
 * the search service's kits index. Only active kits are listed, and only those fitted to the
 * session's car when it names one.
 */

export const KIT_PAGE_SIZE = 24
export const KIT_CATEGORY_FACET = `kitCategory${HIERARCHY_SEPARATOR}kitSubCategory`

export const KIT_LIST_PARAMS: ListParams = {
  keywords: new Set(['kitCategory', 'kitSubCategory', 'kitSubSubCategory', 'fitment_make', 'fitment_model']),
  numbers: new Set(['retailPrice']),
  sorts: new Set(['retailPrice_asc', 'retailPrice_desc']),
  hierarchy: { facet: KIT_CATEGORY_FACET, parent: 'kitCategory', child: 'kitSubCategory' },
}

export const KIT_FACET_REQUESTS: readonly FacetRequest[] = [
  { name: KIT_CATEGORY_FACET, sort_order: 'asc' },
  { name: 'kitSubSubCategory', sort_order: 'asc' },
  { name: 'fitment_make', sort_order: 'asc' },
  { name: 'fitment_model', sort_order: 'asc' },
  { name: 'retailPrice', sort_order: 'asc' },
]

const KIT_PANEL_FACETS: readonly FacetDefinition[] = [
  { facet: KIT_CATEGORY_FACET, param: 'kitCategory', label: 'kitsCategory' },
  { facet: 'kitSubSubCategory', param: 'kitSubSubCategory', label: 'kitsSubSubCategory' },
  { facet: 'fitment_make', param: 'fitment_make', label: 'facetBrand' },
  { facet: 'fitment_model', param: 'fitment_model', label: 'facetModel' },
  { facet: 'retailPrice', param: 'retailPrice', label: 'facetPrice', format: 'money' },
]

/** Everything a card and the kit dialog show: the whole kit as the index holds it. */
export const KIT_FIELDS = [
  'kitId',
  'catalogueId',
  'kitCode',
  'name',
  'description',
  'status',
  'images',
  'retailPrice',
  'currency',
  'kitCategory',
  'kitSubCategory',
  'kitSubSubCategory',
  'parts',
  'vehicleFitmentSpecifications',
  'labourSpecifications',
  'action',
] as const

/** The cars a kit fits, as a card carries them: the session's car first, then the first others. */
export const CARD_FITMENTS = 8

export type KitCard = Pick<Kit, (typeof KIT_FIELDS)[number]> & { fitmentCount: number }

/**
 * A kit for the page: a kit fits every car of its model, which at 10,000 kits is dozens each,
 * and 24 cards' worth of them would triple the page; the dialog says how many more there are.
 */
export function toKitCard(doc: Record<string, unknown>, auto: string | undefined): KitCard {
  const kit = doc as Pick<Kit, (typeof KIT_FIELDS)[number]>
  const fitments = kit.vehicleFitmentSpecifications ?? []
  const own = fitments.filter((fitment) => fitment.externalId === auto)
  const others = fitments.filter((fitment) => fitment.externalId !== auto)
  return {
    ...kit,
    vehicleFitmentSpecifications: [...own, ...others].slice(0, CARD_FITMENTS),
    fitmentCount: fitments.length,
  }
}

/** Filters every kits query carries: active kits, and the session's car when set. */
export function kitPreset(auto: string | undefined): Record<string, string[]> {
  return { status: ['active'], ...(auto ? { fitment_external_id: [auto] } : {}) }
}

export type KitSearch = (request: SearchRequest) => Promise<SearchResponse>
type Translate = (key: DictionaryKey) => string

export type KitListRequest = {
  state: ListState
  auto: string | undefined
  offset: number
  limit: number
  withFacets: boolean
}

export type KitListPage = { cards: KitCard[]; facets: PanelFacet[] | null; total: number }

/** A facets-only query beside a page of kits, as the car list does. */
export async function loadKitList(search: KitSearch, t: Translate, request: KitListRequest): Promise<KitListPage> {
  const filters = searchFilters(request.state, kitPreset(request.auto), KIT_LIST_PARAMS)
  const keyphrase = request.state.keyphrase || undefined
  const [facets, page] = await Promise.all([
    request.withFacets
      ? search({ index: 'kits', filters, keyphrase, facets: [...KIT_FACET_REQUESTS], limit: 0 })
      : Promise.resolve(null),
    search({
      index: 'kits',
      filters,
      keyphrase,
      fields: [...KIT_FIELDS],
      limit: request.limit,
      offset: request.offset,
      sort_name: request.state.sort ?? undefined,
    }),
  ])
  return {
    cards: page.content.map((doc) => toKitCard(doc, request.auto)),
    facets: facets ? kitPanelFacets(facets.facet, t) : null,
    total: page.total_items,
  }
}

export function kitPanelFacets(facets: readonly Facet[], t: Translate): PanelFacet[] {
  return panelFacets(facets, t, [], KIT_PANEL_FACETS, {
    facet: KIT_CATEGORY_FACET,
    child: KIT_LIST_PARAMS.hierarchy.child,
  })
}

/** The server renders every page up to the one asked (24 each), as the car list does. */
export function kitPageWindow(state: ListState): { offset: number; limit: number } {
  return { offset: 0, limit: KIT_PAGE_SIZE * (state.page + 1) }
}

/** The session's car for the header: from the cars index, else from a kit fitted to it. */
export async function loadSessionCar(search: KitSearch, auto: string): Promise<string | null> {
  const [cars, kits] = await Promise.all([
    search({
      index: 'cars',
      filters: { car_id: [auto] },
      fields: ['car_brand', 'car_model', 'car_version', 'car_year', 'car_regno'],
      limit: 1,
    }),
    search({
      index: 'kits',
      filters: { fitment_external_id: [auto] },
      fields: ['vehicleFitmentSpecifications'],
      limit: 1,
    }),
  ])
  const car = cars.content[0] as Record<string, unknown> | undefined
  if (car) {
    return [car.car_brand, car.car_model, car.car_version, car.car_year, car.car_regno ? `(${car.car_regno})` : null]
      .filter((part) => part !== null && part !== undefined && part !== '')
      .join(' ')
  }
  const fitments = (kits.content[0]?.vehicleFitmentSpecifications ?? []) as Kit['vehicleFitmentSpecifications']
  const fitment = fitments.find((entry) => entry.externalId === auto)
  return fitment ? [fitment.make, fitment.model, fitment.version, fitment.modelYear].filter(Boolean).join(' ') : null
}
