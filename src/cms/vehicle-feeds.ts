import { unstable_cache } from 'next/cache'
import { cacheTags, PAGE_DATA_TTL_SECONDS } from '@/lib/cache-tags'
import { carPageUrl } from '@/modules/cars/detail-metadata'
import {
  buildVehicleFeedCsv,
  buildVehicleFeedXml,
  FEED_CAR_FIELDS,
  feedRow,
  type FeedRow,
} from '@/modules/cars/vehicle-feed'
import { parseDealerSites } from '@/modules/dealers/list-service'
import type { Car } from '@/modules/search/documents'
import { scanSiteInventory } from '@/modules/search/inventory-reads'
import { hasCarInventory } from '@/modules/search/site-scopes'
import { localizePath } from '@/modules/sites/locale'
import type { Site } from '@/modules/sites/site'
import { originOf } from './site-context'

export type FeedFormat = 'xml' | 'csv'

/** The site's stock as feed rows, in the site's default language; no stock, no rows. */
async function feedRows(site: Site): Promise<FeedRow[]> {
  if (!hasCarInventory(site.name) || !site.paths.carDetail) return []
  const [cars, dealerDocs] = await Promise.all([
    scanSiteInventory(site.name, { index: 'cars', fields: [...FEED_CAR_FIELDS] }),
    scanSiteInventory(site.name, { index: 'sites' }),
  ])
  const dealers = new Map(parseDealerSites(dealerDocs).map((dealer) => [dealer.site_id, dealer]))
  const origin = originOf(site)
  return (cars as Car[]).map((car) =>
    feedRow(car, {
      link: carPageUrl(site, site.defaultLanguage, car, origin),
      origin,
      dealer: dealers.get(car.car_site_id),
    }),
  )
}

/** A feed built once per stock change: kept in the data cache under the site's inventory tag. */
export function getVehicleFeed(site: Site, format: FeedFormat): Promise<string> {
  return unstable_cache(
    async () => {
      const rows = await feedRows(site)
      if (format === 'csv') return buildVehicleFeedCsv(rows)
      const origin = originOf(site)
      return buildVehicleFeedXml(rows, {
        title: site.label,
        link: `${origin}${localizePath('/', site.defaultLanguage, site)}`,
      })
    },
    ['vehicle-feed', site.name, format],
    { tags: [cacheTags.site(site.name), cacheTags.inventory(site.name)], revalidate: PAGE_DATA_TTL_SECONDS },
  )()
}
