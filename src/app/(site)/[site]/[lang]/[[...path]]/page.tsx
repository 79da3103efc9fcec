import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import type { SearchParams } from '@/blocks/context'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getPageData } from '@/cms/queries'
import { loadSiteContext, requestOrigin } from '@/cms/site-context'
import { pageMetadata } from '@/cms/page-metadata'
import { localizePath } from '@/modules/sites/locale'
import { pageViewEvent } from '@/modules/tracking/page-view'
import { PageAnalytics } from '@/ui/PageAnalytics'

type Props = {
  params: Promise<{ site: string; lang: string; path?: string[] }>
  searchParams: Promise<SearchParams>
}

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
  return data ? { ...ctx, path, editing, data } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const loaded = await load(props)
  if (!loaded) return {}
  return pageMetadata({
    site: loaded.site,
    lang: loaded.lang,
    page: loaded.data.page,
    publicPath: localizePath(loaded.path, loaded.lang, loaded.site),
    origin: await requestOrigin(),
  })
}

export default async function Page(props: Props) {
  const loaded = await load(props)
  if (!loaded) notFound()
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
