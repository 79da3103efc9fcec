import { cache } from 'react'
import { searchSiteInventory } from '../search/inventory-reads'
import type { SearchFunction } from './list-service'
import { parseDealerSites } from './list-service'
import type { DealerSite } from '../search/documents'

/**
 * The dealer site page's reads (spec 2 sections 2.7 and 7.2): the site by its slug, and the
 * latest cars of the site. Its path is the site-detail path plus the slug, rendered by the
 * wildcard page `{base}/*` like the car page.
 */

/** Spec 2 section 9: the latest cars of a site. */
export const LATEST_CARS_LIMIT = 12

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The dealer slug of a path under the site-detail base, or null when it is not one. */
export function siteDetailSlug(path: string, base: string): string | null {
  const root = base === '/' ? '' : base.replace(/\/+$/, '').toLowerCase()
  const prefix = `${root}/`
  const lower = path.toLowerCase()
  if (!lower.startsWith(prefix)) return null
  const slug = lower.slice(prefix.length).replace(/\/+$/, '')
  return SLUG.test(slug) ? slug : null
}

/** Whether a path sits one segment under the site-detail base (a dealer page or a miss). */
export function isUnderSiteDetail(path: string, base: string): boolean {
  const root = base === '/' ? '' : base.replace(/\/+$/, '').toLowerCase()
  const rest = path.toLowerCase().startsWith(`${root}/`) ? path.slice(root.length + 1).replace(/\/+$/, '') : ''
  return rest !== '' && !rest.includes('/')
}

/** The page in the CMS that renders every dealer: `{base}/*`. */
export function siteDetailTemplatePath(base: string): string {
  const root = base === '/' ? '' : base.replace(/\/+$/, '').toLowerCase()
  return `${root}/*`
}

export async function loadDealerSite(search: SearchFunction, slug: string): Promise<DealerSite | null> {
  const response = await search({ index: 'sites', filters: { slug: [slug] }, limit: 1 })
  return parseDealerSites(response.content)[0] ?? null
}

/** The site's dealer with the slug; page, metadata and block of one request share one search. */
export const loadDealer = cache(async function loadDealer(siteName: string, slug: string) {
  return loadDealerSite((query) => searchSiteInventory(siteName, query), slug)
})

/** Whether the site lists a dealer with this slug (the lightest query: one field). */
export async function dealerSlugExists(search: SearchFunction, slug: string): Promise<boolean> {
  const response = await search({ index: 'sites', filters: { slug: [slug] }, fields: ['slug'], limit: 1 })
  return response.content.length > 0
}

/** Every dealer slug the site lists, in the list's order (for the sitemap). */
export async function dealerSlugs(search: SearchFunction): Promise<string[]> {
  const response = await search({ index: 'sites', fields: ['slug'], limit: 1000, sort_name: 'website_sort_order_asc' })
  return response.content.flatMap((doc) => (typeof doc.slug === 'string' ? [doc.slug] : []))
}

/** The car list filtered to the site's cars (spec 2 section 2.7: website_city and name). */
export function siteAllCarsHref(carListPath: string, site: DealerSite): string {
  const query = new URLSearchParams()
  if (site.website_city) query.set('car_site_city', site.website_city)
  query.set('car_site_name', site.site_official_name)
  return `${carListPath}?${query}`
}
