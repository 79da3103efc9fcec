/**
 * The representative example beside a monthly price, built from the same calculation as that
 * price: the loan calculator's annuity, company leasing's rent, or the UK lender's HP/PCP quote,
 * then the APR from the one solver in apr.ts. Bad finance data gives no example and a reason
 * naming the problem, never a wrong rate and never a throw, so a card can drop its monthly
 * figure instead of showing it bare.
 *
 * Written with zod/mini: cards in the browser use it, and classic zod would bring the whole
 * library to car pages (see modules/forms/enquiry.ts).
 */

import * as z from 'zod/mini'
import type { DictionaryKey } from '../../content/dictionary'
import { companyLeasingCost } from '../leasing'
import { calculateLoan } from '../loan'
import { calculateQuote, QuoteUnavailableError } from '../quote-engine'
import { APR_ASSUMPTIONS, annualPercentageRate, instalmentFlows, type Apr, type Flow } from './apr'
import { MARKETS, profileFor, type ExampleField, type Market } from './profiles'

export const RATE_TYPES = ['fixed', 'variable'] as const
export type RateType = (typeof RATE_TYPES)[number]

/** Why no example (and so no monthly figure) could be built. */
export const EXAMPLE_PROBLEMS = [
  'PRICE_NOT_POSITIVE',
  'TERM_NOT_POSITIVE',
  'RATE_OUT_OF_RANGE',
  'DOWN_PAYMENT_NEGATIVE',
  'DOWN_PAYMENT_ABOVE_PRICE',
  'RESIDUAL_OUT_OF_RANGE',
  'FEES_MISSING',
  'FEE_NEGATIVE',
  'INVALID_INPUT',
  'NOTHING_TO_REPAY',
  'APR_UNSOLVABLE',
  'QUOTE_UNAVAILABLE',
] as const
export type ExampleProblem = (typeof EXAMPLE_PROBLEMS)[number]

const isProblem = (value: unknown): value is ExampleProblem =>
  typeof value === 'string' && (EXAMPLE_PROBLEMS as readonly string[]).includes(value)

/** The spec's rule for finance data we may show: a rate from 0 to 50 %. */
export const MAX_RATE_PERCENT = 50

const money = (problem: ExampleProblem) =>
  z.number({ error: 'INVALID_INPUT' }).check(z.gte(0, { error: problem, abort: true }))

const common = {
  market: z.enum(MARKETS, { error: 'INVALID_INPUT' }),
  price: z.number({ error: 'INVALID_INPUT' }).check(z.positive({ error: 'PRICE_NOT_POSITIVE' })),
  downPayment: money('DOWN_PAYMENT_NEGATIVE'),
  months: z.int({ error: 'TERM_NOT_POSITIVE' }).check(z.positive({ error: 'TERM_NOT_POSITIVE' })),
}

const fees = z.object(
  {
    /** arrangement / setup fee, paid when the credit starts */
    start: money('FEE_NEGATIVE'),
    /** invoice / administration fee with every instalment */
    monthly: money('FEE_NEGATIVE'),
    /** a fee with the last payment (option to purchase); none when left out */
    end: z.optional(money('FEE_NEGATIVE')),
  },
  { error: 'FEES_MISSING' },
)

const rate = z
  .number({ error: 'INVALID_INPUT' })
  .check(z.gte(0, { error: 'RATE_OUT_OF_RANGE' }), z.lte(MAX_RATE_PERCENT, { error: 'RATE_OUT_OF_RANGE' }))

/** A Nordic or Slovak car loan, or company leasing priced as a loan with a residual value. */
const loanInput = z.object({
  ...common,
  product: z.enum(['loan', 'leasing']),
  /** nominal yearly rate in percent */
  annualRate: rate,
  rateType: z.enum(RATE_TYPES, { error: 'INVALID_INPUT' }),
  /** the balloon (loan) or residual value (leasing) in percent of the price */
  residualPercentage: z.optional(
    z
      .number({ error: 'INVALID_INPUT' })
      .check(z.gte(0, { error: 'RESIDUAL_OUT_OF_RANGE' }), z.lt(100, { error: 'RESIDUAL_OUT_OF_RANGE' })),
  ),
  fees,
})

/** A UK lender's product: its rate and fees come from the product, not from the car. */
const quoteInput = z.object({
  ...common,
  product: z.enum(['hp', 'pcp']),
  vehicle: z.object({
    status: z.enum(['New', 'PreOwned']),
    firstRegistered: z.nullable(z.string()),
    mileage: z.number().check(z.gte(0)),
  }),
  annualMileage: z.optional(z.nullable(z.number())),
  /** the quote's date, YYYY-MM-DD */
  asOf: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
})

