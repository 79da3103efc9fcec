import type { ReactNode } from 'react'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { BlockContext } from '@/blocks/context'
import { getPageData } from '@/cms/queries'
import { loadSiteContext, type SiteContext } from '@/cms/site-context'
import { logger } from '@/lib/logger'

/**
 * The kits tool's page in the site shell: the CMS page at the site's kits path gives the header,
 * footer and the blocks around the tool; the `kitsTool` block's place holds `tool`. Rendered per
 * request (the route is private, never cached), and by the 403 view without the tool.
 */

export type KitsPageContext = SiteContext & { kitsPath: string }

/** The site's kits tool, or null when the site has none. */
export async function loadKitsContext(siteName: string, lang: string): Promise<KitsPageContext | null> {
  const ctx = await loadSiteContext(siteName, lang)
  const kitsPath = ctx?.site.paths.kits
  return ctx && kitsPath ? { ...ctx, kitsPath } : null
}

export async function KitsShell({
  ctx,
  searchParams,
  tool,
}: {
  ctx: KitsPageContext
  searchParams: BlockContext['searchParams']
  tool: ReactNode
}) {
  const data = await getPageData(ctx.site.name, ctx.kitsPath, ctx.lang).catch((error: unknown) => {
    logger.error({ err: error, site: ctx.site.name }, 'kits page content could not be read')
    return null
  })
  const blockCtx: BlockContext = { ...ctx, path: ctx.kitsPath, editing: false, searchParams }
  const main = data?.page.main ?? []
  const before = main.slice(
    0,
    Math.max(
      0,
      main.findIndex((block) => block.blockType === 'kitsTool'),
    ),
  )
  const after = main.slice(before.length + 1)
  return (
    <div className="flex flex-1 flex-col bg-[var(--color-bg)] text-[var(--color-fg)]">
      <div id="jss-header">{data ? <RenderBlocks blocks={data.header} ctx={blockCtx} /> : null}</div>
      <main id="jss-main" className="flex-1">
        <RenderBlocks blocks={before} ctx={blockCtx} />
        {tool}
        <RenderBlocks blocks={after} ctx={blockCtx} />
      </main>
      <div id="jss-footer">{data ? <RenderBlocks blocks={data.footer} ctx={blockCtx} /> : null}</div>
    </div>
  )
}
