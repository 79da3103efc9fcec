import { createTranslator } from '../content/dictionary'
import { SITE_SCOPES } from '../search/site-scopes'
import { LANGUAGES, type Lang } from '../sites/languages'
import type { CardOptions } from './card-document'
import { cardFinanceContext, type CardFinanceContext } from './card-finance'

/**
 * Card options for tests: a site's real scope and the seeded dictionary, with the problems a
 * card reports collected instead of logged.
 */
export function testCardOptions(
  carDetailBase = '/kop-bil',
  { site = 'hedin-se', lang = 'sv' }: { site?: string; lang?: Lang } = {},
): CardOptions & { problems: Parameters<CardFinanceContext['onProblem']>[] } {
  const problems: Parameters<CardFinanceContext['onProblem']>[] = []
  return {
    carDetailBase,
    problems,
    finance: cardFinanceContext({
      scope: SITE_SCOPES.find((scope) => scope.siteName === site) ?? null,
      locale: LANGUAGES[lang].locale,
      t: createTranslator({}, lang),
      onProblem: (...problem) => problems.push(problem),
    }),
  }
}
