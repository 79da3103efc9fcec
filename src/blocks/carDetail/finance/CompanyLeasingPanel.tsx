'use client'

import { useMemo, useState } from 'react'
import { interpolate } from '@/modules/content/interpolate'
import {
  cashAmountRange,
  companyLeasingCost,
  findLeasingRow,
  leasingDisclaimer,
  leasingMileages,
  leasingMonths,
  type CompanyLeasingRow,
} from '@/modules/finance/leasing'
import { amountStops } from '@/modules/finance/loan'
import { AmountField } from './AmountField'
import { financeFormats } from './format'
import { Disclaimer, Facts, GoodToKnow, MonthlyFigure, type Fact, PanelHeading } from './parts'
import type { FinanceTexts } from './texts'

export type CompanyLeasingOfferProps = {
  title: string
  description: string | null
  salesText: string | null
  /** with named placeholders: {monthly_cost}, {months}, {mileage}, {start_fee}, {invoice_fee}, ... */
  disclaimer: string | null
  rows: CompanyLeasingRow[]
  defaultChoice: { mileage: number; cashAmount: number; months: number }
  defaultMonthlyCost: number
  interestRate: number
  fixedRate: boolean
  startFee: number
  invoiceFee: number
}

export type CompanyLeasingTexts = Pick<
  FinanceTexts,
  | 'campaign'
  | 'monthlyCost'
  | 'perMonth'
  | 'months'
  | 'range'
  | 'exclVat'
  | 'carPrice'
  | 'cashAmount'
  | 'contractPeriod'
  | 'mileagePerYear'
  | 'interestRate'
  | 'fixedRate'
  | 'variableRate'
  | 'residualValue'
  | 'startFee'
  | 'invoiceFee'
  | 'goodToKnow'
  | 'benefitValue'
  | 'benefitValueNote'
  | 'lessor'
  | 'quoteText'
  | 'requestQuote'
>

export type CompanyLeasingPanelProps = {
  offer: CompanyLeasingOfferProps
  /** the price without VAT the leasing finances; null when the feed has none (no calculator then) */
  price: number | null
  campaign: boolean
  locale: string
  currency: string
  /** e.g. '{distance} mil/år': the car market's unit for yearly distances */
  distanceTemplate: string
  hideResidual: boolean
  goodToKnow: { lessor: string | null; benefitValue: number | null } | null
  texts: CompanyLeasingTexts
}

type ChoiceGroupProps = {
  name: string
  legend: string
  options: readonly { value: number; label: string }[]
  value: number
  onChange: (value: number) => void
}

