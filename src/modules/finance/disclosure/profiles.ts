/**
 * What each market's credit advertising rules ask of a page that shows a credit figure: the
 * warning and whether it is on by default, which figures trigger a representative example, the
 * example's fields in the order the rules list them, the fields no editor may switch off (and
 * the rule that says so), and how the rate is rounded and named. A site chooses its profile by
 * market; the UI renders from the profile and never from market checks of its own.
 */

import type { DictionaryKey } from '../../content/dictionary'

export const MARKETS = ['SE', 'NO', 'FI', 'SK', 'UK'] as const
export type Market = (typeof MARKETS)[number]

export function isMarket(value: string): value is Market {
  return (MARKETS as readonly string[]).includes(value)
}

/** Figures that make an advertisement need the representative example beside them. */
export type TriggerFigure = 'monthlyPrice' | 'interestRate' | 'costFigure'

/** The lines a representative example can have; each market's profile orders its own. */
export const EXAMPLE_FIELDS = [
  'apr',
  'borrowingRate',
  'charges',
  'totalCredit',
  'totalChargeForCredit',
  'costOfCredit',
  'downPayment',
  'duration',
  'cashPrice',
  'totalPayable',
  'instalment',
  'finalPayment',
] as const

/** One line of a representative example. */
export type ExampleField = (typeof EXAMPLE_FIELDS)[number]

/** A rule that requires something, as the confirmation dialog names it. */
export type Rule = { id: string; citation: string }

const CCD_ART_8_1: Rule = { id: 'CCD-8-1', citation: 'Directive (EU) 2023/2225 Article 8(1)' }
const CCD_ART_8_2: Rule = { id: 'CCD-8-2', citation: 'Directive (EU) 2023/2225 Article 8(2)–(3)' }
const CONC_3_5_5: Rule = { id: 'CONC-3.5.5R', citation: 'FCA CONC 3.5.5R and 3.5.8R' }
const NO_FAVTL: Rule = {
  id: 'FAVTL-markedsforing',
  citation: 'Finansavtaleloven and finansavtaleforskriften (markedsføring)',
}

export type MarketProfile = {
  market: Market
  /** dictionary key of the warning; the page's language picks its wording */
  warningKey: DictionaryKey
  /** shown unless the site switches it off; EU markets must show it */
  warningOnByDefault: boolean
  /** the rule that makes the warning mandatory, or null where a site may switch it off */
  warningRequiredBy: Rule | null
  /** why the seeded warning text awaits legal review, shown in the admin; null once reviewed */
  warningReview: string | null
  /** figures that make a page need the example */
  triggers: readonly TriggerFigure[]
  /** the example's fields in the order the market's rules list them */
  fields: readonly ExampleField[]
  /** fields that may not be switched off, with the rule requiring each */
  requiredFields: Partial<Record<ExampleField, Rule>>
  /** the rule requiring an example at all when a trigger figure is shown */
  exampleRequiredBy: Rule
  /** dictionary key of each field's label */
  labels: Record<ExampleField, DictionaryKey>
  /** dictionary key of the compact line a card shows */
  compactKey: DictionaryKey
  /** decimals the APR / effective rate is printed with (half up) */
  rateDecimals: number
  /**
   * Whether the total payable includes the down payment: the UK's total amount payable does
   * (CONC, deferred payment for goods); the EU's and Norway's is credit plus its cost.
   */
  totalPayableIncludesDownPayment: boolean
}

const LABELS: Record<ExampleField, DictionaryKey> = {
  apr: 'creditFieldApr',
  borrowingRate: 'creditFieldBorrowingRate',
  charges: 'creditFieldCharges',
  totalCredit: 'creditFieldTotalCredit',
  totalChargeForCredit: 'creditFieldTotalChargeForCredit',
  costOfCredit: 'creditFieldCostOfCredit',
  downPayment: 'creditFieldDownPayment',
  duration: 'creditFieldDuration',
  cashPrice: 'creditFieldCashPrice',
  totalPayable: 'creditFieldTotalPayable',
  instalment: 'creditFieldInstalment',
  finalPayment: 'creditFieldFinalPayment',
}

/**
 * EU order (Article 8(3)): the borrowing rate, fixed or variable, with the charges in the total
 * cost; the total amount of credit; the APRC; the duration; for credit tied to a good its cash
 * price and down payment; the total amount payable and the instalment (and a final payment when
 * the loan leaves a balloon).
 */
const EU_FIELDS: readonly ExampleField[] = [
  'borrowingRate',
  'charges',
  'totalCredit',
  'apr',
  'duration',
  'cashPrice',
  'downPayment',
  'totalPayable',
  'instalment',
  'finalPayment',
]

/**
 * The Finnish and Slovak warnings were seeded from Article 8(1)'s message, not from the enacted
 * national wording, which could not be checked when they were written.
 */
const WARNING_REVIEW: Partial<Record<Market, string>> = {
  FI: 'Seeded from the message of Directive (EU) 2023/2225 Article 8(1); check the Finnish, Swedish and English wording against kuluttajansuojalaki chapter 7 as enacted before relying on it.',
  SK: 'Seeded from the message of Directive (EU) 2023/2225 Article 8(1); check the Slovak wording against the consumer credit act as enacted before relying on it.',
}

