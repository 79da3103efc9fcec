/**
 * The UK dealer finance quote engine (spec 2 sections 3.11, 4 and 9; issue 5 item 7): Hire
 * Purchase (HP) and Personal Contract Purchase (PCP) quotes for a car, the way a UK captive
 * lender prices them.
 *
 * - HP: the credit (cash price - deposit) is repaid in equal monthly instalments at a fixed
 *   nominal rate (annual rate / 12 per month). The documentation fee is paid with the first
 *   instalment and the option-to-purchase fee with the last.
 * - PCP: the same instalments, but a Guaranteed Future Value (GFV) is held back as an optional
 *   final payment one month after the last instalment, together with the option-to-purchase fee.
 * - APR: the annual rate X at which the credit equals the present value of every payment the
 *   borrower makes (instalments, fees, final payment), each discounted over whole months as the
 *   Consumer Credit (Total Charge for Credit) Regulations 2010 and CONC App 1.2 prescribe:
 *   X = (1 + i)^12 - 1 for the monthly rate i that solves the equation, rounded to one decimal.
 *
 * Money is held in whole pence, so totals add up exactly; callers convert at the boundary.
 */

import { annualPercentageRate as aprOfFlows } from './disclosure/apr'

export const FAMILY_KEYS = ['HP', 'PCP'] as const
export type FamilyKey = (typeof FAMILY_KEYS)[number]

export function isFamilyKey(value: string): value is FamilyKey {
  return (FAMILY_KEYS as readonly string[]).includes(value)
}

export type VehicleStatus = 'PreOwned' | 'New'

export type QuoteVehicle = {
  /** the on-the-road cash price in pence */
  cashPrice: number
  status: VehicleStatus
  /** date registered with the DVLA (YYYY-MM-DD); null for an unregistered new car */
  firstRegistered: string | null
  /** odometer reading in miles */
  mileage: number
}

export type MileageLimits = { min: number; max: number; step: number; default: number }

export type Product = {
  familyKey: FamilyKey
  name: string
  /** the numbers of monthly instalments the lender offers */
  terms: readonly number[]
  defaultTerm: number
  /** fixed nominal annual rate in percent, by the vehicle's status */
  ratePct: Record<VehicleStatus, number>
  depositMinPct: number
  depositMaxPct: number
  /** smallest regular payment, pence */
  minRegularPayment: number
  /** smallest amount of credit, pence */
  minCredit: number
  /** paid with the first instalment, pence */
  documentationFee: number
  /** paid with the last instalment (HP) or with the optional final payment (PCP), pence */
  optionToPurchaseFee: number
  /** the car may be at most this old when the agreement ends */
  maxAgeAtEndYears: number
  /** PCP only: the contracted mileage per year, and the odometer limit at the end */
  mileage: (MileageLimits & { maxAtEnd: number }) | null
}

/**
 * The products of the embedded lender. Changing any figure here changes the quotes that old
 * quote references stand for, so `QUOTE_TERMS_VERSION` must change with it.
 */
export const PRODUCTS: Record<FamilyKey, Product> = {
  HP: {
    familyKey: 'HP',
    name: 'Hire Purchase',
    terms: [12, 24, 36, 48, 60],
    defaultTerm: 48,
    ratePct: { PreOwned: 9.9, New: 7.9 },
    depositMinPct: 10,
    depositMaxPct: 50,
    minRegularPayment: 50_00,
    minCredit: 1_000_00,
    documentationFee: 99_00,
    optionToPurchaseFee: 10_00,
    maxAgeAtEndYears: 12,
    mileage: null,
  },
  PCP: {
    familyKey: 'PCP',
    name: 'Personal Contract Purchase',
    terms: [24, 36, 48],
    defaultTerm: 48,
    ratePct: { PreOwned: 9.9, New: 7.9 },
    depositMinPct: 10,
    depositMaxPct: 50,
    minRegularPayment: 50_00,
    minCredit: 2_500_00,
    documentationFee: 99_00,
    optionToPurchaseFee: 10_00,
    maxAgeAtEndYears: 8,
    mileage: { min: 5_000, max: 30_000, step: 1_000, default: 10_000, maxAtEnd: 100_000 },
  },
}