const exampleInput = z
  .discriminatedUnion('product', [loanInput, quoteInput])
  .check(
    z.refine((input) => input.downPayment <= input.price, { error: 'DOWN_PAYMENT_ABOVE_PRICE', path: ['downPayment'] }),
  )

export type ExampleInput = z.infer<typeof exampleInput>
export type FinanceProduct = ExampleInput['product']
type QuoteInput = z.infer<typeof quoteInput>
const isQuoteInput = (input: ExampleInput): input is QuoteInput => input.product === 'hp' || input.product === 'pcp'

/** Every figure any market's example shows, in the site's currency (major units). */
export type ExampleFigures = {
  cashPrice: number
  downPayment: number
  totalCredit: number
  borrowingRate: { percent: number; type: RateType }
  charges: { start: number; monthly: number; end: number }
  apr: Apr
  /** months from the start to the last payment */
  duration: number
  /** the number of regular monthly payments */
  instalments: number
  instalment: number
  /** balloon, residual value or PCP optional final payment (with any end fee); null when none */
  finalPayment: number | null
  /** what the market calls the total amount payable (the UK's includes the deposit) */
  totalPayable: number
  /** the UK's total charge for credit: all paid less the cash price */
  totalChargeForCredit: number
  /** Norway's kostnad: all repaid less the credit */
  costOfCredit: number
}

export type ExampleLine = { field: ExampleField; label: DictionaryKey }

declare const built: unique symbol

/**
 * A complete representative example. Only `buildExample` makes one, so a card model holding a
 * monthly price (which it takes from here) cannot exist without its example.
 */
export type RepresentativeExample = {
  readonly market: Market
  readonly product: FinanceProduct
  readonly figures: ExampleFigures
  /** the profile's fields that apply to this credit, in the order the market lists them */
  readonly lines: readonly ExampleLine[]
  /** what a card prints beside its monthly figure */
  readonly compact: {
    key: DictionaryKey
    rate: number
    rateDecimals: number
    total: number
    months: number
    credit: number
    cost: number
  }
  /** the APR's assumptions, for the page to print under the example */
  readonly assumptions: typeof APR_ASSUMPTIONS & { decimals: number }
  readonly [built]: true
}

export type ExampleOutcome =
  { ok: true; example: RepresentativeExample } | { ok: false; problem: ExampleProblem; detail: string }

const fail = (problem: ExampleProblem, detail: string): ExampleOutcome => ({ ok: false, problem, detail })

/** The finance figures of one credit before the market decides how to show them. */
type Credit = {
  totalCredit: number
  instalments: number
  instalment: number
  finalPayment: number | null
  finalMonth: number
  borrowingRate: { percent: number; type: RateType }
  charges: { start: number; monthly: number; end: number }
  flows: { drawdowns: Flow[]; repayments: Flow[] }
}

function loanCredit(input: Exclude<ExampleInput, QuoteInput>): Credit {
  const startFee = input.fees.start
  const monthlyFee = input.fees.monthly
  const endFee = input.fees.end ?? 0
  let totalCredit: number
  let instalment: number
  let balloon: number
  if (input.product === 'loan') {
    const loan = calculateLoan({
      price: input.price,
      downPayment: input.downPayment,
      months: input.months,
      annualRate: input.annualRate,
      residualPercentage: input.residualPercentage ?? 0,
      startFee,
      invoiceFee: monthlyFee,
    })
    totalCredit = loan.credit
    instalment = loan.monthlyPayment
    balloon = loan.balloon
  } else {
    const leasing = companyLeasingCost({
      price: input.price,
      cashAmount: input.downPayment,
      row: { months: input.months, residual_percentage: input.residualPercentage ?? 0 },
      interestRate: input.annualRate,
    })
    totalCredit = leasing.financed
    instalment = leasing.monthlyCost
    balloon = leasing.residualValue
  }
  const finalPayment = balloon + endFee > 0 ? balloon + endFee : null
  return {
    totalCredit,
    instalments: input.months,
    instalment,
    finalPayment,
    finalMonth: input.months,
    borrowingRate: { percent: input.annualRate, type: input.rateType },
    charges: { start: startFee, monthly: monthlyFee, end: endFee },
    flows: instalmentFlows({
      credit: totalCredit,
      months: input.months,
      instalment,
      startFee,
      monthlyFee,
      finalPayment: balloon,
      endFee,
    }),
  }
}

const pounds = (pence: number) => pence / 100

