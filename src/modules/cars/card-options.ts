import { logger } from '@/lib/logger'
import type { Translate } from '@/modules/content/dictionary'
import { SITE_SCOPES } from '@/modules/search/site-scopes'
import { LANGUAGES, type Lang } from '@/modules/sites/languages'
import { localizePath } from '@/modules/sites/locale'
import type { Site } from '@/modules/sites/site'
import type { CardOptions } from './card-document'
import { cardFinanceContext, disclosureMarket } from './card-finance'
import { profileFor, warningShown } from '@/modules/finance/disclosure/profiles'

const log = logger.child({ module: 'car-cards' })

/**
 * How cards are built on a page of `site` in `lang`: where they link, and their monthly figures
 * disclosed by the market profile of the site's inventory. A car whose finance cannot give a
 * complete representative example loses its monthly figure, and the log names it.
 */
export function cardOptionsFor(ctx: { site: Site; lang: Lang; t: Translate }): CardOptions {
  const scope = scopeOf(ctx.site)
  return {
    carDetailBase: localizePath(ctx.site.paths.carDetail, ctx.lang, ctx.site),
    finance: cardFinanceContext({
      scope,
      locale: LANGUAGES[ctx.lang].locale,
      t: ctx.t,
      onProblem: (car, problem, detail) =>
        log.warn({ car, site: ctx.site.name, problem, detail }, 'monthly figure left out: no complete example'),
    }),
  }
}

const scopeOf = (site: Site) => SITE_SCOPES.find((candidate) => candidate.siteName === site.name) ?? null

/**
 * The credit warning a page of this site shows near its first monthly figure, in the page's
 * language, or null where the site's market asks for none (Norway and the UK by default). The
 * market picks the text: hedin-fi's Swedish pages get the Finnish market's warning in Swedish.
 */
export function creditWarningFor(ctx: { site: Site; t: Translate }): string | null {
  const scope = scopeOf(ctx.site)
  if (!scope) return null
  const profile = profileFor(disclosureMarket(scope))
  return warningShown(profile) ? ctx.t(profile.warningKey) : null
}
