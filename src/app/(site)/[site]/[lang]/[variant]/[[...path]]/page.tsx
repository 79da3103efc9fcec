import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { cache } from 'react'
import { NotFoundView, type Missing } from '@/app/(site)/NotFoundView'
import { redirectMissingPage } from '@/app/(site)/missing-page-redirect'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getPageData, type PageData } from '@/cms/queries'
import { loadSiteContext, originOf, type SiteContext } from '@/cms/site-context'
import { fallbackShareImage, ownShareImage } from '@/cms/share-image'
import { pageMetadata } from '@/cms/page-metadata'
import { carDetailMetadata } from '@/modules/cars/detail-metadata'
import { carDetailBaseFor, loadCar, loadCarSlug } from '@/modules/cars/detail-page'
import { carDetailHref } from '@/modules/cars/card'
import { carDetailTemplatePath, parseCarDetailPath } from '@/modules/cars/detail-route'
import { hasCarInventory } from '@/modules/search/site-scopes'
import type { Car, DealerSite } from '@/modules/search/documents'
import { loadDealer, siteDetailSlug, siteDetailTemplatePath } from '@/modules/dealers/detail-page'
import { dealerMetadata } from '@/modules/dealers/metadata'
import { variantSearchParams } from '@/modules/content/page-variant'
import { localizePath } from '@/modules/sites/locale'
import { pageViewEvent } from '@/modules/tracking/page-view'
import { PageAnalytics } from '@/ui/PageAnalytics'
import { getStory, getStoryIndex } from '@/cms/story-queries'
import { storyMetadata } from '@/modules/stories/metadata'
import { parseStoryPath, type Story } from '@/modules/stories/types'

/**
 * Every public page, rendered once per site, language, query variant and path and then served
 * from the page cache (the proxy rewrites `/{path}?{query}` to `/{site}/{lang}/{variant}/{path}`).
 * Publishing expires the cache tags of what changed; this is the longest a page lives without.
 * Editing mode (draft mode) bypasses the cache and renders drafts on every request.
 */
export const revalidate = 3600
export const dynamicParams = true

/** None at build time: each page is rendered on its first request and cached from then on. */
export function generateStaticParams() {
  return []
}

type Params = { site: string; lang: string; variant: string; path?: string[] }
type Props = { params: Promise<Params> }

type Loaded = SiteContext & { path: string; editing: boolean } & (
    | { kind: 'page'; data: PageData; car: Car | null; dealer: DealerSite | null; story: Story | null }
    | { kind: 'missing'; missing: Missing }
  )

/**
 * The CMS page at the path; failing that, a car URL under the site's car detail base, rendered
 * by the wildcard page `{base}/*` (spec 2 section 2.3); failing that, what is missing. Page and
 * metadata share one load per render.
 */
