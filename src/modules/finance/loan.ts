/**
 * The car loan calculator (spec 2 section 9, issue 5 item 6): periods, down payment, the
 * monthly annuity and the effective annual rate. Plain numbers in, plain numbers out; the panel
 * formats them in the site's currency. The demo inventory prices its loans with the same
 * `annuity`, so the calculator's defaults match the cards.
 */

import { interpolate } from '../content/interpolate'
import { annualPercentageRate, instalmentFlows } from './disclosure/apr'

/** Spec 2 section 9: the period slider moves in whole years. */
export const PERIOD_STEP_MONTHS = 12
/** Spec 2 section 9: the down payment moves in steps of 1,000. */
export const DOWN_PAYMENT_STEP = 1_000

export type ContractDuration = {
  months: number
  /** the balloon left at the end, in percent of the price; null or 0 for a loan paid down in full */
  residual_percentage?: number | null
  cash_amount_min_percentage: number
  cash_amount_max_percentage: number
}

/**
 * Monthly payment of an annuity loan of `principal` over `months` at `annualRate` percent
 * (monthly rate = annual / 12), with `balloon` left to pay at the end, rounded. With no interest
 * the amount is simply spread evenly.
 */
export function annuity(principal: number, annualRate: number, months: number, balloon = 0): number {
  const r = annualRate / 100 / 12
  if (r === 0) return Math.round((principal - balloon) / months)
  const factor = (1 + r) ** -months
  return Math.round(((principal - balloon * factor) * r) / (1 - factor))
}

export type DownPaymentRange = { min: number; max: number; step: number; default: number }

/**
 * The down payment slider for a price and contract: from the minimum percentage (also the
 * default) to the maximum percentage rounded to the nearest 1,000, in steps of 1,000.
 */
export function downPaymentRange(price: number, duration: ContractDuration): DownPaymentRange {
  const min = Math.round((price * duration.cash_amount_min_percentage) / 100)
  const max = Math.max(min, Math.round((price * duration.cash_amount_max_percentage) / 100 / 1_000) * 1_000)
  return { min, max, step: DOWN_PAYMENT_STEP, default: min }
}

/**
 * The stops of an amount slider: the minimum, then every whole step above it, then the maximum.
 * A minimum of 80,580 moves to 81,000, 82,000 and so on, so the steps stay round thousands and
 * both ends stay reachable, which a plain `step` from an odd minimum would not allow.
 */
export function amountStops(min: number, max: number, step: number): number[] {
  const stops = [min]
  for (let value = Math.floor(min / step) * step + step; value < max; value += step) stops.push(value)
  if (max > min) stops.push(max)
  return stops
}

/** The index of the stop nearest a value (stops ascending); the first of two equally near. */
export function nearestStop(stops: readonly number[], value: number): number {
  let best = 0
  stops.forEach((stop, index) => {
    if (Math.abs(stop - value) < Math.abs((stops[best] ?? stop) - value)) best = index
  })
  return best
}

/** The periods a loan offers, shortest first, as the slider's stops. */
export function loanPeriods(durations: readonly ContractDuration[]): number[] {
  return [...new Set(durations.map((d) => d.months))].sort((a, b) => a - b)
}

/** The contract of the period nearest the one asked for (the slider may land between stops). */
export function durationFor(durations: readonly ContractDuration[], months: number): ContractDuration {
  if (durations.length === 0) throw new RangeError('a loan needs at least one contract duration')
  return durations.reduce((best, d) => (Math.abs(d.months - months) < Math.abs(best.months - months) ? d : best))
}

/**
 * A typed amount (down payment, first-time fee) as the calculator takes it: spaces and leading
 * zeros stripped, clamped to the range; null when nothing usable was typed.
 */
export function clampTypedAmount(text: string, min: number, max: number): number | null {
  const digits = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^0+(?=\d)/, '')
  if (!/^\d+$/.test(digits)) return null
  return Math.min(max, Math.max(min, Number(digits)))
}

export type LoanInput = {
  price: number
  downPayment: number
  months: number
  /** nominal annual interest in percent */
  annualRate: number
  /** the balloon in percent of the price */
  residualPercentage?: number | null
  startFee: number
  invoiceFee: number
}

export type LoanResult = {
  credit: number
  balloon: number
  monthlyPayment: number
  /** effective annual rate in percent, two decimals */
  effectiveRate: number
  /** everything paid back: instalments, fees and the balloon */
  totalCost: number
}

/**
 * The effective annual rate as Nordic consumer-credit law (and the EU directive behind it)
 * defines it: the yearly rate X at which the credit paid out today equals the present value of
 * everything the borrower pays, the start fee now, each instalment plus invoice fee after k
 * months and the balloon at the end, discounted as (1 + X)^(k/12).
 */
export function effectiveAnnualRate(input: {
  credit: number
  monthlyPayment: number
  months: number
  startFee: number
  invoiceFee: number
  balloon?: number
}): number {
  if (input.credit <= 0) return 0
  // The one solver every market's disclosure uses, so the panel and the example never differ.
  const result = annualPercentageRate({
    ...instalmentFlows({
      credit: input.credit,
      months: input.months,
      instalment: input.monthlyPayment,
      startFee: input.startFee,
      monthlyFee: input.invoiceFee,
      finalPayment: input.balloon ?? 0,
    }),
    decimals: 2,
  })
  return result.ok ? result.apr.percent : 0
}

/** The calculator's answer for the visitor's choices. */
export function calculateLoan(input: LoanInput): LoanResult {
  const credit = Math.max(0, input.price - input.downPayment)
  const balloon = Math.round((input.price * (input.residualPercentage ?? 0)) / 100)
  const monthlyPayment = credit > 0 ? annuity(credit, input.annualRate, input.months, balloon) : 0
  return {
    credit,
    balloon,
    monthlyPayment,
    effectiveRate: effectiveAnnualRate({
      credit,
      monthlyPayment,
      months: input.months,
      startFee: input.startFee,
      invoiceFee: input.invoiceFee,
      balloon,
    }),
    totalCost: input.startFee + (monthlyPayment + input.invoiceFee) * input.months + balloon,
  }
}

/** The texts a loan disclaimer's numbered placeholders take, formatted for the site. */
export type LoanDisclaimerValues = {
  monthlyPayment: string
  downPayment: string
  months: string | number
  interestRate: string
  effectiveRate: string
}

/**
 * A loan disclaimer for the visitor's choices (spec 2 section 9): {1} monthly payment, {2} down
 * payment, {3} months, {4} interest rate, {5} effective rate.
 */
export function loanDisclaimer(template: string, values: LoanDisclaimerValues): string {
  return interpolate(template, {
    1: values.monthlyPayment,
    2: values.downPayment,
    3: values.months,
    4: values.interestRate,
    5: values.effectiveRate,
  })
}
