import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { decodeListState } from '@/modules/cars/list-state'
import { KIT_LIST_PARAMS, kitPageWindow, loadKitList, loadSessionCar, type KitListPage } from '@/modules/kits/list'
import {
  carriedParams,
  debugFillParams,
  isCompleteSession,
  isKitsDebug,
  type KitsSession,
} from '@/modules/kits/session'
import { searchSiteInventory } from '@/modules/search/inventory-reads'
import { LANGUAGES } from '@/modules/sites/languages'
import { localizePath } from '@/modules/sites/locale'
import type { KitsPageContext } from './shell'
import { KitsApp } from './KitsApp'
import { kitsTexts } from './texts'

/** The debug fill (spec 3 section 2.6): outside production, or with KITS_DEBUG=1. */
export function kitsDebugEnabled(): boolean {
  const settings = env()
  return isKitsDebug(settings.NODE_ENV, settings.KITS_DEBUG)
}

/** The query of a link filling the missing session values with test ones. */
export function debugFillQuery(session: KitsSession): string {
  return debugFillParams(session, env().KITS_LINK_SECRET, new Date()).toString()
}

/**
 * The tool itself: the first kits and every facet rendered on the server for the link's session
 * and filters; the browser takes over filtering, the cart and the quote from there.
 */
export async function KitsTool({
  ctx,
  query,
  session,
  asRows,
}: {
  ctx: KitsPageContext
  query: Record<string, string | string[] | undefined>
  session: KitsSession
  asRows: boolean
}) {
  const state = decodeListState(query, KIT_LIST_PARAMS)
  const search = (request: Parameters<typeof searchSiteInventory>[1]) => searchSiteInventory(ctx.site.name, request)
  let initial: KitListPage | null = null
  let carTitle: string | null = null
  try {
    ;[initial, carTitle] = await Promise.all([
      loadKitList(search, ctx.t, { state, auto: session.auto, ...kitPageWindow(state), withFacets: true }),
      session.auto ? loadSessionCar(search, session.auto) : Promise.resolve(null),
    ])
  } catch (error) {
    logger.error({ err: error, site: ctx.site.name }, 'kits failed to load')
  }
  return (
    <KitsApp
      siteName={ctx.site.name}
      lang={ctx.lang}
      locale={LANGUAGES[ctx.lang].locale}
      listPath={localizePath(ctx.kitsPath, ctx.lang, ctx.site)}
      sessionQuery={carriedParams(query).toString()}
      session={session}
      canSend={isCompleteSession(session)}
      debugQuery={kitsDebugEnabled() && !isCompleteSession(session) ? debugFillQuery(session) : null}
      carTitle={carTitle ?? session.auto ?? null}
      initialState={state}
      initial={initial}
      initialRows={asRows}
      texts={kitsTexts(ctx.t)}
    />
  )
}
