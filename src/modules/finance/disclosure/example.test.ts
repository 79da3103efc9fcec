import { describe, expect, it } from 'vitest'
import { companyLeasingCost } from '../leasing'
import { calculateLoan } from '../loan'
import { calculateQuote } from '../quote-engine'
import { buildExample, cardFinance, type CardFinance, type ExampleOutcome, type RepresentativeExample } from './example'
import { PROFILES } from './profiles'

const loan = {
  market: 'SE',
  product: 'loan',
  price: 402_900,
  downPayment: 80_580,
  months: 60,
  annualRate: 7.45,
  rateType: 'variable',
  fees: { start: 595, monthly: 49 },
}

const ukVehicle = { status: 'New', firstRegistered: null, mileage: 10 }
const pcp = {
  market: 'UK',
  product: 'pcp',
  price: 25_000,
  downPayment: 2_500,
  months: 48,
  vehicle: ukVehicle,
  annualMileage: 10_000,
  asOf: '2026-11-20',
}

function built(outcome: ExampleOutcome): RepresentativeExample {
  if (!outcome.ok) throw new Error(`${outcome.problem}: ${outcome.detail}`)
  return outcome.example
}

describe('a loan car', () => {
  it('takes its monthly figure from the loan calculator and its rate from the same payments', () => {
    const example = built(buildExample(loan))
    const expected = calculateLoan({ ...loan, residualPercentage: 0, startFee: 595, invoiceFee: 49 })
    expect(example.figures.instalment).toBe(expected.monthlyPayment)
    expect(example.figures.totalCredit).toBe(322_320)
    // The loan panel prints two decimals; the example one, from the same solver.
    expect(example.figures.apr.percent).toBe(Math.round(expected.effectiveRate * 10) / 10)
    expect(example.figures.totalPayable).toBe(expected.totalCost)
    expect(example.figures.costOfCredit).toBe(expected.totalCost - 322_320)
  })

  it("lists Sweden's fields in the directive's order, without a final payment line when there is none", () => {
    expect(built(buildExample(loan)).lines.map((line) => line.field)).toEqual([
      'borrowingRate',
      'charges',
      'totalCredit',
      'apr',
      'duration',
      'cashPrice',
      'downPayment',
      'totalPayable',
      'instalment',
    ])
  })

  it('shows a balloon as the final payment in Finland, and counts it in the total', () => {
    const example = built(buildExample({ ...loan, market: 'FI', residualPercentage: 30 }))
    expect(example.lines.at(-1)).toEqual({ field: 'finalPayment', label: 'creditFieldFinalPayment' })
    expect(example.figures.finalPayment).toBe(Math.round(402_900 * 0.3))
    expect(example.figures.totalPayable).toBe(
      595 + (example.figures.instalment + 49) * 60 + (example.figures.finalPayment ?? Number.NaN),
    )
  })

  it('gives Norway its five figures, and a compact line that carries all of them', () => {
    const example = built(buildExample({ ...loan, market: 'NO' }))
    expect(example.lines.map((line) => line.field)).toEqual(PROFILES.NO.fields)
    const { compact, figures } = example
    expect(compact.key).toBe('creditCompactNo')
    expect(compact.rateDecimals).toBe(2)
    expect(compact.credit).toBe(figures.totalCredit)
    expect(compact.total).toBe(figures.totalCredit + figures.costOfCredit)
    expect(compact.months).toBe(60)
  })
})

describe('a leasing car', () => {
  it('takes its rent from company leasing and shows the residual value as the final payment', () => {
    const leasing = { ...loan, product: 'leasing', residualPercentage: 50, downPayment: 40_000 }
    const example = built(buildExample(leasing))
    const cost = companyLeasingCost({
      price: 402_900,
      cashAmount: 40_000,
      row: { months: 60, residual_percentage: 50 },
      interestRate: 7.45,
    })
    expect(example.figures.instalment).toBe(cost.monthlyCost)
    expect(example.figures.finalPayment).toBe(cost.residualValue)
    expect(example.lines.map((line) => line.field)).toContain('finalPayment')
  })
})

