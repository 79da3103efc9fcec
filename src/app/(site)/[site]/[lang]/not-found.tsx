import { headers } from 'next/headers'
import { CarNotFound } from '@/blocks/carDetail/CarNotFound'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getPageData } from '@/cms/queries'
import { loadSiteContext, type SiteContext } from '@/cms/site-context'
import { parseCarDetailPath } from '@/modules/cars/detail-route'
import { Link } from '@/ui/Link'

function PageNotFound({ ctx }: { ctx: SiteContext }) {
  return (
    <main id="jss-main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-start px-4 py-16 md:py-24">
      <p className="text-sm font-semibold uppercase tracking-wider text-[var(--color-muted)]">404</p>
      <h1 className="mt-2 text-4xl font-bold [font-family:var(--font-heading)]">{ctx.t('pageNotFoundHeading')}</h1>
      <p className="mt-4 text-lg">{ctx.t('pageNotFoundText')}</p>
      <Link
        href="/"
        site={ctx.site}
        lang={ctx.lang}
        className="mt-8 rounded-[var(--radius)] bg-[var(--color-primary)] px-6 py-3 font-semibold text-[var(--color-primary-fg)] hover:opacity-90"
      >
        {ctx.t('pageNotFoundLink')}
      </Link>
    </main>
  )
}

/**
 * The site's not-found page: its own header and footer around the not-found message, or, for a
 * car URL whose car is gone, the car-not-found view with recommended cars (spec 2 section 2.3).
 */
export default async function NotFound() {
  const h = await headers()
  const ctx = await loadSiteContext(h.get('x-rc-site') ?? '', h.get('x-rc-lang') ?? '')
  if (!ctx)
    return (
      <main id="jss-main" className="p-8">
        404
      </main>
    )
  const carRoute = parseCarDetailPath(h.get('x-rc-path') ?? '/', ctx.site.paths.carDetail)
  const home = await getPageData(ctx.site.name, '/', ctx.lang)
  const blockCtx = { ...ctx, path: '/', editing: false, searchParams: {} }
  const heading = carRoute ? ctx.t('carNotFoundHeading') : ctx.t('pageNotFoundHeading')
  return (
    <div className="flex flex-1 flex-col">
      <title>{ctx.site.titleTemplate.replace('%s', heading)}</title>
      <meta name="robots" content="noindex" />
      <div id="jss-header">
        <RenderBlocks blocks={home?.header} ctx={blockCtx} />
      </div>
      {carRoute ? (
        <main id="jss-main" className="flex-1">
          <CarNotFound ctx={ctx} slug={carRoute.kind === 'id-only' ? '' : carRoute.slug} />
        </main>
      ) : (
        <PageNotFound ctx={ctx} />
      )}
      <div id="jss-footer">
        <RenderBlocks blocks={home?.footer} ctx={blockCtx} />
      </div>
    </div>
  )
}
