import type {
  FinanceProduct,
  ProductParameter,
  ProductsRequest,
  QuoteRequestBody,
  VehicleQuote,
} from '@/modules/finance/codeweaver'
import { interpolate } from '@/modules/content/interpolate'
import { profileFor, type ExampleField } from '@/modules/finance/disclosure/profiles'

/**
 * The finance widget's logic without React: slider limits from the products answer, the quote
 * request for the visitor's inputs, and the parts of a quote answer it shows. Types only from
 * the codeweaver module: its zod schemas stay on the server.
 */

export type SliderSpec = { min: number; max: number; step: number; default: number }

export type ProductView = {
  familyKey: string
  name: string
  term: SliderSpec
  deposit: SliderSpec
  payment: SliderSpec
  /** spec 2 section 9: mileage is offered for the PCP family only */
  mileage: SliderSpec | null
}

/** Which of deposit and payment the visitor set last: the other one is calculated. */
export type Driver = 'deposit' | 'payment'

export type QuoteInputs = { term: number; deposit: number; payment: number; mileage: number | null; driver: Driver }

export type QuoteDetailView = { key: string; label: string; value: string }

/** A line of the lender's representative example with the profile field it states, if any. */
export type ExampleDetailView = QuoteDetailView & { field: ExampleField | null }