function quoteCredit(input: QuoteInput): Credit | ExampleOutcome {
  try {
    const quote = calculateQuote({
      family: input.product === 'hp' ? 'HP' : 'PCP',
      vehicle: { ...input.vehicle, cashPrice: Math.round(input.price * 100) },
      term: input.months,
      annualMileage: input.annualMileage ?? null,
      calculation: { type: 'ToRegularPayment', deposit: Math.round(input.downPayment * 100) },
      asOf: input.asOf,
    })
    // The lender may move a term or deposit to what it offers; an example for other figures
    // than those asked for would not match the monthly price beside it.
    const moved = quote.adjustments.find((a) => a.field === 'Term' || a.field === 'CashDeposit')
    if (moved)
      return fail('QUOTE_UNAVAILABLE', `the lender offers ${moved.field} ${moved.applied}, not ${moved.requested}`)
    const documentationFee = quote.product.documentationFee
    const optionFee = quote.product.optionToPurchaseFee
    return {
      totalCredit: pounds(quote.credit),
      instalments: quote.term,
      instalment: pounds(quote.regularPayment),
      finalPayment: quote.finalPayment === null ? null : pounds(quote.finalPayment),
      finalMonth: quote.durationMonths,
      borrowingRate: { percent: quote.ratePct, type: 'fixed' },
      charges: { start: pounds(documentationFee), monthly: 0, end: pounds(optionFee) },
      // The quote's own payments: the documentation fee with the first instalment, the option
      // fee with the last (HP) or with the final payment (PCP).
      flows: {
        drawdowns: [{ amount: pounds(quote.credit), at: { months: 0 } }],
        repayments: quote.payments.map((p) => ({ amount: pounds(p.amount), at: { months: p.month } })),
      },
    }
  } catch (error) {
    // A page must never fail over one car's finance: any refusal becomes "no monthly figure".
    if (error instanceof QuoteUnavailableError) return fail('QUOTE_UNAVAILABLE', error.message)
    return fail('QUOTE_UNAVAILABLE', error instanceof Error ? error.message : String(error))
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * The representative example for a car's finance, or the problem that prevents one. Takes
 * anything (feed data is checked here) and never throws for bad data.
 */
export function buildExample(raw: unknown): ExampleOutcome {
  const parsed = exampleInput.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const problem = isProblem(issue?.message) ? issue.message : 'INVALID_INPUT'
    return fail(problem, `${issue?.path.join('.') || 'input'}: ${issue?.message ?? 'invalid'}`)
  }
  const input = parsed.data
  const credit = isQuoteInput(input) ? quoteCredit(input) : loanCredit(input)
  if ('ok' in credit) return credit
  if (credit.totalCredit <= 0) return fail('NOTHING_TO_REPAY', 'the down payment leaves no credit')

  const profile = profileFor(input.market)
  const aprResult = annualPercentageRate({ ...credit.flows, decimals: profile.rateDecimals })
  if (!aprResult.ok) return fail('APR_UNSOLVABLE', aprResult.reason)

  const repaid = round2(credit.flows.repayments.reduce((sum, flow) => sum + flow.amount, 0))
  const costOfCredit = round2(repaid - credit.totalCredit)
  const totalPayable = profile.totalPayableIncludesDownPayment ? round2(repaid + input.downPayment) : repaid
  const figures: ExampleFigures = {
    cashPrice: input.price,
    downPayment: input.downPayment,
    totalCredit: credit.totalCredit,
    borrowingRate: credit.borrowingRate,
    charges: credit.charges,
    apr: aprResult.apr,
    duration: credit.finalMonth,
    instalments: credit.instalments,
    instalment: credit.instalment,
    finalPayment: credit.finalPayment,
    totalPayable,
    totalChargeForCredit: round2(repaid + input.downPayment - input.price),
    costOfCredit,
  }
  const lines = profile.fields
    .filter((field) => field !== 'finalPayment' || figures.finalPayment !== null)
    .map((field) => ({ field, label: profile.labels[field] }))
  const example = {
    market: input.market,
    product: input.product,
    figures,
    lines,
    compact: {
      key: profile.compactKey,
      rate: figures.apr.percent,
      rateDecimals: profile.rateDecimals,
      total: totalPayable,
      months: figures.duration,
      credit: figures.totalCredit,
      cost: costOfCredit,
    },
    assumptions: { ...APR_ASSUMPTIONS, decimals: profile.rateDecimals },
  } as Omit<RepresentativeExample, typeof built> as RepresentativeExample
  return { ok: true, example }
}

/**
 * What a card shows about finance: a monthly figure only together with its example, the
 * figure taken from the example itself so the two cannot differ; otherwise nothing.
 */
export type CardFinance =
  | { kind: 'none'; problem: ExampleProblem | null }
  | { kind: 'monthly'; monthly: number; example: RepresentativeExample }

export function cardFinance(outcome: ExampleOutcome | null): CardFinance {
  if (!outcome) return { kind: 'none', problem: null }
  if (!outcome.ok) return { kind: 'none', problem: outcome.problem }
  return { kind: 'monthly', monthly: outcome.example.figures.instalment, example: outcome.example }
}