export const QUOTE_TERMS_VERSION = 1

export const LENDER_NAME = 'Hedin Finance UK Ltd'

// ── depreciation: the Guaranteed Future Value ────────────────────────────────────────────────

/**
 * Yearly loss of value by the car's age: steep while young, flatter later. Rates apply to the
 * part of each year band the car lives through, so a car of 2.5 years loses 20 % a year for
 * half a year and 15 % a year after its third birthday.
 */
const AGE_DEPRECIATION: readonly { until: number; rate: number }[] = [
  { until: 3, rate: 0.2 },
  { until: 6, rate: 0.15 },
  { until: Infinity, rate: 0.1 },
]

/** Miles at which the mileage factor halves a car's value: each mile costs less on a high-mileage car. */
const MILEAGE_HALF_LIFE = 150_000

/** The share of the forecast value the lender guarantees; it carries the risk of a wrong forecast. */
const GFV_GUARANTEE_SHARE = 0.9

/** The share of today's value a car keeps while it ages from `fromYears` to `toYears`. */
export function ageRetention(fromYears: number, toYears: number): number {
  let logRetention = 0
  let start = 0
  for (const band of AGE_DEPRECIATION) {
    const overlap = Math.min(toYears, band.until) - Math.max(fromYears, start)
    if (overlap > 0) logRetention += overlap * Math.log(1 - band.rate)
    start = band.until
  }
  return Math.exp(logRetention)
}

/** The share of today's value a car keeps while its odometer moves from `fromMiles` to `toMiles`. */
export function mileageRetention(fromMiles: number, toMiles: number): number {
  return (MILEAGE_HALF_LIFE + fromMiles) / (MILEAGE_HALF_LIFE + toMiles)
}

const DAY_MS = 86_400_000

