import { describe, expect, it } from 'vitest'
import {
  annualPercentageRate,
  instalmentFlows,
  roundRatePercent,
  solveAnnualRate,
  yearFraction,
  type Flow,
} from './apr'

const rateOf = (flows: { drawdowns: Flow[]; repayments: Flow[] }, decimals: number) => {
  const result = annualPercentageRate({ ...flows, decimals })
  if (!result.ok) throw new Error(result.reason)
  return result.apr.percent
}

/** The annuity a lender charges: credit repaid over n months at nominal rate/12, unrounded. */
const annuity = (credit: number, nominalPercent: number, months: number) => {
  const r = nominalPercent / 100 / 12
  return (credit * r) / (1 - (1 + r) ** -months)
}

describe('published examples: EU (Directive 98/7/EC Annex III, the equation CCD 2023/2225 Annex I keeps)', () => {
  // Source: Directive 98/7/EC amending 87/102/EEC, Annex III "Examples of calculation", part A
  // (calendar basis), as reproduced at https://service.betterregulation.com/document/260747 and in
  // COM(1996)79 annexes (parlementairemonitor.nl). Member States had to give results equal to these.
  it('first example: 1,000 lent, 1,200 repaid after 546 days gives 13.0 % (12.96 % at two decimals)', () => {
    const flows = { drawdowns: [{ amount: 1000, at: { days: 0 } }], repayments: [{ amount: 1200, at: { days: 546 } }] }
    expect(rateOf(flows, 1)).toBe(13.0)
    expect(rateOf(flows, 2)).toBe(12.96)
  })

  it('second example: 50 of the 1,000 kept for expenses (950 paid out), 1,200 after 546 days gives 16.9 %', () => {
    const flows = { drawdowns: [{ amount: 950, at: { days: 0 } }], repayments: [{ amount: 1200, at: { days: 546 } }] }
    expect(rateOf(flows, 1)).toBe(16.9)
  })

  it('third example: 1,000 repaid as 600 after one and two years gives i = 0.1306623, 13.1 % (13.07 %)', () => {
    const drawdowns = [{ amount: 1000, at: { days: 0 } }]
    const repayments = [
      { amount: 600, at: { days: 365 } },
      { amount: 600, at: { days: 730 } },
    ]
    const solution = solveAnnualRate(drawdowns, repayments)
    expect(solution.ok && solution.rate).toBeCloseTo(0.1306623, 6)
    expect(rateOf({ drawdowns, repayments }, 1)).toBe(13.1)
    expect(rateOf({ drawdowns, repayments }, 2)).toBe(13.07)
  })
})

describe('published examples: UK representative APR (CONC App 1 discounting)', () => {
  // Source: a UK dealer's "Typical Representative Finance Example", Vauxhall listing at
  // https://daciautos.co.uk/vehicles/?make=Vauxhall — Personal Contract Purchase, cash price
  // £8,000, deposit £800, credit £7,200, 47 monthly payments of £156.84, final payment £2,440.59
  // (the £10 option-to-purchase fee included) with a 48-month agreement, total amount payable
  // £10,612.07, fixed rate 6.00 % (flat), representative APR 13.90 %.
  it('PCP: £7,200 over 47 × £156.84 and a £2,440.59 final payment in month 48 gives 13.9 % APR', () => {
    const flows = instalmentFlows({
      credit: 7_200,
      months: 47,
      instalment: 156.84,
      finalPayment: 2_440.59,
      finalPaymentMonth: 48,
    })
    expect(rateOf(flows, 1)).toBe(13.9)
    expect(800 + 47 * 156.84 + 2_440.59).toBeCloseTo(10_612.07, 2)
  })

  // Source: Paul Rigby Group, MG new car offers, https://www.paulrigbygroup.co.uk/mg/new-car-offers/
  // — PCP, cash price £13,995, deposit £3,000, credit £10,995, 48 payments of £221.40 and a final
  // payment of £4,296.59, fixed rate 6.72 % (flat), representative 12.9 % APR, total £17,923.79.
  // The figures give 12.9 % with the final payment a month after the 48th instalment, the timing
  // our PCP quotes use; in the 48th month they would give 13.0 %.
  it('PCP: £10,995 over 48 × £221.40 and a £4,296.59 final payment a month later gives 12.9 % APR', () => {
    const flows = instalmentFlows({
      credit: 10_995,
      months: 48,
      instalment: 221.4,
      finalPayment: 4_296.59,
      finalPaymentMonth: 49,
    })
    expect(rateOf(flows, 1)).toBe(12.9)
    expect(3_000 + 48 * 221.4 + 4_296.59).toBeCloseTo(17_923.79, 2)
  })

  // Source: MoneySavingExpert, "Representative APR examples — official personal loan APRs",
  // https://www.moneysavingexpert.com/loans/personal-loans-apr-examples/ (lenders' own examples).
  it.each([
    ['The AA, £16,000 over 3 years', 16_000, 465.01, 3.0],
    ['Admiral, £3,700 over 3 years', 3_700, 113.41, 6.7],
    ['Admiral, £6,000 over 3 years', 6_000, 175.41, 3.4],
    ['Admiral, £2,000 over 3 years', 2_000, 66.87, 13.2],
  ])('personal loan without fees: %s at £%s… a month gives the printed APR', (_name, credit, monthly, apr) => {
    expect(rateOf(instalmentFlows({ credit, months: 36, instalment: monthly }), 1)).toBe(apr)
  })
})

