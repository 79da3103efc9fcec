import { LENDER_NAME, type Adjustment, type Quote } from './quote-engine'

/**
 * What a UK lender must show with a quote: the representative example (CONC 3.5.5R: cash price,
 * deposit, credit, duration, instalments, total payable, fixed rate, representative APR; for PCP
 * the optional final payment, mileage and excess mileage charge) and the terms and conditions.
 * The embedded lender is British, so these texts are British English whatever the page language.
 */

export type DetailRow = { Key: string; Label: string; DisplayValue: string }

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })
const wholeMoney = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 })
const count = new Intl.NumberFormat('en-GB')

/** Pence as pounds with pence, e.g. £14,432.20: the representative example is exact to the penny. */
export const formatPence = (pence: number) => money.format(pence / 100)
/** Pence as whole pounds, e.g. £1,200: for limits and notices. */
export const formatPounds = (pence: number) => wholeMoney.format(pence / 100)
export const formatMiles = (miles: number) => `${count.format(miles)} miles`
export const formatMonths = (months: number) => `${months} months`
const percent = (value: number) => `${value.toFixed(1)}%`

export function representativeExample(quote: Quote): DetailRow[] {
  const fees = quote.product
  const isPcp = quote.finalPayment !== null
  const rows: DetailRow[] = [
    { Key: 'CashPrice', Label: 'Cash price', DisplayValue: formatPence(quote.cashPrice) },
    { Key: 'Deposit', Label: 'Deposit', DisplayValue: formatPence(quote.deposit) },
    { Key: 'TotalAmountOfCredit', Label: 'Total amount of credit', DisplayValue: formatPence(quote.credit) },
    { Key: 'Duration', Label: 'Duration of agreement', DisplayValue: formatMonths(quote.durationMonths) },
    {
      Key: 'RegularPayment',
      Label: `${quote.term} monthly payments of`,
      DisplayValue: formatPence(quote.regularPayment),
    },
  ]
  if (fees.documentationFee > 0) {
    rows.push({
      Key: 'DocumentationFee',
      Label: 'Documentation fee (payable with the first monthly payment)',
      DisplayValue: formatPence(fees.documentationFee),
    })
  }
  if (isPcp) {
    rows.push(
      {
        Key: 'OptionalFinalPayment',
        Label: `Optional final payment (includes ${formatPence(fees.optionToPurchaseFee)} option to purchase fee)`,
        DisplayValue: formatPence(quote.finalPayment ?? 0),
      },
      {
        Key: 'GuaranteedFutureValue',
        Label: 'Guaranteed Future Value',
        DisplayValue: formatPence(quote.guaranteedFutureValue ?? 0),
      },
      { Key: 'AnnualMileage', Label: 'Annual mileage', DisplayValue: formatMiles(quote.annualMileage ?? 0) },
      {
        Key: 'ExcessMileageCharge',
        Label: 'Excess mileage charge',
        DisplayValue: `${quote.excessMileagePencePerMile ?? 0}p per mile`,
      },
    )
  } else if (fees.optionToPurchaseFee > 0) {
    rows.push({
      Key: 'OptionToPurchaseFee',
      Label: 'Option to purchase fee (payable with the final monthly payment)',
      DisplayValue: formatPence(fees.optionToPurchaseFee),
    })
  }
  rows.push(
    { Key: 'TotalAmountPayable', Label: 'Total amount payable', DisplayValue: formatPence(quote.totalPayable) },
    {
      Key: 'TotalChargeForCredit',
      Label: 'Total charge for credit',
      DisplayValue: formatPence(quote.totalChargeForCredit),
    },
    { Key: 'InterestRate', Label: 'Rate of interest (fixed)', DisplayValue: `${percent(quote.ratePct)} per annum` },
    { Key: 'RepresentativeApr', Label: 'Representative APR', DisplayValue: `${percent(quote.apr)} APR` },
  )
  return rows
}

