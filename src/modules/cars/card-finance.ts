import type { Translate } from '../content/dictionary'
import { buildExample, type ExampleProblem, type RepresentativeExample } from '../finance/disclosure/example'
import type { Market } from '../finance/disclosure/profiles'
import type { Car } from '../search/documents'
import type { SiteSearchScope } from '../search/site-scopes'
import type { CarCard } from './card'

/**
 * The monthly figure of a car card and what must stand beside it (issue 16): a loan's monthly
 * cost only with the compact line of its representative example, built by the disclosure
 * module from the same figures the feed priced the loan with; a leasing cost with its terms.
 * A car whose finance data cannot give a complete example shows no monthly figure at all.
 */

type FinanceFields = Pick<
  Partial<Car>,
  'car_id' | 'car_loan_option' | 'car_leasing_options' | 'car_vehicle_type_code' | 'car_private_leasing_option'
>

export type CardFinanceContext = {
  /** null for a site without an inventory: its cards (if any) show no monthly figure */
  market: Market | null
  /** formats an amount in the site's currency, e.g. '312 000 kr' */
  money: (amount: number) => string
  /** formats a plain number in the page's language, e.g. '1 500' */
  number: (value: number, decimals?: number) => string
  t: Translate
  /** a car whose finance cannot be shown: the card drops its monthly figure and this says why */
  onProblem: (carId: string, problem: ExampleProblem | 'MONTHLY_MISMATCH', detail: string) => void
}

/** The scope's market as the disclosure profiles name it. */
export function disclosureMarket(scope: Pick<SiteSearchScope, 'market'>): Market {
  return scope.market === 'GB' ? 'UK' : scope.market
}

/** Builds the context from a site's scope and a page's language. */
export function cardFinanceContext(options: {
  scope: Pick<SiteSearchScope, 'market' | 'currency'> | null
  /** the profile a site's settings choose instead of its inventory's market */
  market?: Market | null
  locale: string
  t: Translate
  onProblem: CardFinanceContext['onProblem']
}): CardFinanceContext {
  const currency = new Intl.NumberFormat(options.locale, {
    style: 'currency',
    currency: options.scope?.currency ?? 'EUR',
    maximumFractionDigits: 0,
  })
  // A list formats a few figures per card: one formatter per decimal count, not one per figure.
  const numberFormats = new Map<number, Intl.NumberFormat>()
  const numberFormat = (decimals: number) => {
    let format = numberFormats.get(decimals)
    if (!format) {
      format = new Intl.NumberFormat(options.locale, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      })
      numberFormats.set(decimals, format)
    }
    return format
  }
  return {
    market: options.scope ? (options.market ?? disclosureMarket(options.scope)) : null,
    money: (amount) => currency.format(amount),
    number: (value, decimals = 0) => numberFormat(decimals).format(value),
    t: options.t,
    onProblem: options.onProblem,
  }
}

/**
 * The feed's loan option as the example's input: the default term, the smallest down payment
 * (the calculator's default) and that term's balloon, the option's rate and fees. The feed says
 * nothing of the rate's type: the Nordic and Slovak lenders' car loans follow their funding rate
 * (variable), while UK hire purchase fixes its rate for the whole agreement.
 */
export function loanExampleInput(loan: NonNullable<Car['car_loan_option']>, market: Market) {
  const months = loan.default_contract_duration.months
  const duration = loan.contract_durations.find((candidate) => candidate.months === months)
  return {
    market,
    product: 'loan' as const,
    price: loan.price,
    downPayment: duration ? Math.round((loan.price * duration.cash_amount_min_percentage) / 100) : Number.NaN,
    months,
    annualRate: loan.interest_rate,
    rateType: market === 'UK' ? ('fixed' as const) : ('variable' as const),
    residualPercentage: duration?.residual_percentage ?? 0,
    fees: { start: loan.start_fee, monthly: loan.invoice_fee },
  }
}