describe('a UK PCP and HP car', () => {
  it('matches the lender quote: payment, APR, total payable and charge for credit', () => {
    const example = built(buildExample(pcp))
    const quote = calculateQuote({
      family: 'PCP',
      vehicle: { ...ukVehicle, status: 'New', cashPrice: 2_500_000 },
      term: 48,
      annualMileage: 10_000,
      calculation: { type: 'ToRegularPayment', deposit: 250_000 },
      asOf: '2026-11-20',
    })
    expect(example.figures.instalment).toBe(quote.regularPayment / 100)
    expect(example.figures.apr.percent).toBe(quote.apr)
    expect(example.figures.totalPayable).toBe(quote.totalPayable / 100)
    expect(example.figures.totalChargeForCredit).toBe(quote.totalChargeForCredit / 100)
    expect(example.figures.finalPayment).toBe((quote.finalPayment ?? Number.NaN) / 100)
    expect(example.figures.duration).toBe(49)
  })

  it('lists the representative APR first and the optional final payment for PCP only', () => {
    const pcpFields = built(buildExample(pcp)).lines.map((line) => line.field)
    expect(pcpFields[0]).toBe('apr')
    expect(pcpFields.at(-1)).toBe('finalPayment')
    const hpFields = built(buildExample({ ...pcp, product: 'hp' })).lines.map((line) => line.field)
    expect(hpFields).toEqual(PROFILES.UK.fields.filter((field) => field !== 'finalPayment'))
  })

  it('gives no example when the lender would quote another term than the price beside it', () => {
    expect(buildExample({ ...pcp, months: 60 })).toMatchObject({ ok: false, problem: 'QUOTE_UNAVAILABLE' })
  })
})

describe('bad finance data gives no example and names the problem', () => {
  it.each([
    ['a zero term', { ...loan, months: 0 }, 'TERM_NOT_POSITIVE'],
    ['a negative term', { ...loan, months: -12 }, 'TERM_NOT_POSITIVE'],
    ['a rate above 50 %', { ...loan, annualRate: 50.5 }, 'RATE_OUT_OF_RANGE'],
    ['a negative rate', { ...loan, annualRate: -1 }, 'RATE_OUT_OF_RANGE'],
    ['a down payment above the price', { ...loan, downPayment: 500_000 }, 'DOWN_PAYMENT_ABOVE_PRICE'],
    ['missing fees', { ...loan, fees: undefined }, 'FEES_MISSING'],
    ['a negative fee', { ...loan, fees: { start: -1, monthly: 0 } }, 'FEE_NEGATIVE'],
    ['no price', { ...loan, price: 0 }, 'PRICE_NOT_POSITIVE'],
    ['the whole price paid down', { ...loan, downPayment: 402_900 }, 'NOTHING_TO_REPAY'],
    ['a UK deposit above the price', { ...pcp, downPayment: 30_000 }, 'DOWN_PAYMENT_ABOVE_PRICE'],
  ])('%s', (_name, input, problem) => {
    const outcome = buildExample(input)
    expect(outcome).toMatchObject({ ok: false, problem })
    expect(cardFinance(outcome)).toEqual({ kind: 'none', problem })
  })

  it('never throws, whatever arrives', () => {
    for (const input of [null, undefined, 'loan', 42, {}, { product: 'pcp' }]) {
      expect(buildExample(input).ok).toBe(false)
    }
  })
})

describe('card model', () => {
  it('holds a monthly figure only with its example, and takes the figure from it', () => {
    const card = cardFinance(buildExample(loan))
    expect(card.kind).toBe('monthly')
    if (card.kind !== 'monthly') throw new Error('expected a monthly figure')
    expect(card.monthly).toBe(card.example.figures.instalment)
    expect(cardFinance(null)).toEqual({ kind: 'none', problem: null })
  })

  it('cannot be given a hand-made example', () => {
    const handMade: CardFinance = {
      kind: 'monthly',
      monthly: 1_000,
      // @ts-expect-error: only buildExample makes a RepresentativeExample
      example: { market: 'SE', product: 'loan', figures: {}, lines: [], compact: {}, assumptions: {} },
    }
    expect(handMade.kind).toBe('monthly')
  })
})