/** The car's age in years on `asOf` (both YYYY-MM-DD); 0 for an unregistered car. */
export function vehicleAgeYears(firstRegistered: string | null, asOf: string): number {
  if (!firstRegistered) return 0
  const days = (Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${firstRegistered}T00:00:00Z`)) / DAY_MS
  return Math.max(0, days / 365.25)
}

/** Months from today to the last payment: the last instalment (HP) or the final payment (PCP). */
function agreementMonths(product: Product, term: number): number {
  return product.mileage ? term + 1 : term
}

/**
 * The Guaranteed Future Value in pence, whole pounds rounded down: today's price aged to the
 * end of the agreement by `ageRetention`, its odometer moved on by the contracted mileage by
 * `mileageRetention`, of which the lender guarantees `GFV_GUARANTEE_SHARE`.
 */
export function guaranteedFutureValue(
  vehicle: QuoteVehicle,
  term: number,
  annualMileage: number,
  asOf: string,
): number {
  const years = (term + 1) / 12
  const age = vehicleAgeYears(vehicle.firstRegistered, asOf)
  const forecast =
    vehicle.cashPrice *
    ageRetention(age, age + years) *
    mileageRetention(vehicle.mileage, vehicle.mileage + annualMileage * years)
  return Math.floor((forecast * GFV_GUARANTEE_SHARE) / 100) * 100
}

/** Pence per mile over the contracted mileage: dearer cars cost more to repair and resell. */
export function excessMileageCharge(cashPrice: number): number {
  if (cashPrice < 20_000_00) return 8
  if (cashPrice < 40_000_00) return 10
  return 14
}

// ── annuity and APR ──────────────────────────────────────────────────────────────────────────

/** Present value at monthly rate `i` of `amount` paid `month` months from now. */
const discount = (amount: number, i: number, month: number) => amount / (1 + i) ** month

/** The value today of `n` instalments of 1 at the end of each month. */
function annuityFactor(i: number, n: number): number {
  return i === 0 ? n : (1 - (1 + i) ** -n) / i
}

/**
 * The regular monthly payment in pence that repays `credit` over `n` months at monthly rate
 * `i`, with `balloon` due at month `balloonMonth`, rounded to the penny.
 */
export function regularPayment(credit: number, i: number, n: number, balloon = 0, balloonMonth = n): number {
  return Math.round((credit - discount(balloon, i, balloonMonth)) / annuityFactor(i, n))
}

export type CashFlow = { month: number; amount: number }

/**
 * The APR in percent, one decimal: the rate at which the present value of the borrower's
 * payments equals the credit, from the one solver every market's disclosure uses (CONC App 1
 * discounting over equal months, half up). Never below zero: a lender's quote never pays the
 * borrower to borrow.
 */
export function annualPercentageRate(credit: number, payments: readonly CashFlow[]): number {
  const result = aprOfFlows({
    drawdowns: [{ amount: credit, at: { months: 0 } }],
    repayments: payments.map((p) => ({ amount: p.amount, at: { months: p.month } })),
    decimals: 1,
  })
  return result.ok ? Math.max(0, result.apr.percent) : 0
}

// ── offers and quotes ────────────────────────────────────────────────────────────────────────

const ceilPounds = (pence: number) => Math.ceil(pence / 100 - 1e-9) * 100
const floorPounds = (pence: number) => Math.floor(pence / 100 + 1e-9) * 100

export class QuoteUnavailableError extends Error {
  constructor(
    readonly code: 'UNKNOWN_PRODUCT' | 'VEHICLE_INELIGIBLE',
    message: string,
  ) {
    super(message)
  }
}

/** What the lender allows for one term: the deposit and payment ranges (pence) and the GFV. */
export type TermLimits = {
  term: number
  ratePct: number
  gfv: number
  depositMin: number
  depositMax: number
  /** the payment at the largest deposit */
  paymentMin: number
  /** the payment at the smallest deposit */
  paymentMax: number
  /** PCP: the largest annual mileage that keeps the car within the odometer limit */
  mileageMax: number | null
}

/** PCP: the largest whole-step annual mileage that keeps the odometer within the limit at the end. */
function maxAnnualMileage(product: Product, vehicle: QuoteVehicle, term: number): number | null {
  if (!product.mileage) return null
  const { step, max, maxAtEnd } = product.mileage
  const perYear = (maxAtEnd - vehicle.mileage) / ((term + 1) / 12)
  return Math.min(max, Math.floor(perYear / step) * step)
}

function termAvailable(product: Product, vehicle: QuoteVehicle, term: number, asOf: string): boolean {
  const ageAtEnd = vehicleAgeYears(vehicle.firstRegistered, asOf) + agreementMonths(product, term) / 12
  if (ageAtEnd > product.maxAgeAtEndYears) return false
  const mileageMax = maxAnnualMileage(product, vehicle, term)
  return mileageMax === null || mileageMax >= (product.mileage?.min ?? 0)
}

/** Deposit and payment limits of one term at one annual mileage; null when none fits the lender's rules. */
export function termLimits(
  product: Product,
  vehicle: QuoteVehicle,
  term: number,
  annualMileage: number | null,
  asOf: string,
): TermLimits | null {
  if (!termAvailable(product, vehicle, term, asOf)) return null
  const ratePct = product.ratePct[vehicle.status]
  const i = ratePct / 100 / 12
  const price = vehicle.cashPrice
  const gfv = product.mileage ? guaranteedFutureValue(vehicle, term, annualMileage ?? product.mileage.default, asOf) : 0
  const balloonValue = discount(gfv, i, term + 1)
  const depositMin = ceilPounds((price * product.depositMinPct) / 100)
  const depositMax = floorPounds(
    Math.min(
      (price * product.depositMaxPct) / 100,
      price - product.minCredit,
      // a larger deposit would bring the instalment under the lender's smallest payment
      price - balloonValue - product.minRegularPayment * annuityFactor(i, term),
    ),
  )
  if (depositMax < depositMin) return null
  const payment = (deposit: number) => regularPayment(price - deposit, i, term, gfv, term + 1)
  return {
    term,
    ratePct,
    gfv,
    depositMin,
    depositMax,
    paymentMin: payment(depositMax),
    paymentMax: payment(depositMin),
    mileageMax: maxAnnualMileage(product, vehicle, term),
  }
}

/** The envelope of a product for a vehicle: what the sliders span (spec 2 section 3.11). */
export type ProductOffer = {
  product: Product
  terms: number[]
  defaultTerm: number
  deposit: { min: number; max: number; default: number }
  payment: { min: number; max: number; default: number }
  mileage: MileageLimits | null
}

/**
 * The product as offered for this vehicle today: the terms the car qualifies for, and deposit,
 * payment and mileage ranges spanning them. The defaults are the lender's default term, the
 * smallest deposit and the default mileage, each within what the vehicle allows.
 */
export function productOffer(family: FamilyKey, vehicle: QuoteVehicle, asOf: string): ProductOffer | null {
  const product = PRODUCTS[family]
  const defaultMileage = product.mileage?.default ?? null
  const limits = product.terms.flatMap((term) => {
    const mileageMax = maxAnnualMileage(product, vehicle, term)
    const mileage =
      defaultMileage === null || mileageMax === null ? defaultMileage : Math.min(defaultMileage, mileageMax)
    return termLimits(product, vehicle, term, mileage, asOf) ?? []
  })
  const last = limits.at(-1)
  if (!last) return null
  const terms = limits.map((l) => l.term)
  const defaults = limits.find((l) => l.term === product.defaultTerm) ?? last
  const mileage = product.mileage
    ? {
        min: product.mileage.min,
        max: Math.max(...limits.map((l) => l.mileageMax ?? 0)),
        step: product.mileage.step,
        default: Math.min(product.mileage.default, defaults.mileageMax ?? Infinity),
      }
    : null
  return {
    product,
    terms,
    defaultTerm: defaults.term,
    deposit: {
      min: Math.min(...limits.map((l) => l.depositMin)),
      max: Math.max(...limits.map((l) => l.depositMax)),
      default: defaults.depositMin,
    },
    payment: {
      min: Math.min(...limits.map((l) => l.paymentMin)),
      max: Math.max(...limits.map((l) => l.paymentMax)),
      default: defaults.paymentMax,
    },
    mileage,
  }
}

export type CalculationType = 'ToRegularPayment' | 'ToCashDeposit'

export type QuoteRequest = {
  family: string
  vehicle: QuoteVehicle
  term: number
  /** PCP only; ignored for HP */
  annualMileage: number | null
  /** ToRegularPayment: the deposit is given (pence); ToCashDeposit: the regular payment is given (pence) */
  calculation: { type: 'ToRegularPayment'; deposit: number } | { type: 'ToCashDeposit'; regularPayment: number }
  /** the quote's date, YYYY-MM-DD: the car's age and so the GFV depend on it */
  asOf: string
}

export type AdjustedField = 'Term' | 'CashDeposit' | 'RegularPayment' | 'AnnualMileage'

/** An input outside the product's limits, and the value the quote used instead. */
export type Adjustment = { field: AdjustedField; requested: number; applied: number }

export type Quote = {
  product: Product
  vehicle: QuoteVehicle
  asOf: string
  cashPrice: number
  deposit: number
  credit: number
  /** the number of monthly instalments */
  term: number
  /** months from the start to the last payment */
  durationMonths: number
  regularPayment: number
  /** PCP: the GFV plus the option-to-purchase fee, due a month after the last instalment */
  finalPayment: number | null
  guaranteedFutureValue: number | null
  annualMileage: number | null
  /** PCP: miles over the contracted mileage cost this many pence each */
  excessMileagePencePerMile: number | null
  ratePct: number
  apr: number
  /** deposit, instalments, fees and final payment */
  totalPayable: number
  /** what the credit costs: the total payable less the cash price */
  totalChargeForCredit: number
  payments: CashFlow[]
  adjustments: Adjustment[]
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

function nearestTerm(terms: readonly number[], requested: number): number {
  return terms.reduce((best, term) => (Math.abs(term - requested) < Math.abs(best - requested) ? term : best))
}

/**
 * A quote for the visitor's choices. Inputs outside the limits are clamped and reported as
 * adjustments; a product or vehicle the lender cannot finance throws `QuoteUnavailableError`
 * with a message fit for the visitor.
 */
export function calculateQuote(request: QuoteRequest): Quote {
  if (!isFamilyKey(request.family)) {
    throw new QuoteUnavailableError('UNKNOWN_PRODUCT', 'This finance product is not available.')
  }
  const product = PRODUCTS[request.family]
  const { vehicle, asOf } = request
  const offer = productOffer(request.family, vehicle, asOf)
  if (!offer) {
    throw new QuoteUnavailableError('VEHICLE_INELIGIBLE', `${product.name} is not available for this vehicle.`)
  }
  const adjustments: Adjustment[] = []
  const adjust = (field: AdjustedField, requested: number, applied: number) => {
    if (requested !== applied) adjustments.push({ field, requested, applied })
    return applied
  }

  const term = adjust('Term', request.term, nearestTerm(offer.terms, request.term))
  let annualMileage: number | null = null
  if (product.mileage && offer.mileage) {
    const requested = request.annualMileage ?? offer.mileage.default
    const max = maxAnnualMileage(product, vehicle, term) ?? offer.mileage.max
    const stepped = Math.round(requested / product.mileage.step) * product.mileage.step
    annualMileage = adjust('AnnualMileage', requested, clamp(stepped, product.mileage.min, max))
  }
  const limits = termLimits(product, vehicle, term, annualMileage, asOf)
  if (!limits) {
    throw new QuoteUnavailableError('VEHICLE_INELIGIBLE', `${product.name} is not available for this vehicle.`)
  }
  const i = limits.ratePct / 100 / 12
  const price = vehicle.cashPrice

  let deposit: number
  if (request.calculation.type === 'ToRegularPayment') {
    deposit = adjust(
      'CashDeposit',
      request.calculation.deposit,
      clamp(request.calculation.deposit, limits.depositMin, limits.depositMax),
    )
  } else {
    const wanted = request.calculation.regularPayment
    const payment = adjust('RegularPayment', wanted, clamp(wanted, limits.paymentMin, limits.paymentMax))
    // The credit those payments repay; the deposit covers the rest, in whole pounds.
    const credit = payment * annuityFactor(i, term) + discount(limits.gfv, i, term + 1)
    deposit = clamp(ceilPounds(price - credit), limits.depositMin, limits.depositMax)
  }

  const credit = price - deposit
  const gfv = product.mileage ? limits.gfv : null
  const regular = regularPayment(credit, i, term, gfv ?? 0, term + 1)
  const payments: CashFlow[] = []
  for (let month = 1; month <= term; month++) {
    let amount = regular
    if (month === 1) amount += product.documentationFee
    if (month === term && gfv === null) amount += product.optionToPurchaseFee
    payments.push({ month, amount })
  }
  const finalPayment = gfv === null ? null : gfv + product.optionToPurchaseFee
  if (finalPayment !== null) payments.push({ month: term + 1, amount: finalPayment })

  const totalPayable = deposit + payments.reduce((sum, p) => sum + p.amount, 0)
  return {
    product,
    vehicle,
    asOf,
    cashPrice: price,
    deposit,
    credit,
    term,
    durationMonths: agreementMonths(product, term),
    regularPayment: regular,
    finalPayment,
    guaranteedFutureValue: gfv,
    annualMileage,
    excessMileagePencePerMile: gfv === null ? null : excessMileageCharge(price),
    ratePct: limits.ratePct,
    apr: annualPercentageRate(credit, payments),
    totalPayable,
    totalChargeForCredit: totalPayable - price,
    payments,
    adjustments,
  }
}
