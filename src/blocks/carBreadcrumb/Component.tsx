import { getPageData } from '@/cms/queries'
import { originOf } from '@/cms/site-context'
import { logger } from '@/lib/logger'
import { buildBreadcrumbJsonLd } from '@/modules/cars/detail'
import { carDetailTemplatePath } from '@/modules/cars/detail-route'
import { buildBreadcrumb, crumbPaths, toItemPath, wildcardStart } from '@/modules/content/breadcrumb'
import { serializeJsonLd } from '@/modules/seo/structured-data'
import { localizePath } from '@/modules/sites/locale'
import type { CarBreadcrumbBlock as CarBreadcrumbFields } from '@/payload-types'
import { Link } from '@/ui/Link'
import type { BlockContext, BlockProps } from '../context'

/**
 * The navigation titles of the path's ancestors and the path itself: one cached page read per
 * path (getPageData is cached per request and across requests). A failed read names no page, so
 * its crumb falls back to the slug or is left out rather than failing the block.
 */
async function loadTitles(ctx: BlockContext, wildcardItemPaths: string[]): Promise<Map<string, string>> {
  const all = crumbPaths(ctx.path)
  const start = wildcardStart(ctx.path, wildcardItemPaths)
  // Inside a wildcard's part of the path only the page itself can have a title.
  const paths = all.filter((_, index) => index > 0 && (start === null || index <= start || index === all.length - 1))
  const found = await Promise.all(
    paths.map(async (path) => {
      try {
        const data = await getPageData(ctx.site.name, path, ctx.lang, ctx.editing)
        const title = data?.page.navTitle || data?.page.title
        return title ? ([path, title] as const) : null
      } catch (error) {
        logger.warn({ err: error, block: 'carBreadcrumb', path }, 'breadcrumb title failed to load')
        return null
      }
    }),
  )
  return new Map(found.filter((entry) => entry !== null))
}

/**
 * Car breadcrumb (spec 1 section 2.9, spec 2 section 2.6): crumbs from the segments of the page
 * path, the part under the car detail wildcard (',-w-,') as one crumb, with BreadcrumbList
 * structured data. Nothing on the home page.
 */
export async function CarBreadcrumbBlock({ block, ctx }: BlockProps<CarBreadcrumbFields>) {
  if (ctx.path === '/') return null
  const wildcardItemPaths = [toItemPath(carDetailTemplatePath(ctx.site.paths.carDetail))]
  const titles = await loadTitles(ctx, wildcardItemPaths)
  const crumbs = buildBreadcrumb({
    path: ctx.path,
    titleOf: (path) => titles.get(path),
    homeLabel: ctx.t('home'),
    wildcardItemPaths,
  })
  if (crumbs.length < 2) return null
  const href = (path: string) => localizePath(path, ctx.lang, ctx.site)
  const origin = block.structuredData === false ? null : originOf(ctx.site)
  return (
    <nav aria-label={ctx.t('breadcrumbLabel')} className="mx-auto w-full max-w-7xl px-4 py-3 md:px-8">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex min-w-0 items-center gap-2">
            {index > 0 ? (
              <span aria-hidden className="text-[var(--color-muted)]">
                /
              </span>
            ) : null}
            {crumb.current ? (
              <span aria-current="page" className="truncate font-semibold">
                {crumb.label}
              </span>
            ) : (
              <Link
                href={crumb.path}
                site={ctx.site}
                lang={ctx.lang}
                className="truncate text-[var(--color-link)] underline-offset-2 hover:underline"
              >
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {origin !== null ? (
        <script
          type="application/ld+json"
          // serializeJsonLd escapes '<' and friends, so page titles cannot close the script element.
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd(
              buildBreadcrumbJsonLd(
                crumbs.map((crumb) => ({ name: crumb.label, url: `${origin}${href(crumb.path)}` })),
              ),
            ),
          }}
        />
      ) : null}
    </nav>
  )
}
