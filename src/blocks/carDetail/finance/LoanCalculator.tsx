'use client'

import { useMemo, useState } from 'react'
import { interpolate } from '@/modules/content/interpolate'
import { buildExample, type RateType } from '@/modules/finance/disclosure/example'
import type { Market } from '@/modules/finance/disclosure/profiles'
import {
  amountStops,
  downPaymentRange,
  durationFor,
  loanDisclaimer,
  loanPeriods,
  nearestStop,
  type ContractDuration,
} from '@/modules/finance/loan'
import { AmountField } from './AmountField'
import { financeFormats } from './format'
import { ConsumerLoanWarning } from '@/ui/ConsumerLoanWarning'
import { compactText, exampleRows, RepresentativeExample, type ExampleTexts } from '@/ui/RepresentativeExample'
import { Disclaimer, Facts, GoodToKnow, MonthlyFigure, type Fact, PanelHeading } from './parts'
import type { FinanceTexts } from './texts'

export type LoanOffer = {
  title: string
  description: string | null
  price: number
  durations: ContractDuration[]
  defaultMonths: number
  interestRate: number
  startFee: number
  invoiceFee: number
  /** with the placeholders {1} monthly, {2} down payment, {3} months, {4} rate, {5} effective rate */
  disclaimer: string | null
}

export type LoanTexts = Pick<
  FinanceTexts,
  | 'campaign'
  | 'monthlyCost'
  | 'perMonth'
  | 'months'
  | 'range'
  | 'carPrice'
  | 'downPayment'
  | 'loanAmount'
  | 'loanPeriod'
  | 'interestRate'
  | 'effectiveRate'
  | 'residualValue'
  | 'startFee'
  | 'invoiceFee'
  | 'goodToKnow'
  | 'lender'
  | 'totalPayable'
  | 'quoteText'
  | 'requestQuote'
  | 'exampleUnavailable'
>

/** What the representative example needs beyond the offer: the market's profile and its texts. */
export type LoanDisclosure = {
  market: Market
  /** the feed does not say; the same assumption the car cards make (see loanExampleInput) */
  rateType: RateType
  texts: ExampleTexts
}

export type LoanCalculatorProps = {
  loan: LoanOffer
  campaign: boolean
  locale: string
  currency: string
  /** the Norway variant hides the effective rate and the residual value */
  hideEffectiveRate: boolean
  hideResidual: boolean
  /** the Swedish locale's extra block; null elsewhere */
  goodToKnow: { lender: string | null } | null
  /** the consumer-loan warning where the law asks for it; null elsewhere */
  warning: string | null
  /** null where the site has no credit market: then no monthly figure can be shown */
  disclosure: LoanDisclosure | null
  texts: LoanTexts
}

/**
 * The loan calculator (spec 2 section 9): the period and the down payment, each by slider (the
 * down payment also typed), give the monthly annuity, the loan amount and the effective rate.
 *
 * Every figure the panel shows is read from the representative example built for the visitor's
 * choices (issue 16), so the monthly figure and its example cannot disagree; choices for which
 * no complete example can be built show no figures at all. The panel is one credit offer for
 * the compliance sweep: the invoice fee per month and the disclaimer's monthly figure sit in it.
 */