export type QuoteView = {
  term: number
  deposit: number
  payment: number
  mileage: number | null
  reference: string
  /** the lender's Apply action: where the visitor reserves the car with this quote */
  applyHref: string | null
  /** the lender's representative example, its lines in the UK profile's order */
  example: ExampleDetailView[]
  /** the lender's other blocks, shown after the example */
  blocks: { title: string | null; details: QuoteDetailView[] }[]
  notices: string[]
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** Spec 2 section 9: the step is the spacing of the Values, or 1 without them. */
function valueSpacing(values: readonly number[]): number {
  let step = Infinity
  for (let i = 1; i < values.length; i++) {
    const gap = values[i]! - values[i - 1]!
    if (gap > 0 && gap < step) step = gap
  }
  return Number.isFinite(step) ? step : 1
}

export function sliderSpec(parameter: ProductParameter): SliderSpec {
  const values = [...new Set(parameter.Values ?? [])].sort((a, b) => a - b)
  const min = parameter.Minimum ?? values[0] ?? 0
  const max = Math.max(min, parameter.Maximum ?? values.at(-1) ?? min)
  return {
    min,
    max,
    step: valueSpacing(values),
    default: clamp(parameter.Default ?? values[0] ?? min, min, max),
  }
}

/** Money sliders move in whole pounds: the limits widen to the pound around the lender's. */
function poundSpec(parameter: ProductParameter): SliderSpec {
  const spec = sliderSpec(parameter)
  return { ...spec, min: Math.floor(spec.min), max: Math.ceil(spec.max), step: Math.max(1, spec.step) }
}

export function productView(product: FinanceProduct): ProductView {
  return {
    familyKey: product.FamilyKey,
    name: product.Name,
    term: sliderSpec(product.Term),
    deposit: poundSpec(product.Deposit),
    payment: poundSpec(product.Payment),
    mileage: product.FamilyKey === 'PCP' && product.AnnualMileage ? sliderSpec(product.AnnualMileage) : null,
  }
}

export function initialInputs(view: ProductView): QuoteInputs {
  return {
    term: view.term.default,
    deposit: view.deposit.default,
    payment: view.payment.default,
    mileage: view.mileage?.default ?? null,
    driver: 'deposit',
  }
}

/** One vehicle request of the cfd call: the last edited of deposit and payment decides the calculation. */
export function vehicleRequest(
  view: ProductView,
  inputs: QuoteInputs,
  base: ProductsRequest,
): QuoteRequestBody['VehicleRequests'][number] {
  const byDeposit = inputs.driver === 'deposit'
  return {
    Id: view.familyKey,
    PhysicalVehicle: base.PhysicalVehicle,
    Parameters: {
      Term: inputs.term,
      CashDeposit: byDeposit ? inputs.deposit : null,
      RegularPayment: byDeposit ? null : inputs.payment,
      AnnualMileage: view.mileage ? inputs.mileage : null,
      FinanceProductFamilyKeys: [view.familyKey],
      CalculationType: byDeposit ? 'ToRegularPayment' : 'ToCashDeposit',
      OrganisationIdentifier: base.OrganisationIdentifier,
    },
  }
}

/** A same-site path or an http(s) URL; anything else (javascript:, //host) is not followed. */
export function safeHref(href: string | null | undefined): string | null {
  if (!href) return null
  if (href.startsWith('/') && !href.startsWith('//')) return href
  try {
    const url = new URL(href)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

export function withQuoteRef(href: string, reference: string): string {
  if (/[?&]quoteRef=/.test(href)) return href
  return `${href}${href.includes('?') ? '&' : '?'}quoteRef=${encodeURIComponent(reference)}`
}

/** The lender's detail keys (codeweaver's, as the embedded lender writes them) by example field. */
const FIELD_OF_KEY: Record<string, ExampleField> = {
  RepresentativeApr: 'apr',
  InterestRate: 'borrowingRate',
  DocumentationFee: 'charges',
  OptionToPurchaseFee: 'charges',
  TotalAmountOfCredit: 'totalCredit',
  TotalChargeForCredit: 'totalChargeForCredit',
  Deposit: 'downPayment',
  TotalAmountPayable: 'totalPayable',
  Duration: 'duration',
  CashPrice: 'cashPrice',
  RegularPayment: 'instalment',
  OptionalFinalPayment: 'finalPayment',
}

const UK = profileFor('UK')

/**
 * The lender's representative example in the order the UK profile lists its fields
 * (representative APR first; lines the profile does not name, such as a PCP's mileage terms,
 * after them), or null when it lacks a field CONC 3.5.8R requires. Other charges may be absent:
 * a product without fees has none to state.
 *
 * The lender's own lines, not an example rebuilt here: they come from the calculation that gave
 * the monthly payment beside them, where a browser-side rebuild would use other products (a real
 * lender's) or another day (the visitor's clock ages the car for a PCP's future value).
 */
export function quoteExample(details: readonly QuoteDetailView[]): ExampleDetailView[] | null {
  const rows = details.map((detail) => ({ ...detail, field: FIELD_OF_KEY[detail.key] ?? null }))
  const present = new Set(rows.map((row) => row.field))
  const missing = Object.keys(UK.requiredFields).filter(
    (field) => field !== 'charges' && !present.has(field as ExampleField),
  )
  if (missing.length) return null
  const rank = (row: ExampleDetailView) => (row.field ? UK.fields.indexOf(row.field) : UK.fields.length)
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
    .map(({ row }) => row)
}

/**
 * A product choice's short line in the market's compact wording (`template`, with {rate},
 * {total} and {months}), its figures taken from the lender's example; the lender's own lines
 * when their values cannot be read as numbers.
 */
export function compactExample(example: readonly ExampleDetailView[], template: string): string {
  const row = (field: ExampleField) => example.find((line) => line.field === field)
  const apr = row('apr')
  const total = row('totalPayable')
  const rate = /(\d+(?:\.\d+)?)\s*%/.exec(apr?.value ?? '')?.[1]
  const months = /\d+/.exec(row('duration')?.value ?? '')?.[0]
  if (apr && total && rate && months) return interpolate(template, { rate, total: total.value, months })
  return [apr, total].flatMap((line) => (line ? [`${line.label} ${line.value}`] : [])).join(' · ')
}

/** The credit figure marker of a product family: hp, pcp (the sweep's products). */
export const figureProduct = (familyKey: string) => familyKey.toLowerCase()

/**
 * The quote of one vehicle answer, or null when the vehicle or its quotation has an error, or
 * its representative example is incomplete: the option is then hidden, as a monthly payment may
 * not be shown without its example.
 */
export function readQuote(vehicle: VehicleQuote | undefined): QuoteView | null {
  if (!vehicle || vehicle.HasError) return null
  const quotation = vehicle.FinanceQuotations?.[0]
  const quote = quotation?.Finance?.Quote
  if (!quotation || quotation.HasError || !quote || typeof quote.TotalRegularPayment !== 'number') return null
  const blocks = (quotation.Blocks ?? []).map((block) => ({
    title: block.Title ?? null,
    details: block.Details.map((d) => ({ key: d.Key, label: d.Label, value: d.DisplayValue })),
  }))
  // The first block is the representative example (spec 2 section 7.3 reads it as such).
  const [first, ...rest] = blocks
  const example = first ? quoteExample(first.details) : null
  if (!example) return null
  return {
    term: quote.Term,
    deposit: quote.TotalDeposit,
    payment: quote.TotalRegularPayment,
    mileage: quote.AnnualMileage ?? null,
    reference: quote.QuoteReference,
    applyHref: safeHref(quote.QuoteActions?.Apply),
    example,
    blocks: rest,
    notices: (quotation.Finance?.Notifications ?? []).map((n) => (typeof n === 'string' ? n : n.Message)),
  }
}

/** The vehicle answer for a request id: by Id, else by position. */
export function vehicleFor(vehicles: readonly VehicleQuote[], id: string, index: number): VehicleQuote | undefined {
  return vehicles.find((v) => v.Id === id) ?? (vehicles.every((v) => !v.Id) ? vehicles[index] : undefined)
}

/** The inputs a quote stands for, so the controls show what was calculated (clamped values included). */
export function inputsFromQuote(quote: QuoteView, driver: Driver): QuoteInputs {
  return { term: quote.term, deposit: quote.deposit, payment: quote.payment, mileage: quote.mileage, driver }
}

/**
 * A typed amount: '£', spaces and thousands separators stripped, leading zeros too, clamped to
 * the range, whole pounds; null when nothing usable was typed.
 */
export function parseTypedAmount(text: string, min: number, max: number): number | null {
  const cleaned = text.replace(/[£,\s\u00a0\u202f]/g, '').replace(/^0+(?=\d)/, '')
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null
  return clamp(Math.round(Number(cleaned)), min, max)
}
