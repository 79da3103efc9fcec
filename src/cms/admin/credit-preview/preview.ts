import { createTranslator, type Dictionary, type Translate } from '@/modules/content/dictionary'
import type { CarCard } from '@/modules/cars/card'
import { CAR_CARD_FIELDS, toCarCard } from '@/modules/cars/card-document'
import { disclosureMarket, loanExampleInput, type CardFinanceContext } from '@/modules/cars/card-finance'
import { cardOptionsFor, creditWarningFor, siteDisclosure } from '@/modules/cars/card-options'
import { buildExample, type ExampleFigures, type RepresentativeExample } from '@/modules/finance/disclosure/example'
import {
  profileFor,
  visibleFields,
  warningShown,
  type ExampleField,
  type Market,
} from '@/modules/finance/disclosure/profiles'
import type { SearchRequest, SearchResponse } from '@/modules/search/contract'
import { carSchema } from '@/modules/search/documents'
import { SITE_SCOPES, type SiteSearchScope } from '@/modules/search/site-scopes'
import { LANGUAGES, type Lang } from '@/modules/sites/languages'
import type { Site } from '@/modules/sites/site'

/**
 * What legal staff review of one marketplace site in the admin (issue 16 item 7): the market
 * profile the site's pages follow, the warning in each of its languages, and one real car of its
 * inventory as a visitor's card with that car's full representative example. Everything is
 * built by the same functions the public pages call, from the site's dictionary as edited in the
 * CMS, so the preview cannot say one thing while the pages say another.
 */

export type PreviewDeps = {
  /** the sites as the CMS holds them */
  sites: readonly Site[]
  /** a site's dictionary in one language as edited in the CMS */
  dictionary: (siteName: string, lang: Lang) => Promise<Dictionary>
  /** a search within a site's scope */
  search: (siteName: string, request: SearchRequest) => Promise<SearchResponse>
}

export type ProfileSummary = {
  market: Market
  /** whether the site's pages show the warning */
  warningShown: boolean
  warningOnByDefault: boolean
  /** the rule that makes the warning mandatory; null where a site may switch it off */
  warningRule: string | null
  /** why the warning's seeded wording awaits legal review; null when it does not */
  warningReview: string | null
  /** the rule that makes an example mandatory beside a monthly figure */
  exampleRule: string
  /** the example's fields in the order the market lists them, with the rule requiring each */
  fields: { field: ExampleField; englishLabel: string; requiredBy: string | null }[]
  rateDecimals: number
  warningKey: string
}

export type LanguageTexts = {
  lang: Lang
  languageName: string
  /** the warning exactly as the site's pages print it, or null where they print none */
  warning: string | null
  /** the text the warning key holds (what visitors would see were it switched on) */
  warningText: string
}

export type ExampleRow = { field: ExampleField; label: string; value: string }

export type LanguageExample = {
  lang: Lang
  languageName: string
  /** the card's compact line in this language */
  compact: string
  rows: ExampleRow[]
  assumptions: string
}

export type SampleCar = {
  /** the card as visitors of the site's default language see it */
  lang: Lang
  card: CarCard
  cardTexts: { campaignBadge: string; exclVat: string; missingImageText: string }
  examples: LanguageExample[]
}

export type SitePreview = {
  siteName: string
  /** the site's label in the CMS, or null for a scope with no site in the CMS */
  label: string | null
  profile: ProfileSummary
  languages: LanguageTexts[]
  /** null: the site's inventory holds no car whose loan gives a complete example */
  sample: SampleCar | null
  /** how many cars were looked at for a sample, of how many the site has */
  inventory: { searched: number; total: number; error: string | null }
}

/** Cars looked at per site for one with a loan; enough for the demo stock, cheap at any size. */
export const SAMPLE_SEARCH_LIMIT = 100

export const SAMPLE_REQUEST: SearchRequest = {
  index: 'cars',
  fields: [...CAR_CARD_FIELDS],
  limit: SAMPLE_SEARCH_LIMIT,
}

export async function creditPreview(deps: PreviewDeps): Promise<SitePreview[]> {
  return Promise.all(SITE_SCOPES.map((scope) => sitePreview(scope, deps)))
}

