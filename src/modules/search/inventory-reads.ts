import { unstable_cache } from 'next/cache'
import type { SearchRequest, SearchResponse } from '@/modules/search/contract'
import { cacheTags } from '@/lib/cache-tags'
import { getSearchService } from '@/modules/search/runtime'
import type { SearchService } from '@/modules/search/service'

/** Spec 2 section 9: search results may be 60 s old; an ingest expires them sooner. */
export const INVENTORY_TTL_SECONDS = 60

/**
 * Marks the page being rendered as one that shows the site's stock: the page cache then keeps
 * it at most INVENTORY_TTL_SECONDS and an ingest that touches the site expires it at once. The
 * search itself is not cached (an in-process index answers in a millisecond); this tagged,
 * constant read is how a page says what it depends on.
 */
async function dependOnInventory(siteName: string): Promise<void> {
  await unstable_cache(async () => true, ['inventory', siteName], {
    tags: [cacheTags.inventory(siteName)],
    revalidate: INVENTORY_TTL_SECONDS,
  })()
}

/** A search within a site's scope, for pages and the routes that share their reads. */
export async function searchSiteInventory(siteName: string, request: SearchRequest): Promise<SearchResponse> {
  const [service] = await Promise.all([getSearchService(), dependOnInventory(siteName)])
  return service.searchForSite(siteName, request)
}

/** The whole of a site's stock that matches, for sitemaps and vehicle feeds (no paging window). */
export async function scanSiteInventory(
  siteName: string,
  request: Parameters<SearchService['scanForSite']>[1],
): Promise<SearchResponse['content']> {
  const [service] = await Promise.all([getSearchService(), dependOnInventory(siteName)])
  return service.scanForSite(siteName, request)
}