function euProfile(market: 'SE' | 'FI' | 'SK', warningKey: DictionaryKey): MarketProfile {
  return {
    market,
    warningKey,
    warningOnByDefault: true,
    warningRequiredBy: CCD_ART_8_1,
    warningReview: WARNING_REVIEW[market] ?? null,
    triggers: ['monthlyPrice', 'interestRate', 'costFigure'],
    fields: EU_FIELDS,
    requiredFields: Object.fromEntries(
      EU_FIELDS.filter((field) => field !== 'finalPayment').map((field) => [field, CCD_ART_8_2]),
    ),
    exampleRequiredBy: CCD_ART_8_2,
    labels: LABELS,
    compactKey: 'creditCompactEu',
    rateDecimals: 1,
    totalPayableIncludesDownPayment: false,
  }
}

/**
 * UK order: the representative APR first (CONC 3.5.7R has it more prominent than the figure
 * that triggered it), then CONC 3.5.8R's items: rate of interest and type, other charges, total
 * amount of credit, total charge for credit, deposit, total amount payable, term, cash price,
 * monthly payment, and for PCP the optional final payment.
 */
const UK_FIELDS: readonly ExampleField[] = [
  'apr',
  'borrowingRate',
  'charges',
  'totalCredit',
  'totalChargeForCredit',
  'downPayment',
  'totalPayable',
  'duration',
  'cashPrice',
  'instalment',
  'finalPayment',
]

/** Norway's marketing line: effektiv rente, lånebeløp, nedbetalingstid, kostnad, totalt. */
const NO_FIELDS: readonly ExampleField[] = ['apr', 'totalCredit', 'duration', 'costOfCredit', 'totalPayable']

export const PROFILES: Record<Market, MarketProfile> = {
  SE: euProfile('SE', 'consumerLoanWarning'),
  FI: euProfile('FI', 'creditWarningFi'),
  SK: euProfile('SK', 'creditWarningSk'),
  UK: {
    market: 'UK',
    warningKey: 'creditWarningUk',
    warningOnByDefault: false,
    warningRequiredBy: null,
    warningReview: null,
    triggers: ['monthlyPrice', 'interestRate', 'costFigure'],
    fields: UK_FIELDS,
    requiredFields: Object.fromEntries(
      UK_FIELDS.filter((field) => field !== 'finalPayment').map((field) => [field, CONC_3_5_5]),
    ),
    exampleRequiredBy: CONC_3_5_5,
    labels: {
      ...LABELS,
      apr: 'creditFieldRepresentativeApr',
      borrowingRate: 'creditFieldRateOfInterest',
      downPayment: 'creditFieldDeposit',
      finalPayment: 'creditFieldOptionalFinalPayment',
    },
    compactKey: 'creditCompactUk',
    rateDecimals: 1,
    totalPayableIncludesDownPayment: true,
  },
  NO: {
    market: 'NO',
    warningKey: 'creditWarningNo',
    warningOnByDefault: false,
    warningRequiredBy: null,
    warningReview: null,
    triggers: ['monthlyPrice', 'interestRate', 'costFigure'],
    fields: NO_FIELDS,
    requiredFields: Object.fromEntries(NO_FIELDS.map((field) => [field, NO_FAVTL])),
    exampleRequiredBy: NO_FAVTL,
    labels: LABELS,
    compactKey: 'creditCompactNo',
    // Norwegian lenders print the effective rate with two decimals (the rule asks for at least one).
    rateDecimals: 2,
    totalPayableIncludesDownPayment: false,
  },
}

export function profileFor(market: Market): MarketProfile {
  return PROFILES[market]
}

/** Whether a page showing these figures must carry the market's representative example. */
export function needsExample(profile: MarketProfile, shown: Iterable<TriggerFigure>): boolean {
  for (const figure of shown) if (profile.triggers.includes(figure)) return true
  return false
}

/** A site's own choices on top of its market's profile, as an editor sets them. */
export type SiteDisclosureSettings = {
  /** null: the profile's default */
  warningEnabled?: boolean | null
  /** switched off the example entirely */
  exampleEnabled?: boolean
  /** example fields the site hides */
  hiddenFields?: readonly ExampleField[]
}

/** Whether the warning shows on a site of this profile with these settings. */
export function warningShown(profile: MarketProfile, settings: SiteDisclosureSettings = {}): boolean {
  if (profile.warningRequiredBy) return true
  return settings.warningEnabled ?? profile.warningOnByDefault
}

/** The fields a site's example shows, in the profile's order; required fields are never hidden. */
export function visibleFields(profile: MarketProfile, settings: SiteDisclosureSettings = {}): ExampleField[] {
  const hidden = new Set(settings.hiddenFields ?? [])
  return profile.fields.filter((field) => !hidden.has(field) || profile.requiredFields[field] !== undefined)
}

/** Something an editor's change would switch off that a rule requires. */
export type RuleConflict =
  { kind: 'warning'; rule: Rule } | { kind: 'example'; rule: Rule } | { kind: 'field'; field: ExampleField; rule: Rule }

/**
 * What a change of a site's disclosure settings would switch off against its market's rules.
 * An empty list: the change may be saved. Otherwise the admin asks for a confirmation that names
 * each rule before saving, and the page still shows what the rule requires.
 */
export function ruleConflicts(profile: MarketProfile, settings: SiteDisclosureSettings): RuleConflict[] {
  const conflicts: RuleConflict[] = []
  if (settings.warningEnabled === false && profile.warningRequiredBy) {
    conflicts.push({ kind: 'warning', rule: profile.warningRequiredBy })
  }
  if (settings.exampleEnabled === false) conflicts.push({ kind: 'example', rule: profile.exampleRequiredBy })
  for (const field of new Set(settings.hiddenFields ?? [])) {
    const rule = profile.requiredFields[field]
    if (rule) conflicts.push({ kind: 'field', field, rule })
  }
  return conflicts
}
