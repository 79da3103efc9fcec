import { logger } from '@/lib/logger'
import { carName } from '@/modules/cars/detail'
import { conditionPreset, type CarListCondition } from '@/modules/cars/list-page'
import { carImageUrls } from '@/modules/cars/sitemap'
import type { Car } from '@/modules/search/documents'
import { searchSiteInventory } from '@/modules/search/inventory-reads'
import { hasCarInventory } from '@/modules/search/site-scopes'
import type { Lang } from '@/modules/sites/languages'
import type { Site } from '@/modules/sites/site'
import type { Page } from '@/payload-types'
import { imageSource } from '@/ui/media'
import { getPageData } from './queries'

export type ShareImage = { url: string; alt: string; width?: number; height?: number }

/** The page's own share picture: its og:image, else its hero's picture. */
export function ownShareImage(page: Page): ShareImage | null {
  const hero = page.main?.find((b) => b.blockType === 'hero')
  const image = imageSource(page.ogImage) ?? imageSource(hero && 'image' in hero ? hero.image : null)
  return image ? { url: image.src, alt: image.alt, width: image.width, height: image.height } : null
}

/** A car list page's picture: its first car's, as the list shows it unfiltered. */
async function firstCarImage(site: Site, page: Page, origin: string): Promise<ShareImage | null> {
  const list = page.main?.find((b) => b.blockType === 'carList')
  if (!list || !hasCarInventory(site.name)) return null
  const condition = ('condition' in list ? list.condition : null) as CarListCondition | null
  const result = await searchSiteInventory(site.name, {
    index: 'cars',
    limit: 1,
    filters: conditionPreset(condition ?? 'all'),
    fields: ['car_brand', 'car_model', 'car_model_text', 'car_version', 'car_images', 'car_primary_image'],
  })
  const car = result.content[0] as Car | undefined
  const url = car ? carImageUrls(car, origin)[0] : undefined
  return car && url ? { url, alt: carName(car) } : null
}

/**
 * og:image for a page without a picture of its own (every page type has one, issue 24): a car
 * list shows its first car; any other page the site's share picture, that of its home page.
 */
export async function fallbackShareImage(input: {
  site: Site
  lang: Lang
  page: Page
  origin: string
}): Promise<ShareImage | null> {
  const { site, lang, page, origin } = input
  try {
    const car = await firstCarImage(site, page, origin)
    if (car) return car
    if (page.path === '/') return null
    const home = await getPageData(site.name, '/', lang)
    return home ? ownShareImage(home.page) : null
  } catch (error) {
    logger.error({ err: error, site: site.name }, 'share image could not be chosen')
    return null
  }
}
