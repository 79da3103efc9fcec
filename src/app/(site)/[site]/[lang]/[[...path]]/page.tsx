import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import type { SearchParams } from '@/blocks/context'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getPageData } from '@/cms/queries'
import { loadSiteContext, requestOrigin } from '@/cms/site-context'
import { pageMetadata } from '@/cms/page-metadata'
import { carDetailMetadata } from '@/lib/car-detail-metadata'
import { carDetailBaseFor, loadCar, loadCarSlug } from '@/lib/car-detail'
import { carDetailHref } from '@/modules/cars/card'
import { carDetailTemplatePath, parseCarDetailPath, type CarDetailRoute } from '@/modules/cars/detail-route'
import { localizePath } from '@/modules/sites/locale'
import { pageViewEvent } from '@/modules/tracking/page-view'
import { PageAnalytics } from '@/ui/PageAnalytics'

type Props = {
  params: Promise<{ site: string; lang: string; path?: string[] }>
  searchParams: Promise<SearchParams>
}

/**
 * The CMS page at the path; failing that, a car URL under the site's car detail base, rendered
 * by the wildcard page `{base}/*` (spec 2 section 2.3).
 */
async function load({ params }: Props) {
  const { site: siteName, lang, path: segments } = await params
  const ctx = await loadSiteContext(siteName, lang)
  if (!ctx) return null
  const path = segments?.length
    ? `/${segments
        .map((s) => decodeURIComponent(s))
        .join('/')
        .toLowerCase()}`
    : '/'
  const { isEnabled: editing } = await draftMode()
  const data = await getPageData(ctx.site.name, path, ctx.lang, editing)
  if (data) return { ...ctx, path, editing, data, carRoute: null }
  const carRoute = parseCarDetailPath(path, ctx.site.paths.carDetail)
  if (!carRoute) return null
  const template = await getPageData(ctx.site.name, carDetailTemplatePath(ctx.site.paths.carDetail), ctx.lang, editing)
  return template ? { ...ctx, path, editing, data: template, carRoute } : null
}

type Loaded = NonNullable<Awaited<ReturnType<typeof load>>>

/** A car URL resolves to its car, a redirect to the full URL, or the car-not-found page. */
async function resolveCar(loaded: Loaded, carRoute: CarDetailRoute) {
  if (carRoute.kind === 'bad-id') notFound()
  if (carRoute.kind === 'id-only') {
    // The proxy answers these with a 302 first; this covers a request that reached the page anyway.
    const slug = await loadCarSlug(loaded.site.name, carRoute.id)
    if (!slug) notFound()
    redirect(carDetailHref(carDetailBaseFor(loaded.site, loaded.lang), carRoute.id, slug))
  }
  const car = await loadCar(loaded.site.name, carRoute.id)
  if (!car) notFound()
  return car
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const loaded = await load(props)
  if (!loaded) return {}
  const origin = await requestOrigin()
  if (loaded.carRoute) {
    const car = await resolveCar(loaded, loaded.carRoute)
    return carDetailMetadata({ site: loaded.site, lang: loaded.lang, car, origin })
  }
  return pageMetadata({
    site: loaded.site,
    lang: loaded.lang,
    page: loaded.data.page,
    publicPath: localizePath(loaded.path, loaded.lang, loaded.site),
    origin,
  })
}

export default async function Page(props: Props) {
  const loaded = await load(props)
  if (!loaded) notFound()
  // Resolved before anything renders, so a missing car answers a real 404.
  if (loaded.carRoute) await resolveCar(loaded, loaded.carRoute)
  const { site, lang, t, path, editing, data } = loaded
  const ctx = { site, lang, t, path, editing, searchParams: await props.searchParams }
  const { page } = data
  const tracking = pageViewEvent({
    pageState: editing ? 'edit' : 'normal',
    itemId: page.itemId,
    pageName: page.title,
    language: lang,
  })
  return (
    <div
      data-theme={page.brandDesign ?? undefined}
      className="flex flex-1 flex-col bg-[var(--color-bg)] text-[var(--color-fg)]"
    >
      <div id="jss-header">
        <RenderBlocks blocks={data.header} ctx={ctx} />
      </div>
      <main id="jss-main" className="flex-1">
        <RenderBlocks blocks={page.main} ctx={ctx} />
      </main>
      <div id="jss-footer">
        <RenderBlocks blocks={data.footer} ctx={ctx} />
      </div>
      <PageAnalytics gtmId={page.gtmID || site.gtmId || null} pageView={tracking} site={site.name} />
    </div>
  )
}