const load = cache(async function load(
  siteName: string,
  langParam: string,
  joinedPath: string,
): Promise<Loaded | null> {
  const ctx = await loadSiteContext(siteName, langParam)
  if (!ctx) return null
  const path = joinedPath === '' ? '/' : `/${joinedPath.toLowerCase()}`
  const { isEnabled: editing } = await draftMode()
  const base = { ...ctx, path, editing }
  const data = await getPageData(ctx.site.name, path, ctx.lang, editing)
  if (data) return { ...base, kind: 'page', data, car: null, dealer: null, story: null }
  // A story below a stories index, rendered by the index's wildcard page `{index}/*` when that
  // page holds the article block; an unknown slug, or a draft outside editing, is a missing page.
  const storyRoute = parseStoryPath(path)
  const storyTemplate = storyRoute ? await getPageData(ctx.site.name, storyRoute.templatePath, ctx.lang, editing) : null
  if (storyRoute && storyTemplate?.page.main?.some((block) => block.blockType === 'storyArticle')) {
    const index = await getStoryIndex(ctx.site.name, storyRoute.indexPath, editing)
    const story = index ? await getStory(ctx.site.name, index, storyRoute.slug, ctx.lang, editing) : null
    if (story) return { ...base, kind: 'page', data: storyTemplate, car: null, dealer: null, story }
    return { ...base, kind: 'missing', missing: { kind: 'page' } }
  }
  // A dealer under the site-detail path, rendered by the wildcard page `{base}/*` (spec 2
  // section 2.7); the proxy has already answered unknown slugs with a 302 to the site list.
  const dealerSlug = hasCarInventory(ctx.site.name) ? siteDetailSlug(path, ctx.site.paths.siteDetail) : null
  if (dealerSlug) {
    const [template, dealer] = await Promise.all([
      getPageData(ctx.site.name, siteDetailTemplatePath(ctx.site.paths.siteDetail), ctx.lang, editing),
      loadDealer(ctx.site.name, dealerSlug),
    ])
    if (template && dealer) return { ...base, kind: 'page', data: template, car: null, dealer, story: null }
    return { ...base, kind: 'missing', missing: { kind: 'page' } }
  }
  // A site without cars has no car pages: its car-detail path holds only missing pages.
  const carRoute = hasCarInventory(ctx.site.name) ? parseCarDetailPath(path, ctx.site.paths.carDetail) : null
  if (!carRoute || carRoute.kind === 'bad-id') return { ...base, kind: 'missing', missing: { kind: 'page' } }
  if (carRoute.kind === 'id-only') {
    // The proxy answers these with a 302 first; this covers a request that reached the page anyway.
    const slug = await loadCarSlug(ctx.site.name, carRoute.id)
    if (slug) redirect(carDetailHref(carDetailBaseFor(ctx.site, ctx.lang), carRoute.id, slug))
    return { ...base, kind: 'missing', missing: { kind: 'car', slug: '' } }
  }
  const [template, car] = await Promise.all([
    getPageData(ctx.site.name, carDetailTemplatePath(ctx.site.paths.carDetail), ctx.lang, editing),
    loadCar(ctx.site.name, carRoute.id),
  ])
  if (!template) return { ...base, kind: 'missing', missing: { kind: 'page' } }
  if (!car) return { ...base, kind: 'missing', missing: { kind: 'car', slug: carRoute.slug } }
  return { ...base, kind: 'page', data: template, car, dealer: null, story: null }
})

async function loadFor(props: Props): Promise<Loaded | null> {
  const { site, lang, path } = await props.params
  return load(site, lang, (path ?? []).join('/'))
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const loaded = await loadFor(props)
  if (!loaded) return {}
  const origin = originOf(loaded.site)
  if (loaded.kind === 'missing') {
    const heading = loaded.t(loaded.missing.kind === 'car' ? 'carNotFoundHeading' : 'pageNotFoundHeading')
    // Next.js adds the noindex robots tag to a not-found answer itself.
    return { title: loaded.site.titleTemplate.replace('%s', heading) }
  }
  if (loaded.car) return carDetailMetadata({ site: loaded.site, lang: loaded.lang, car: loaded.car, origin })
  if (loaded.story) {
    return storyMetadata({ site: loaded.site, lang: loaded.lang, story: loaded.story, origin })
  }
  if (loaded.dealer) {
    return dealerMetadata({ site: loaded.site, lang: loaded.lang, dealer: loaded.dealer, origin, t: loaded.t })
  }
  const page = loaded.data.page
  return pageMetadata({
    site: loaded.site,
    lang: loaded.lang,
    page,
    publicPath: localizePath(loaded.path, loaded.lang, loaded.site),
    origin,
    fallbackImage: ownShareImage(page)
      ? null
      : await fallbackShareImage({ site: loaded.site, lang: loaded.lang, page, origin }),
  })
}

export default async function Page(props: Props) {
  const loaded = await loadFor(props)
  // The proxy sends only sites and languages it knows (an unknown language prefix is read as a
  // missing page of the site's default language), so this answers only a direct request.
  if (!loaded) notFound()
  const { variant } = await props.params
  if (loaded.kind === 'missing') {
    if (loaded.missing.kind === 'page') {
      const query = new URLSearchParams(
        Object.entries(variantSearchParams(variant)).flatMap(([k, v]) => [v].flat().map((x) => [k, x])),
      )
      await redirectMissingPage(loaded.site, loaded.lang, loaded.path, query.toString())
    }
    return <NotFoundView ctx={loaded} missing={loaded.missing} />
  }
  const { site, lang, t, path, editing, data } = loaded
  const ctx = { site, lang, t, path, editing, searchParams: variantSearchParams(variant) }
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