/** The compact line of an example in the page's language: rate, total payable, term. */
export function compactLine(example: RepresentativeExample, ctx: CardFinanceContext): string {
  const { compact } = example
  return ctx.t(compact.key, {
    rate: ctx.number(compact.rate, compact.rateDecimals),
    total: ctx.money(compact.total),
    months: compact.months,
    credit: ctx.money(compact.credit),
    cost: ctx.money(compact.cost),
  })
}

/** Leasing distances as each market's offers state them. */
const DISTANCE_UNIT: Record<Market, string> = { SE: 'mil', NO: 'km', FI: 'km', SK: 'km', UK: 'miles' }

/** A loan within a krona or cent of its feed price agrees; more means other assumptions. */
const ROUNDING_TOLERANCE = 1

type LoanOutcome =
  | { ok: true; example: RepresentativeExample }
  | { ok: false; problem: ExampleProblem | 'MONTHLY_MISMATCH'; detail: string }

/** A feed loan's example, when one can be built and agrees with the monthly figure the feed priced. */
function loanExample(loan: NonNullable<Car['car_loan_option']>, market: Market): LoanOutcome {
  const outcome = buildExample(loanExampleInput(loan, market))
  if (!outcome.ok) return outcome
  const { instalment } = outcome.example.figures
  if (Math.abs(instalment - loan.default_monthly_cost) > ROUNDING_TOLERANCE) {
    // The feed's figure and ours would disagree beside each other: show neither.
    return {
      ok: false,
      problem: 'MONTHLY_MISMATCH',
      detail: `feed ${loan.default_monthly_cost}, example ${instalment}`,
    }
  }
  return outcome
}

/**
 * The one full example a list of cards shows below them (one shared example per page, where the
 * cards carry compact lines): the first car of the list whose loan gives one, and its name.
 */
export function listExample(
  cars: readonly (FinanceFields & { car_brand?: string | null; car_model?: string | null })[],
  market: Market | null,
): { example: RepresentativeExample; car: string } | null {
  if (market === null) return null
  for (const car of cars) {
    if (!car.car_loan_option) continue
    const outcome = loanExample(car.car_loan_option, market)
    if (outcome.ok) return { example: outcome.example, car: [car.car_brand, car.car_model].filter(Boolean).join(' ') }
  }
  return null
}

export function cardMonthly(car: FinanceFields, ctx: CardFinanceContext): CarCard['monthly'] {
  const { market } = ctx
  if (market === null) return null
  const loan = car.car_loan_option
  const id = String(car.car_id ?? '')
  if (loan) {
    const outcome = loanExample(loan, market)
    if (!outcome.ok) {
      ctx.onProblem(id, outcome.problem, outcome.detail)
      return null
    }
    const { instalment } = outcome.example.figures
    return {
      label: loan.title ?? '',
      text: loan.default_monthly_cost_text || ctx.money(instalment),
      product: 'loan',
      example: compactLine(outcome.example, ctx),
    }
  }
  // Vans are leased by companies; cars by private people first.
  const order = car.car_vehicle_type_code === 'LCV' ? ['Company', 'Private'] : ['Private', 'Company']
  for (const type of order) {
    const lease = (car.car_leasing_options ?? []).find(
      (option) => option.leasing_type === type && option.monthly_cost_text,
    )
    if (!lease?.monthly_cost_text) continue
    const distance =
      type === 'Private' && car.car_private_leasing_option?.mileage_text
        ? car.car_private_leasing_option.mileage_text
        : ctx.t('creditLeasingDistance', {
            distance: ctx.number(lease.mileage),
            unit: DISTANCE_UNIT[market],
          })
    return {
      label: lease.title ?? '',
      text: lease.monthly_cost_text,
      product: 'leasing',
      example: ctx.t('creditLeasingTerms', { months: lease.duration, distance }),
    }
  }
  return null
}
