import { CarNotFound } from '@/blocks/carDetail/CarNotFound'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getPageData } from '@/cms/queries'
import type { SiteContext } from '@/cms/site-context'
import { Link } from '@/ui/Link'
import { NotFoundBeacon } from '@/ui/NotFoundBeacon'
import { NotFoundStatus } from './NotFoundStatus'

/** What is missing: a page, or a car under the car detail base (with the words of its URL). */
export type Missing = { kind: 'page' } | { kind: 'car'; slug: string }

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
 * The site's not-found page: the home page's header and footer around the message, or, for a
 * car that is gone, the car-not-found view with recommended cars (spec 2 section 2.3). All of
 * it is server HTML, readable without JavaScript, answered with status 404.
 */
export async function NotFoundView({ ctx, missing }: { ctx: SiteContext; missing: Missing }) {
  const home = await getPageData(ctx.site.name, '/', ctx.lang)
  const blockCtx = { ...ctx, path: '/', editing: false, searchParams: {} }
  return (
    <div className="flex flex-1 flex-col">
      <div id="jss-header">
        <RenderBlocks blocks={home?.header} ctx={blockCtx} />
      </div>
      {missing.kind === 'car' ? (
        <main id="jss-main" className="flex-1">
          <CarNotFound ctx={ctx} slug={missing.slug} />
        </main>
      ) : (
        <PageNotFound ctx={ctx} />
      )}
      <div id="jss-footer">
        <RenderBlocks blocks={home?.footer} ctx={blockCtx} />
      </div>
      <NotFoundStatus />
      <NotFoundBeacon site={ctx.site.name} />
    </div>
  )
}
