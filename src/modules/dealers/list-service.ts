import type { Facet, SearchRequest, SearchResponse } from '../search/contract'
import { dealerSiteSchema, type DealerSite } from '../search/documents'
import type { LatLng } from '../geo/haversine'
import { parseGeocoord } from '../geo/parse-geocoord'
import { byDistanceFrom } from './distance'
import { phoneHref } from './phone'
import {
  SITE_LIST_FACETS,
  SITE_LIST_PAGE_SIZE,
  SITE_LIST_READ_LIMIT,
  SITE_MAP_LIMIT,
  type SiteListState,
} from './list-state'

/**
 * The dealer site list's reads (spec 2 sections 2.8 and 7.2): the sites matching the filters,
 * in website_sort_order, and the facet counts. A market has dozens of sites, so the list is read
 * whole in one query and paged here; ordering by distance needs every match anyway.
 */

export type SearchFunction = (request: SearchRequest) => Promise<SearchResponse>

/** A site as a list card shows it: the spec's "Site in lists" fields plus where it is. */
export type SiteListItem = {
  id: string
  slug: string
  name: string
  street: string | null
  zip: string | null
  city: string | null
  phone: string | null
  /** the phone as a tel: URL in E.164, when it parses */
  phoneHref: string | null
  email: string | null
  imageUrl: string | null
  blurDataUrl: string | null
  position: LatLng | null
  departments: { group: string; name: string; email: string | null; phone: string | null }[]
  /** From the place the visitor named, when the list is ordered by distance. */
  distanceKm?: number
}

export type SiteListResult = {
  /** the sites shown: every page up to the state's */
  items: SiteListItem[]
  /** the sites on the map: the first SITE_MAP_LIMIT matches */
  mapItems: SiteListItem[]
  total: number
  facets: Facet[]
  hasMore: boolean
  /** the place the list is ordered by distance from, when the keyphrase named one */
  place: string | null
}

/** Where a text the visitor typed puts them, when it names a place rather than a dealer. */
export type PlaceLookup = (text: string) => Promise<(LatLng & { name: string }) | null>

const FACET_REQUESTS = SITE_LIST_FACETS.map((facet) => ({ name: facet.name, sort_order: 'asc' as const }))

export function toSiteListItem(site: DealerSite): SiteListItem {
  return {
    id: site.site_id,
    slug: site.slug,
    name: site.site_official_name,
    street: site.site_street ?? null,
    zip: site.site_zip ?? null,
    city: site.site_city ?? null,
    phone: site.site_phone ?? null,
    phoneHref: site.site_phone ? phoneHref(site.site_phone, site.country_code) : null,
    email: site.site_email ?? null,
    imageUrl: site.site_primary_image?.thumbnail_url ?? site.site_image_url ?? null,
    blurDataUrl: site.site_primary_image?.blur_data_url ?? null,
    position: parseGeocoord(site.site_geocoord),
    departments: site.site_departments.map((department) => ({
      group: department.group,
      name: department.name,
      email: department.email ?? null,
      phone: department.phone ?? null,
    })),
  }
}

export function parseDealerSites(content: readonly Record<string, unknown>[]): DealerSite[] {
  return content.flatMap((doc) => {
    const parsed = dealerSiteSchema.safeParse(doc)
    return parsed.success ? [parsed.data] : []
  })
}

/**
 * The list for a state. A keyphrase that names a place ('Uppsala', '753 20') lists every site
 * that passes the filters, nearest first, so it never ends empty; any other keyphrase is matched
 * against the sites' own words (name, street, city, postcode, brands).
 */
export async function loadSiteList(
  search: SearchFunction,
  state: SiteListState,
  findPlace?: PlaceLookup,
): Promise<SiteListResult> {
  const filters = state.filters
  const keyphrase = state.keyphrase || undefined
  const read = (withKeyphrase: boolean) =>
    search({
      index: 'sites',
      filters,
      keyphrase: withKeyphrase ? keyphrase : undefined,
      facets: FACET_REQUESTS,
      limit: SITE_LIST_READ_LIMIT,
      sort_name: 'website_sort_order_asc',
    })
  const place = keyphrase && findPlace ? await findPlace(keyphrase) : null
  const response = await read(!place)
  const found = parseDealerSites(response.content).map(toSiteListItem)
  const items = place ? byDistanceFrom(place, found) : found
  const shown = SITE_LIST_PAGE_SIZE * (state.page + 1)
  return {
    items: items.slice(0, shown),
    mapItems: items.slice(0, SITE_MAP_LIMIT),
    total: items.length,
    facets: response.facet,
    hasMore: items.length > shown,
    place: place?.name ?? null,
  }
}