async function sitePreview(scope: SiteSearchScope, deps: PreviewDeps): Promise<SitePreview> {
  const { siteName, currency } = scope
  const site = deps.sites.find((candidate) => candidate.name === siteName) ?? null
  // The site's own settings (a market chosen, an optional warning switched) as its pages apply them.
  const disclosure = site ? siteDisclosure(site) : null
  const market = disclosure?.profile.market ?? disclosureMarket(scope)
  const profile = profileFor(market)
  const summary: ProfileSummary = {
    market,
    warningShown: warningShown(profile, disclosure?.settings),
    warningOnByDefault: profile.warningOnByDefault,
    warningRule: profile.warningRequiredBy?.citation ?? null,
    warningReview: profile.warningReview,
    exampleRule: profile.exampleRequiredBy.citation,
    fields: visibleFields(profile).map((field) => ({
      field,
      // the market's own wording in English, so staff can read every market's list
      englishLabel: english(profile.labels[field]),
      requiredBy: profile.requiredFields[field]?.citation ?? null,
    })),
    rateDecimals: profile.rateDecimals,
    warningKey: profile.warningKey,
  }
  if (!site) return { siteName, label: null, profile: summary, languages: [], sample: null, inventory: none }

  const translators = new Map<Lang, Translate>(
    await Promise.all(
      site.languages.map(
        async (lang) => [lang, createTranslator(await deps.dictionary(site.name, lang), lang)] as const,
      ),
    ),
  )
  const tOf = (lang: Lang): Translate => translators.get(lang) ?? createTranslator({}, lang)
  const languages = site.languages.map((lang) => ({
    lang,
    languageName: LANGUAGES[lang].englishName,
    warning: creditWarningFor({ site, t: tOf(lang) }),
    warningText: tOf(lang)(profile.warningKey),
  }))

  let response: SearchResponse
  try {
    response = await deps.search(site.name, SAMPLE_REQUEST)
  } catch (error) {
    // One site's search failing leaves its profile and texts to review, not a broken page.
    const message = error instanceof Error ? error.message : String(error)
    return {
      siteName,
      label: site.label,
      profile: summary,
      languages,
      sample: null,
      inventory: { ...none, error: message },
    }
  }
  const inventory = { searched: response.content.length, total: response.total_items, error: null }
  const sample = sampleCar(site, currency, response.content, tOf)
  return { siteName, label: site.label, profile: summary, languages, sample, inventory }
}

const none = { searched: 0, total: 0, error: null }
const english = createTranslator({}, 'en')

/** The first car whose card carries a loan's monthly figure, with its example in every language. */
function sampleCar(
  site: Site,
  currency: string,
  docs: readonly Record<string, unknown>[],
  tOf: (lang: Lang) => Translate,
): SampleCar | null {
  const lang = site.defaultLanguage
  const t = tOf(lang)
  const options = cardOptionsFor({ site, lang, t })
  for (const doc of docs) {
    const card = toCarCard(doc, options)
    if (card?.monthly?.product !== 'loan') continue
    const loan = carSchema.shape.car_loan_option.safeParse(doc.car_loan_option).data
    const market = options.finance.market
    if (!loan || !market) continue
    const outcome = buildExample(loanExampleInput(loan, market))
    // The card already showed a figure, so the example builds; this keeps the types honest.
    if (!outcome.ok) continue
    return {
      lang,
      card,
      cardTexts: { campaignBadge: t('campaignBadge'), exclVat: t('exclVat'), missingImageText: t('missingImageText') },
      examples: site.languages.map((exampleLang) => {
        const finance = cardOptionsFor({ site, lang: exampleLang, t: tOf(exampleLang) }).finance
        return languageExample(outcome.example, exampleLang, currency, finance)
      }),
    }
  }
  return null
}

function languageExample(
  example: RepresentativeExample,
  lang: Lang,
  currency: string,
  ctx: CardFinanceContext,
): LanguageExample {
  const { locale } = LANGUAGES[lang]
  const percent = (value: number, decimals: number) =>
    new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(value / 100)
  const exactMoney = (amount: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount)
  return {
    lang,
    languageName: LANGUAGES[lang].englishName,
    compact: ctx.t(example.compact.key, {
      rate: ctx.number(example.compact.rate, example.compact.rateDecimals),
      total: ctx.money(example.compact.total),
      months: example.compact.months,
      credit: ctx.money(example.compact.credit),
      cost: ctx.money(example.compact.cost),
    }),
    rows: example.lines.map((line) => ({
      field: line.field,
      label: ctx.t(line.label),
      value: fieldValue(line.field, example.figures, {
        t: ctx.t,
        percent,
        exactMoney,
        rateDecimals: example.compact.rateDecimals,
      }),
    })),
    assumptions: ctx.t('creditAprAssumptions', { decimals: example.assumptions.decimals }),
  }
}

type ValueFormat = {
  t: Translate
  percent: (value: number, decimals: number) => string
  /**
   * Cards print whole amounts; an example's totals may have cents, and rounding them away would
   * print a figure the calculation did not give.
   */
  exactMoney: (amount: number) => string
  rateDecimals: number
}

/** One example figure as text in the page's language; monetary amounts keep their decimals. */
function fieldValue(field: ExampleField, figures: ExampleFigures, f: ValueFormat): string {
  const money = f.exactMoney
  switch (field) {
    case 'apr':
      return f.percent(figures.apr.percent, f.rateDecimals)
    case 'borrowingRate': {
      const type = figures.borrowingRate.type === 'fixed' ? 'financeFixedRate' : 'financeVariableRate'
      return `${f.percent(figures.borrowingRate.percent, 2)} (${f.t(type)})`
    }
    case 'charges': {
      const parts = [
        `${f.t('financeStartFee')} ${money(figures.charges.start)}`,
        `${f.t('financeInvoiceFee')} ${money(figures.charges.monthly)}`,
      ]
      if (figures.charges.end > 0) parts.push(money(figures.charges.end))
      return parts.join(' · ')
    }
    case 'duration':
      return f.t('financeMonths', { months: figures.duration })
    case 'instalment':
      return `${money(figures.instalment)} × ${figures.instalments}`
    case 'finalPayment':
      return figures.finalPayment === null ? '' : money(figures.finalPayment)
    default:
      return money(figures[field])
  }
}