describe('published examples: Norway (effektiv rente, lånebeløp, nedbetalingstid, kostnad, totalt)', () => {
  // Source: DNB, "Priseksempler for lån og kredittkort", Billån Ung,
  // https://www.dnb.no/privat/laan/priseksempler-laan.html — lånebeløp 150 000 kr, 5 års
  // løpetid, etableringskostnad 2 160 kr, terminomkostninger 60 kr. The printed kostnad and
  // totalt come out exactly when the establishment cost is added to the loan (152 160 kr repaid
  // as an annuity) while 150 000 kr is paid out, so that is the schedule used here.
  it.each([
    [2.99, 4.55, 17_606, 167_606],
    [3.65, 5.23, 20_297, 170_297],
    [4.65, 6.28, 24_427, 174_427],
  ])('billån at %s %% nominal gives effektiv rente %s %%, kostnad %s, totalt %s', (nominal, effective, cost, total) => {
    const instalment = annuity(152_160, nominal, 60)
    const flows = instalmentFlows({ credit: 150_000, months: 60, instalment, monthlyFee: 60 })
    expect(rateOf(flows, 2)).toBe(effective)
    const repaid = 60 * (instalment + 60)
    expect(Math.round(repaid)).toBe(total)
    expect(Math.round(repaid - 150_000)).toBe(cost)
  })
})

describe('published examples: Slovakia (RPMN)', () => {
  // Source: pozickyprevas.sk, "Reprezentatívny príklad": celková výška úveru 5 000 €, mesačná
  // splátka 102,94 €, 72 splátok, celková čiastka k úhrade 7 411,68 €, RPMN 14,90 %.
  it('5,000 € repaid in 72 × 102.94 € gives RPMN 14.90 %', () => {
    expect(rateOf(instalmentFlows({ credit: 5_000, months: 72, instalment: 102.94 }), 2)).toBe(14.9)
    expect(72 * 102.94).toBeCloseTo(7_411.68, 2)
  })
})

describe('derived examples (no published Swedish or Finnish worked example was found)', () => {
  it('a 0 % loan with no fees has an APR of exactly 0', () => {
    expect(rateOf(instalmentFlows({ credit: 120_000, months: 60, instalment: 2_000 }), 1)).toBe(0)
  })

  it('a loan without fees has APR (1 + r/12)^12 - 1 for its nominal rate r', () => {
    for (const nominal of [1, 4.95, 7.45, 19.9]) {
      const flows = instalmentFlows({ credit: 250_000, months: 72, instalment: annuity(250_000, nominal, 72) })
      const solution = solveAnnualRate(flows.drawdowns, flows.repayments)
      expect(solution.ok && solution.rate).toBeCloseTo((1 + nominal / 100 / 12) ** 12 - 1, 10)
    }
  })

  it('a fee at the start, a monthly fee and a fee at the end each raise the rate', () => {
    const base = { credit: 200_000, months: 48, instalment: annuity(200_000, 5, 48) }
    const plain = rateOf(instalmentFlows(base), 2)
    expect(rateOf(instalmentFlows({ ...base, startFee: 595 }), 2)).toBeGreaterThan(plain)
    expect(rateOf(instalmentFlows({ ...base, monthlyFee: 49 }), 2)).toBeGreaterThan(plain)
    expect(rateOf(instalmentFlows({ ...base, endFee: 500 }), 2)).toBeGreaterThan(plain)
  })

  it('a balloon repaid at the end is discounted from the month it is due', () => {
    const credit = 300_000
    const balloon = 120_000
    const r = 0.0595 / 12
    const instalment = ((credit - balloon * (1 + r) ** -36) * r) / (1 - (1 + r) ** -36)
    const flows = instalmentFlows({ credit, months: 36, instalment, finalPayment: balloon })
    const solution = solveAnnualRate(flows.drawdowns, flows.repayments)
    expect(solution.ok && solution.rate).toBeCloseTo((1 + r) ** 12 - 1, 10)
  })

  it('solves rates in the hundreds of percent and rates below zero', () => {
    const high = instalmentFlows({ credit: 750, months: 12, instalment: 143.89 })
    expect(rateOf(high, 0)).toBeGreaterThan(480)
    const negative = solveAnnualRate([{ amount: 1000, at: { months: 0 } }], [{ amount: 900, at: { months: 12 } }])
    expect(negative.ok && negative.rate).toBeCloseTo(-0.1, 10)
  })
})

describe('assumptions and failures', () => {
  it('counts an equal month as a twelfth of a year and a day as 1/365', () => {
    expect(yearFraction({ months: 18 })).toBe(1.5)
    expect(yearFraction({ days: 365 / 12 })).toBeCloseTo(1 / 12, 12)
  })

  it('rounds half up at the printed decimal', () => {
    expect(roundRatePercent(12.95, 1)).toBe(13.0)
    expect(roundRatePercent(12.949, 1)).toBe(12.9)
    expect(roundRatePercent(4.5479, 2)).toBe(4.55)
  })

  it('names what is missing instead of answering a rate', () => {
    const lent = [{ amount: 1000, at: { months: 0 } }]
    expect(solveAnnualRate([], lent)).toEqual({ ok: false, reason: 'NO_DRAWDOWN' })
    expect(solveAnnualRate(lent, [])).toEqual({ ok: false, reason: 'NO_REPAYMENT' })
    expect(solveAnnualRate(lent, [{ amount: Number.NaN, at: { months: 1 } }])).toEqual({
      ok: false,
      reason: 'INVALID_FLOW',
    })
    expect(solveAnnualRate(lent, [{ amount: -5, at: { months: 1 } }])).toEqual({ ok: false, reason: 'INVALID_FLOW' })
  })
})