/** Why the quote differs from what the visitor asked for. */
export function adjustmentNotice(adjustment: Adjustment): string {
  switch (adjustment.field) {
    case 'Term':
      return `The term has been set to ${formatMonths(adjustment.applied)}, the nearest the lender offers for this vehicle.`
    case 'CashDeposit':
      return `The deposit has been set to ${formatPounds(adjustment.applied)}, within the lender's limits for this term.`
    case 'RegularPayment':
      return `The monthly payment has been set to ${formatPounds(adjustment.applied)}, within the lender's limits for this term.`
    case 'AnnualMileage':
      return `The annual mileage has been set to ${formatMiles(adjustment.applied)}, within the lender's limits for this vehicle and term.`
  }
}

/** How long a quote's figures are held. */
export const QUOTE_VALID_DAYS = 30

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

function addDays(iso: string, days: number): string {
  return longDate.format(new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000))
}

/** The terms and conditions of one quote, as paragraphs separated by blank lines. */
export function termsAndConditions(quote: Quote, reference: string): string {
  const { product } = quote
  const isPcp = quote.finalPayment !== null
  const example = [
    `cash price ${formatPence(quote.cashPrice)}`,
    `deposit ${formatPence(quote.deposit)}`,
    `total amount of credit ${formatPence(quote.credit)}`,
    `${quote.term} monthly payments of ${formatPence(quote.regularPayment)}`,
    ...(isPcp ? [`optional final payment ${formatPence(quote.finalPayment ?? 0)}`] : []),
    `total amount payable ${formatPence(quote.totalPayable)}`,
    `duration ${formatMonths(quote.durationMonths)}`,
    `rate of interest ${percent(quote.ratePct)} per annum (fixed)`,
    `representative APR ${percent(quote.apr)}`,
  ].join(', ')

  const paragraphs = [
    `${product.name} quote ${reference}, calculated on ${longDate.format(new Date(`${quote.asOf}T00:00:00Z`))} and valid until ${addDays(quote.asOf, QUOTE_VALID_DAYS)}, subject to the vehicle still being available at the same price.`,
    `Representative example: ${example}.`,
    `Finance is provided by ${LENDER_NAME} and is subject to status. It is available to UK residents aged 18 and over. Guarantees and indemnities may be required. Hedin Automotive UK is a credit broker, not a lender, and may receive a commission from the lender for introducing you.`,
    `A documentation fee of ${formatPence(product.documentationFee)} is payable with the first monthly payment.`,
    isPcp
      ? `At the end of the agreement you may pay the optional final payment of ${formatPence(quote.finalPayment ?? 0)}, which includes an option to purchase fee of ${formatPence(product.optionToPurchaseFee)}, to own the vehicle; return the vehicle and pay nothing more, provided it is in good condition for its age and has covered no more than ${formatMiles(Math.round(((quote.annualMileage ?? 0) * quote.durationMonths) / 12))}; or part exchange it. Each mile over that distance is charged at ${quote.excessMileagePencePerMile ?? 0}p. The optional final payment equals the Guaranteed Future Value of ${formatPence(quote.guaranteedFutureValue ?? 0)} set by the lender today.`
      : `You will own the vehicle once every payment, including the option to purchase fee of ${formatPence(product.optionToPurchaseFee)} with the final monthly payment, has been made. Until then the vehicle belongs to the lender and must not be sold.`,
    `You may end the agreement once you have paid half of the total amount payable (${formatPence(Math.ceil(quote.totalPayable / 2))}) and return the vehicle in reasonable condition (voluntary termination, section 99 of the Consumer Credit Act 1974). You may withdraw from the agreement within 14 days of signing it without giving a reason, and you may settle it early at any time, which may reduce the interest you pay.`,
    `If you do not keep up your payments the lender may take the vehicle back, and missed payments may make it harder for you to obtain credit in the future.`,
  ]
  return paragraphs.join('\n\n')
}
