import { createHmac, timingSafeEqual } from 'node:crypto'
import { isFamilyKey, QUOTE_TERMS_VERSION, type FamilyKey, type Quote, type QuoteVehicle } from './quote-engine'

/**
 * Quote references that need no storage: the reference carries the quote's inputs and an HMAC
 * of them under the server secret, so any app instance can recompute the quote (for its terms
 * and conditions) and nobody can make one up. The inputs are the visitor's own choices, so they
 * may be read; they cannot be changed.
 *
 * Shape: `<family><terms version>.<price>.<status>.<registered>.<odometer>.<term>.<deposit>.
 * <annual mileage>.<quote date>.<signature>`, numbers in base 36, dates as YYYYMMDD, the
 * signature 96 bits of HMAC-SHA256 in base64url.
 */

export type QuoteInputs = {
  family: FamilyKey
  vehicle: QuoteVehicle
  term: number
  /** pence */
  deposit: number
  annualMileage: number | null
  asOf: string
}

/** Characters a reference may contain; anything else is not ours. */
export const QUOTE_REFERENCE_PATTERN = /^[A-Za-z0-9._-]{1,200}$/

export function quoteInputs(quote: Quote): QuoteInputs {
  return {
    family: quote.product.familyKey,
    vehicle: quote.vehicle,
    term: quote.term,
    deposit: quote.deposit,
    annualMileage: quote.annualMileage,
    asOf: quote.asOf,
  }
}

const toDate = (iso: string | null) => (iso ? iso.replaceAll('-', '') : '0')
const fromDate = (digits: string): string | null | undefined => {
  if (digits === '0') return null
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(digits)
  if (!match) return undefined
  const iso = `${match[1]}-${match[2]}-${match[3]}`
  return Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) ? undefined : iso
}
const fromBase36 = (text: string): number | undefined =>
  /^[0-9a-z]{1,10}$/.test(text) ? parseInt(text, 36) : undefined

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`dealer-finance-quote:${payload}`)
    .digest()
    .subarray(0, 12)
    .toString('base64url')
}

export function signQuoteReference(inputs: QuoteInputs, secret: string): string {
  const { vehicle } = inputs
  const payload = [
    `${inputs.family}${QUOTE_TERMS_VERSION}`,
    vehicle.cashPrice.toString(36),
    vehicle.status === 'New' ? 'n' : 'p',
    toDate(vehicle.firstRegistered),
    vehicle.mileage.toString(36),
    inputs.term.toString(36),
    inputs.deposit.toString(36),
    (inputs.annualMileage ?? 0).toString(36),
    toDate(inputs.asOf),
  ].join('.')
  return `${payload}.${signature(payload, secret)}`
}

/** The inputs of a reference this server signed, or null for anything forged, altered or of other terms. */
export function readQuoteReference(reference: string, secret: string): QuoteInputs | null {
  if (!QUOTE_REFERENCE_PATTERN.test(reference)) return null
  const cut = reference.lastIndexOf('.')
  if (cut < 0) return null
  const payload = reference.slice(0, cut)
  const given = Buffer.from(reference.slice(cut + 1), 'base64url')
  const expected = Buffer.from(signature(payload, secret), 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null

  const [head, price, status, registered, odometer, term, deposit, mileage, asOf, ...rest] = payload.split('.')
  const version = new RegExp(`^([A-Z]+)${QUOTE_TERMS_VERSION}$`).exec(head ?? '')
  const family = version?.[1]
  if (!family || !isFamilyKey(family) || rest.length > 0) return null
  const numbers = [price, odometer, term, deposit, mileage].map((n) => fromBase36(n ?? ''))
  const dates = [fromDate(registered ?? ''), fromDate(asOf ?? '')]
  const [cashPrice, odometerMiles, months, depositPence, annualMileage] = numbers
  const [firstRegistered, quoteDate] = dates
  if (
    cashPrice === undefined ||
    odometerMiles === undefined ||
    months === undefined ||
    depositPence === undefined ||
    annualMileage === undefined ||
    firstRegistered === undefined ||
    !quoteDate ||
    (status !== 'p' && status !== 'n')
  ) {
    return null
  }
  return {
    family,
    vehicle: {
      cashPrice,
      status: status === 'n' ? 'New' : 'PreOwned',
      firstRegistered,
      mileage: odometerMiles,
    },
    term: months,
    deposit: depositPence,
    annualMileage: family === 'PCP' ? annualMileage : null,
    asOf: quoteDate,
  }
}