export function LoanCalculator({
  loan,
  campaign,
  locale,
  currency,
  hideEffectiveRate,
  hideResidual,
  goodToKnow,
  warning,
  disclosure,
  texts,
}: LoanCalculatorProps) {
  const format = useMemo(() => financeFormats(locale, currency), [locale, currency])
  const periods = useMemo(() => loanPeriods(loan.durations), [loan.durations])
  const [months, setMonths] = useState(() => durationFor(loan.durations, loan.defaultMonths).months)
  // null until the visitor picks one: the default follows the period's minimum percentage.
  const [chosenDownPayment, setChosenDownPayment] = useState<number | null>(null)

  const duration = durationFor(loan.durations, months)
  const range = downPaymentRange(loan.price, duration)
  const downPayment = Math.min(range.max, Math.max(range.min, chosenDownPayment ?? range.default))
  const stops = amountStops(range.min, range.max, range.step)
  const outcome = disclosure
    ? buildExample({
        market: disclosure.market,
        product: 'loan',
        price: loan.price,
        downPayment,
        months: duration.months,
        annualRate: loan.interestRate,
        rateType: disclosure.rateType,
        residualPercentage: duration.residual_percentage ?? 0,
        fees: { start: loan.startFee, monthly: loan.invoiceFee },
      })
    : null
  const example = outcome?.ok ? outcome.example : null
  const figures = example?.figures ?? null

  const monthsText = interpolate(texts.months, { months: duration.months })
  const monthly = figures ? interpolate(texts.perMonth, { price: format.money(figures.instalment) }) : null
  const apr = figures ? aprText(locale, figures.apr.percent, figures.apr.decimals) : null
  // An interest rate is itself a figure the rules tie to an example: none without one.
  const rates: Fact[] = figures ? [{ label: texts.interestRate, value: format.percent(loan.interestRate) }] : []
  if (apr && !hideEffectiveRate) rates.push({ label: texts.effectiveRate, value: apr })
  const facts: Fact[] = [{ label: texts.carPrice, value: format.money(loan.price) }]
  if (figures) {
    facts.push({ label: texts.loanAmount, value: format.money(figures.totalCredit) })
    if (figures.finalPayment !== null && !hideResidual)
      facts.push({ label: texts.residualValue, value: format.money(figures.finalPayment) })
    facts.push(
      { label: texts.startFee, value: format.money(loan.startFee) },
      { label: texts.invoiceFee, value: interpolate(texts.perMonth, { price: format.money(loan.invoiceFee) }) },
    )
  }
  const periodId = 'finance-loan-period'

  return (
    <div data-credit-offer className="space-y-5">
      <PanelHeading title={loan.title} campaign={campaign ? texts.campaign : null} description={loan.description} />
      <div className="grid gap-5 md:grid-cols-2">
        <div className="space-y-5">
          <MonthlyFigure
            label={texts.monthlyCost}
            value={monthly}
            product="loan"
            unavailable={texts.exampleUnavailable}
            testId="loan-monthly-payment"
          />
          {example && disclosure ? (
            <RepresentativeExample
              heading={disclosure.texts.heading}
              rows={exampleRows(example, disclosure.texts, locale, currency)}
              assumptions={disclosure.texts.assumptions}
            />
          ) : null}
          <div className="space-y-2">
            <div className="flex items-baseline justify-between gap-3">
              <label htmlFor={periodId} className="text-sm font-semibold">
                {texts.loanPeriod}
              </label>
              <span aria-hidden="true" className="text-sm font-semibold">
                {monthsText}
              </span>
            </div>
            {/* Over the contract periods offered (every 12 months in the feeds): one arrow, one period. */}
            <input
              id={periodId}
              type="range"
              min={0}
              max={Math.max(0, periods.length - 1)}
              step={1}
              value={nearestStop(periods, duration.months)}
              aria-valuetext={monthsText}
              disabled={periods.length < 2}
              onChange={(event) => {
                const next = periods[Number(event.target.value)]
                if (next !== undefined) setMonths(next)
              }}
              className="h-6 w-full cursor-pointer accent-[var(--color-primary)] disabled:cursor-default"
            />
          </div>
          <AmountField
            id="finance-loan-down-payment"
            label={texts.downPayment}
            value={downPayment}
            stops={stops}
            format={format.money}
            rangeText={interpolate(texts.range, { min: format.money(range.min), max: format.money(range.max) })}
            onChange={setChosenDownPayment}
          />
        </div>
        <Facts prominent={rates} facts={facts} />
      </div>
      {goodToKnow ? (
        <GoodToKnow
          heading={texts.goodToKnow}
          facts={[
            ...(goodToKnow.lender ? [{ label: texts.lender, value: goodToKnow.lender }] : []),
            ...(figures ? [{ label: texts.totalPayable, value: format.money(figures.totalPayable) }] : []),
          ]}
          quoteText={texts.quoteText}
          quoteLabel={texts.requestQuote}
        />
      ) : null}
      {warning ? <ConsumerLoanWarning text={warning} /> : null}
      {loan.disclaimer && example && figures && disclosure ? (
        // The lender's text states the monthly figure, so its example line follows it (Norway's
        // law asks for it there too, where the effective-rate box is hidden).
        <Disclaimer
          text={`${loanDisclaimer(loan.disclaimer, {
            monthlyPayment: format.money(figures.instalment),
            downPayment: format.money(downPayment),
            months: duration.months,
            interestRate: format.percent(loan.interestRate),
            effectiveRate: apr ?? '',
          })} ${compactText(example, disclosure.texts.compact, locale, currency)}`}
        />
      ) : null}
    </div>
  )
}

/** The APR as the example prints it: the profile's decimals, so the box and example agree. */
function aprText(locale: string, percent: number, decimals: number): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(percent / 100)
}
