import { logger } from '@/lib/logger'
import type { Translate } from '@/modules/content/dictionary'
import {
  profileFor,
  warningShown,
  type MarketProfile,
  type SiteDisclosureSettings,
} from '@/modules/finance/disclosure/profiles'
import { SITE_SCOPES } from '@/modules/search/site-scopes'
import { LANGUAGES, type Lang } from '@/modules/sites/languages'
import { localizePath } from '@/modules/sites/locale'
import type { Site } from '@/modules/sites/site'
import type { CardOptions } from './card-document'
import { cardFinanceContext, disclosureMarket } from './card-finance'

const log = logger.child({ module: 'car-cards' })

const scopeOf = (site: Pick<Site, 'name'>) => SITE_SCOPES.find((candidate) => candidate.siteName === site.name) ?? null

/**
 * The credit disclosure a site's pages follow: the profile of the market its settings name, or
 * else of its inventory's market, with the editor's choices on top. Null for a site that neither
 * sells cars nor names a market.
 */
export function siteDisclosure(
  site: Pick<Site, 'name' | 'creditDisclosure'>,
): { profile: MarketProfile; settings: SiteDisclosureSettings } | null {
  const chosen = site.creditDisclosure
  const scope = scopeOf(site)
  const market = chosen?.market ?? (scope ? disclosureMarket(scope) : null)
  if (!market) return null
  return {
    profile: profileFor(market),
    settings: {
      warningEnabled: chosen?.warning === 'on' ? true : chosen?.warning === 'off' ? false : null,
      exampleEnabled: chosen?.showExample ?? true,
      hiddenFields: chosen?.hiddenFields ?? [],
    },
  }
}

/**
 * How cards are built on a page of `site` in `lang`: where they link, and their monthly figures
 * disclosed by the site's market profile. A car whose finance cannot give a complete
 * representative example loses its monthly figure, and the log names it.
 */
export function cardOptionsFor(ctx: { site: Site; lang: Lang; t: Translate }): CardOptions {
  return {
    carDetailBase: localizePath(ctx.site.paths.carDetail, ctx.lang, ctx.site),
    lang: ctx.lang,
    finance: cardFinanceContext({
      scope: scopeOf(ctx.site),
      market: ctx.site.creditDisclosure?.market ?? null,
      locale: LANGUAGES[ctx.lang].locale,
      t: ctx.t,
      onProblem: (car, problem, detail) =>
        log.warn({ car, site: ctx.site.name, problem, detail }, 'monthly figure left out: no complete example'),
    }),
  }
}

/**
 * The credit warning a page of this site shows near its first monthly figure, in the page's
 * language, or null where the site's market asks for none (Norway and the UK unless switched
 * on). The market picks the text: hedin-fi's Swedish pages get the Finnish market's warning in
 * Swedish.
 */
export function creditWarningFor(ctx: { site: Site; t: Translate }): string | null {
  const disclosure = siteDisclosure(ctx.site)
  if (!disclosure) return null
  return warningShown(disclosure.profile, disclosure.settings) ? ctx.t(disclosure.profile.warningKey) : null
}
