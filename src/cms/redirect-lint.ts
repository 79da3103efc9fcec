import { loadCar } from '@/modules/cars/detail-page'
import { parseCarDetailPath } from '@/modules/cars/detail-route'
import { isPageQueryKey } from '@/modules/content/page-variant'
import { loadDealer, siteDetailSlug } from '@/modules/dealers/detail-page'
import { lintRedirects, type RedirectLintReport, type RedirectRule } from '@/modules/redirects'
import { staticDestinationPath } from '@/modules/redirects/destination'
import { hasCarInventory } from '@/modules/search/site-scopes'
import type { Site } from '@/modules/sites/site'
import type { SitemapPage } from './repository'

/**
 * A site's lint report with its targets checked against what answers: published pages, and the
 * cars and dealers behind the site's car-detail and dealer paths (looked up before the engine's
 * synchronous lint runs).
 */
export async function redirectLintReport(
  site: Site,
  rules: readonly RedirectRule[],
  pages: readonly SitemapPage[],
): Promise<RedirectLintReport> {
  const existing = new Set(pages.map((page) => page.path.toLowerCase()))
  const targets = new Set(
    rules
      .filter((rule) => rule.destination.startsWith('/'))
      .map((rule) => staticDestinationPath(rule.destination).toLowerCase()),
  )
  const withCars = hasCarInventory(site.name)
  await Promise.all(
    [...targets]
      .filter((path) => !existing.has(path))
      .map(async (path) => {
        const car = withCars ? parseCarDetailPath(path, site.paths.carDetail) : null
        const dealer = withCars ? siteDetailSlug(path, site.paths.siteDetail) : null
        const found =
          (car?.kind === 'car' && (await loadCar(site.name, car.id)) !== null) ||
          (dealer !== null && (await loadDealer(site.name, dealer)) !== null)
        if (found) existing.add(path)
      }),
  )
  return lintRedirects(rules, site, {
    pathExists: (path) => existing.has(path.toLowerCase()),
    ignoredQueryKeys: (_path, keys) => keys.filter((key) => !isPageQueryKey(key)),
  })
}
