import { distanceKm, KM_PER_MILE } from '../geo/haversine'
import { parseGeocoord } from '../geo/parse-geocoord'
import type { SearchRequest, SearchResponse } from '../search/contract'
import type { NearState } from './list-state'

/**
 * Near me on the server (spec 2 section 4): which dealer sites lie within the radius of the
 * point, nearest first. The car search then keeps the cars of those sites, a plain filter on
 * car_site_id, so both search engines give the same answer by construction.
 */

export type DistanceUnit = 'km' | 'miles'
export type SitesNear = {
  /** Sites within the radius, nearest first (ties by id). */
  ids: string[]
  /** Distance of every site within the radius, in the site's unit. */
  distances: Map<string, number>
}

/** A site id no car has: a radius without dealers keeps no cars, rather than all of them. */
export const NO_SITE = 'none:no-dealer-within-the-radius'
const MAX_SITES = 1000

export async function sitesNear(
  search: (request: SearchRequest) => Promise<SearchResponse>,
  near: NearState,
  unit: DistanceUnit,
): Promise<SitesNear> {
  const sites = await search({ index: 'sites', fields: ['site_id', 'site_geocoord'], limit: MAX_SITES })
  const perUnit = unit === 'miles' ? KM_PER_MILE : 1
  const found: { id: string; distance: number }[] = []
  for (const site of sites.content) {
    const point = parseGeocoord(site.site_geocoord as string | null | undefined)
    if (!point || typeof site.site_id !== 'string') continue
    const distance = distanceKm(near, point) / perUnit
    if (distance <= near.radius) found.push({ id: site.site_id, distance })
  }
  found.sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  return { ids: found.map((site) => site.id), distances: new Map(found.map((site) => [site.id, site.distance])) }
}

/**
 * The page of a list sorted nearest first: the matches of each site, nearest site first, in the
 * list's own order within a site. `counts` says how many matches each site has; the result is
 * the slices of sites a page of `limit` from `offset` covers.
 */
export function distancePageSlices(
  order: readonly string[],
  counts: ReadonlyMap<string, number>,
  offset: number,
  limit: number,
): { site: string; offset: number; limit: number }[] {
  const slices: { site: string; offset: number; limit: number }[] = []
  let start = 0
  let wanted = limit
  for (const site of order) {
    const count = counts.get(site) ?? 0
    const end = start + count
    if (wanted > 0 && end > offset) {
      const from = Math.max(0, offset - start)
      const take = Math.min(count - from, wanted)
      if (take > 0) slices.push({ site, offset: from, limit: take })
      wanted -= take
    }
    start = end
    if (wanted <= 0) break
  }
  return slices
}

/** A distance as a card shows it: whole units, one decimal under 10. */
export function formatCardDistance(distance: number, unit: DistanceUnit, locale: string): string {
  const digits = distance < 10 ? 1 : 0
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(distance)
  return `${number} ${unit === 'miles' ? 'mi' : 'km'}`
}
