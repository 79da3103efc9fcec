import { createHash } from 'node:crypto'
import { favouriteEntries } from '../../src/modules/content/texts/favourites'
import type { SeedSite } from '../seed-types'
import { seedSiteSettings } from './settings'

/**
 * The favourites page of every site that sells cars (it has a car detail page), at the path the
 * dictionary names (`favouritesPath`), in each of the site's languages. Its texts come from the
 * dictionary, so the page holds only the block. It is not indexed: it is empty to a crawler.
 */
export function withFavouritesPage(site: SeedSite): SeedSite {
  const settings = seedSiteSettings.find((s) => s.name === site.name)
  if (!settings || !site.pages.some((page) => page.path === `${settings.paths.carDetail}/*`)) return site
  const path: string = favouriteEntries.favouritesPath[settings.defaultLanguage]
  const hex = createHash('sha1').update(`favourites:${site.name}`).digest('hex').toUpperCase()
  return {
    ...site,
    pages: [
      ...site.pages,
      {
        path,
        itemId: `{${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}}`,
        navigation: { hidden: true },
        noIndex: true,
        content: Object.fromEntries(
          settings.languages.map((lang) => [
            lang,
            {
              title: favouriteEntries.favouritesTitle[lang],
              metaTitle: favouriteEntries.favouritesTitle[lang],
              metaDescription: favouriteEntries.favouritesIntro[lang],
              main: [{ blockType: 'favourites' as const }],
            },
          ]),
        ),
      },
    ],
  }
}
