import type { Filters } from '../search/contract'
import { parseDealerSites, toSiteListItem, type SearchFunction, type SiteListItem } from './list-service'
import { hrefOf } from './list-state'

/**
 * The site list teaser (spec 3 sections 2.5 and 9): four dealers an editor picked, in the
 * editor's order, or the first four of a brand, region or department group, read from a query
 * of at most 100 sites; and the link to the list with the same filters.
 */

export const TEASER_SITES = 4
export const TEASER_QUERY_LIMIT = 100

export type SiteTeaserQuery = {
  slugs: string[]
  brand: string | null
  region: string | null
  departmentGroup: string | null
}

export function siteTeaserQuery(block: {
  slugs?: string[] | null
  brand?: string | null
  region?: string | null
  departmentGroup?: string | null
}): SiteTeaserQuery {
  const clean = (value: string | null | undefined) => value?.trim() || null
  return {
    slugs: (block.slugs ?? [])
      .map((slug) => slug.trim().toLowerCase())
      .filter(Boolean)
      .slice(0, TEASER_SITES),
    brand: clean(block.brand),
    region: clean(block.region),
    departmentGroup: clean(block.departmentGroup),
  }
}

/** The list filters of a teaser's choice (brand, region, department group). */
function listFilters(query: SiteTeaserQuery): Record<string, string[]> {
  const filters: Record<string, string[]> = {}
  if (query.brand) filters.site_brands = [query.brand]
  if (query.region) filters.site_region = [query.region]
  if (query.departmentGroup) filters.site_department_groups = [query.departmentGroup]
  return filters
}

export async function loadSiteTeaser(search: SearchFunction, query: SiteTeaserQuery): Promise<SiteListItem[]> {
  const filters: Filters = query.slugs.length ? { slug: query.slugs } : listFilters(query)
  const response = await search({
    index: 'sites',
    filters,
    limit: TEASER_QUERY_LIMIT,
    sort_name: 'website_sort_order_asc',
  })
  const items = parseDealerSites(response.content).map(toSiteListItem)
  if (!query.slugs.length) return items.slice(0, TEASER_SITES)
  const bySlug = new Map(items.map((item) => [item.slug, item]))
  return query.slugs.flatMap((slug) => bySlug.get(slug) ?? [])
}

/** The site list, filtered as the teaser is (picked dealers: the whole list). */
export function siteTeaserListHref(listPath: string, query: SiteTeaserQuery): string {
  if (query.slugs.length) return listPath
  return hrefOf(listPath, { filters: listFilters(query), keyphrase: '', page: 0 })
}
