import { headers } from 'next/headers'
import { debugFillQuery, kitsDebugEnabled } from '@/blocks/kitsTool/KitsTool'
import { KitsSessionRequired } from '@/blocks/kitsTool/SessionRequired'
import { KitsShell, loadKitsContext } from '@/blocks/kitsTool/shell'
import { localizePath } from '@/modules/sites/locale'
import { KITS_LANG_HEADER, KITS_SITE_HEADER } from '@/modules/kits/view'

/**
 * The kits tool's 403: the site's header and footer around kitsSessionRequired. A forbidden view
 * gets no route parameters, so the proxy names the site and language in request headers.
 */
export default async function KitsForbidden() {
  const request = await headers()
  const ctx = await loadKitsContext(request.get(KITS_SITE_HEADER) ?? '', request.get(KITS_LANG_HEADER) ?? '')
  if (!ctx) {
    return (
      <main id="jss-main" className="p-8">
        <h1 className="text-2xl font-bold">403</h1>
      </main>
    )
  }
  // Outside production (or with KITS_DEBUG=1) the debug fill opens the tool with test values.
  const debugHref = kitsDebugEnabled()
    ? `${localizePath(ctx.kitsPath, ctx.lang, ctx.site)}?${debugFillQuery({})}`
    : null
  return <KitsShell ctx={ctx} searchParams={{}} tool={<KitsSessionRequired t={ctx.t} debugHref={debugHref} />} />
}