/** A segmented control: native radio buttons, so arrow keys and screen readers work as usual. */
function ChoiceGroup({ name, legend, options, value, onChange }: ChoiceGroupProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="relative">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span className="inline-flex min-h-11 cursor-pointer items-center rounded-[var(--radius)] border border-[var(--color-border)] px-3 py-2 text-sm font-medium peer-checked:border-[var(--color-primary)] peer-checked:bg-[var(--color-primary)] peer-checked:text-[var(--color-primary-fg)] peer-focus-visible:ring-4 peer-focus-visible:ring-[var(--color-primary)]/40">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * Company leasing (spec 2 section 3.3): the visitor picks a yearly distance and a contract
 * length among the offer's options and a cash amount within the option's range; the monthly
 * cost (without VAT) is the annuity with the residual value as the balloon.
 */
export function CompanyLeasingPanel({
  offer,
  price,
  campaign,
  locale,
  currency,
  distanceTemplate,
  hideResidual,
  goodToKnow,
  texts,
}: CompanyLeasingPanelProps) {
  const format = useMemo(() => financeFormats(locale, currency), [locale, currency])
  const [mileage, setMileage] = useState(offer.defaultChoice.mileage)
  const [months, setMonths] = useState(offer.defaultChoice.months)
  const [chosenCash, setChosenCash] = useState<number | null>(null)

  const distance = (value: number) => interpolate(distanceTemplate, { distance: format.number(value) })
  const row = offer.rows.length ? findLeasingRow(offer.rows, mileage, months) : null
  const calculable = row !== null && price !== null
  const range = calculable ? cashAmountRange(price, row) : null
  const cash = range ? Math.min(range.max, Math.max(range.min, chosenCash ?? offer.defaultChoice.cashAmount)) : 0
  const cost = calculable
    ? companyLeasingCost({ price, cashAmount: cash, row, interestRate: offer.interestRate })
    : null
  const stops = range ? amountStops(range.min, range.max, range.step) : []
  const monthlyCost = cost?.monthlyCost ?? offer.defaultMonthlyCost
  const shownMonths = row?.months ?? offer.defaultChoice.months
  const shownMileage = row?.mileage ?? offer.defaultChoice.mileage

  // The terms the monthly cost stands for, always listed (the choices above are controls, not
  // a statement of the offer): they are the example the compliance sweep looks for beside it.
  const facts: Fact[] = []
  if (price !== null) facts.push({ label: `${texts.carPrice} ${texts.exclVat}`, value: format.money(price) })
  facts.push(
    { label: texts.contractPeriod, value: interpolate(texts.months, { months: shownMonths }) },
    { label: texts.mileagePerYear, value: distance(shownMileage) },
  )
  if (cost) facts.push({ label: texts.cashAmount, value: format.money(cash) })
  if (cost && !hideResidual) facts.push({ label: texts.residualValue, value: format.money(cost.residualValue) })
  facts.push(
    { label: texts.startFee, value: format.money(offer.startFee) },
    { label: texts.invoiceFee, value: interpolate(texts.perMonth, { price: format.money(offer.invoiceFee) }) },
  )
  const rates: Fact[] = [
    {
      label: texts.interestRate,
      value: (
        <>
          {format.percent(offer.interestRate)}
          <span className="block text-sm font-normal">{offer.fixedRate ? texts.fixedRate : texts.variableRate}</span>
        </>
      ),
    },
  ]

  const optionPercent = [row?.cash_amount_min_percentage_text, row?.cash_amount_max_percentage_text]
  const rangeText = range
    ? interpolate(texts.range, { min: format.money(range.min), max: format.money(range.max) }) +
      (optionPercent[0] && optionPercent[1] ? ` (${optionPercent[0]}–${optionPercent[1]})` : '')
    : ''

  return (
    <div data-credit-offer className="space-y-5">
      <PanelHeading title={offer.title} campaign={campaign ? texts.campaign : null} description={offer.description} />
      {offer.salesText ? <p className="font-semibold">{offer.salesText}</p> : null}
      <div className="grid gap-5 md:grid-cols-2">
        <div className="space-y-5">
          <MonthlyFigure
            label={texts.monthlyCost}
            value={interpolate(texts.perMonth, { price: format.money(monthlyCost) })}
            note={texts.exclVat}
            product="leasing"
            testId="company-leasing-monthly-cost"
          />
          {calculable && range ? (
            <>
              <ChoiceGroup
                name="finance-company-mileage"
                legend={texts.mileagePerYear}
                options={leasingMileages(offer.rows).map((value) => ({ value, label: distance(value) }))}
                value={row.mileage}
                onChange={setMileage}
              />
              <ChoiceGroup
                name="finance-company-months"
                legend={texts.contractPeriod}
                options={leasingMonths(offer.rows, row.mileage).map((value) => ({
                  value,
                  label: interpolate(texts.months, { months: value }),
                }))}
                value={row.months}
                onChange={setMonths}
              />
              <AmountField
                id="finance-company-cash"
                label={texts.cashAmount}
                value={cash}
                stops={stops}
                format={format.money}
                rangeText={rangeText}
                onChange={setChosenCash}
              />
            </>
          ) : null}
        </div>
        <div data-credit-example>
          <Facts prominent={rates} facts={facts} />
        </div>
      </div>
      {goodToKnow ? (
        <div data-credit-example>
          <GoodToKnow
            heading={texts.goodToKnow}
            facts={[
              ...(goodToKnow.benefitValue !== null
                ? [
                    {
                      label: texts.benefitValue,
                      value: interpolate(texts.perMonth, { price: format.money(goodToKnow.benefitValue) }),
                    },
                  ]
                : []),
              ...(goodToKnow.lessor ? [{ label: texts.lessor, value: goodToKnow.lessor }] : []),
            ]}
            note={goodToKnow.benefitValue !== null ? texts.benefitValueNote : null}
            quoteText={texts.quoteText}
            quoteLabel={texts.requestQuote}
          />
        </div>
      ) : null}
      {offer.disclaimer ? (
        <Disclaimer
          text={leasingDisclaimer(offer.disclaimer, {
            monthly_cost: format.money(monthlyCost),
            months: shownMonths,
            mileage: distance(shownMileage),
            start_fee: format.money(offer.startFee),
            invoice_fee: format.money(offer.invoiceFee),
            interest_rate: format.percent(offer.interestRate),
            residual_value: cost && !hideResidual ? format.money(cost.residualValue) : undefined,
            cash_amount: format.money(cash),
          })}
        />
      ) : null}
    </div>
  )
}
